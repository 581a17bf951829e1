// A key's history and one-click restore (issue 21). Earlier texts are written by migration 0014's
// triggers on translation_overrides; restoring saves the chosen text as a reviewed human one
// (checked like a typed text, since the English may have changed since), or removes the stored
// text so the key shows what the site ships with. Audited; the content version is bumped.
import { auditInsert } from "~/data/audit";
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
  type SiteMessageKey,
} from "~/server/i18n/messages.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";

export async function loadKeyHistory(db: Db, language: string, key: SiteMessageKey) {
  const [current, entries] = await Promise.all([
    getOverride(db, language, key),
    listKeyHistory(db, language, key),
  ]);
  return {
    english: ENGLISH_MESSAGES[key],
    /** What the key shows with nothing stored: the bundled translation, else English. */
    shipped: bundledDictionary(language)[key] ?? null,
    current: current ?? null,
    entries,
  };
}

export type RestoreResult = { ok: true; message: string } | { ok: false; error: string };

export async function restoreKeyText(
  db: Db,
  kv: KVNamespace,
  user: { id: number; email: string },
  language: string,
  key: SiteMessageKey,
  version: number | "shipped",
): Promise<RestoreResult> {
  const audit = auditInsert(db, user, {
    action: "restore",
    entity: "translation",
    entityId: `${language}:${key}`,
    detail: version === "shipped" ? "shipped text" : `version ${version}`,
  });
  if (version === "shipped") {
    await db.batch([deleteOverride(db, language, key), audit]);
    await bumpContentVersion(kv);
    return { ok: true, message: "Restored the site's own text." };
  }
  const entry = await getHistoryEntry(db, language, key, version);
  if (!entry) return { ok: false, error: "That earlier text is no longer kept." };
  const problem = textProblem(key, ENGLISH_MESSAGES[key], entry.text);
  if (problem) return { ok: false, error: `It cannot be restored as it is: ${problem}` };
  await runBatch(db, [
    ...upsertOverrideStatements(
      db,
      language,
      [{ key, text: entry.text, source: "human", reviewed: true }],
      user.id,
    ),
    audit,
  ]);
  await bumpContentVersion(kv);
  return { ok: true, message: "Restored." };
}
