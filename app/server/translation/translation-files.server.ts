// Translator's files (issue 21): one language's texts as XLIFF 2.0 or flat JSON, and a file
// read back with a preview, then saved all or nothing. The formats and the checks are pure rules
// in app/domain/translation/files.ts; the Translation Manager (app/routes/admin/translations/)
// and its export route call these.
import { auditInsert } from "~/data/audit";
import { runBatch, type Db } from "~/data/db";
import { listOverrides, upsertOverrideStatements } from "~/data/translations";
import {
  parseTranslationFile,
  previewImport,
  toJsonFile,
  toXliff,
  TranslationFileError,
  type EntryState,
  type FileEntry,
  type FileFormat,
  type ImportPreview,
} from "~/domain/translation/files";
import {
  buildMessages,
  ENGLISH_MESSAGES,
  MESSAGE_KEYS,
  missingKeys,
} from "~/server/i18n/messages.server";

/** A language's texts as the Translation Manager shows them: "" for a key with none. */
async function languageTexts(db: Db, language: string) {
  const overrides = await listOverrides(db, language);
  const byKey = Object.fromEntries(overrides.map((o) => [o.key, o.text]));
  const messages = buildMessages(language, byKey);
  const missing = new Set(missingKeys(language, byKey));
  const current: Record<string, string> = {};
  for (const key of MESSAGE_KEYS) current[key] = missing.has(key) ? "" : messages[key];
  return { overrides: new Map(overrides.map((o) => [o.key, o])), current };
}

/** The file a translator downloads for `language`. */
export async function exportTranslationFile(
  db: Db,
  language: string,
  format: FileFormat,
): Promise<string> {
  const { overrides, current } = await languageTexts(db, language);
  const entries: FileEntry[] = MESSAGE_KEYS.map((key) => {
    const override = overrides.get(key);
    const state: EntryState =
      current[key] === ""
        ? "initial"
        : !override
          ? "final"
          : override.source === "machine" && !override.reviewed
            ? "translated"
            : "reviewed";
    return { key, source: ENGLISH_MESSAGES[key], target: current[key]!, state };
  });
  return format === "json" ? toJsonFile(language, entries) : toXliff(language, entries);
}

export type ImportOutcome =
  | { ok: true; preview: ImportPreview; saved: number | null }
  | { ok: false; error: string; preview?: ImportPreview };

/**
 * Reads a translator's file for `language` and says what it would change; with `apply`, saves
 * the new and changed texts as reviewed human texts, in one batch with its audit row, only when
 * the file has no problem at all (an import is all or nothing).
 */
export async function importTranslationFile(
  db: Db,
  user: { id: number; email: string },
  language: string,
  content: string,
  apply: boolean,
): Promise<ImportOutcome> {
  let preview: ImportPreview;
  try {
    const file = parseTranslationFile(content);
    const { current } = await languageTexts(db, language);
    preview = previewImport(language, file, ENGLISH_MESSAGES, current);
  } catch (error) {
    if (error instanceof TranslationFileError) return { ok: false, error: error.message };
    throw error;
  }
  if (!apply) return { ok: true, preview, saved: null };
  if (preview.problems.length > 0)
    return {
      ok: false,
      error: `Nothing was imported: the file has ${preview.problems.length} problem${preview.problems.length === 1 ? "" : "s"}.`,
      preview,
    };
  const edits = [...preview.added, ...preview.changed];
  if (edits.length === 0) return { ok: true, preview, saved: 0 };
  await runBatch(db, [
    ...upsertOverrideStatements(
      db,
      language,
      edits.map((e) => ({ key: e.key, text: e.text, source: "human", reviewed: true })),
      user.id,
    ),
    auditInsert(db, user, {
      action: "import",
      entity: "translations",
      entityId: language,
      detail: `${preview.added.length} new, ${preview.changed.length} changed`,
    }),
  ]);
  return { ok: true, preview, saved: edits.length };
}
