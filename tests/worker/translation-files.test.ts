// Files for translators (issue 21): export a language as XLIFF 2.0 or JSON, import one back
// through the Translation Manager's import. A round trip changes nothing; a file with any problem
// saves nothing; a good one saves its new and changed texts as reviewed, and the site shows them.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { upsertOverrideStatements } from "~/data/translations";
import { parseTranslationFile } from "~/domain/translation/files";
import { LANGUAGE_CODES } from "~/i18n/languages";
import { ENGLISH_MESSAGES } from "~/server/i18n/messages.server";
import { BODY_LIMITS } from "~/server/limits/request-limits.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import * as exportRoute from "~/routes/admin/translations/export";
import * as translationsRoute from "~/routes/admin/translations/route";
import type { ActionResult } from "~/schemas/action-result";
import { translationDeps } from "~/server/translation/deps.server";
import { importTranslationFile } from "~/server/translation/translation-files.server";
import { getAsAdmin, postJson, testAdmin } from "./support/route-context";

const db = getDb(env.DB);
const LANG = "ml";
const MACHINE_KEY = "general.nav.join";
const CLEARED_KEY = "general.nav.slots";
const HUMAN_KEY = "general.nav.home";

const exportFile = (format: "json" | "xliff", lang = LANG) =>
  getAsAdmin<Response>(
    exportRoute.loader,
    `/admin/translations/export?lang=${lang}&format=${format}`,
  );

const importFile = async (content: string, apply: boolean, language = LANG) =>
  importTranslationFile(translationDeps(env), await testAdmin(), {
    intent: apply ? "import-apply" : "import-preview",
    language,
    content,
  });

/** Every stored override of the language, with when it was written. */
const stored = () =>
  db.all<{ key: string; text: string; source: string; reviewed: number; updated_at: number }>(
    sql`SELECT key, text, source, reviewed, updated_at FROM translation_overrides
      WHERE language = ${LANG} ORDER BY key`,
  );

beforeEach(async () => {
  await db.run(sql`DELETE FROM translation_overrides WHERE language = ${LANG}`);
  await db.batch(
    upsertOverrideStatements(
      db,
      LANG,
      [
        { key: MACHINE_KEY, text: "ചേരുക (machine)", source: "machine", reviewed: false },
        { key: CLEARED_KEY, text: "", source: "human", reviewed: true },
        { key: HUMAN_KEY, text: "ഹോം (typed)", source: "human", reviewed: true },
      ],
      1,
    ) as unknown as Parameters<typeof db.batch>[0],
  );
});

describe("export", () => {
  it("gives XLIFF 2.0 with the source, the text and its state per key", async () => {
    const response = await exportFile("xliff");
    expect(response.headers.get("Content-Type")).toContain("application/xliff+xml");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="waymark-ml.xlf"',
    );
    const xml = await response.text();
    expect(xml).toContain('version="2.0" srcLang="en" trgLang="ml"');
    const unit = (key: string) =>
      new RegExp(`<unit id="${key.replace(/\./g, "\\.")}">([\\s\\S]*?)</unit>`).exec(xml)?.[1];
    expect(unit(MACHINE_KEY)).toContain('state="translated" subState="waymark:machine"');
    expect(unit(MACHINE_KEY)).toContain("<target>ചേരുക (machine)</target>");
    expect(unit(CLEARED_KEY)).toContain('state="initial"');
    expect(unit(CLEARED_KEY)).not.toContain("<target>");
    expect(unit(HUMAN_KEY)).toContain('state="reviewed"');
    // A text the site ships with, and its English source, escaped.
    expect(unit("general.nav.earnings")).toContain('state="final"');
    const parsed = parseTranslationFile(xml);
    expect(parsed.language).toBe("ml");
    expect(parsed.texts.size).toBe(Object.keys(ENGLISH_MESSAGES).length);
    expect(parsed.texts.get(MACHINE_KEY)).toBe("ചേരുക (machine)");
  });

  it("gives flat JSON with each key's source and state beside it", async () => {
    const response = await exportFile("json");
    const data = (await response.json()) as Record<string, unknown>;
    expect(data["@@locale"]).toBe("ml");
    expect(data[HUMAN_KEY]).toBe("ഹോം (typed)");
    expect(data[`@${HUMAN_KEY}`]).toEqual({
      source: ENGLISH_MESSAGES[HUMAN_KEY],
      state: "reviewed",
    });
    expect(data[CLEARED_KEY]).toBe("");
  });

  it("fits every language's file in one import request (the admin body limit)", async () => {
    for (const lang of LANGUAGE_CODES) {
      const xml = await (await exportFile("xliff", lang)).text();
      const body = JSON.stringify({ intent: "import-apply", language: lang, content: xml });
      expect(new TextEncoder().encode(body).length, lang).toBeLessThan(BODY_LIMITS.default);
      expect(xml.length, lang).toBeLessThan(900_000);
    }
  });

  it("refuses an unknown language (404: none such) or a malformed one or format (400)", async () => {
    await expect(exportFile("json", "xx")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(exportFile("json", "../hi")).rejects.toMatchObject({ init: { status: 400 } });
    await expect(exportFile("csv" as "json")).rejects.toMatchObject({ init: { status: 400 } });
  });
});

