import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertAnalyticsEvents, type AnalyticsEvent } from "~/data/analytics";
import { sequenceJoinClicks } from "~/data/sequence-stats";
import { isVisitSource, utcDay, visitSource } from "~/domain/analytics/events";
import { presetPeriod } from "~/domain/analytics/period";
import { loadAnalyticsView, viewRows } from "~/server/analytics/analytics-view.server";
import { recordFunnelStep } from "~/server/analytics/funnel-beacon.server";
import {
  listMemberFigures,
  loadOwnFigures,
  memberFigureRows,
} from "~/server/analytics/member-figures.server";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { startMemberSession, type MemberSession } from "~/server/members/session.server";
import { whenLogsWritten } from "~/server/referral/log-buffer.server";
import { resolveReferralLink } from "~/server/referral/rotator.server";
import { createApi } from "../../workers/api";
import { db, PHONE_UA } from "./support/local";
import { pageViewDeps } from "./support/referral-fixtures";
import { addedMember } from "./support/member-fixtures";

const ORIGIN = "https://waymark.test";
const DAY = 86_400_000;

beforeEach(async () => {
  await db.run(sql`DELETE FROM referral_link_logs`);
  await db.run(sql`DELETE FROM analytics_facets`);
  await db.run(sql`DELETE FROM analytics_daily_visitors`);
  await db.run(sql`UPDATE analytics_rollup_state SET last_event_id = 0`);
});

async function newMember() {
  const { member } = await addedMember();
  const session: MemberSession = {
    sessionId: "0".repeat(48),
    id: member.id,
    email: member.email,
    name: member.name,
  };
  return { member, session, linkId: member.referralLinkId! };
}

function event(
  linkId: number,
  action: AnalyticsEvent["action"],
  extra: Partial<AnalyticsEvent> = {},
) {
  return {
    linkId,
    page: "/hi/join",
    action,
    visitorId: crypto.randomUUID().replace(/-/g, "").slice(0, 20),
    language: "hi",
    country: "IN",
    device: "mobile",
    source: "direct",
    ...extra,
  } satisfies AnalyticsEvent;
}

const period = () => presetPeriod(30, Date.now());

async function csvAs(cookie: string | null, query: string) {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  return createApi().fetch(
    new Request(`${ORIGIN}/api/member/figures.csv?${query}`, { headers }),
    env,
  );
}

