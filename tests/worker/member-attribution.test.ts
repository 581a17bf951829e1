// Issue 30, phase 2: a member's personal code (`?via=<code>` on any page, `/via/<code>`) gives the
// visitor the member's link on every page for the days Settings say, kept in a signed cookie;
// first link wins unless "last link wins"; an attributed visitor takes no pool display and no
// display budget; unknown, malformed, paused and removed members' codes fall back to the pool
// with nothing written; the page cache keeps one page for every code; the pool prefers the
// members who support the page's language, exactly under concurrency.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { referralLinkLogs, referralLinks } from "~/data/schema";
import { saveSiteSettings } from "~/data/settings";
import { DAY_MS, readSponsorToken, sponsorToken, withVia } from "~/domain/referral/attribution";
import { addMemberSchema } from "~/schemas/members";
import { settingsFormSchema } from "~/schemas/settings";
import { addMember } from "~/server/members/members.server";
import { pauseMember, removeMember } from "~/server/members/status.server";
import { bumpContentVersion, getContentVersion } from "~/server/pages/content-version.server";
import { REFERRAL_PLACEHOLDER, SPONSOR_PLACEHOLDER } from "~/server/pages/page-cache.server";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { whenLogsWritten } from "~/server/referral/log-buffer.server";
import { memberDirectory } from "~/server/referral/member-directory.server";
import {
  recordReferralClick,
  resolveReferralLink,
  ROTATION_MARK_KEY,
  type ReferralDeps,
} from "~/server/referral/rotator.server";
import { ATTRIBUTION_COOKIE } from "~/server/referral/sponsor.server";
import { handleViaLink } from "~/server/referral/via-link.server";
import { resolveVisitLink } from "~/server/referral/visit-link.server";
import { servePublicPage } from "../../workers/public-pages";
import { db, PHONE_UA } from "./support/local";
import { clearReferralWorld, DEFAULT_LINK, localReferralDeps } from "./support/referral-fixtures";
import { testAdmin } from "./support/route-context";
import { SETTINGS_FORM } from "./support/settings-fixtures";

(globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ ??= "member-attribution-test";

beforeEach(clearReferralWorld);
afterEach(() => poolMayHaveChanged());

async function addPoolLinks(n: number, limit: number) {
  return db
    .insert(referralLinks)
    .values(
      Array.from({ length: n }, (_, i) => ({
        link: `https://example.com/pool/${i}-${crypto.randomUUID().slice(0, 6)}`,
        isActive: true,
        displayLimit: limit,
        displaysLeft: limit,
      })),
    )
    .returning({ id: referralLinks.id, link: referralLinks.link });
}

/** A member added by the operator's operation, with a new pool link. */
async function member(code: string, languages = ["hi"], limit?: number) {
  const admin = await testAdmin();
  const values = addMemberSchema.parse({
    name: `Asha <b>${code}</b>`,
    email: `${code}@example.com`,
    code,
    languages,
    link: `https://example.com/member/${code}`,
  });
  const outcome = await addMember({ db, kv: env.KV }, admin, values);
  if (!outcome.ok) throw new Error(outcome.error);
  const row = await env.DB.prepare(
    "SELECT m.id, m.referral_link_id AS linkId FROM members m WHERE m.code = ?",
  )
    .bind(code)
    .first<{ id: number; linkId: number }>();
  if (limit !== undefined)
    await env.DB.prepare(
      "UPDATE referral_links SET display_limit = ?1, displays_left = ?1 WHERE id = ?2",
    )
      .bind(limit, row!.linkId)
      .run();
  return { admin, id: row!.id, linkId: row!.linkId, link: values.link! };
}

function deps(overrides: Partial<ReferralDeps> = {}) {
  const budgetKinds: string[] = [];
  const d = localReferralDeps({
    displayBudget: (_request, kind, now) => {
      budgetKinds.push(kind);
      return { client: "203.0.113.9", kind: "view", windowEnd: now + 3_600_000, limit: 10 };
    },
    members: () => memberDirectory(db, env.KV),
    ...overrides,
  });
  return Object.assign(d, { budgetKinds });
}

const page = (path: string, cookie?: string, ua = PHONE_UA) =>
  new Request(`https://waymark.test${path}`, {
    headers: { "User-Agent": ua, ...(cookie ? { Cookie: cookie } : {}) },
  });
const pair = (setCookie: string | null | undefined) => setCookie!.split(";")[0]!;

async function displaysLeft() {
  const { results } = await env.DB.prepare(
    "SELECT id, displays_left AS left FROM referral_links ORDER BY id",
  ).all<{ id: number; left: number }>();
  return Object.fromEntries(results.map((r) => [r.id, r.left]));
}

async function tableCount(table: string) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}

