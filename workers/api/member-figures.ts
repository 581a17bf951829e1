// GET /api/member/figures.csv?view=daily|language|country|device|source&period=7|30|90&lang=&member=
// – a signed-in member's own figures as CSV, headed in their page's language. Only the member
// session's own figures: no session is 401, another member's id 403
// (app/server/analytics/member-figures.server.ts).
import { Hono } from "hono";
import { getDb } from "~/data/db";
import { toCsv } from "~/domain/formats/csv";
import { isLanguageCode } from "~/i18n/languages";
import {
  loadOwnFigures,
  MEMBER_CSV_VIEWS,
  memberFigureRows,
  memberPeriod,
  type MemberCsvView,
} from "~/server/analytics/member-figures.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { getMemberSession } from "~/server/members/session.server";
import { apiError } from "./errors";
import type { ApiEnv } from "./types";

function memberParam(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value ? -1 : null;
}

export function createMemberFiguresApi() {
  const api = new Hono<ApiEnv>();
  api.get("/figures.csv", async (c) => {
    const db = getDb(c.env.DB);
    const session = await getMemberSession(c.req.raw, c.env, db);
    if (!session) return apiError(c, "unauthorized", "Sign in on your member page first.");
    const url = new URL(c.req.url);
    const view = c.req.query("view") ?? "daily";
    if (!(MEMBER_CSV_VIEWS as readonly string[]).includes(view))
      return apiError(c, "bad_request", "Unknown view");
    const outcome = await loadOwnFigures({ db }, session, {
      member: memberParam(c.req.query("member")),
      period: memberPeriod(url),
    });
    if (!outcome.ok)
      return apiError(c, outcome.status === 404 ? "not_found" : "forbidden", "Not yours");
    const lang = c.req.query("lang") ?? "en";
    const t = await getSiteMessages(c.env, isLanguageCode(lang) ? lang : "en");
    const figures = outcome.value;
    const csv = toCsv(
      memberFigureRows(figures, view as MemberCsvView, {
        day: t["general.member.day"],
        language: t["general.member.byLanguage"],
        country: t["general.member.byCountry"],
        device: t["general.member.byDevice"],
        source: t["general.member.bySource"],
        visits: t["general.member.visits"],
        displays: t["general.member.displays"],
        clicks: t["general.member.joinClicks"],
        rate: t["general.member.clickRate"],
      }),
    );
    const name = `figures-${view}-${figures.period.from}-to-${figures.period.to}.csv`;
    return c.body(`\uFEFF${csv}`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });
  return api;
}
