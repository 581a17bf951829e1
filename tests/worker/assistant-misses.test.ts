// Questions the chat assistant could not answer (issue 33): counted per day, language, kind and
// topic in one row per key, refused when unknown, their text kept only when Settings says so,
// pruned by the cron, limited per client, and shown to the operator.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { getSiteSettings, saveSiteSettings } from "~/data/settings";
import { utcDay } from "~/domain/analytics/events";
import { settingsFormSchema } from "~/schemas/settings";
import { saveSettings } from "~/server/admin/settings.server";
import { loadAssistantGaps } from "~/server/chat/assistant-gaps.server";
import { pruneAssistantMisses, recordAssistantMiss } from "~/server/chat/misses.server";
import { createApi } from "../../workers/api";
import { MISSES_PER_MINUTE } from "../../workers/api/assistant-misses";
import { runScheduled } from "../../workers/jobs/scheduled";
import { testAdmin } from "./support/route-context";
import { SETTINGS_FORM } from "./support/settings-fixtures";

const db = getDb(env.DB);
const ORIGIN = "https://waymark.test";
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36";
const DAY = 86_400_000;

type CountRow = { day: string; language: string; kind: string; topic: string; count: number };

beforeEach(async () => {
  await db.run(sql`DELETE FROM assistant_miss_counts`);
  await db.run(sql`DELETE FROM assistant_missed_questions`);
  await saveSiteSettings(db, { keepMissedQuestions: false, missedQuestionDays: 30 });
});

let nextClient = 0;
/** A client address no other test in this runtime uses. */
const newClient = () => `100.64.77.${++nextClient}`;

