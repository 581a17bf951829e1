import type { Route } from "./+types/export";
import { getDb } from "~/data/db";
import { listMembers } from "~/data/members";
import { toCsv } from "~/domain/formats/csv";
import { requireOwner } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

// GET /admin/members/export.csv – every member with their code, languages, status and link,
// with the contact export's formula neutralisation (app/domain/formats/csv.ts). Phase 2 adds
// the figures columns (visits, join clicks, displays, click rate for a period).
export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  const members = await listMembers(getDb(getWorker(context).env.DB));
  const csv = toCsv([
    ["name", "email", "code", "languages", "status", "referral_link", "added", "removed"],
    ...members.map((m) => [
      m.name,
      m.email,
      m.code,
      m.languages.join(" "),
      m.status,
      m.link ?? "",
      new Date(m.createdAt).toISOString(),
      m.removedAt ? new Date(m.removedAt).toISOString() : "",
    ]),
  ]);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="members.csv"',
      "Cache-Control": "no-store",
    },
  });
}
