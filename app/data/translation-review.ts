// The review queue of machine translations (issue 21): texts a machine wrote that no one has
// accepted yet, across languages. Every change is guarded by the text the reviewer saw, so a
// text changed meanwhile (another reviewer, a new machine run) is not accepted or dropped blind.
import { and, asc, count, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";
import { NOW_MS } from "./rows";
import { translationOverrides as t } from "./schema";

export type ReviewItem = { language: string; key: string; text: string; updatedAt: number };

const waiting = and(eq(t.source, "machine"), eq(t.reviewed, false), sql`${t.text} <> ''`);

/** One page of the queue in (language, key) order, after `after` when given. */
export async function listReviewQueue(
  db: Db,
  options: { language?: string; after?: { language: string; key: string }; limit: number },
): Promise<ReviewItem[]> {
  const conditions: (SQL | undefined)[] = [waiting];
  if (options.language) conditions.push(eq(t.language, options.language));
  if (options.after)
    conditions.push(
      or(
        gt(t.language, options.after.language),
        and(eq(t.language, options.after.language), gt(t.key, options.after.key)),
      ),
    );
  return db
    .select({ language: t.language, key: t.key, text: t.text, updatedAt: t.updatedAt })
    .from(t)
    .where(and(...conditions))
    .orderBy(asc(t.language), asc(t.key))
    .limit(options.limit);
}

/** Texts waiting per language. */
export async function countReviewQueue(db: Db): Promise<{ language: string; n: number }[]> {
  return db
    .select({ language: t.language, n: count() })
    .from(t)
    .where(waiting)
    .groupBy(t.language)
    .orderBy(asc(t.language));
}

type Seen = { language: string; key: string; text: string };

const isSeen = (item: Seen) =>
  and(waiting, eq(t.language, item.language), eq(t.key, item.key), eq(t.text, item.text));

/** Accepts a machine text as it was shown: it leaves the queue, reviewed. */
export function acceptMachineText(db: Db, item: Seen) {
  return db
    .update(t)
    .set({ reviewed: true, updatedAt: NOW_MS })
    .where(isSeen(item))
    .returning({ key: t.key });
}

/** Rejects a machine text as it was shown: the key goes back to what it shows without it (the
 * bundled translation, else English). */
export function rejectMachineText(db: Db, item: Seen) {
  return db.delete(t).where(isSeen(item)).returning({ key: t.key });
}

/** Replaces a machine text as it was shown with a reviewer's own, reviewed. */
export function replaceMachineText(db: Db, item: Seen, text: string, userId: number) {
  return db
    .update(t)
    .set({
      text,
      source: "human",
      reviewed: true,
      updatedBy: userId,
      updatedAt: NOW_MS,
    })
    .where(isSeen(item))
    .returning({ key: t.key });
}
