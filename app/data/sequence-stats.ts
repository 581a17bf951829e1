// The figures of welcome sequences (issue 35) for the Sequences screen: per sequence enrolled,
// active, completed and unsubscribed; per step sent, failed, skipped and Join clicks (visits
// carrying `?s=<sequence>.<step>`, source "sequence:<sequence>.<step>"); one contact's timeline.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import {
  emailContacts,
  emailSequences,
  sequenceEnrolments,
  sequenceSends,
  sequenceSteps,
} from "./schema";

export type SequenceFigures = {
  enrolled: number;
  active: number;
  completed: number;
  unsubscribed: number;
};

/** Enrolled, active, completed and unsubscribed contacts of every sequence, by id. A contact who
 * unsubscribed or was suppressed counts as unsubscribed at once, before the cron ends their
 * enrolment. */
export async function sequenceFigures(db: Db): Promise<Record<number, SequenceFigures>> {
  const gone = sql`(${emailContacts.subscribed} = 0 OR ${emailContacts.suppressed} IS NOT NULL)`;
  const rows = await db
    .select({
      id: sequenceEnrolments.sequenceId,
      enrolled: sql<number>`count(*)`,
      active: sql<number>`sum(CASE WHEN ${sequenceEnrolments.status} = 'active' AND NOT ${gone} THEN 1 ELSE 0 END)`,
      completed: sql<number>`sum(CASE WHEN ${sequenceEnrolments.status} = 'completed' THEN 1 ELSE 0 END)`,
      unsubscribed: sql<number>`sum(CASE WHEN ${gone} THEN 1 ELSE 0 END)`,
    })
    .from(sequenceEnrolments)
    .innerJoin(emailContacts, eq(emailContacts.id, sequenceEnrolments.contactId))
    .groupBy(sequenceEnrolments.sequenceId);
  return Object.fromEntries(rows.map(({ id, ...figures }) => [id, figures]));
}

export type StepFigures = { sent: number; failed: number; skipped: number; joinClicks: number };

/** Each step's sends by outcome and its Join clicks, by step id. */
export async function stepFigures(
  db: Db,
  sequenceId: number,
): Promise<Record<number, StepFigures>> {
  const sends = await db
    .select({
      stepId: sequenceSends.stepId,
      sent: sql<number>`sum(CASE WHEN ${sequenceSends.status} = 'sent' THEN 1 ELSE 0 END)`,
      failed: sql<number>`sum(CASE WHEN ${sequenceSends.status} = 'failed' THEN 1 ELSE 0 END)`,
      skipped: sql<number>`sum(CASE WHEN ${sequenceSends.status} = 'skipped' THEN 1 ELSE 0 END)`,
    })
    .from(sequenceSends)
    .innerJoin(sequenceSteps, eq(sequenceSteps.id, sequenceSends.stepId))
    .where(eq(sequenceSteps.sequenceId, sequenceId))
    .groupBy(sequenceSends.stepId);
  const clicks = await sequenceJoinClicks(db, sequenceId);
  return Object.fromEntries(
    sends.map(({ stepId, ...s }) => [stepId, { ...s, joinClicks: clicks[stepId] ?? 0 }]),
  );
}

/** Join clicks per step of a sequence, by step id: the daily aggregates plus the raw events past
 * the roll-up watermark (the split campaignJoinClicks uses, so a click counts once). The source
 * comes from the email's `?s=` (app/domain/analytics/events.ts `visitSource`), which the roll-up
 * keeps while the step exists. */
export async function sequenceJoinClicks(
  db: Db,
  sequenceId: number,
): Promise<Record<number, number>> {
  const prefix = `sequence:${sequenceId}.%`;
  const rows = await db.all<{ source: string; clicks: number }>(sql`
    SELECT source, sum(n) AS clicks FROM (
      SELECT value AS source, sum(count) AS n FROM analytics_facets
      WHERE dimension = 'source' AND link_id = 0 AND source = '' AND action = 'click'
        AND value LIKE ${prefix}
      GROUP BY value
      UNION ALL
      SELECT source, count(*) AS n FROM referral_link_logs
      WHERE action = 'click' AND source LIKE ${prefix}
        AND id > coalesce((SELECT last_event_id FROM analytics_rollup_state WHERE id = 1), 0)
      GROUP BY source)
    GROUP BY source`);
  return Object.fromEntries(rows.map((r) => [Number(r.source.split(".")[1]), r.clicks]));
}

export type TimelineEntry = {
  sequence: string;
  position: number;
  status: string;
  dueAt: number;
  sentAt: number | null;
  note: string | null;
};

/** What one contact got from sequences and when, newest last. */
export async function contactTimeline(
  db: Db,
  email: string,
  limit = 100,
): Promise<TimelineEntry[]> {
  return db
    .select({
      sequence: emailSequences.name,
      position: sequenceSteps.position,
      status: sequenceSends.status,
      dueAt: sequenceSends.dueAt,
      sentAt: sequenceSends.sentAt,
      note: sequenceSends.lastError,
    })
    .from(sequenceSends)
    .innerJoin(emailContacts, eq(emailContacts.id, sequenceSends.contactId))
    .innerJoin(sequenceSteps, eq(sequenceSteps.id, sequenceSends.stepId))
    .innerJoin(emailSequences, eq(emailSequences.id, sequenceSends.sequenceId))
    .where(and(eq(emailContacts.email, email.trim().toLowerCase())))
    .orderBy(asc(sequenceSends.id))
    .limit(limit);
}
