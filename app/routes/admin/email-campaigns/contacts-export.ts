import type { Route } from "./+types/contacts-export";
import { listContactsForExport } from "~/data/contacts";
import { getDb } from "~/data/db";
import { toCsv } from "~/domain/formats/csv";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

// GET /admin/email-campaigns/contacts.csv – every contact as CSV, with its consent record (where
// it came from and when, in UTC). Cells that a spreadsheet would run as a formula (=, +, -, @,
// tab, CR) are prefixed with a quote.
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const rows = await listContactsForExport(getDb(getWorker(context).env.DB));
  const csv = toCsv([
    [
      "name",
      "surname",
      "email",
      "country",
      "language",
      "subscribed",
      "consent_source",
      "consent_at",
    ],
    ...rows.map((r) => [
      r.name,
      r.surname,
      r.email,
      r.country,
      r.language,
      r.subscribed ? "yes" : "no",
      r.consentSource,
      new Date(r.consentAt).toISOString(),
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