describe("a member's code on a page", () => {
  it("gives the member's link, a 30-day cookie, no pool display and no display budget", async () => {
    await addPoolLinks(2, 5);
    const asha = await member("team-7");
    const before = await displaysLeft();
    const d = deps();
    const result = await resolveReferralLink(page("/hi/join?via=TEAM-7"), "/hi/join", d);
    expect(result).toMatchObject({ link: asha.link, linkId: asha.linkId, source: "member" });
    expect(result.sponsorCookie).toContain(`${ATTRIBUTION_COOKIE}=`);
    expect(result.sponsorCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(result.sponsorCookie).toContain("HttpOnly");
    expect(await displaysLeft()).toEqual(before);
    expect(d.budgetKinds).not.toContain("view");
    expect(await tableCount("referral_display_budgets")).toBe(0);
    await whenLogsWritten();
    const logged = await db.select().from(referralLinkLogs);
    // A visit through the personal link, not a pool display (issue 30: "visits" and "pool displays" are separate figures).
    expect(logged).toMatchObject([{ referralLinkId: asha.linkId, action: "visit" }]);
  });

  it("keeps the member on the next visit without the code, and on a click", async () => {
    await addPoolLinks(1, 5);
    const asha = await member("asha-1");
    const first = await resolveReferralLink(page("/join?via=asha-1"), "/join", deps());
    const cookies = [pair(first.setCookie), pair(first.sponsorCookie)].join("; ");
    const again = await resolveReferralLink(page("/earnings", cookies), "/earnings", deps());
    expect(again).toMatchObject({ link: asha.link, source: "member", sponsorCookie: null });
    const click = await recordReferralClick(page("/go?from=/join", cookies), "/join", deps());
    expect(click).toMatchObject({ link: asha.link, linkId: asha.linkId, source: "member" });
  });

  it("lets the first member's link win until it expires, or the last one by the setting", async () => {
    await addPoolLinks(1, 50);
    const first = await member("first-1");
    const second = await member("second-2");
    const opened = await resolveReferralLink(page("/?via=first-1"), "/", deps());
    const cookie = pair(opened.sponsorCookie);
    const other = await resolveReferralLink(page("/?via=second-2", cookie), "/", deps());
    expect(other).toMatchObject({ link: first.link, sponsorCookie: null });
    // Past the 30 days, the cookie no longer holds: the next code wins, and without one the pool.
    const later = Date.now() + 31 * DAY_MS;
    const expired = await resolveReferralLink(page("/", cookie), "/", deps({ now: later }));
    expect(expired.source).toBe("pool");
    const next = await resolveReferralLink(
      page("/?via=second-2", cookie),
      "/",
      deps({ now: later }),
    );
    expect(next.link).toBe(second.link);

    await saveSiteSettings(db, { attributionLastWins: true, attributionDays: 7 });
    await bumpContentVersion(env.KV);
    const last = await resolveReferralLink(page("/?via=second-2", cookie), "/", deps());
    expect(last).toMatchObject({ link: second.link });
    expect(last.sponsorCookie).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
  });

  it("falls back to the pool for paused, removed, unknown and malformed codes, writing nothing", async () => {
    const [pool] = await addPoolLinks(1, 50);
    const paused = await member("paused-1");
    const removed = await member("removed-1");
    await pauseMember({ db, kv: env.KV }, paused.admin, { id: paused.id });
    await removeMember({ db, kv: env.KV }, removed.admin, { id: removed.id });
    const members = await tableCount("members");
    for (const code of ["paused-1", "removed-1", "nobody-9", "x", "admin", "a%20b", "<script>"]) {
      const result = await resolveReferralLink(page(`/hi/?via=${code}`), "/hi/", deps());
      expect(result).toMatchObject({ link: pool!.link, source: "pool" });
      expect(result.sponsorCookie).toBeUndefined();
    }
    expect(await tableCount("members")).toBe(members);
    // A cookie of a member paused since keeps nothing either.
    await env.DB.prepare("UPDATE members SET status = 'active' WHERE id = ?").bind(paused.id).run();
    await bumpContentVersion(env.KV);
    const held = await resolveReferralLink(page("/?via=paused-1"), "/", deps());
    expect(held.source).toBe("member");
    await pauseMember({ db, kv: env.KV }, paused.admin, { id: paused.id });
    const after = await resolveReferralLink(page("/", pair(held.sponsorCookie)), "/", deps());
    expect(after.link).not.toBe(paused.link);
  });

  it("reads no D1 for a code once the directory is loaded", async () => {
    await member("cached-1");
    await memberDirectory(db, env.KV);
    await env.DB.prepare("DELETE FROM members").run();
    // Still known: the isolate keeps the directory until the content version changes.
    const result = await resolveReferralLink(page("/?via=cached-1"), "/", deps());
    expect(result.source).toBe("member");
    await bumpContentVersion(env.KV);
    expect((await resolveReferralLink(page("/?via=cached-1"), "/", deps())).source).not.toBe(
      "member",
    );
  });

  it("gives a link preview the member's link and code, and takes or writes nothing", async () => {
    await addPoolLinks(1, 5);
    const asha = await member("bot-1");
    const before = await displaysLeft();
    const bot = (path: string) => page(path, undefined, "WhatsApp/2.23.20.0 A");
    const preview = await resolveReferralLink(bot("/?via=bot-1"), "/", deps());
    expect(preview).toMatchObject({ link: asha.link, source: "bot", setCookie: null });
    expect(preview.sponsor?.code).toBe("bot-1");
    expect(preview.sponsorCookie).toBeUndefined();
    expect((await resolveReferralLink(bot("/?via=nobody-1"), "/", deps())).link).toBe(DEFAULT_LINK);
    expect(await displaysLeft()).toEqual(before);
    await whenLogsWritten();
    expect(await tableCount("referral_link_logs")).toBe(0);
  });

  it("bumps the content version on every member change", async () => {
    const before = await getContentVersion(env.KV);
    const asha = await member("bump-1");
    const added = await getContentVersion(env.KV);
    expect(added).not.toBe(before);
    await pauseMember({ db, kv: env.KV }, asha.admin, { id: asha.id });
    expect(await getContentVersion(env.KV)).not.toBe(added);
  });
});

describe("the member's own page", () => {
  it("takes no pool display", async () => {
    await addPoolLinks(1, 5);
    const before = await displaysLeft();
    const visit = await resolveVisitLink(page("/hi/member"), "/hi/member", deps());
    expect(visit).toMatchObject({ link: DEFAULT_LINK, sponsor: null, setCookies: [] });
    expect(await displaysLeft()).toEqual(before);
  });
});

describe("/via/<code>", () => {
  const via = (path: string, language = "hi") =>
    new Request(`https://waymark.test${path}`, {
      headers: { "User-Agent": PHONE_UA, "Accept-Language": language },
    });

  it("attributes the visitor and lands on the home page in their language", async () => {
    const asha = await member("short-1");
    const response = await handleViaLink(via("/via/short-1"), env, deps());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/hi");
    const cookie = pair(response.headers.get("Set-Cookie"));
    expect(cookie.startsWith(`${ATTRIBUTION_COOKIE}=`)).toBe(true);
    const next = await resolveReferralLink(page("/hi/", cookie), "/hi/", deps());
    expect(next.link).toBe(asha.link);
  });

  it("sends an unknown or malformed code home with no cookie", async () => {
    for (const path of ["/via/nobody-1", "/via/%E0%A4", "/via/", "/via/a/b"]) {
      const response = await handleViaLink(via(path, "en"), env, deps());
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });
});

describe("the page cache", () => {
  function renderer() {
    let renders = 0;
    const render = async (request: Request) => {
      renders++;
      expect(new URL(request.url).search).toBe("");
      const data = JSON.stringify({
        referralLink: REFERRAL_PLACEHOLDER,
        sponsor: SPONSOR_PLACEHOLDER,
      });
      return new Response(
        `<!doctype html><meta property="og:url" content="https://waymark.test/hi/join"/><a href="${REFERRAL_PLACEHOLDER}">Join</a><script>window.d=${data}</script>`,
        { headers: { "Content-Type": "text/html; charset=utf-8" } },
      );
    };
    return { render, renders: () => renders };
  }

  async function view(
    path: string,
    render: Parameters<typeof servePublicPage>[4],
    cookie?: string,
  ) {
    const request = page(path, cookie);
    const ctx = createExecutionContext();
    const response = await servePublicPage(request, new URL(request.url), env, ctx, render, "n");
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("serves one cached page for every code, with the member's link and code put in", async () => {
    const [pool] = await addPoolLinks(1, 50);
    // A Tamil member: the Hindi page's pool link is the pool's own.
    const asha = await member("cache-1", ["ta"]);
    const { render, renders } = renderer();
    const attributed = await view("/hi/join?via=cache-1", render);
    const html = await attributed!.text();
    expect(html).toContain(`href="${asha.link}"`);
    expect(html).toContain('content="https://waymark.test/hi/join?via=cache-1"');
    const token = /"sponsor":"([^"]*)"/.exec(html)![1];
    expect(readSponsorToken(token)).toEqual({ code: "cache-1", name: "Asha <b>cache-1</b>" });
    expect(attributed!.headers.getSetCookie().some((c) => c.startsWith(ATTRIBUTION_COOKIE))).toBe(
      true,
    );
    for (const path of ["/hi/join?via=nobody-2", "/hi/join?via=%3Cx%3E", "/hi/join"]) {
      const other = await (await view(path, render))!.text();
      // A pool link (the member's is in the pool too), not an attribution.
      expect([pool!.link, asha.link]).toContain(/<a href="([^"]*)"/.exec(other)![1]);
      expect(other).toContain('"sponsor":""');
      expect(other).toContain('content="https://waymark.test/hi/join"/>');
    }
    expect(renders()).toBe(1);
  });

  it("still renders a page with any other query per request", async () => {
    const { render } = renderer();
    expect(await view("/hi/join?via=a&x=1", render)).toBeNull();
  });
});

