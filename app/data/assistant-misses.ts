// What the chat assistant could not answer (issue 33, migration 0020): counters rolled up per
// day, language, kind and topic, and the question texts kept while Settings says so.
import { desc, gte, lt, sql } from "drizzle-orm";
import type { Db, Statement } from "./db";
import { assistantMissCounts, assistantMissedQuestions } from "./schema";

export type MissKind = (typeof assistantMissCounts.$inferSelect)["kind"];
export const MISS_KINDS = ["unanswered", "suggested"] as const satisfies readonly MissKind[];

/** The topic of a kind's total row (every miss of the kind, whatever was offered). */
export const ALL_TOPICS = "";

/** One miss as counted: the kind's total and one more for each offered topic, each an upsert
 * of its day's row (one row per key however many visitors ask). */
export function countMissStatements(
  db: Db,
  miss: { day: string; language: string; kind: MissKind; topics: readonly string[] },
): [Statement, ...Statement[]] {
  const upsert = (topic: string) =>
    db
      .insert(assistantMissCounts)
      .values({ day: miss.day, language: miss.language, kind: miss.kind, topic, count: 1 })
      .onConflictDoUpdate({
        target: [
          assistantMissCounts.day,
          assistantMissCounts.language,
          assistantMissCounts.kind,
          assistantMissCounts.topic,
        ],
        set: { count: sql`${assistantMissCounts.count} + 1` },
      });
  return [upsert(ALL_TOPICS), ...miss.topics.map(upsert)];
}

/** Keeps a question's text (the caller checked that Settings allows it). */
export function insertMissedQuestion(
  db: Db,
  row: { language: string; kind: MissKind; topics: readonly string[]; question: string },
): Statement {
  return db.insert(assistantMissedQuestions).values({ ...row, topics: row.topics.join(",") });
}

export type MissCount = { language: string; kind: MissKind; topic: string; count: number };

/** The counts from `sinceDay` (a UTC "YYYY-MM-DD") on, summed per language, kind and topic,
 * largest first. */
export async function missCountsSince(db: Db, sinceDay: string): Promise<MissCount[]> {
  const count = sql<number>`sum(${assistantMissCounts.count})`.mapWith(Number);
  return db
    .select({
      language: assistantMissCounts.language,
      kind: assistantMissCounts.kind,
      topic: assistantMissCounts.topic,
      count,
    })
    .from(assistantMissCounts)
    .where(gte(assistantMissCounts.day, sinceDay))
    .groupBy(assistantMissCounts.language, assistantMissCounts.kind, assistantMissCounts.topic)
    .orderBy(desc(count), assistantMissCounts.language, assistantMissCounts.topic);
}

export type MissedQuestion = {
  id: number;
  language: string;
  kind: MissKind;
  topics: string;
  question: string;
  createdAt: number;
};

/** The kept questions since `since` (ms), newest first. */
export function listMissedQuestions(
  db: Db,
  { since, limit }: { since: number; limit: number },
): Promise<MissedQuestion[]> {
  return db
    .select({
      id: assistantMissedQuestions.id,
      language: assistantMissedQuestions.language,
      kind: assistantMissedQuestions.kind,
      topics: assistantMissedQuestions.topics,
      question: assistantMissedQuestions.question,
      createdAt: assistantMissedQuestions.createdAt,
    })
    .from(assistantMissedQuestions)
    .where(gte(assistantMissedQuestions.createdAt, since))
    .orderBy(desc(assistantMissedQuestions.createdAt), desc(assistantMissedQuestions.id))
    .limit(limit);
}

/** Deletes the counter rows of days before `beforeDay`; answers how many. */
export async function pruneMissCounts(db: Db, beforeDay: string): Promise<number> {
  const result = await db
    .delete(assistantMissCounts)
    .where(lt(assistantMissCounts.day, beforeDay))
    .run();
  return result.meta.changes ?? 0;
}

/** Deletes the kept questions written before `before` (ms), or every one when null. */
export async function pruneMissedQuestions(db: Db, before: number | null): Promise<number> {
  const query = db.delete(assistantMissedQuestions);
  const result = await (
    before === null ? query : query.where(lt(assistantMissedQuestions.createdAt, before))
  ).run();
  return result.meta.changes ?? 0;
}
