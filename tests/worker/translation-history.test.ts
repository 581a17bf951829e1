// A key's history (issue 21): every replaced or removed text is kept with who wrote it and when,
// whichever way it changed (typing, import, review), at most 20 per key; Restore brings one back
// (checked like a typed text), or the site's own text.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { upsertOverrideStatements } from "~/data/translations";
import { ta } from "~/i18n/dictionaries/ta";
import { ENGLISH_MESSAGES } from "~/server/i18n/messages.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import * as historyRoute from "~/routes/admin/translations/history";
import type { ActionResult } from "~/schemas/action-result";
import { translationDeps } from "~/server/translation/deps.server";
import { restoreKeyText } from "~/server/translation/history.server";
import { applyReviewAction } from "~/server/translation/review.server";
import { getAsAdmin, postJson, testAdmin } from "./support/route-context";

const db = getDb(env.DB);
const KEY = "general.nav.join";

async function write(text: string, userId: number, source: "human" | "machine" = "human") {
  await db.batch(
    upsertOverrideStatements(
      db,
      "ta",
      [{ key: KEY, text, source, reviewed: source === "human" }],
      userId,
    ) as unknown as Parameters<typeof db.batch>[0],
  );
}

const HISTORY = "/admin/translations/history";
const history = (key = KEY) =>
  getAsAdmin<Awaited<ReturnType<typeof historyRoute.loader>>>(
    historyRoute.loader,
    `${HISTORY}?lang=ta&key=${key}`,
  );
const restore = async (version: number | "shipped", key = KEY) =>
  restoreKeyText(translationDeps(env), await testAdmin(), { language: "ta", key, version });

beforeEach(async () => {
  await db.run(sql`DELETE FROM translation_overrides`);
  await db.run(sql`DELETE FROM translation_history`);
});

it("keeps each replaced text with who wrote it and when, newest first", async () => {
  const admin = await testAdmin();
  await write("first", admin.id);
  await write("second", admin.id);
  await write("second", admin.id); // the same text again is no change
  await write("third", admin.id);
  const h = await history();
  expect(h.current).toMatchObject({ text: "third", writtenBy: admin.email });
  expect(h.entries.map((e) => e.text)).toEqual(["second", "first"]);
  expect(h.entries[0]).toMatchObject({ writtenBy: admin.email, source: "human", reviewed: true });
  expect(h.entries[0]!.writtenAt).toBeLessThanOrEqual(h.entries[0]!.replacedAt);
  expect(h.shipped).toBe(ta[KEY]);
  expect(h.english).toBe(ENGLISH_MESSAGES[KEY]);
});

it("records changes made by review too, and keeps at most 20 per key", async () => {
  const admin = await testAdmin();
  await write("[ta] machine", admin.id, "machine");
  const reviewed = await applyReviewAction(translationDeps(env), admin, {
    intent: "edit",
    language: "ta",
    key: KEY,
    text: "[ta] machine",
    edited: "சேருங்கள்",
  });
  expect(reviewed).toMatchObject({ ok: true });
  expect((await history()).entries[0]).toMatchObject({
    text: "[ta] machine",
    source: "machine",
    reviewed: false,
  });
  for (let i = 0; i < 30; i++) await write(`text ${i}`, admin.id);
  const h = await history();
  expect(h.entries).toHaveLength(20);
  expect(h.entries[0]!.text).toBe("text 28");
  expect(h.entries[19]!.text).toBe("text 9");
});

it("restores an earlier text, and the site's own text, live at once", async () => {
  const admin = await testAdmin();
  await write("first", admin.id);
  await write("second", admin.id);
  const first = (await history()).entries.find((e) => e.text === "first")!;
  expect(await restore(first.id)).toEqual({ ok: true, message: "Restored." });
  expect((await getSiteMessages(env, "ta"))[KEY]).toBe("first");
  // The text it replaced is kept in turn.
  expect((await history()).entries.map((e) => e.text)).toEqual(["second", "first"]);

  expect(await restore("shipped")).toEqual({ ok: true, message: "Restored the site's own text." });
  expect((await getSiteMessages(env, "ta"))[KEY]).toBe(ta[KEY]);
  const h = await history();
  expect(h.current).toBeNull();
  expect(h.entries[0]!.text).toBe("first");
  const audit = await db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM audit_log WHERE action = 'restore'`,
  );
  expect(audit?.n).toBe(2);
});

it("refuses a version of another key, a broken text, and bad input, changing nothing", async () => {
  const admin = await testAdmin();
  const english = ENGLISH_MESSAGES as Record<string, string>;
  const placeholderKey = Object.keys(english).find((k) => /\{\w+\}/.test(english[k]!))!;
  // A text stored before the placeholder check existed, since replaced by a good one.
  await db.batch(
    upsertOverrideStatements(
      db,
      "ta",
      [{ key: placeholderKey, text: "no placeholder here", source: "human", reviewed: true }],
      admin.id,
    ) as unknown as Parameters<typeof db.batch>[0],
  );
  await db.run(sql`UPDATE translation_overrides SET text = ${english[placeholderKey]}
    WHERE language = 'ta' AND key = ${placeholderKey}`);
  const broken = (await history(placeholderKey)).entries[0]!;
  const refused = await restore(broken.id, placeholderKey);
  expect(refused.ok).toBe(false);
  expect(!refused.ok && refused.error).toContain(`${placeholderKey}:`);
  // Another key's version.
  expect(await restore(broken.id)).toEqual({
    ok: false,
    status: 404,
    error: "That earlier text is no longer kept.",
  });
  for (const body of [
    null,
    { language: "en", key: KEY, version: 1 },
    { language: "ta", key: "x.y", version: 1 },
  ])
    expect(
      (await postJson<{ data: ActionResult }>(historyRoute.action, HISTORY, body, admin)).data.ok,
    ).toBe(false);
  expect((await history(placeholderKey)).current?.text).toBe(english[placeholderKey]);
  await expect(history("no.such.key")).rejects.toMatchObject({ init: { status: 400 } });
});
