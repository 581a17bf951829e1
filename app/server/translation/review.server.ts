// The review queue's actions (issue 21): accept, reject or replace a machine text, each guarded by
// the text the reviewer saw and audited; a change of text bumps the content version, so the
// public site shows it at once. The queue's data: app/data/translation-review.ts.
import { auditInsert } from "~/data/audit";
import { runBatch, type Db } from "~/data/db";
import {
  acceptMachineText,
  rejectMachineText,
  replaceMachineText,
} from "~/data/translation-review";
import { textProblem } from "~/domain/translation/guard";
import { ENGLISH_MESSAGES, isMessageKey } from "~/server/i18n/messages.server";
import type { ReviewAction } from "~/schemas/translations";
import { bumpContentVersion } from "~/server/pages/content-version.server";

export type ReviewResult = { ok: true; message: string } | { ok: false; error: string };

const CHANGED =
  "This text changed since the page was loaded (another reviewer or a new machine run): reload to see it.";

export async function applyReviewAction(
  db: Db,
  kv: KVNamespace,
  user: { id: number; email: string },
  action: ReviewAction,
): Promise<ReviewResult> {
  if (action.intent === "accept-all") {
    const results = await runBatch(db, [
      ...action.items.map((item) => acceptMachineText(db, item)),
      auditInsert(db, user, {
        action: "accept",
        entity: "translations",
        detail: `${action.items.length} machine texts`,
      }),
    ]);
    const accepted = results.slice(0, -1).filter((r) => r.length > 0).length;
    return { ok: true, message: `Accepted ${accepted} machine translations.` };
  }
  if (!isMessageKey(action.key)) return { ok: false, error: `Unknown key: ${action.key}` };
  const audit = (verb: string) =>
    auditInsert(db, user, {
      action: verb,
      entity: "translation",
      entityId: `${action.language}:${action.key}`,
    });
  if (action.intent === "accept") {
    const [rows] = await db.batch([acceptMachineText(db, action), audit("accept")]);
    return rows.length ? { ok: true, message: "Accepted." } : { ok: false, error: CHANGED };
  }
  if (action.intent === "reject") {
    const [rows] = await db.batch([rejectMachineText(db, action), audit("reject")]);
    if (!rows.length) return { ok: false, error: CHANGED };
    await bumpContentVersion(kv);
    return { ok: true, message: "Rejected: the key shows its text without the machine one." };
  }
  const problem = textProblem(action.key, ENGLISH_MESSAGES[action.key], action.edited);
  if (problem) return { ok: false, error: problem };
  if (action.edited.trim() === "")
    return { ok: false, error: "Type the corrected text, or reject the machine one." };
  const [rows] = await db.batch([
    replaceMachineText(db, action, action.edited, user.id),
    audit("edit"),
  ]);
  if (!rows.length) return { ok: false, error: CHANGED };
  await bumpContentVersion(kv);
  return { ok: true, message: "Saved as reviewed." };
}
