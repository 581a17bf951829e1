// The review queue of visitor uploads is capped: each one is up to 10 MB in R2 and waits for a
// person, so a flood from many clients (each within its hourly budget) must not fill storage.
// Checked before the body is read, and again once the row exists, so parallel uploads cannot
// overshoot the cap between the check and the write. Decision 0014.
import type { Db } from "~/data/db";
import { removeFileQuietly } from "~/data/files";
import { pendingVisitorUploads } from "~/data/pending-uploads";
import { deletePresentation } from "~/data/presentations";

export const REVIEW_QUEUE_CAP = {
  /** Visitor uploads waiting for review. */
  count: 50,
  /** Their total size. */
  bytes: 200 * 1024 * 1024,
} as const;

type Cap = { count: number; bytes: number };

/** True when no further visitor upload fits in the review queue. */
export async function reviewQueueIsFull(db: Db, cap: Cap = REVIEW_QUEUE_CAP): Promise<boolean> {
  const pending = await pendingVisitorUploads(db);
  return pending.count >= cap.count || pending.bytes >= cap.bytes;
}

/**
 * For an upload just stored as row `id`: keeps it when it fits in the queue together with every
 * upload stored before it; else removes its row and file and answers false. Later rows give way
 * to earlier ones, so the queue never holds more than the cap.
 */
export async function keepIfQueueHasRoom(
  env: Pick<Env, "FILES">,
  db: Db,
  stored: { id: number; key: string },
  cap: Cap = REVIEW_QUEUE_CAP,
): Promise<boolean> {
  const ahead = await pendingVisitorUploads(db, stored.id);
  if (ahead.count <= cap.count && ahead.bytes <= cap.bytes) return true;
  await deletePresentation(db, stored.id);
  await removeFileQuietly(env.FILES, stored.key);
  return false;
}
