import type { Route } from "./+types/export";
import { getDb } from "~/data/db";
import { listMembers } from "~/data/members";
import { toCsv } from "~/domain/formats/csv";
import { listMemberFigures, memberPeriod } from "~/server/analytics/member-figures.server";
import { requireOwner } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

// GET /admin/members/export.csv?period=7|30|90 – every member with their code, languages, status,
// link and figures for the period (visits, join clicks, displays, click rate), with the contact
// export's formula neutralisation (app/domain/formats/csv.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  const db = getDb(getWorker(context).env.DB);
  const period = memberPeriod(new URL(request.url));
  const members = await listMembers(db);
  const figures = await listMemberFigures(db, members, period);
  const csv = toCsv([
    [
      "name",
      "email",
      "code",
      "languages",
      "status",
      "referral_link",
      "added",
      "removed",
      "period_from",
      "period_to",
      "visits",
      "join_clicks",
      "displays",
      "click_rate_percent",
    ],
    ...members.map((m) => [
      m.name,
      m.email,
      m.code,
      m.languages.join(" "),
      m.status,
      m.link ?? "",
      new Date(m.createdAt).toISOString(),
      m.removedAt ? new Date(m.removedAt).toISOString() : "",
      period.from,
      period.to,
      String(figures[m.id]!.visits),
      String(figures[m.id]!.clicks),
      String(figures[m.id]!.displays),
      figures[m.id]!.rate,
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
