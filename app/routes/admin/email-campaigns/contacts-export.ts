import type { Route } from "./+types/contacts-export";
import { listContactsForExport } from "~/data/contacts";
import { getDb } from "~/data/db";
import { toCsv } from "~/domain/csv";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

// GET /admin/email-campaigns/contacts.csv – every contact as CSV. Cells that a spreadsheet would
// run as a formula (=, +, -, @, tab, CR) are prefixed with a quote.
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const rows = await listContactsForExport(getDb(getWorker(context).env.DB));
  const csv = toCsv([
    ["name", "surname", "email", "country", "language", "subscribed", "consent_source"],
    ...rows.map((r) => [
      r.name,
      r.surname,
      r.email,
      r.country,
      r.language,
      r.subscribed ? "yes" : "no",
      r.consentSource,
    ]),
  ]);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="contacts.csv"',
      "Cache-Control": "no-store",
    },
  });
}
