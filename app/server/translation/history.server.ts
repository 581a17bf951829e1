// A key's history and one-click restore (issue 21). Earlier texts are written by migration 0014's
// triggers on translation_overrides; restoring saves the chosen text as a reviewed human one
// (checked like a typed text, since the English may have changed since), or removes the stored
// text so the key shows what the site ships with. Audited; the content version is bumped.
import { auditInsert, type Actor } from "~/data/audit";
import { runBatch, type Db } from "~/data/db";
import {
  deleteOverride,
  getHistoryEntry,
  getOverride,
  listKeyHistory,
  upsertOverrideStatements,
} from "~/data/translations";
import { textProblem } from "~/domain/translation/guard";
import {
  bundledDictionary,
  ENGLISH_MESSAGES,
  isMessageKey,
  loadBundledLanguages,
  type SiteMessageKey,
} from "~/server/i18n/messages.server";
import type { RestoreTextInput } from "~/schemas/translations";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { knownLanguage, type TranslationDeps } from "./deps.server";

export async function loadKeyHistory(db: Db, language: string, key: SiteMessageKey) {
  const [current, entries] = await Promise.all([
    getOverride(db, language, key),
    listKeyHistory(db, language, key),
    loadBundledLanguages([language]),
  ]);
  return {
    english: ENGLISH_MESSAGES[key],
    /** What the key shows with nothing stored: the bundled translation, else English. */
    shipped: bundledDictionary(language)[key] ?? null,
    current: current ?? null,
    entries,
  };
}

/** Restores an earlier text of a key (its history entry's id), or the site's own text. */
export async function restoreKeyText(
  deps: TranslationDeps,
  actor: Actor,
  { language, key, version }: RestoreTextInput,
): Promise<Outcome> {
  if (!isMessageKey(key)) return refused(`Unknown key: ${key}`);
  const known = await knownLanguage(deps, language);
  if (!known.ok) return known;
  const { db, env } = deps;
  const audit = auditInsert(db, actor, {
    action: "restore",
    entity: "translation",
    entityId: `${language}:${key}`,
    detail: version === "shipped" ? "shipped text" : `version ${version}`,
  });
  if (version === "shipped") {
    await db.batch([deleteOverride(db, language, key), audit]);
    await bumpContentVersion(env.KV);
    return succeeded("Restored the site's own text.");
  }
  const entry = await getHistoryEntry(db, language, key, version);
  if (!entry) return refused("That earlier text is no longer kept.", 404);
  const problem = textProblem(key, ENGLISH_MESSAGES[key], entry.text);
  if (problem) return refused(`It cannot be restored as it is: ${problem}`, 422);
  await runBatch(db, [
    ...upsertOverrideStatements(
      db,
      language,
      [{ key, text: entry.text, source: "human", reviewed: true }],
      actor.id,
    ),
    audit,
  ]);
  await bumpContentVersion(env.KV);
  return succeeded("Restored.");
}
