// An owner adds, publishes, unpublishes and deletes languages (issue 21). A new language is
// hidden; it can be published once every key has a text (typed, imported or machine-translated);
// only a hidden one can be deleted, and that removes its texts and their history too. Each change
// is audited and bumps the content version, so the public site follows at once. The screen is
// app/routes/admin/translations/languages.tsx; how requests see the languages is
// app/server/i18n/site-languages.server.ts.
import { auditInsert } from "~/data/audit";
import type { Db } from "~/data/db";
import {
  deleteHiddenLanguage,
  getAddedLanguage,
  insertAddedLanguage,
  listAddedLanguagesWithMissing,
  publishIfComplete,
  unpublishStatement,
} from "~/data/added-languages";
import { englishNameOf } from "~/domain/translation/added-language";
import { isLanguageCode } from "~/i18n/languages";
import { MESSAGE_KEYS } from "~/server/i18n/messages.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";

type Actor = { id: number; email: string };
export type LanguageChange = { ok: true; message: string } | { ok: false; error: string };

export async function addLanguage(
  db: Db,
  kv: KVNamespace,
  user: Actor,
  input: { code: string; tag: string; native: string; dir: "ltr" | "rtl" },
): Promise<LanguageChange> {
  const name = englishNameOf(input.tag) ?? input.native;
  const added = await insertAddedLanguage(db, { ...input, name }, user.id);
  if (!added) return { ok: false, error: `${input.tag} has already been added.` };
  await auditInsert(db, user, {
    action: "create",
    entity: "language",
    entityId: input.code,
    detail: `${input.tag} ${input.native} (${input.dir})`,
  });
  await bumpContentVersion(kv);
  return {
    ok: true,
    message: `${name} (${input.tag}) added. It stays hidden until you publish it.`,
  };
}

/** Every added language with how many keys still have no text in it. */
export function listLanguagesWithMissing(db: Db) {
  return listAddedLanguagesWithMissing(db, MESSAGE_KEYS);
}

export async function changeLanguage(
  db: Db,
  kv: KVNamespace,
  user: Actor,
  intent: "publish" | "unpublish" | "delete",
  code: string,
): Promise<LanguageChange> {
  if (isLanguageCode(code))
    return { ok: false, error: "Built-in languages cannot be changed or deleted." };
  const language = await getAddedLanguage(db, code);
  if (!language) return { ok: false, error: "That language no longer exists." };
  const label = `${language.name} (${language.tag})`;
  const audit = { actor: user, entry: { action: intent, entity: "language", entityId: code } };

  // Publishing and deleting check their rule in the statement that makes the change.
  if (intent === "publish" && !(await publishIfComplete(db, code, MESSAGE_KEYS, audit))) {
    const missing = (await listLanguagesWithMissing(db)).find((l) => l.code === code)?.missing;
    return {
      ok: false,
      error: missing
        ? `${label} cannot be published yet: ${missing} texts are missing. Translate or import them first.`
        : "That language no longer exists.",
    };
  }
  if (intent === "delete" && !(await deleteHiddenLanguage(db, code, audit)))
    return {
      ok: false,
      error: (await getAddedLanguage(db, code))
        ? `Unpublish ${label} before deleting it.`
        : "That language no longer exists.",
    };
  if (intent === "unpublish")
    await db.batch([unpublishStatement(db, code), auditInsert(db, user, audit.entry)]);

  await bumpContentVersion(kv);
  return {
    ok: true,
    message:
      intent === "publish"
        ? `${label} is public: in the language menu, the sitemap and every page's alternates.`
        : intent === "unpublish"
          ? `${label} is hidden again: only administrators can open its pages.`
          : `${label} and its texts are deleted.`,
  };
}