describe("the language-aware pool", () => {
  it("gives a page's language to the members who support it while they have displays", async () => {
    await addPoolLinks(3, 100);
    const hindi = await member("hindi-1", ["hi"], 2);
    const taken = [];
    for (let i = 0; i < 4; i++)
      taken.push((await resolveReferralLink(page("/hi/"), "/hi/", deps())).linkId);
    expect(taken.slice(0, 2)).toEqual([hindi.linkId, hindi.linkId]);
    expect(taken.slice(2)).not.toContain(hindi.linkId);
  });

  it("stays exact under 500 concurrent takes with visitors of mixed languages", async () => {
    const pool = await addPoolLinks(2, 60);
    const hindi = await member("conc-hi", ["hi"], 50);
    const tamil = await member("conc-ta", ["ta", "en"], 40);
    const capacity = 60 * 2 + 50 + 40;
    const languages = ["/hi/", "/ta/", "/", "/de/"];
    const d = deps({ displayBudget: () => null });
    // No 24-hour refill in the middle: the pool is taken exactly once.
    await env.KV.put(ROTATION_MARK_KEY, String(Date.now()));
    await memberDirectory(db, env.KV);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => {
        const path = languages[i % languages.length]!;
        return resolveReferralLink(page(path), path, d).then((r) => ({ path, r }));
      }),
    );
    const fromPool = results.filter((x) => x.r.source === "pool");
    expect(fromPool).toHaveLength(capacity);
    expect(results.filter((x) => x.r.source === "default")).toHaveLength(500 - capacity);
    const left = await displaysLeft();
    for (const id of [...pool.map((p) => p.id), hindi.linkId, tamil.linkId])
      expect(left[id]).toBe(0);
    const per = (id: number) => fromPool.filter((x) => x.r.linkId === id).length;
    expect(per(hindi.linkId)).toBe(50);
    expect(per(tamil.linkId)).toBe(40);
    // Hindi pages drew on the Hindi member first (a German page on the whole pool).
    const hindiTakes = results.filter((x) => x.r.linkId === hindi.linkId);
    expect(hindiTakes.filter((x) => x.path === "/hi/").length).toBeGreaterThan(25);
  });
});

