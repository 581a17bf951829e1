import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { referralLinks } from "~/data/schema";
import {
  deviceClass,
  referrerHost,
  tagCampaignLinks,
  visitSource,
} from "~/domain/analytics/events";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { describeVisit } from "~/server/analytics/visit.server";
import { whenLogsWritten } from "~/server/referral/log-buffer.server";
import {
  recordReferralClick,
  resolveReferralLink,
  ROTATION_MARK_KEY,
} from "~/server/referral/rotator.server";
import { db, PHONE_UA } from "./support/local";
import { pageViewDeps } from "./support/referral-fixtures";

beforeEach(async () => {
  await db.run(sql`DELETE FROM referral_link_logs`);
  await db.run(sql`DELETE FROM analytics_facets`);
  await db.run(sql`DELETE FROM analytics_daily_visitors`);
  await db.run(sql`UPDATE analytics_rollup_state SET last_event_id = 0`);
  await db.delete(referralLinks);
  await env.KV.put(ROTATION_MARK_KEY, String(Date.now()));
});

describe("what an event records", () => {
  it("device class from the user agent", () => {
    expect(deviceClass(PHONE_UA)).toBe("mobile");
    expect(
      deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari"),
    ).toBe("tablet");
    expect(
      deviceClass(
        "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120 Safari/537.36",
      ),
    ).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36")).toBe(
      "desktop",
    );
  });

  it("source: campaign link, then another site's host only, then the remembered source, else direct", () => {
    const at = (u: string) => new URL(u);
    expect(
      visitSource({
        url: at("https://w.test/es?c=12"),
        referrer: "https://mail.example/x?id=5",
        remembered: null,
      }),
    ).toEqual({ source: "campaign:12", fresh: true });
    expect(
      visitSource({
        url: at("https://w.test/es"),
        referrer: "https://www.news.example/a/b?q=secret",
        remembered: null,
      }),
    ).toEqual({ source: "site:news.example", fresh: true });
    expect(
      visitSource({
        url: at("https://w.test/join"),
        referrer: "https://w.test/es",
        remembered: "campaign:12",
      }),
    ).toEqual({ source: "campaign:12", fresh: false });
    expect(
      visitSource({
        url: at("https://w.test/join"),
        referrer: null,
        remembered: "site:evil'); DROP",
      }),
    ).toEqual({ source: "direct", fresh: false });
    expect(
      visitSource({ url: at("https://w.test/join?c=0"), referrer: null, remembered: null }).source,
    ).toBe("direct");
    expect(referrerHost("javascript:alert(1)", "w.test")).toBeNull();
  });

  it("a join click after arriving from a campaign email counts for that campaign, with page, language, country and device", async () => {
    await db.insert(referralLinks).values({ link: "https://example.com/a" });
    const landing = new Request("https://w.test/es?c=7", {
      headers: { "User-Agent": PHONE_UA },
      cf: { country: "br" },
    });
    const first = await resolveReferralLink(landing, "/es", pageViewDeps(landing));
    const srcCookie = "__Host-wm_src=campaign%3A7";
    const click = new Request("https://w.test/go?from=/es/join", {
      headers: {
        "User-Agent": PHONE_UA,
        Cookie: `${first.setCookie!.split(";")[0]}; ${srcCookie}`,
        Referer: "https://w.test/es/join",
      },
      cf: { country: "BR" },
    });
    await recordReferralClick(click, "/es/join", pageViewDeps(click));
    await whenLogsWritten();
    const rows = await db.all(
      sql`SELECT action, page, language, country, device, source FROM referral_link_logs ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        action: "display",
        page: "/es",
        language: "es",
        country: "BR",
        device: "mobile",
        source: "campaign:7",
      },
      {
        action: "click",
        page: "/es/join",
        language: "es",
        country: "BR",
        device: "mobile",
        source: "campaign:7",
      },
    ]);
  });

  it("the country is the runtime's cf.country, else unknown", () => {
    const r = (cf?: object) => new Request("https://w.test/", { cf } as RequestInit);
    expect(describeVisit(r({ country: "de" }), "/").country).toBe("DE");
    expect(describeVisit(r(), "/").country).toBe("unknown");
    expect(describeVisit(r({ country: "<script>" }), "/").country).toBe("unknown");
  });
});

describe("campaign links", () => {
  it("links to the site in a campaign email carry the campaign; other links do not", () => {
    const body =
      "Hi {name}, see https://site.test/es/join and https://site.test/?x=1#top.\nElsewhere: https://site.test.evil.example/ and https://other.example/a";
    expect(tagCampaignLinks(body, "https://site.test", 12)).toBe(
      "Hi {name}, see https://site.test/es/join?c=12 and https://site.test/?x=1&c=12#top.\nElsewhere: https://site.test.evil.example/ and https://other.example/a",
    );
  });
});

describe("de-duplication", () => {
  it("the same cookie replayed 1,000 times on one page adds one display (in the table and the aggregates)", async () => {
    await db
      .insert(referralLinks)
      .values({ link: "https://example.com/a", displayLimit: 5, displaysLeft: 5 });
    const first = new Request("https://w.test/join", { headers: { "User-Agent": PHONE_UA } });
    const assigned = await resolveReferralLink(first, "/join", pageViewDeps(first));
    const cookie = assigned.setCookie!.split(";")[0]!;
    await whenLogsWritten();
    // Ten rounds of 100 at once: duplicates inside one write and across writes.
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from({ length: 100 }, () => {
          const replay = new Request("https://w.test/join", {
            headers: { "User-Agent": PHONE_UA, Cookie: cookie },
          });
          return resolveReferralLink(replay, "/join", pageViewDeps(replay));
        }),
      );
      await whenLogsWritten();
    }
    const raw = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM referral_link_logs`);
    expect(raw).toEqual([{ n: 1 }]);
    await runAnalyticsJobs(db);
    const agg = await db.all<{ n: number }>(
      sql`SELECT sum(count) AS n FROM analytics_facets
        WHERE dimension = 'device' AND link_id = 0 AND source = '' AND action = 'display'`,
    );
    expect(agg).toEqual([{ n: 1 }]);
    // Another page is another display; repeated clicks on the link count once (issue 31).
    const other = new Request("https://w.test/earnings", {
      headers: { "User-Agent": PHONE_UA, Cookie: cookie },
    });
    await resolveReferralLink(other, "/earnings", pageViewDeps(other));
    for (let i = 0; i < 3; i++) {
      const c = new Request("https://w.test/go?from=/join", {
        headers: { "User-Agent": PHONE_UA, Cookie: cookie },
      });
      await recordReferralClick(c, "/join", pageViewDeps(c));
      await whenLogsWritten();
    }
    const byAction = await db.all(
      sql`SELECT action, count(*) AS n FROM referral_link_logs GROUP BY action ORDER BY action`,
    );
    expect(byAction).toEqual([
      { action: "click", n: 1 },
      { action: "display", n: 2 },
    ]);
  });
});
