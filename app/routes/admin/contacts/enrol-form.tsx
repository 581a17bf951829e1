// "Add to sequence" on a contact's row: puts a subscribed contact in a running welcome sequence
// by hand (issue 35).
import { Form } from "react-router";
import { Options } from "~/components/admin/field-options";
import { Button } from "~/components/ui/button";

export function EnrolForm({
  contact,
  sequences,
}: {
  contact: { id: number; email: string };
  sequences: readonly { id: number; name: string }[];
}) {
  if (sequences.length === 0) return null;
  return (
    <Form method="post" className="flex flex-wrap gap-1">
      <input type="hidden" name="intent" value="enrol" />
      <input type="hidden" name="contactId" value={contact.id} />
      <select
        name="sequenceId"
        aria-label={`Sequence for ${contact.email}`}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm md:min-h-9"
      >
        <Options options={sequences.map((s) => ({ value: s.id, label: s.name }))} />
      </select>
      <Button type="submit" variant="secondary" aria-label={`Add ${contact.email} to the sequence`}>
        Add to sequence
      </Button>
    </Form>
  );
}
