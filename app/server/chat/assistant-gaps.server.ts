// What /admin/translations/assistant shows (issue 33): per language, how often the chat assistant
// gave the default answer or only suggestions over the last 7 or 30 days, which topics it offered
// most, and the kept question texts when Settings keeps them. Read-only; see ./misses.server.ts.
import { listAddedLanguages } from "~/data/added-languages";
import { ALL_TOPICS, listMissedQuestions, missCountsSince } from "~/data/assistant-misses";
import type { MissedQuestion } from "~/data/assistant-misses";
import type { Db } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { utcDay } from "~/domain/analytics/events";
import { questionsKey, type ChatTopicId } from "~/domain/chat/topics";
import { getLanguage, isLanguageCode } from "~/i18n/languages";
import { ENGLISH_MESSAGES, isMessageKey } from "~/server/i18n/messages.server";
import type { GapPeriod } from "./gap-periods";

/** Kept questions shown at most. */
export const SHOWN_QUESTIONS = 200;

const DAY_MS = 86_400_000;

/** A topic offered as a button: its id, its English label, the key of its phrasings. */
export type TopicGap = { topic: string; label: string; count: number; phrasingKey: string };
export type LanguageGaps = {
  language: string;
  name: string;
  unanswered: number;
  suggested: number;
  /** Topics offered as buttons, most often first. */
  topics: TopicGap[];
};
export type AssistantGaps = {
  days: GapPeriod;
  languages: LanguageGaps[];
  /** Null when Settings keeps no texts. */
  questions: MissedQuestion[] | null;
};

function topicGap(topic: string, count: number): TopicGap {
  const phrasingKey = questionsKey(topic as ChatTopicId);
  const phrasings = isMessageKey(phrasingKey) ? ENGLISH_MESSAGES[phrasingKey] : "";
  return { topic, label: phrasings.split("\n")[0]?.trim() ?? "", count, phrasingKey };
}

/** The gaps of the last `days` UTC days (today included), languages with the most misses first. */
export async function loadAssistantGaps(
  db: Db,
  days: GapPeriod,
  now = Date.now(),
): Promise<AssistantGaps> {
  const since = now - (days - 1) * DAY_MS;
  const [counts, settings, added] = await Promise.all([
    missCountsSince(db, utcDay(since)),
    getSiteSettings(db),
    listAddedLanguages(db),
  ]);
  const nameOf = (code: string) =>
    isLanguageCode(code)
      ? getLanguage(code).name
      : (added.find((l) => l.code === code)?.name ?? code);
  const byLanguage = new Map<string, LanguageGaps>();
  for (const row of counts) {
    let gaps = byLanguage.get(row.language);
    if (!gaps) {
      gaps = {
        language: row.language,
        name: nameOf(row.language),
        unanswered: 0,
        suggested: 0,
        topics: [],
      };
      byLanguage.set(row.language, gaps);
    }
    if (row.topic === ALL_TOPICS) gaps[row.kind] += row.count;
    // Counts arrive largest first, so each language's topics stay in that order.
    else gaps.topics.push(topicGap(row.topic, row.count));
  }
  const languages = [...byLanguage.values()].sort(
    (a, b) =>
      b.unanswered + b.suggested - (a.unanswered + a.suggested) ||
      a.language.localeCompare(b.language),
  );
  const questions = settings.keepMissedQuestions
    ? await listMissedQuestions(db, {
        since: Math.floor(since / DAY_MS) * DAY_MS,
        limit: SHOWN_QUESTIONS,
      })
    : null;
  return { days, languages, questions };
}