function beacon(
  fields: Record<string, string>,
  { client = newClient(), origin = ORIGIN, ua = PHONE_UA } = {},
) {
  return new Request(`${ORIGIN}/api/chat/miss`, {
    method: "POST",
    headers: {
      "User-Agent": ua,
      Origin: origin,
      "CF-Connecting-IP": client,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
}

const counts = () =>
  db.all<CountRow>(
    sql`SELECT day, language, kind, topic, count FROM assistant_miss_counts ORDER BY kind, topic`,
  );
const questions = () =>
  db.all<{ language: string; kind: string; topics: string; question: string }>(
    sql`SELECT language, kind, topics, question FROM assistant_missed_questions ORDER BY id`,
  );

describe("a question the assistant could not answer", () => {
  it("is counted in one row per day, language, kind and topic under 50 parallel beacons", async () => {
    const api = createApi();
    const suggested = { language: "hi", kind: "suggested", topics: "levelIncome,directIncome" };
    const statuses = await Promise.all([
      ...Array.from({ length: 50 }, () => api.fetch(beacon(suggested), env)),
      ...Array.from({ length: 7 }, () =>
        api.fetch(beacon({ language: "hi", kind: "unanswered" }), env),
      ),
    ]);
    expect(statuses.map((r) => r.status)).toEqual(Array(57).fill(204));
    const today = utcDay(Date.now());
    expect(await counts()).toEqual([
      { day: today, language: "hi", kind: "suggested", topic: "", count: 50 },
      { day: today, language: "hi", kind: "suggested", topic: "directIncome", count: 50 },
      { day: today, language: "hi", kind: "suggested", topic: "levelIncome", count: 50 },
      { day: today, language: "hi", kind: "unanswered", topic: "", count: 7 },
    ]);
  });

  it("is refused when its language, kind or topics are unknown, and nothing is stored", async () => {
    const api = createApi();
    const bad: Record<string, string>[] = [
      { language: "xx", kind: "unanswered" },
      { language: "hi", kind: "answered" },
      { language: "hi", kind: "suggested", topics: "levelIncome,nope" },
      { language: "hi", kind: "suggested", topics: "join,wallet,fees,slots" },
      { language: "hi", kind: "suggested", topics: "join,join" },
      { language: "hi", kind: "suggested" },
      { language: "hi", kind: "unanswered", topics: "join" },
      { language: "<script>", kind: "unanswered" },
      { language: "hi", kind: "unanswered", question: "x".repeat(2001) },
    ];
    for (const fields of bad) {
      const res = await api.fetch(beacon(fields), env);
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    const crossSite = await api.fetch(
      beacon({ language: "hi", kind: "unanswered" }, { origin: "https://evil.test" }),
      env,
    );
    expect(crossSite.status).toBe(403);
    // A bot is answered like a visitor, and counted nowhere.
    const bot = await api.fetch(
      beacon({ language: "hi", kind: "unanswered" }, { ua: "curl/8" }),
      env,
    );
    expect(bot.status).toBe(204);
    expect(await counts()).toEqual([]);
    expect(await questions()).toEqual([]);
  });

  it("keeps its text only while Settings keeps them, trimmed to 300 characters", async () => {
    const api = createApi();
    const asked = { language: "hi", kind: "unanswered", question: "level income kya hai bhai" };
    expect((await api.fetch(beacon(asked), env)).status).toBe(204);
    expect(await questions()).toEqual([]);

    await saveSiteSettings(db, { keepMissedQuestions: true });
    expect((await api.fetch(beacon(asked), env)).status).toBe(204);
    const long = { language: "ta", kind: "suggested", topics: "fees,network" };
    await api.fetch(beacon({ ...long, question: `  ${"फ".repeat(400)}  ` }), env);
    // No text sent: counted, nothing kept.
    await api.fetch(beacon({ language: "hi", kind: "unanswered" }), env);
    expect(await questions()).toEqual([
      { language: "hi", kind: "unanswered", topics: "", question: "level income kya hai bhai" },
      { language: "ta", kind: "suggested", topics: "fees,network", question: "फ".repeat(300) },
    ]);
    const hi = (await counts()).find((r) => r.language === "hi" && r.kind === "unanswered");
    expect(hi?.count).toBe(3);
  });

  it("is counted for a language an owner added, and refused for one that is not there", async () => {
    await db.run(
      sql`INSERT INTO added_languages (code, tag, name, native) VALUES ('sw', 'sw', 'Swahili', 'Kiswahili')`,
    );
    const request = new Request(`${ORIGIN}/api/chat/miss`, { headers: { "User-Agent": PHONE_UA } });
    const miss = { kind: "unanswered" as const, topics: [], question: "" };
    const added = await recordAssistantMiss({ db }, request, { ...miss, language: "sw" });
    const missing = await recordAssistantMiss({ db }, request, { ...miss, language: "yo" });
    expect(added.ok).toBe(true);
    expect(missing).toMatchObject({ ok: false, status: 400 });
    expect((await counts()).map((r) => r.language)).toEqual(["sw"]);
    await db.run(sql`DELETE FROM added_languages WHERE code = 'sw'`);
  });

  it("is limited per client: a few a minute, the rest refused and not counted", async () => {
    const api = createApi();
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < MISSES_PER_MINUTE + 5; i++) {
      const res = await api.fetch(beacon({ language: "bn", kind: "unanswered" }, { client }), env);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(MISSES_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    expect((await counts())[0]?.count).toBe(MISSES_PER_MINUTE);
    // Another client is not held back by the first.
    expect((await api.fetch(beacon({ language: "bn", kind: "unanswered" }), env)).status).toBe(204);
  });
});

describe("the hourly prune", () => {
  async function seed(now: number) {
    await db.run(sql`INSERT INTO assistant_missed_questions (language, kind, topics, question, created_at)
      VALUES ('hi', 'unanswered', '', 'old', ${now - 31 * DAY}),
             ('hi', 'unanswered', '', 'recent', ${now - 29 * DAY})`);
    await db.run(sql`INSERT INTO assistant_miss_counts (day, language, kind, topic, count)
      VALUES (${utcDay(now - 181 * DAY)}, 'hi', 'unanswered', '', 4),
             (${utcDay(now - 179 * DAY)}, 'hi', 'unanswered', '', 5)`);
  }
  const kept = async () => (await questions()).map((q) => q.question);

  it("deletes kept questions past the retention set in Settings and counts past 180 days", async () => {
    const now = Date.now();
    await saveSiteSettings(db, { keepMissedQuestions: true, missedQuestionDays: 30 });
    await seed(now);
    expect(await pruneAssistantMisses(db, now)).toEqual({ counts: 1, questions: 1 });
    expect(await kept()).toEqual(["recent"]);
    expect((await counts()).map((r) => r.count)).toEqual([5]);

    await saveSiteSettings(db, { missedQuestionDays: 7 });
    await pruneAssistantMisses(db, now);
    expect(await kept()).toEqual([]);
  });

  it("deletes every kept question once Settings no longer keeps them", async () => {
    const now = Date.now();
    await seed(now);
    await db.run(sql`INSERT INTO assistant_missed_questions (language, kind, topics, question)
      VALUES ('hi', 'unanswered', '', 'today')`);
    expect((await pruneAssistantMisses(db, now)).questions).toBe(3);
    expect(await kept()).toEqual([]);
  });

  it("runs with the hourly cron", async () => {
    const now = Date.now();
    await saveSiteSettings(db, { keepMissedQuestions: true, missedQuestionDays: 30 });
    await seed(now);
    await runScheduled("0 * * * *", env, now);
    expect(await kept()).toEqual(["recent"]);
    expect((await counts()).map((r) => r.count)).toEqual([5]);
  });
});

describe("the operator's view", () => {
  it("sums the period per language and topic, most missed first, texts only when kept", async () => {
    const now = Date.now();
    await db.run(sql`INSERT INTO assistant_miss_counts (day, language, kind, topic, count) VALUES
      (${utcDay(now)}, 'hi', 'suggested', '', 3),
      (${utcDay(now - DAY)}, 'hi', 'suggested', '', 2),
      (${utcDay(now)}, 'hi', 'suggested', 'levelIncome', 5),
      (${utcDay(now)}, 'hi', 'suggested', 'fees', 1),
      (${utcDay(now)}, 'hi', 'unanswered', '', 4),
      (${utcDay(now)}, 'ta', 'unanswered', '', 2),
      (${utcDay(now - 10 * DAY)}, 'ta', 'unanswered', '', 50)`);
    await db.run(sql`INSERT INTO assistant_missed_questions (language, kind, topics, question)
      VALUES ('hi', 'unanswered', '', '<b>kya</b>')`);
    const week = await loadAssistantGaps(db, 7, now);
    expect(week.questions).toBeNull();
    expect(week.languages).toEqual([
      {
        language: "hi",
        name: "Hindi",
        unanswered: 4,
        suggested: 5,
        topics: [
          expect.objectContaining({
            topic: "levelIncome",
            count: 5,
            phrasingKey: "general.chat.kb.levelIncome.q",
          }),
          expect.objectContaining({ topic: "fees", count: 1 }),
        ],
      },
      { language: "ta", name: "Tamil", unanswered: 2, suggested: 0, topics: [] },
    ]);
    await saveSiteSettings(db, { keepMissedQuestions: true });
    const month = await loadAssistantGaps(db, 30, now);
    expect(month.languages.map((l) => l.language)).toEqual(["ta", "hi"]);
    expect(month.questions?.map((q) => q.question)).toEqual(["<b>kya</b>"]);
  });
});

describe("the two settings", () => {
  const form = SETTINGS_FORM;

  it("are off and 30 days until an owner changes them, and saved from the Settings form", async () => {
    await db.run(sql`DELETE FROM site_settings`);
    expect(await getSiteSettings(db)).toMatchObject({
      keepMissedQuestions: false,
      missedQuestionDays: 30,
    });
    const parsed = settingsFormSchema.parse({
      ...form,
      keepMissedQuestions: "on",
      missedQuestionDays: "45",
    });
    const saved = await saveSettings({ db, kv: env.KV }, await testAdmin(), parsed);
    expect(saved.ok && saved.value).toMatchObject({
      keepMissedQuestions: true,
      missedQuestionDays: 45,
    });
    // Unticked, the toggle is off; the days are required to be 1 to 90.
    expect(settingsFormSchema.parse(form).keepMissedQuestions).toBe(false);
    const tooLong = settingsFormSchema.safeParse({ ...form, missedQuestionDays: "91" });
    expect(tooLong.error?.issues[0]?.message).toBe("Enter a whole number of days from 1 to 90.");
  });
});