describe("sharing and settings", () => {
  it("share links carry the member's code, replacing any other", () => {
    expect(withVia("https://w.test/hi/join", "team-7")).toBe("https://w.test/hi/join?via=team-7");
    expect(withVia("https://w.test/?via=old-1&x=1", "team-7")).toBe(
      "https://w.test/?x=1&via=team-7",
    );
    expect(withVia("https://w.test/join", null)).toBe("https://w.test/join");
    expect(readSponsorToken(sponsorToken({ code: "team-7", name: 'आशा "<b>"' }))).toEqual({
      code: "team-7",
      name: 'आशा "<b>"',
    });
    expect(readSponsorToken("")).toBeNull();
    expect(readSponsorToken("x.<script>")).toBeNull();
  });

  it("the Settings form takes the attribution days and both toggles", () => {
    const base = SETTINGS_FORM;
    const parsed = settingsFormSchema.parse({
      ...base,
      attributionDays: "45",
      attributionLastWins: "on",
      showSharedBy: "on",
    });
    expect(parsed).toMatchObject({
      attributionDays: 45,
      attributionLastWins: true,
      showSharedBy: true,
    });
    const refused = settingsFormSchema.safeParse({ ...base, attributionDays: "0" });
    expect(refused.success).toBe(false);
  });
});
