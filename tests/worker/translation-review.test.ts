// The review queue of machine translations (issue 21), its screen and its operations: accepting removes a text
// from the queue and marks it reviewed; a text changed since it was shown is not touched; reject
// gives the key back its text without the machine one; a corrected text is checked and saved.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { upsertOverrideStatements } from "~/data/translations";
import { ENGLISH_MESSAGES } from "~/server/i18n/messages.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { ta } from "~/i18n/dictionaries/ta";
import * as reviewRoute from "~/routes/admin/translations/review";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { getContentVersion } from "~/server/pages/content-version.server";
import type { ActionResult } from "~/schemas/action-result";
import { reviewActionSchema } from "~/schemas/translations";
import { translationDeps } from "~/server/translation/deps.server";
import { applyReviewAction } from "~/server/translation/review.server";
import { getAsAdmin, postJson, testAdmin } from "./support/route-context";

const db = getDb(env.DB);
const english = ENGLISH_MESSAGES as Record<string, string>;
const PLACEHOLDER_KEY = Object.keys(english).find((k) => /\{\w+\}/.test(english[k]!))!;

async function machine(language: string, rows: { key: string; text: string }[]) {
  await db.batch(
    upsertOverrideStatements(
      db,
      language,
      rows.map((r) => ({ ...r, source: "machine" as const, reviewed: false })),
      1,
    ) as unknown as Parameters<typeof db.batch>[0],
  );
}

const REVIEW = "/admin/translations/review";
/** A review action, as the screen's shared schema reads it. */
const act = async (body: unknown) =>
  applyReviewAction(translationDeps(env), await testAdmin(), reviewActionSchema.parse(body));
/** A request to the screen's action, as a browser might send it: what it answers. */
const post = async (body: unknown) =>
  (await postJson<{ data: ActionResult }>(reviewRoute.action, REVIEW, body)).data;
/** Accepts, rejects or edits (to `edited`) a Tamil text, as shown with `shown`. */
const review = (intent: string, key: string, shown: string, edited?: string) =>
  act({ intent, language: "ta", key, text: shown, edited });
const queue = (search = "") =>
  getAsAdmin<Awaited<ReturnType<typeof reviewRoute.loader>>>(reviewRoute.loader, REVIEW + search);

const row = (language: string, key: string) =>
  db.get<{ text: string; source: string; reviewed: number }>(
    sql`SELECT text, source, reviewed FROM translation_overrides
      WHERE language = ${language} AND key = ${key}`,
  );

beforeEach(async () => {
  await db.run(sql`DELETE FROM translation_overrides`);
  await machine("ta", [
    { key: "general.nav.join", text: "[ta] Join" },
    { key: "general.nav.home", text: "[ta] Home" },
  ]);
  await machine("de", [{ key: "general.nav.slots", text: "[de] Slots" }]);
});

describe("the review queue", () => {
  it("lists machine texts not yet accepted, across languages, and counts them on the dashboard", async () => {
    const page = await queue();
    expect(page.items.map((i) => `${i.language}:${i.key}`)).toEqual([
      "de:general.nav.slots",
      "ta:general.nav.home",
      "ta:general.nav.join",
    ]);
    expect(page.items[0]!.english).toBe(english["general.nav.slots"]);
    expect(page.counts).toEqual([
      { language: "de", n: 1 },
      { language: "ta", n: 2 },
    ]);
    expect((await queue("?lang=ta&after=ta:general.nav.home")).items).toHaveLength(1);
    expect((await loadDashboard(db)).translationsToReview).toBe(3);
  });

  it("accepting a text removes it from the queue and marks it reviewed", async () => {
    const result = await review("accept", "general.nav.join", "[ta] Join");
    expect(result).toEqual({ ok: true, message: "Accepted." });
    expect(await row("ta", "general.nav.join")).toEqual({
      text: "[ta] Join",
      source: "machine",
      reviewed: 1,
    });
    expect((await queue("?lang=ta")).items.map((i) => i.key)).toEqual(["general.nav.home"]);
  });

  it("does not accept, reject or replace a text that changed since it was shown", async () => {
    await machine("ta", [{ key: "general.nav.join", text: "[ta] Join, again" }]);
    for (const intent of ["accept", "reject", "edit"]) {
      const result = await review(intent, "general.nav.join", "[ta] Join", "சேருங்கள்");
      expect(result.ok, intent).toBe(false);
    }
    expect(await row("ta", "general.nav.join")).toEqual({
      text: "[ta] Join, again",
      source: "machine",
      reviewed: 0,
    });
  });

  it("reject gives the key back its text without the machine one, live at once", async () => {
    const version = await getContentVersion(env.KV);
    const result = await review("reject", "general.nav.join", "[ta] Join");
    expect(result.ok).toBe(true);
    expect(await row("ta", "general.nav.join")).toBeUndefined();
    expect(await getContentVersion(env.KV)).not.toBe(version);
    expect((await getSiteMessages(env, "ta"))["general.nav.join"]).toBe(ta["general.nav.join"]);
  });

  it("a corrected text is checked like any other, then saved as reviewed", async () => {
    await machine("ta", [{ key: PLACEHOLDER_KEY, text: english[PLACEHOLDER_KEY]! }]);
    const broken = await review(
      "edit",
      PLACEHOLDER_KEY,
      english[PLACEHOLDER_KEY]!,
      english[PLACEHOLDER_KEY]!.replace(/\{(\w+)\}/, "{$1x}"),
    );
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toContain(`${PLACEHOLDER_KEY}:`);
    const good = await review("edit", "general.nav.home", "[ta] Home", "முகப்பு");
    expect(good).toEqual({ ok: true, message: "Saved as reviewed." });
    expect(await row("ta", "general.nav.home")).toEqual({
      text: "முகப்பு",
      source: "human",
      reviewed: 1,
    });
    expect((await getSiteMessages(env, "ta"))["general.nav.home"]).toBe("முகப்பு");
  });

  it("accepts a page at once, only the texts as shown; bad input changes nothing", async () => {
    await machine("de", [{ key: "general.nav.slots", text: "[de] Slots, new" }]);
    const result = await act({
      intent: "accept-all",
      items: [
        { language: "ta", key: "general.nav.join", text: "[ta] Join" },
        { language: "ta", key: "general.nav.home", text: "[ta] Home" },
        { language: "de", key: "general.nav.slots", text: "[de] Slots" },
      ],
    });
    expect(result).toEqual({ ok: true, message: "Accepted 2 machine translations." });
    expect((await queue()).items.map((i) => `${i.language}:${i.key}`)).toEqual([
      "de:general.nav.slots",
    ]);
    for (const body of [
      null,
      { intent: "accept", language: "xx", key: "general.nav.slots", text: "x" },
      { intent: "accept", language: "de", key: "no.such.key", text: "[de] Slots, new" },
      { intent: "accept-all", items: [] },
    ])
      expect((await post(body)).ok).toBe(false);
    expect((await queue()).items).toHaveLength(1);
  });
});
