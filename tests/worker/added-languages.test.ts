// Adding a language (issue 21): an owner adds it by its BCP 47 tag, it stays hidden until every
// key has a text, a translator's JSON file fills it, publishing puts it in the sitemap and the
// language switch, and unpublishing then deleting removes it and its texts while the rest stays.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { deleteHiddenLanguage, publishIfComplete } from "~/data/added-languages";
import { getDb } from "~/data/db";
import { saveSiteSettings } from "~/data/settings";
import { ENGLISH_MESSAGES, MESSAGE_KEYS } from "~/server/i18n/messages.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { bareRootRedirect } from "~/server/i18n/language-redirect.server";
import { languageCookie } from "~/server/http/cookies.server";
import * as languagesRoute from "~/routes/admin/translations/languages";
import * as exportRoute from "~/routes/admin/translations/export";
import * as languageSwitch from "~/routes/resources/language";
import * as sitemapRoute from "~/routes/resources/sitemap";
import { getContentVersion } from "~/server/pages/content-version.server";
import { translationDeps } from "~/server/translation/deps.server";
import { saveTranslations } from "~/server/translation/save.server";
import { suggestTranslations } from "~/server/translation/suggest.server";
import { importTranslationFile } from "~/server/translation/translation-files.server";
import { routeContext, testAdmin } from "./support/route-context";

const db = getDb(env.DB);
const ORIGIN = "https://waymark.test";

type Refusal = { data: { toast: { description: string }; fields: Record<string, string> } };

/** Posts the Languages screen's form as an owner (or the role given); a success is the redirect
 * it throws, a refusal the data it returns. */
async function post(
  fields: Record<string, string>,
  role: "owner" | "editor" = "owner",
): Promise<{ status: number; message: string; fields?: Record<string, string> }> {
  const admin = { ...(await testAdmin()), role };
  try {
    const answer = (await languagesRoute.action({
      request: new Request(`${ORIGIN}/admin/translations/languages`, {
        method: "POST",
        headers: { Origin: ORIGIN },
        body: new URLSearchParams(fields),
      }),
      context: routeContext({ admin }),
      params: {},
    } as never)) as unknown as Refusal & { init: { status: number } };
    return {
      status: answer.init.status,
      message: answer.data.toast.description,
      fields: answer.data.fields,
    };
  } catch (thrown) {
    if (!(thrown instanceof Response)) {
      const status = (thrown as { init?: { status?: number } }).init?.status;
      if (status) return { status, message: String((thrown as { data?: unknown }).data) };
      throw thrown;
    }
    return { status: thrown.status, message: thrown.headers.get("Location") ?? "" };
  }
}

const row = (code: string) =>
  db.get<{
    code: string;
    tag: string;
    name: string;
    native: string;
    dir: string;
    published: number;
  }>(sql`SELECT code, tag, name, native, dir, published FROM added_languages WHERE code = ${code}`);

async function sitemap(): Promise<string> {
  const res = await sitemapRoute.loader({
    request: new Request(`${ORIGIN}/sitemap.xml`),
    context: routeContext(),
    params: {},
  } as never);
  return res.text();
}

/** The language switch as a visitor's browser posts it: where it sends them. */
async function switchTo(lang: string, path: string): Promise<string | null> {
  try {
    const res = (await languageSwitch.action({
      request: new Request(`${ORIGIN}/language`, {
        method: "POST",
        headers: { Origin: ORIGIN },
        body: new URLSearchParams({ lang, path }),
      }),
      context: routeContext(),
      params: {},
    } as never)) as Response;
    return res.headers.get("Location");
  } catch (thrown) {
    return (thrown as Response).headers.get("Location");
  }
}

/** A translator's JSON file imported into pt-BR through the Translation Manager's import. */
async function importPortuguese() {
  return importTranslationFile(translationDeps(env), await testAdmin(), {
    intent: "import-apply",
    language: "pt-br",
    content: portugueseFile(),
  });
}

/** A translator's JSON file for pt-BR: every key, each text marked as Portuguese. */
function portugueseFile(): string {
  const file: Record<string, unknown> = { "@@locale": "pt-br", "@@source_locale": "en" };
  for (const key of MESSAGE_KEYS) file[key] = `PT ${ENGLISH_MESSAGES[key]}`;
  return JSON.stringify(file);
}

