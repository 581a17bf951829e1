// One contact's timeline on the Sequences screen: every sequence step they got (or that was
// skipped for them), and when.
import { Form } from "react-router";
import { LocalTime } from "~/components/admin/local-time";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import type { TimelineEntry } from "~/data/sequence-stats";

export function ContactTimeline({
  contact,
  timeline,
}: {
  contact: string;
  timeline: TimelineEntry[];
}) {
  return (
    <Panel title="A contact's timeline" headingLevel={2}>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          label="Contact's email"
          name="contact"
          type="email"
          defaultValue={contact}
          required
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {contact && timeline.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No sequence email for {contact}.</p>
      ) : null}
      {timeline.length > 0 ? (
        <DataTable<TimelineEntry>
          className="mt-3"
          label={`Sequence emails of ${contact}`}
          rows={timeline}
          rowKey={(t) => `${t.sequence}-${t.position}-${t.dueAt}`}
          columns={[
            { header: "Sequence", cell: (t) => `${t.sequence}, step ${t.position}` },
            { header: "Status", cell: (t) => t.status },
            { header: "Due", cell: (t) => <LocalTime at={t.dueAt} /> },
            { header: "Sent", cell: (t) => (t.sentAt ? <LocalTime at={t.sentAt} /> : "") },
            { header: "Note", cell: (t) => t.note ?? "" },
          ]}
        />
      ) : null}
    </Panel>
  );
}
