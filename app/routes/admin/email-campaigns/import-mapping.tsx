// When a file's header does not name the columns the import expects (name, surname, email,
// country, language), the operator says which of its columns holds each field.
import { SelectField } from "~/components/ui/field";
import { CONTACT_HEADER, MAPPED_REQUIRED, type ColumnMap } from "~/domain/formats/csv";

const FIELD_LABELS = {
  name: "Name",
  surname: "Surname",
  email: "Email",
  country: "Country",
  language: "Language",
} as const;

export function ColumnMapping({
  header,
  value,
  problem,
  onChange,
}: {
  header: string[];
  /** What still keeps the file from being read (a required column not chosen). */
  problem: string | null;
  value: ColumnMap;
  onChange: (next: ColumnMap) => void;
}) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-amber-900">Match the columns</legend>
      <p className="text-sm text-amber-900">
        This file&apos;s first line does not name the columns as expected (name, surname, email,
        country, language). Choose which column holds each field; name and email are needed.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CONTACT_HEADER.map((field) => (
          <SelectField
            key={field}
            label={`${FIELD_LABELS[field]} column`}
            value={value[field] ?? -1}
            onChange={(e) => {
              const index = Number(e.target.value);
              onChange({ ...value, [field]: index === -1 ? undefined : index });
            }}
          >
            <option value={-1}>
              {(MAPPED_REQUIRED as readonly string[]).includes(field)
                ? "Choose a column"
                : "Not in this file"}
            </option>
            {header.map((h, i) => (
              <option key={i} value={i}>
                {h || `Column ${i + 1}`}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {problem ? (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
