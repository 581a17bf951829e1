// Capability: what the chat assistant could not answer (issue 33). The assistant answers in the
// browser (app/components/chat/, app/domain/chat/); when it gives the default answer or only
// suggests topics, the page sends a beacon (app/components/chat/miss-beacon.ts -> POST
// /api/chat/miss, workers/api/assistant-misses.ts, limited per client there). It is counted per
// UTC day, language, kind and offered topic in one row per key (app/data/assistant-misses.ts);
// the question's text is kept only while Settings says so, and the hourly cron prunes both
// (workers/jobs/scheduled.ts). The operator reads them at /admin/translations/assistant
// (./assistant-gaps.server.ts).
import { z } from "zod";
import { getAddedLanguage } from "~/data/added-languages";
import {
  countMissStatements,
  insertMissedQuestion,
  MISS_KINDS,
  pruneMissCounts,
  pruneMissedQuestions,
} from "~/data/assistant-misses";
import { runBatch, type Db } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { utcDay } from "~/domain/analytics/events";
import { CHAT_TOPICS, type ChatTopicId } from "~/domain/chat/topics";
import { isLanguageCode } from "~/i18n/languages";
import { languageCodeSchema } from "~/schemas/translations";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { isBotRequest } from "~/server/referral/rotator.server";

/** At most this many characters of a question are kept. */
export const MAX_KEPT_QUESTION = 300;
/** Counter rows are kept this long (the screen shows at most 30 days). */
export const MISS_COUNT_DAYS = 180;
/** At most this many topics are offered, so counted, per miss. */
export const MAX_MISS_TOPICS = 3;

const DAY_MS = 86_400_000;
const TOPIC_IDS = CHAT_TOPICS.map((t) => t.id) as [ChatTopicId, ...ChatTopicId[]];

/** The beacon's body (form-encoded): topics comma-separated, the question optional. */
export const missBeaconSchema = z
  .object({
    language: languageCodeSchema,
    kind: z.enum(MISS_KINDS),
    topics: z
      .string()
      .max(200)
      .default("")
      .transform((s) => (s === "" ? [] : s.split(",")))
      .pipe(z.array(z.enum(TOPIC_IDS)).max(MAX_MISS_TOPICS))
      .refine((ids) => new Set(ids).size === ids.length, "A topic is named twice."),
    question: z
      .string()
      .max(2000)
      .optional()
      .transform((s) => s?.trim().slice(0, MAX_KEPT_QUESTION) ?? ""),
  })
  .refine((m) => (m.kind === "suggested" ? m.topics.length > 0 : m.topics.length === 0), {
    message: "Suggestions name their topics; an unanswered question names none.",
  });
export type MissBeacon = z.output<typeof missBeaconSchema>;

export type MissDeps = { db: Db; now?: number };

/** A built-in language, or one an owner added (decision 0024). */
async function isKnownLanguage(db: Db, code: string): Promise<boolean> {
  return isLanguageCode(code) || (await getAddedLanguage(db, code)) !== undefined;
}

/**
 * Counts one question the assistant could not answer, and keeps its text when Settings says so.
 * A bot's beacon counts nothing (answered as counted, like the other analytics); an unknown
 * language is refused with nothing stored.
 */
export async function recordAssistantMiss(
  deps: MissDeps,
  request: Request,
  input: MissBeacon,
): Promise<Outcome<{ counted: boolean; kept: boolean }>> {
  const { db } = deps;
  if (isBotRequest(request)) return succeeded("Not counted", { counted: false, kept: false });
  const [known, settings] = await Promise.all([
    isKnownLanguage(db, input.language),
    getSiteSettings(db),
  ]);
  if (!known) return refused("Unknown language");
  const day = utcDay(deps.now ?? Date.now());
  const statements = countMissStatements(db, { day, ...input });
  const keep = settings.keepMissedQuestions && input.question !== "";
  if (keep) statements.push(insertMissedQuestion(db, input));
  await runBatch(db, statements);
  return succeeded("Counted", { counted: true, kept: keep });
}

/** The hourly prune: counter rows past MISS_COUNT_DAYS, kept questions past the retention set
 * in Settings, or all of them once Settings no longer keeps them. */
export async function pruneAssistantMisses(
  db: Db,
  now = Date.now(),
): Promise<{ counts: number; questions: number }> {
  const settings = await getSiteSettings(db);
  const before = settings.keepMissedQuestions ? now - settings.missedQuestionDays * DAY_MS : null;
  const [counts, questions] = await Promise.all([
    pruneMissCounts(db, utcDay(now - MISS_COUNT_DAYS * DAY_MS)),
    pruneMissedQuestions(db, before),
  ]);
  return { counts, questions };
}