describe("a member's figures", () => {
  it("count a visit through their link and a Join click on it, live and after the roll-up", async () => {
    const { session, linkId, member } = await newMember();
    const other = await newMember();
    await insertAnalyticsEvents(db, [
      event(linkId, "visit"),
      event(linkId, "click"),
      event(linkId, "display", { page: "/hi", source: "site:chat.whatsapp.com" }),
      event(other.linkId, "visit"),
    ]);
    const expectFigures = async () => {
      const figures = await loadOwnFigures({ db }, session, { period: period() });
      if (!figures.ok) throw new Error(figures.error);
      const { totals, series, breakdowns } = figures.value;
      expect(totals).toEqual({ visits: 1, displays: 1, clicks: 1, rate: "50.00" });
      expect(series).toHaveLength(30);
      expect(series.at(-1)).toEqual({ day: utcDay(Date.now()), visits: 1, displays: 1, clicks: 1 });
      expect(breakdowns.language).toEqual([
        { value: "hi", visits: 1, displays: 1, clicks: 1, rate: "50.00" },
      ]);
      expect(breakdowns.source.map((r) => r.value).sort()).toEqual([
        "direct",
        "site:chat.whatsapp.com",
      ]);
      const all = await listMemberFigures(db, [member, other.member], period());
      expect(all[member.id]).toEqual({ visits: 1, displays: 1, clicks: 1, rate: "50.00" });
      expect(all[other.member.id]).toEqual({ visits: 1, displays: 0, clicks: 0, rate: "0.00" });
    };
    await expectFigures();
    await runAnalyticsJobs(db);
    const raw = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM referral_link_logs`);
    expect(raw!.n).toBe(4);
    // Rolled up: the same figures, each event counted once.
    await expectFigures();
  });

  it("refuse one member's session on another member's figures and CSV", async () => {
    const mine = await newMember();
    const theirs = await newMember();
    await insertAnalyticsEvents(db, [event(theirs.linkId, "click")]);
    const refused = await loadOwnFigures({ db }, mine.session, {
      member: theirs.member.id,
      period: period(),
    });
    expect(refused).toMatchObject({ ok: false, status: 403 });
    const cookie = (await startMemberSession(db, env.SESSION_SECRET, mine.member.id)).split(
      ";",
    )[0]!;
    const denied = await csvAs(cookie, `member=${theirs.member.id}&view=daily`);
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain(theirs.member.name);
    expect((await csvAs(null, `member=${mine.member.id}`)).status).toBe(401);
    const own = await csvAs(cookie, `member=${mine.member.id}&view=language&period=7&lang=hi`);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toContain("text/csv");
    const text = await own.text();
    // Headed in Hindi; the other member's click is not in it.
    expect(text).toContain("भाषा");
    expect(text.trim().split("\n")).toHaveLength(1);
  });

  it("CSV rows carry the period's days", async () => {
    const { session, linkId } = await newMember();
    await insertAnalyticsEvents(db, [event(linkId, "visit")]);
    const figures = await loadOwnFigures({ db }, session, { period: presetPeriod(7, Date.now()) });
    if (!figures.ok) throw new Error(figures.error);
    const heads = {
      day: "day",
      language: "language",
      country: "country",
      device: "device",
      source: "source",
      visits: "visits",
      displays: "displays",
      clicks: "clicks",
      rate: "rate",
    };
    const rows = memberFigureRows(figures.value, "daily", heads);
    expect(rows[0]).toEqual(["day", "visits", "displays", "clicks", "rate"]);
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)).toEqual([utcDay(Date.now()), "1", "0", "0", "0.00"]);
  });
});

async function assignedVisitor() {
  await newMember();
  const landing = new Request(`${ORIGIN}/join`, { headers: { "User-Agent": PHONE_UA } });
  const assigned = await resolveReferralLink(landing, "/join", pageViewDeps(landing));
  await whenLogsWritten();
  return { cookie: assigned.setCookie!.split(";")[0]!, linkId: assigned.linkId! };
}

function beacon(cookie: string, body: string, origin = ORIGIN) {
  return new Request(`${ORIGIN}/api/funnel`, {
    method: "POST",
    headers: {
      "User-Agent": PHONE_UA,
      Cookie: cookie,
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body,
  });
}

describe("the funnel's steps", () => {
  it("record link copied and opened in wallet on the visitor's link, once per visitor", async () => {
    const { cookie, linkId } = await assignedVisitor();
    const api = createApi();
    for (let i = 0; i < 5; i++) {
      const copy = await api.fetch(beacon(cookie, "step=copy&from=%2Fhi%2Fjoin"), env);
      expect(copy.status).toBe(204);
    }
    expect((await api.fetch(beacon(cookie, "step=wallet&from=%2Fhi%2Fjoin"), env)).status).toBe(
      204,
    );
    // Unknown steps, other sites and bots record nothing.
    expect((await api.fetch(beacon(cookie, "step=signup"), env)).status).toBe(400);
    expect((await api.fetch(beacon(cookie, "step=copy", "https://evil.test"), env)).status).toBe(
      403,
    );
    const bot = new Request(`${ORIGIN}/api/funnel`, {
      method: "POST",
      headers: { "User-Agent": "curl/8", Cookie: cookie },
      body: "step=wallet",
    });
    expect(
      await recordFunnelStep({ db, secret: env.SESSION_SECRET }, bot, {
        step: "wallet",
        from: "/",
      }),
    ).toBe(false);
    const rows = await db.all<{ action: string; link: number; page: string; language: string }>(
      sql`SELECT action, referral_link_id AS link, page, language FROM referral_link_logs
        WHERE action IN ('copy', 'wallet') ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: "copy", link: linkId, page: "/hi/join", language: "hi" },
      { action: "wallet", link: linkId, page: "/hi/join", language: "hi" },
    ]);
  });

  it("are limited per client like the click redirect", async () => {
    const { cookie } = await assignedVisitor();
    const api = createApi();
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const request = beacon(cookie, "step=copy&from=%2F");
      request.headers.set("CF-Connecting-IP", "203.0.113.77");
      statuses.push((await api.fetch(request, env)).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a request naming no assignment records nothing", async () => {
    const none = new Request(`${ORIGIN}/api/funnel`, {
      method: "POST",
      headers: { "User-Agent": PHONE_UA },
    });
    expect(
      await recordFunnelStep({ db, secret: env.SESSION_SECRET }, none, { step: "copy", from: "/" }),
    ).toBe(false);
  });

  it("are rolled up into the funnel and pruned with the other events", async () => {
    const { linkId } = await newMember();
    const now = Date.now();
    await insertAnalyticsEvents(db, [
      event(linkId, "display", { page: "/hi" }),
      event(linkId, "visit", { page: "/hi/join" }),
      event(linkId, "click"),
      event(linkId, "copy"),
      event(linkId, "wallet"),
    ]);
    // One old copy, past the retention window.
    await db.run(sql`UPDATE referral_link_logs SET created_at = ${now - 40 * DAY}
      WHERE id = (SELECT max(id) FROM referral_link_logs WHERE action = 'copy')`);
    await insertAnalyticsEvents(db, [event(linkId, "copy")]);
    const result = await runAnalyticsJobs(db, { now });
    expect(result.rolledUp).toBe(6);
    expect(result.pruned).toBe(1);
    const url = new URL(`${ORIGIN}/admin/analytics?period=30`);
    const view = await loadAnalyticsView(db, url, { now });
    expect(view.funnel).toEqual({ pageViews: 2, joinPage: 1, clicks: 1, copies: 1, wallets: 1 });
    expect(viewRows(view, "funnel")).toEqual([
      ["step", "count"],
      ["page_views", "2"],
      ["join_page_views", "1"],
      ["join_clicks", "1"],
      ["links_copied", "1"],
      ["opened_in_wallet", "1"],
    ]);
    const member = view.members.find((m) => m.visits === 1);
    expect(member).toMatchObject({ visits: 1, displays: 1, clicks: 1, rate: "50.00" });
    // The member's visit counts the visitor for the day, like a display.
    const visitors = await db.get<{ n: number }>(
      sql`SELECT sum(visitors) AS n FROM analytics_daily_visitors WHERE link_id = ${linkId}`,
    );
    expect(visitors!.n).toBe(2);
  });
});

