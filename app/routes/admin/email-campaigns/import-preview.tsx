// The chosen file as the import reads it: rows accepted and skipped (and why), the first five
// contacts, then the step that saves them (children).
import { DataTable, type Column } from "~/components/ui/data-table";
import { CONTACT_HEADER, type Contact, type ContactsParseResult } from "~/domain/formats/csv";

export const SKIP_REASONS = {
  missing_field: "missing name or email",
  bad_email: "email does not look like an address",
  duplicate: "duplicate in the file",
} as const;

export function ImportPreview({
  parsed,
  ref,
  children,
}: {
  parsed: Extract<ContactsParseResult, { ok: true }>;
  ref: React.Ref<HTMLDivElement>;
  children: React.ReactNode;
}) {
  return (
    <div
      className="space-y-3 focus:outline-none"
      data-testid="import-preview"
      ref={ref}
      tabIndex={-1}
      aria-label="Imported contacts preview"
    >
      <p className="text-sm">
        {parsed.contacts.length} rows accepted, {parsed.skipped.length} skipped.
      </p>
      {parsed.skipped.length > 0 ? (
        <ul className="max-h-32 overflow-y-auto text-xs text-amber-900">
          {parsed.skipped.slice(0, 50).map((s) => (
            <li key={s.line}>
              Line {s.line}: {SKIP_REASONS[s.reason]}
              {s.email ? ` (${s.email})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-slate-500">First 5 contacts</p>
      <DataTable
        label="First 5 contacts"
        rows={parsed.contacts.slice(0, 5)}
        rowKey={(c) => c.email}
        columns={CONTACT_HEADER.map((h): Column<Contact> => ({
          header: `${h[0]!.toUpperCase()}${h.slice(1)}`,
          cell: (c) => c[h],
          className: "break-all",
        }))}
      />
      {children}
    </div>
  );
}