describe("import", () => {
  it.each(["xliff", "json"] as const)(
    "a %s round trip (export, import unchanged) changes nothing",
    async (format) => {
      const before = await stored();
      // The stored version, not the isolate's one-second memo (another file's bump may be in it).
      const version = await env.KV.get("content:version");
      const content = await (await exportFile(format)).text();
      const preview = await importFile(content, false);
      expect(preview).toMatchObject({
        ok: true,
        value: { saved: null, preview: { added: [], changed: [], problems: [] } },
      });
      expect(await importFile(content, true)).toMatchObject({ ok: true, value: { saved: 0 } });
      expect(await stored()).toEqual(before);
      expect(await env.KV.get("content:version")).toBe(version);
    },
  );

  it("saves new and changed texts as reviewed, and the site shows them at once", async () => {
    const xml = (await (await exportFile("xliff")).text())
      .replace("<target>ചേരുക (machine)</target>", "<target>ചേരൂ</target>")
      .replace(
        /(<unit id="general\.nav\.slots">[\s\S]*?<\/source>)/,
        "$1\n        <target>സ്ലോട്ടുകൾ &amp; നിലകൾ</target>",
      );
    const preview = await importFile(xml, false);
    expect(preview).toMatchObject({
      ok: true,
      value: {
        preview: {
          added: [{ key: CLEARED_KEY, text: "സ്ലോട്ടുകൾ & നിലകൾ" }],
          changed: [{ key: MACHINE_KEY, from: "ചേരുക (machine)", text: "ചേരൂ" }],
          problems: [],
        },
      },
    });
    // Nothing is saved by a preview.
    expect((await stored()).find((r) => r.key === MACHINE_KEY)?.text).toBe("ചേരുക (machine)");
    expect(await importFile(xml, true)).toMatchObject({ ok: true, value: { saved: 2 } });
    const rows = await stored();
    expect(rows.find((r) => r.key === MACHINE_KEY)).toMatchObject({
      text: "ചേരൂ",
      source: "human",
      reviewed: 1,
    });
    const messages = await getSiteMessages(env, LANG);
    expect(messages[CLEARED_KEY]).toBe("സ്ലോട്ടുകൾ & നിലകൾ");
    const audit = await db.get<{ detail: string }>(
      sql`SELECT detail FROM audit_log WHERE action = 'import' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.detail).toBe("1 new, 1 changed");
  });

  it("refuses a file with any problem and saves nothing, naming each problem", async () => {
    const before = await stored();
    const english = ENGLISH_MESSAGES as Record<string, string>;
    const withPlaceholder = Object.keys(english).find((k) => /\{\w+\}/.test(english[k]!))!;
    const file = JSON.stringify({
      "@@locale": LANG,
      [HUMAN_KEY]: "ഹോം (good change)",
      [withPlaceholder]: english[withPlaceholder]!.replace(/\{(\w+)\}/, "{$1x}"),
      "general.nav.nothing": "?",
      "general.nav.earnings": "<script>alert(1)</script>",
      "general.nav.join": "x".repeat(600),
    });
    const outcome = await importFile(file, true);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toBe("Nothing was imported: the file has 4 problems.");
    const problems = outcome.preview!.problems.join("\n");
    expect(problems).toContain(`${withPlaceholder}:`);
    expect(problems).toContain("general.nav.nothing: no such key.");
    expect(problems).toContain(
      "general.nav.earnings: </script>, <script> is not in the English text.",
    );
    expect(problems).toContain("general.nav.join: 600 characters");
    expect(await stored()).toEqual(before);
  });

  it("refuses another language's file, a broken file and entity tricks, with reasons", async () => {
    const hiFile = JSON.stringify({ "@@locale": "hi", [HUMAN_KEY]: "होम" });
    expect(await importFile(hiFile, false)).toMatchObject({
      value: { preview: { problems: [expect.stringContaining('The file is for "hi", not "ml"')] } },
    });
    const cases: [string, string][] = [
      ["{ not json", "The file is not valid JSON."],
      ['{"a": 1}', '"a" is not a text.'],
      ["<xliff version='2.0'><file><unit", "The file is not valid XML"],
      ["<root/>", "The file is not XLIFF"],
      ["<xliff version='1.2'/>", "Only XLIFF 2.0 is read"],
      [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xliff version="2.0"/>',
        "declares a DTD or entities",
      ],
      [
        `<xliff version="2.0"><file id="f"><unit id="${HUMAN_KEY}"><segment><source>Home</source><target><pc id="1">ഹോം</pc></target></segment></unit></file></xliff>`,
        "inline elements are not supported",
      ],
      ["plain text", "Choose an XLIFF 2.0 (.xlf) or JSON (.json) file."],
    ];
    for (const [content, message] of cases) {
      const outcome = await importFile(content, true);
      expect(outcome.ok, content).toBe(false);
      expect(!outcome.ok && outcome.error, content).toContain(message);
    }
    // English is refused by the shared schema, before any import.
    const english = await postJson<{ data: ActionResult }>(
      translationsRoute.action,
      "/admin/translations",
      { intent: "import-apply", language: "en", content: "{}" },
    );
    expect(english.data).toMatchObject({
      ok: false,
      toast: { description: expect.stringContaining("English is the source language") },
    });
  });
});
