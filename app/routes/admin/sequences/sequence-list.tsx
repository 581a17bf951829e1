// The Sequences screen's list (each sequence's status, trigger and figures) and the form that
// creates a sequence or changes one's own fields.
import { Form, Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { bindFields, SelectField, TextField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import type { SequenceFigures } from "~/data/sequence-stats";
import type { SequenceRow } from "~/data/sequences";

export const TRIGGER_LABELS = {
  signup: "Signup confirmed",
  import: "Imported with consent",
  manual: "Added by hand",
} as const;

export const STATUS_TONES = {
  draft: "gray",
  running: "green",
  paused: "amber",
  stopped: "red",
} as const;

const NO_FIGURES: SequenceFigures = { enrolled: 0, active: 0, completed: 0, unsubscribed: 0 };

export function SequenceList({
  sequences,
  figures,
}: {
  sequences: SequenceRow[];
  figures: Record<number, SequenceFigures>;
}) {
  return (
    <AdminTable<SequenceRow>
      label="Sequences"
      rows={sequences}
      testId={(s) => `sequence-${s.id}`}
      columns={[
        {
          header: "Name",
          cell: (s) => (
            <Link to={`?id=${s.id}`} className="font-medium text-emerald-800 underline">
              {s.name}
            </Link>
          ),
        },
        { header: "Status", cell: (s) => <Badge tone={STATUS_TONES[s.status]}>{s.status}</Badge> },
        { header: "Starts on", cell: (s) => TRIGGER_LABELS[s.trigger] },
        ...(["enrolled", "active", "completed", "unsubscribed"] as const).map((key) => ({
          header: key[0]!.toUpperCase() + key.slice(1),
          align: "end" as const,
          cell: (s: SequenceRow) => (figures[s.id] ?? NO_FIGURES)[key],
        })),
      ]}
    />
  );
}

/** Creates a sequence, or changes `sequence`'s name, trigger and send window. */
export function SequenceForm({
  sequence,
  errors,
}: {
  sequence?: SequenceRow;
  errors: Record<string, string>;
}) {
  const field = bindFields(sequence, errors);
  /** An hour of the send window (0 to 24), empty when the window has no such end. */
  const hourField = (name: "windowStartHour" | "windowEndHour") => ({
    type: "number",
    min: 0,
    max: 24,
    ...field(name),
    defaultValue: sequence?.[name] ?? "",
  });
  return (
    <Panel title={sequence ? "Sequence settings" : "New sequence"} headingLevel={sequence ? 3 : 2}>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save-sequence" />
        {sequence ? <input type="hidden" name="id" value={sequence.id} /> : null}
        <TextField label="Name" {...field("name")} required maxLength={200} />
        <SelectField label="Contacts join when" {...field("trigger")}>
          {Object.entries(TRIGGER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Send from (hour)"
          {...hourField("windowStartHour")}
          hint="In the contact's time zone, where their country is known. Empty: any time."
        />
        <TextField label="Send until (hour)" {...hourField("windowEndHour")} />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit">{sequence ? "Save settings" : "Create sequence"}</Button>
          {sequence ? (
            <Link to="/admin/sequences" className={buttonClass("secondary")}>
              Back to the list
            </Link>
          ) : null}
        </div>
      </Form>
    </Panel>
  );
}
