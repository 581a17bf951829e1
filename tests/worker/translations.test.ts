import { env } from "cloudflare:workers";
import { inject, describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { upsertOverrideStatements } from "~/data/translations";
import { lostTokens } from "~/domain/translation/guard";
import { en } from "~/i18n/dictionaries/en";
import { hi } from "~/i18n/dictionaries/hi";
import {
  ENGLISH_MESSAGES,
  loadBundledLanguages,
  missingKeys,
  type MESSAGE_KEYS,
} from "~/server/i18n/messages.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import {
  LibreTranslateProvider,
  machineTranslate,
} from "~/server/translation/machine-translation.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { translationDeps } from "~/server/translation/deps.server";
import { saveTranslations } from "~/server/translation/save.server";
import { testAdmin } from "./support/route-context";

const db = getDb(env.DB);
type Key = (typeof MESSAGE_KEYS)[number];

async function setOverrides(language: string, rows: { key: Key; text: string }[]) {
  const statements = upsertOverrideStatements(
    db,
    language,
    rows.map((r) => ({ ...r, source: "human" as const, reviewed: true })),
    1,
  );
  await db.batch(statements as unknown as Parameters<typeof db.batch>[0]);
  await bumpContentVersion(env.KV);
}

describe("stored translations", () => {
  it("win over the bundled dictionary, and a cleared one falls back to English", async () => {
    await setOverrides("ta", [
      { key: "general.nav.join", text: "இணைக! (edited)" },
      { key: "general.nav.slots", text: "" },
    ]);
    const messages = await getSiteMessages(env, "ta");
    expect(messages["general.nav.join"]).toBe("இணைக! (edited)");
    expect(messages["general.nav.slots"]).toBe(en["general.nav.slots"]);
    expect(missingKeys("ta", { "general.nav.slots": "" })).toEqual(["general.nav.slots"]);
  });

  it("show on the next read once the content version changes", async () => {
    const before = await getSiteMessages(env, "de");
    await setOverrides("de", [{ key: "general.nav.home", text: "Startseite (neu)" }]);
    const after = await getSiteMessages(env, "de");
    expect(before["general.nav.home"]).not.toBe("Startseite (neu)");
    expect(after["general.nav.home"]).toBe("Startseite (neu)");
  });
});

describe("the translation guard", () => {
  it("keeps placeholders, tags and URLs", () => {
    expect(
      lostTokens("Hi {name}, see https://example.com/x", "नमस्ते {name}, देखें https://example.com/x"),
    ).toEqual([]);
    expect(lostTokens("Hi {name}", "नमस्ते name")).toEqual(["{name}"]);
    expect(lostTokens("Hi {name}", "नमस्ते {nom}")).toEqual(["{name}", "{nom}"]);
    expect(lostTokens("<b>Bold</b>", "Gras")).toEqual(["<b>", "</b>"].sort());
    expect(
      lostTokens("Go to https://example.com/join", "Aller à https://example.com/rejoindre"),
    ).toEqual(["https://example.com/join"]);
  });
});

describe("machine translation against a LibreTranslate API", () => {
  it("Translate Missing for Hindi fills exactly the missing keys", async () => {
    const cleared: Key[] = ["general.nav.slots", "footer.pagesHeading", "join.step3.title"];
    await loadBundledLanguages(["hi"]); // missingKeys reads the bundled Hindi texts
    const overrides = Object.fromEntries(cleared.map((k) => [k, ""]));
    const missing = missingKeys("hi", overrides);
    expect(missing.sort()).toEqual([...cleared].sort());
    const outcomes = await machineTranslate(
      new LibreTranslateProvider(inject("translateUrl")),
      missing.map((key) => ({ key, text: ENGLISH_MESSAGES[key] })),
      "hi",
    );
    expect(outcomes.map((o) => o.key).sort()).toEqual([...cleared].sort());
    for (const o of outcomes)
      expect(o).toEqual({ key: o.key, text: `[hi] ${ENGLISH_MESSAGES[o.key as Key]}` });
    expect(hi["general.nav.slots"]).toBeTruthy();
  });

  it("refuses a result that drops {language} for that key only", async () => {
    const outcomes = await machineTranslate(
      new LibreTranslateProvider(inject("translateUrl")),
      [
        { key: "general.language.changed", text: en["general.language.changed"] },
        { key: "footer.copyright", text: en["footer.copyright"] },
      ],
      "fr",
    );
    expect(outcomes[0]).toEqual({
      key: "general.language.changed",
      error: "lost or altered {language}",
    });
    expect(outcomes[1]).toEqual({
      key: "footer.copyright",
      text: `[fr] ${en["footer.copyright"]}`,
    });
  });

  it("reports a server error for every key of the batch, and keeps other batches", async () => {
    const outcomes = await machineTranslate(
      new LibreTranslateProvider(`${inject("translateUrl")}/broken`),
      [{ key: "general.nav.home", text: "Home" }],
      "es",
    );
    expect(outcomes).toEqual([
      { key: "general.nav.home", error: "translation service answered 500" },
    ]);
    const many = Array.from({ length: 45 }, (_, i) => ({ key: `k${i}`, text: `text ${i}` }));
    const ok = await machineTranslate(
      new LibreTranslateProvider(inject("translateUrl")),
      many,
      "es",
    );
    expect(ok.filter((o) => "text" in o)).toHaveLength(45);
  });
});

describe("texts typed in the Translation Manager", () => {
  const save = async (
    edits: { key: string; text: string }[],
  ): Promise<{ ok: boolean; error?: string }> =>
    saveTranslations(translationDeps(env), await testAdmin(), {
      language: "de",
      edits: edits.map((e) => ({ ...e, source: "human" as const })),
    });

  it("are checked like machine ones: a broken placeholder saves nothing and says which", async () => {
    const before = (await getSiteMessages(env, "de"))["general.stickyCta.text"];
    const answer = await save([
      { key: "general.nav.join", text: "Jetzt beitreten (geprüft)" },
      { key: "general.stickyCta.text", text: "Bereit? Es beginnt mit einem {amout}-Slot." },
    ]);
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain(
      "general.stickyCta.text: {amout} is not in the English text; {amount} is missing.",
    );
    const after = await getSiteMessages(env, "de");
    expect(after["general.stickyCta.text"]).toBe(before);
    expect(after["general.nav.join"]).not.toBe("Jetzt beitreten (geprüft)");
  });

  it("may not add markup the English text does not have, typed or from a machine", async () => {
    const answer = await save([
      { key: "general.nav.join", text: '<img src=x onerror="alert(1)">' },
    ]);
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain('general.nav.join: <img src=x onerror="alert(1)"> is not in');
    expect(lostTokens("Join", "<b>Beitreten</b>")).toEqual(["</b>", "<b>"]);
  });

  it("never save the disclaimer empty (it would show in English); other keys may be cleared", async () => {
    const refused = await save([{ key: "general.disclaimer.text", text: "  " }]);
    expect(refused).toMatchObject({ ok: false });
    expect(refused.error).toContain("general.disclaimer.text: this text cannot be empty.");
    expect(await save([{ key: "general.nav.slots", text: "" }])).toMatchObject({ ok: true });
    expect(
      await save([{ key: "general.stickyCta.text", text: "Los geht's mit {amount}." }]),
    ).toMatchObject({ ok: true });
    expect((await getSiteMessages(env, "de"))["general.stickyCta.text"]).toBe(
      "Los geht's mit {amount}.",
    );
  });
});
