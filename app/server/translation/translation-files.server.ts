// Translator's files (issue 21): one language's texts as XLIFF 2.0 or flat JSON, and a file
// read back with a preview, then saved all or nothing. The formats and the checks are pure rules
// in app/domain/translation/files.ts; the Translation Manager (app/routes/admin/translations/)
// and its export route call these.
import { auditInsert, type Actor } from "~/data/audit";
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
  loadBundledLanguages,
  MESSAGE_KEYS,
  missingKeys,
} from "~/server/i18n/messages.server";
import type { ImportTranslationsInput } from "~/schemas/translations";
import { refused, succeeded, type RefusalStatus } from "~/server/admin/outcome";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { knownLanguage, type TranslationDeps } from "./deps.server";

/** A language's texts as the Translation Manager shows them: "" for a key with none. */
async function languageTexts(db: Db, language: string) {
  const [overrides] = await Promise.all([
    listOverrides(db, language),
    loadBundledLanguages([language]),
  ]);
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

export type ImportResult = { preview: ImportPreview; saved: number | null };
/** A refused import keeps the preview when the file could be read, so its problems can be listed. */
export type ImportOutcome =
  | { ok: true; message: string; value: ImportResult }
  | { ok: false; status: RefusalStatus; error: string; preview?: ImportPreview };

/**
 * Reads a translator's file for a language and says what it would change; "import-apply" saves
 * the new and changed texts as reviewed human texts, in one batch with its audit row, only when
 * the file has no problem at all (an import is all or nothing), and bumps the content version.
 */
export async function importTranslationFile(
  deps: TranslationDeps,
  actor: Actor,
  { intent, language, content }: ImportTranslationsInput,
): Promise<ImportOutcome> {
  const known = await knownLanguage(deps, language);
  if (!known.ok) return known;
  const { db } = deps;
  let preview: ImportPreview;
  try {
    const file = parseTranslationFile(content);
    const { current } = await languageTexts(db, language);
    preview = previewImport(language, file, ENGLISH_MESSAGES, current);
  } catch (error) {
    if (error instanceof TranslationFileError) return refused(error.message, 422);
    throw error;
  }
  if (intent === "import-preview") return succeeded("The file was read.", { preview, saved: null });
  if (preview.problems.length > 0) {
    const n = preview.problems.length;
    const why = `Nothing was imported: the file has ${n} problem${n === 1 ? "" : "s"}.`;
    return { ok: false, status: 422, error: why, preview };
  }
  const edits = [...preview.added, ...preview.changed];
  if (edits.length > 0) {
    await runBatch(db, [
      ...upsertOverrideStatements(
        db,
        language,
        edits.map((e) => ({ key: e.key, text: e.text, source: "human", reviewed: true })),
        actor.id,
      ),
      auditInsert(db, actor, {
        action: "import",
        entity: "translations",
        entityId: language,
        detail: `${preview.added.length} new, ${preview.changed.length} changed`,
      }),
    ]);
    await bumpContentVersion(deps.env.KV);
  }
  return succeeded(`${edits.length} translations for ${known.value.name} saved.`, {
    preview,
    saved: edits.length,
  });
}
