// Languages as a group of checkboxes (posted as repeated `languages` fields): the member page's
// "languages you can support", the Members screen's form and a sequence step's languages.
import { useId } from "react";

export function LanguageCheckboxes({
  legend,
  languages,
  checked,
  error,
  className,
}: {
  legend: string;
  languages: readonly { code: string; label: string }[];
  checked: readonly string[];
  error?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className={className}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {languages.map((l) => (
          <label key={l.code} className="flex min-h-11 items-center gap-2 text-sm md:min-h-0">
            <input
              type="checkbox"
              name="languages"
              value={l.code}
              defaultChecked={checked.includes(l.code)}
              className="h-5 w-5 accent-emerald-600"
            />
            <span dir="auto">{l.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