describe("adding a language", () => {
  it("adds pt-BR by its tag in any case, hidden, with its English name, and bumps the content version", async () => {
    const before = await getContentVersion(env.KV, 0);
    const added = await post({
      intent: "add",
      tag: "PT_br",
      native: "Português (Brasil)",
      dir: "ltr",
    });
    expect(added.status).toBe(303);
    expect(await row("pt-br")).toEqual({
      code: "pt-br",
      tag: "pt-BR",
      name: "Brazilian Portuguese",
      native: "Português (Brasil)",
      dir: "ltr",
      published: 0,
    });
    expect(await getContentVersion(env.KV, Date.now() + 5000)).not.toBe(before);
    const audit = await db.get<{ action: string; entity_id: string }>(
      sql`SELECT action, entity_id FROM audit_log WHERE entity = 'language' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: "create", entity_id: "pt-br" });
    // Hidden: not in the sitemap, and not a choice in the language switch.
    expect(await sitemap()).not.toContain("/pt-br");
    expect(await switchTo("pt-br", "/join")).toBe("/");
  });

  it.each([
    ["", "Enter the language's tag."],
    ["portuguese", "Use a BCP 47 language tag"],
    ["pt-BR-x-waymark", "Use a BCP 47 language tag"],
    ["en", "built-in languages"],
    ["zh-CN", "built-in languages"],
    ["HI", "built-in languages"],
    ["api", "used by the site's own pages"],
  ])("refuses the tag %j with a message and stores nothing", async (tag, message) => {
    const count = async () =>
      (await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM added_languages`))!.n;
    const before = await count();
    const refused = await post({ intent: "add", tag, native: "Name", dir: "ltr" });
    expect(refused.status).toBe(400);
    expect(refused.fields?.tag).toContain(message);
    expect(await count()).toBe(before);
  });

  it("refuses a name with markup, an unknown direction, a second pt-BR, and an editor", async () => {
    expect(
      (await post({ intent: "add", tag: "sw", native: "<b>Kiswahili</b>", dir: "ltr" })).fields
        ?.native,
    ).toContain("no < > { } characters");
    expect((await post({ intent: "add", tag: "sw", native: "Kiswahili", dir: "up" })).status).toBe(
      400,
    );
    expect(await row("sw")).toBeUndefined();
    await post({ intent: "add", tag: "ne", native: "नेपाली", dir: "ltr" });
    const again = await post({ intent: "add", tag: "NE", native: "Nepali", dir: "ltr" });
    expect(again).toMatchObject({ status: 409, message: "ne has already been added." });
    expect((await row("ne"))!.native).toBe("नेपाली");
    const editor = await post(
      { intent: "add", tag: "sw", native: "Kiswahili", dir: "ltr" },
      "editor",
    );
    expect(editor.status).toBe(403);
    expect(await row("sw")).toBeUndefined();
  });

  it("is published only once every key has a text; then it is public; unpublished and deleted, it is gone", async () => {
    await post({ intent: "add", tag: "pt-BR", native: "Português (Brasil)", dir: "ltr" });
    const early = await post({ intent: "publish", code: "pt-br" });
    expect(early.status).toBe(409);
    expect(early.message).toContain(`${MESSAGE_KEYS.length} texts are missing`);
    expect((await row("pt-br"))!.published).toBe(0);

    // A translator's file fills it through the Translation Manager's import.
    const imported = await importPortuguese();
    expect(imported).toMatchObject({ ok: true, value: { saved: MESSAGE_KEYS.length } });
    const messages = await getSiteMessages(env, "pt-br");
    expect(messages["general.nav.join"]).toBe(`PT ${ENGLISH_MESSAGES["general.nav.join"]}`);

    expect((await post({ intent: "delete", code: "pt-br" })).status).toBe(303);
    expect(await row("pt-br")).toBeUndefined();
    // Deleted while hidden: its texts went with it. Add and fill it again, then publish.
    await post({ intent: "add", tag: "pt-BR", native: "Português (Brasil)", dir: "ltr" });
    expect(
      (await db.get<{ n: number }>(
        sql`SELECT count(*) AS n FROM translation_overrides WHERE language = 'pt-br'`,
      ))!.n,
    ).toBe(0);
    await importPortuguese();
    expect((await post({ intent: "publish", code: "pt-br" })).status).toBe(303);
    expect((await row("pt-br"))!.published).toBe(1);

    const xml = await sitemap();
    expect(xml).toContain(`<loc>${ORIGIN}/pt-br/join</loc>`);
    expect(xml).toContain(`hreflang="pt-BR" href="${ORIGIN}/pt-br/slots"`);
    expect(xml.match(/<loc>/g)?.length).toBe(6 * 23);
    expect(await switchTo("pt-br", "/hi/join")).toBe("/pt-br/join");
    expect(await switchTo("hi", "/pt-br/earnings")).toBe("/hi/earnings");
    // A visitor who chose it comes back to a bare "/": their language's home page.
    const returning = new Request(`${ORIGIN}/`, {
      headers: { Cookie: await languageCookie.serialize("pt-br") },
    });
    expect((await bareRootRedirect(returning, env))?.headers.get("Location")).toBe("/pt-br");

    // A public language cannot be deleted; unpublished, it can, with its texts and their history.
    const refused = await post({ intent: "delete", code: "pt-br" });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toContain("Unpublish");
    expect((await post({ intent: "unpublish", code: "pt-br" })).status).toBe(303);
    expect(await sitemap()).not.toContain("/pt-br");
    expect((await post({ intent: "delete", code: "pt-br" })).status).toBe(303);
    for (const table of ["added_languages", "translation_overrides", "translation_history"]) {
      const left = await db.get<{ n: number }>(
        sql.raw(
          `SELECT count(*) AS n FROM ${table} WHERE ${table === "added_languages" ? "code" : "language"} = 'pt-br'`,
        ),
      );
      expect(left!.n, table).toBe(0);
    }
    const after = await sitemap();
    expect(after.match(/<loc>/g)?.length).toBe(6 * 22);
    expect(await switchTo("pt-br", "/join")).toBe("/");
    expect(await bareRootRedirect(returning, env)).toBeNull();
    // The translation tools no longer know it.
    const save = await saveTranslations(translationDeps(env), await testAdmin(), {
      language: "pt-br",
      edits: [{ key: "general.nav.join", text: "Entrar", source: "human" }],
    });
    expect(save).toEqual({ ok: false, status: 404, error: "Unknown language." });
    await expect(
      exportRoute.loader({
        request: new Request(`${ORIGIN}/admin/translations/export?lang=pt-br&format=json`),
        context: routeContext({ admin: await testAdmin() }),
        params: {},
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("publishing and deleting check their rule in the statement that makes the change", async () => {
    const admin = await testAdmin();
    const audit = (action: string) => ({
      actor: admin,
      entry: { action, entity: "language", entityId: "ne" },
    });
    const audited = async (action: string) =>
      (await db.get<{ n: number }>(
        sql`SELECT count(*) AS n FROM audit_log WHERE entity = 'language' AND entity_id = 'ne' AND action = ${action}`,
      ))!.n;
    await post({ intent: "add", tag: "ne", native: "नेपाली", dir: "ltr" });
    await post({ intent: "add", tag: "sw", native: "Kiswahili", dir: "ltr" });
    // Every key but one has a text; the last one is only white space, which is no text.
    await db.run(sql`INSERT INTO translation_overrides (language, key, text)
      SELECT 'ne', value, 'नमस्ते' FROM json_each(${JSON.stringify(MESSAGE_KEYS)})`);
    await db.run(sql`UPDATE translation_overrides SET text = ${" \u00a0\t\u3000"}
      WHERE language = 'ne' AND key = 'general.nav.join'`);

    // The screen counts each language's missing texts (one query for all of them).
    const screen = (await languagesRoute.loader({
      request: new Request(`${ORIGIN}/admin/translations/languages`),
      context: routeContext({ admin }),
      params: {},
    } as never)) as { languages: { code: string; missing: number }[] };
    const missing = Object.fromEntries(screen.languages.map((l) => [l.code, l.missing]));
    expect(missing).toMatchObject({ ne: 1, sw: MESSAGE_KEYS.length });

    // Publishing refuses, changes nothing and audits nothing: through the screen and the
    // statement itself, which is what decides.
    const refused = await post({ intent: "publish", code: "ne" });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toContain("1 texts are missing");
    expect(await publishIfComplete(db, "ne", MESSAGE_KEYS, audit("publish"))).toBe(false);
    expect((await row("ne"))!.published).toBe(0);
    expect(await audited("publish")).toBe(0);

    await db.run(sql`UPDATE translation_overrides SET text = 'सामेल हुनुहोस्'
      WHERE language = 'ne' AND key = 'general.nav.join'`);
    expect(await publishIfComplete(db, "ne", MESSAGE_KEYS, audit("publish"))).toBe(true);
    expect((await row("ne"))!.published).toBe(1);
    expect(await audited("publish")).toBe(1);

    // A published language is not deleted, nor are its texts, and no deletion is audited.
    expect(await deleteHiddenLanguage(db, "ne", audit("delete"))).toBe(false);
    expect((await row("ne"))!.published).toBe(1);
    const texts = await db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM translation_overrides WHERE language = 'ne'`,
    );
    expect(texts!.n).toBe(MESSAGE_KEYS.length);
    expect(await audited("delete")).toBe(0);
    // Hidden again, it goes with its texts, audited once.
    expect((await post({ intent: "unpublish", code: "ne" })).status).toBe(303);
    expect(await deleteHiddenLanguage(db, "ne", audit("delete"))).toBe(true);
    expect(await row("ne")).toBeUndefined();
    const left = await db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM translation_overrides WHERE language = 'ne'`,
    );
    expect(left!.n).toBe(0);
    expect(await audited("delete")).toBe(1);
  });

  it("machine translation fills a hidden added language on request, in its language", async () => {
    await saveSiteSettings(db, { enableAutoTranslate: true });
    await post({ intent: "add", tag: "sw", native: "Kiswahili", dir: "ltr" });
    const translated = await suggestTranslations(
      // The local LibreTranslate-compatible stand-in marks each text with the target it was asked.
      translationDeps({ ...env, TRANSLATE_URL: inject("translateUrl") }),
      { language: "sw", mode: "missing" },
    );
    expect(translated.ok).toBe(true);
    const results = translated.ok ? translated.value.results : [];
    expect(results.length).toBeGreaterThan(MESSAGE_KEYS.length / 2);
    for (const r of results) expect(r.text.startsWith("[sw] ")).toBe(true);
  });

  it("built-in languages cannot be published, unpublished or deleted", async () => {
    const refused = await post({ intent: "delete", code: "hi" });
    expect(refused).toMatchObject({
      status: 409,
      message: "Built-in languages cannot be changed or deleted.",
    });
  });
});
