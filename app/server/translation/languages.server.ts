// An owner adds, publishes, unpublishes and deletes languages (issue 21). A new language is
// hidden; it can be published once every key has a text (typed, imported or machine-translated);
// only a hidden one can be deleted, and that removes its texts and their history too. Each change
// is audited in its own batch and bumps the content version, so the public site follows at once.
// The screen is app/routes/admin/translations/languages.tsx; how requests see the languages is
// app/server/i18n/site-languages.server.ts.
import { sql } from "drizzle-orm";
import { auditInsert, auditInsertIf, type Actor } from "~/data/audit";
import {
  deleteHiddenLanguage,
  getAddedLanguage,
  insertAddedLanguage,
  listAddedLanguagesWithMissing,
  publishIfComplete,
  unpublishStatement,
  type AddedLanguage,
} from "~/data/added-languages";
import type { Db } from "~/data/db";
import { englishNameOf } from "~/domain/translation/added-language";
import { isLanguageCode } from "~/i18n/languages";
import type { AddLanguageInput } from "~/schemas/added-language";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { MESSAGE_KEYS } from "~/server/i18n/messages.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import type { TranslationDeps } from "./deps.server";

const GONE = "That language no longer exists.";

/** Every added language with how many keys still have no text in it. */
export function listLanguagesWithMissing(db: Db) {
  return listAddedLanguagesWithMissing(db, MESSAGE_KEYS);
}

export async function addLanguage(
  { db, env }: TranslationDeps,
  actor: Actor,
  { tag: { code, tag }, native, dir }: AddLanguageInput,
): Promise<Outcome> {
  const name = englishNameOf(tag) ?? native;
  const [added] = await db.batch([
    insertAddedLanguage(db, { code, tag, name, native, dir }, actor.id),
    auditInsertIf(
      db,
      {
        actor,
        entry: {
          action: "create",
          entity: "language",
          entityId: code,
          detail: `${tag} ${native} (${dir})`,
        },
      },
      sql`changes() > 0`,
    ),
  ]);
  if (added.length === 0) return refused(`${tag} has already been added.`, 409);
  await bumpContentVersion(env.KV);
  return succeeded(`${name} (${tag}) added. It stays hidden until you publish it.`);
}

/** The added language `code` names, or why it cannot be changed. */
async function addedLanguage(db: Db, code: string): Promise<Outcome<AddedLanguage>> {
  if (isLanguageCode(code)) return refused("Built-in languages cannot be changed or deleted.", 409);
  const language = await getAddedLanguage(db, code);
  return language ? succeeded(language.name, language) : refused(GONE, 404);
}

const labelOf = (language: AddedLanguage) => `${language.name} (${language.tag})`;
const auditOf = (actor: Actor, action: string, code: string) => ({
  actor,
  entry: { action, entity: "language", entityId: code },
});

/** A change to an added language (refused when there is no such language); the content version
 * moves when it is done. */
async function changeLanguage(
  deps: TranslationDeps,
  code: string,
  change: (label: string) => Promise<Outcome>,
): Promise<Outcome> {
  const found = await addedLanguage(deps.db, code);
  if (!found.ok) return found;
  const outcome = await change(labelOf(found.value));
  if (outcome.ok) await bumpContentVersion(deps.env.KV);
  return outcome;
}

/** Publishes a language whose every key has a text (the statement that publishes checks it). */
export function publishLanguage(deps: TranslationDeps, actor: Actor, code: string) {
  return changeLanguage(deps, code, async (label) => {
    if (await publishIfComplete(deps.db, code, MESSAGE_KEYS, auditOf(actor, "publish", code)))
      return succeeded(
        `${label} is public: in the language menu, the sitemap and every page's alternates.`,
      );
    const missing = (await listLanguagesWithMissing(deps.db)).find((l) => l.code === code)?.missing;
    return missing
      ? refused(
          `${label} cannot be published yet: ${missing} texts are missing. Translate or import them first.`,
          409,
        )
      : refused(GONE, 404);
  });
}

export function unpublishLanguage(deps: TranslationDeps, actor: Actor, code: string) {
  const { db } = deps;
  return changeLanguage(deps, code, async (label) => {
    await db.batch([
      unpublishStatement(db, code),
      auditInsert(db, actor, auditOf(actor, "unpublish", code).entry),
    ]);
    return succeeded(`${label} is hidden again: only administrators can open its pages.`);
  });
}

/** Deletes a hidden language with its texts and their history (the statement checks it is hidden). */
export function deleteLanguage(deps: TranslationDeps, actor: Actor, code: string) {
  return changeLanguage(deps, code, async (label) => {
    if (await deleteHiddenLanguage(deps.db, code, auditOf(actor, "delete", code)))
      return succeeded(`${label} and its texts are deleted.`);
    return (await getAddedLanguage(deps.db, code))
      ? refused(`Unpublish ${label} before deleting it.`, 409)
      : refused(GONE, 404);
  });
}