describe("welcome sequence links", () => {
  it("are a source, kept by the roll-up while the step exists, and count Join clicks per step", async () => {
    const url = new URL(`${ORIGIN}/hi/join?s=3.12`);
    expect(visitSource({ url, referrer: null, remembered: null })).toEqual({
      source: "sequence:3.12",
      fresh: true,
    });
    expect(isVisitSource("sequence:3.12")).toBe(true);
    expect(isVisitSource("sequence:3")).toBe(false);
    expect(
      visitSource({ url: new URL(`${ORIGIN}/?s=x.1`), referrer: null, remembered: null }).source,
    ).toBe("direct");
    const seq = await env.DB.prepare(
      "INSERT INTO email_sequences (name) VALUES ('Welcome') RETURNING id",
    ).first<{ id: number }>();
    const step = await env.DB.prepare(
      "INSERT INTO sequence_steps (sequence_id, position) VALUES (?, 1) RETURNING id",
    )
      .bind(seq!.id)
      .first<{ id: number }>();
    const { linkId } = await newMember();
    const source = `sequence:${seq!.id}.${step!.id}`;
    await insertAnalyticsEvents(db, [
      event(linkId, "click", { source }),
      event(linkId, "click", { source: `sequence:${seq!.id}.999999` }),
    ]);
    expect(await sequenceJoinClicks(db, seq!.id)).toEqual({ [step!.id]: 1, 999999: 1 });
    await runAnalyticsJobs(db);
    // Rolled up: the real step keeps its clicks, the made-up one is folded into "other".
    expect(await sequenceJoinClicks(db, seq!.id)).toEqual({ [step!.id]: 1 });
    const kept = await db.all<{ value: string }>(
      sql`SELECT DISTINCT value FROM analytics_facets WHERE dimension = 'source' ORDER BY value`,
    );
    expect(kept.map((r) => r.value)).toEqual(["other", source]);
  });
});
