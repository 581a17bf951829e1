// Save Changes in the Translation Manager: one language's pending edits (typed, or machine texts
// accepted into the editor) stored in one batch with their audit row, then the content version
// is bumped so the public site shows them at once. Every text is checked as a machine one is
// (placeholders, tags, URLs, the disclaimer never empty); one bad text saves nothing.
import type { Actor } from "~/data/audit";
import { auditInsert } from "~/data/audit";
import { runBatch } from "~/data/db";
import { upsertOverrideStatements } from "~/data/translations";
import { textProblem } from "~/domain/translation/guard";
import type { SaveTranslationsInput } from "~/schemas/translations";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { ENGLISH_MESSAGES, isMessageKey } from "~/server/i18n/messages.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { knownLanguage, type TranslationDeps } from "./deps.server";

/** Problems named in the refusal before "(and N more)". */
const NAMED = 5;

export async function saveTranslations(
  deps: TranslationDeps,
  actor: Actor,
  { language, edits }: SaveTranslationsInput,
): Promise<Outcome<{ saved: number; language: string }>> {
  const unknown = edits.find((e) => !isMessageKey(e.key));
  if (unknown) return refused(`Unknown key: ${unknown.key}`);
  const known = await knownLanguage(deps, language);
  if (!known.ok) return known;
  const problems = edits.flatMap((e) => {
    const problem = textProblem(
      e.key,
      ENGLISH_MESSAGES[e.key as keyof typeof ENGLISH_MESSAGES],
      e.text,
    );
    return problem ? [problem] : [];
  });
  if (problems.length > 0) {
    const more = problems.length > NAMED ? ` (and ${problems.length - NAMED} more)` : "";
    return refused(`Nothing was saved. ${problems.slice(0, NAMED).join(" ")}${more}`, 422);
  }
  const { db, env } = deps;
  await runBatch(db, [
    ...upsertOverrideStatements(
      db,
      language,
      edits.map((e) => ({ ...e, reviewed: e.source === "human" })),
      actor.id,
    ),
    auditInsert(db, actor, {
      action: "update",
      entity: "translations",
      entityId: language,
      detail: `${edits.length} keys: ${edits
        .slice(0, NAMED)
        .map((e) => e.key)
        .join(", ")}`,
    }),
  ]);
  await bumpContentVersion(env.KV);
  return succeeded(`Updated ${edits.length} translations for ${known.value.name}`, {
    saved: edits.length,
    language,
  });
}
