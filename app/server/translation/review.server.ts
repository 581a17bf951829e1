// The review queue's actions (issue 21): accept, reject or replace a machine text, each guarded by
// the text the reviewer saw and audited when it changed something; a change of text bumps the
// content version, so the public site shows it at once. The queue's data:
// app/data/translation-review.ts.
import { sql } from "drizzle-orm";
import { auditInsert, auditInsertIf, type Actor } from "~/data/audit";
import { runBatch, type Statement } from "~/data/db";
import {
  acceptMachineText,
  rejectMachineText,
  replaceMachineText,
} from "~/data/translation-review";
import { textProblem } from "~/domain/translation/guard";
import type { ReviewAction } from "~/schemas/translations";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { ENGLISH_MESSAGES, isMessageKey } from "~/server/i18n/messages.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import type { TranslationDeps } from "./deps.server";

type OneText = Exclude<ReviewAction, { intent: "accept-all" }>;
type Edit = Extract<ReviewAction, { intent: "edit" }>;

const CHANGED =
  "This text changed since the page was loaded (another reviewer or a new machine run): reload to see it.";

/** The audit row of a review of one text, written only when its statement changed the row. */
function reviewAudit(deps: TranslationDeps, actor: Actor, item: OneText, verb: string) {
  const entry = { action: verb, entity: "translation", entityId: `${item.language}:${item.key}` };
  return auditInsertIf(deps.db, { actor, entry }, sql`changes() > 0`);
}

/** One text's review change with its audit row, in one batch; refused when the text is no longer
 * as it was shown. `shown`: the change alters what the site shows (a new content version). */
async function reviewOne(
  deps: TranslationDeps,
  actor: Actor,
  item: OneText,
  change: { verb: string; statement: Statement; success: string; shown?: boolean },
): Promise<Outcome> {
  const [rows] = await runBatch<[unknown[]]>(deps.db, [
    change.statement,
    reviewAudit(deps, actor, item, change.verb),
  ]);
  if (!rows.length) return refused(CHANGED, 409);
  if (change.shown) await bumpContentVersion(deps.env.KV);
  return succeeded(change.success);
}

/** Accepts a page of machine texts, each only as it was shown. */
export async function acceptShownTexts(
  { db }: TranslationDeps,
  actor: Actor,
  items: Extract<ReviewAction, { intent: "accept-all" }>["items"],
): Promise<Outcome> {
  const results = await runBatch(db, [
    ...items.map((item) => acceptMachineText(db, item)),
    auditInsert(db, actor, {
      action: "accept",
      entity: "translations",
      detail: `${items.length} machine texts`,
    }),
  ]);
  const accepted = results.slice(0, -1).filter((r) => r.length > 0).length;
  return succeeded(`Accepted ${accepted} machine translations.`);
}

/** Accepts one machine text as it was shown: it leaves the queue, reviewed. */
export async function acceptText(
  deps: TranslationDeps,
  actor: Actor,
  item: OneText,
): Promise<Outcome> {
  return reviewOne(deps, actor, item, {
    verb: "accept",
    statement: acceptMachineText(deps.db, item),
    success: "Accepted.",
  });
}

/** Rejects one machine text as it was shown: the key shows its text without it. */
export async function rejectText(
  deps: TranslationDeps,
  actor: Actor,
  item: OneText,
): Promise<Outcome> {
  return reviewOne(deps, actor, item, {
    verb: "reject",
    statement: rejectMachineText(deps.db, item),
    success: "Rejected: the key shows its text without the machine one.",
    shown: true,
  });
}

/** Replaces one machine text as it was shown with the reviewer's own, checked like a typed one. */
export async function replaceText(
  deps: TranslationDeps,
  actor: Actor,
  item: Edit,
): Promise<Outcome> {
  if (!isMessageKey(item.key)) return refused(`Unknown key: ${item.key}`);
  const problem = textProblem(item.key, ENGLISH_MESSAGES[item.key], item.edited);
  if (problem) return refused(problem, 422);
  if (item.edited.trim() === "")
    return refused("Type the corrected text, or reject the machine one.", 422);
  return reviewOne(deps, actor, item, {
    verb: "edit",
    statement: replaceMachineText(deps.db, item, item.edited, actor.id),
    success: "Saved as reviewed.",
    shown: true,
  });
}

/** The review screen's one change per request, by its intent. */
export async function applyReviewAction(
  deps: TranslationDeps,
  actor: Actor,
  action: ReviewAction,
): Promise<Outcome> {
  if (action.intent === "accept-all") return acceptShownTexts(deps, actor, action.items);
  if (!isMessageKey(action.key)) return refused(`Unknown key: ${action.key}`);
  if (action.intent === "accept") return acceptText(deps, actor, action);
  if (action.intent === "reject") return rejectText(deps, actor, action);
  return replaceText(deps, actor, action);
}
