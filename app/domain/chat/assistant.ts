// The chat assistant's answers (issue 19): the knowledge base of one language built from its
// texts, and the choice of a reply with the spec's rule (section 5: normalise, exact phrasing
// match, else the share of a phrasing's words found in the question, best strictly above 0.3,
// else the default), applied after per-script normalisation and stop words, with a fallback to
// the English phrasings on other languages' pages. Pure: it runs in the browser, no network.
import { MATCH_THRESHOLD } from "./matcher";
import {
  normaliseForMatching,
  prepareRules,
  sameWord,
  scoringUnits,
  type ChatLanguageRules,
  type PreparedRules,
} from "./normalise";
import {
  answerKey,
  CHAT_TOPICS,
  HONEST_KEY,
  QUALIFIER_KEY,
  questionsKey,
  SUGGESTED_TOPIC_IDS,
  type ChatTopicId,
} from "./topics";

/** One phrasing of a topic, prepared for matching. */
type Phrasing = { topic: ChatTopicId; text: string; normalised: string; units: string[] };

/** One language's knowledge base, ready to answer. */
export type KnowledgeBase = {
  lang: string;
  rules: PreparedRules;
  phrasings: Phrasing[];
  /** The full reply per topic (answer, then the honest statement or the qualifier). */
  answers: Map<ChatTopicId, string>;
  /** The suggested prompts: the first phrasing of the suggested topics. */
  suggestions: string[];
  /** Every scoring unit of each topic's phrasings. */
  vocabulary: Map<ChatTopicId, string[]>;
};

/** Texts by key (a language's messages, or any record holding the knowledge keys). */
export type KnowledgeTexts = Readonly<Record<string, string | undefined>>;

// A percentage or a daily/per-cycle rate states an income figure ("50%", "3640 %", "٪50").
const INCOME_FIGURE = /\d\s*[%٪％]|[%٪％]\s*\d/u;

/** Fills {name} placeholders; an unknown placeholder is left as written. */
function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/**
 * The reply for a topic: its answer; for a risk, scam, legality or guarantee topic followed by
 * the honest statement; for any answer stating an income figure followed by the qualifier.
 * Added here, not written into each answer, so that no edit can drop them.
 */
export function composeAnswer(
  topic: (typeof CHAT_TOPICS)[number],
  texts: KnowledgeTexts,
  vars: Record<string, string>,
): string {
  const answer = (texts[answerKey(topic.id)] ?? "").trim();
  const parts = [answer];
  if (topic.honest) parts.push((texts[HONEST_KEY] ?? "").trim());
  if (INCOME_FIGURE.test(answer)) parts.push((texts[QUALIFIER_KEY] ?? "").trim());
  return fill(parts.filter((p) => p !== "").join("\n\n"), vars);
}

/** Builds one language's knowledge base from its texts (phrasings one a line). */
export function buildKnowledgeBase(
  lang: string,
  texts: KnowledgeTexts,
  rules: ChatLanguageRules | undefined,
  vars: Record<string, string> = {},
): KnowledgeBase {
  const prepared = prepareRules(lang, rules);
  const phrasings: Phrasing[] = [];
  const answers = new Map<ChatTopicId, string>();
  for (const topic of CHAT_TOPICS) {
    const reply = composeAnswer(topic, texts, vars);
    if (reply !== "") answers.set(topic.id, reply);
    for (const line of (texts[questionsKey(topic.id)] ?? "").split("\n")) {
      const text = line.trim();
      if (text === "") continue;
      const normalised = normaliseForMatching(text);
      if (normalised === "") continue;
      phrasings.push({
        topic: topic.id,
        text,
        normalised,
        units: scoringUnits(normalised, prepared),
      });
    }
  }
  const suggestions = SUGGESTED_TOPIC_IDS.flatMap((id) => {
    const first = phrasings.find((p) => p.topic === id);
    return first ? [first.text] : [];
  });
  const vocabulary = new Map<ChatTopicId, string[]>();
  for (const p of phrasings)
    vocabulary.set(p.topic, [...new Set([...(vocabulary.get(p.topic) ?? []), ...p.units])]);
  return { lang, rules: prepared, phrasings, answers, suggestions, vocabulary };
}

export type TopicMatch = {
  topic: ChatTopicId | null;
  /** 1 for an exact phrasing; otherwise the best share found (also when too low). */
  score: number;
};

/**
 * The spec's rule over one knowledge base (no fallback): an exact phrasing wins; otherwise each
 * topic scores the best share of a phrasing's words found in the question, and the best score
 * strictly above MATCH_THRESHOLD wins. Our tie-break (many short phrasings score 1): the topic
 * whose words in the question are the more telling ones (the sum, over the question's words
 * found anywhere in the topic's phrasings, of how few topics use that word), then the phrasing
 * with more words found, then knowledge order.
 */
export function matchTopic(question: string, kb: KnowledgeBase): TopicMatch {
  const normalised = normaliseForMatching(question);
  if (normalised === "") return { topic: null, score: 0 };
  const exact = kb.phrasings.find((p) => p.normalised === normalised);
  if (exact) return { topic: exact.topic, score: 1 };

  const asked = scoringUnits(normalised, kb.rules);
  type Candidate = { topic: ChatTopicId; score: number; found: number };
  const byTopic = new Map<ChatTopicId, Candidate>();
  for (const phrasing of kb.phrasings) {
    if (phrasing.units.length === 0) continue;
    let found = 0;
    for (const unit of phrasing.units) if (asked.some((a) => sameWord(a, unit))) found++;
    const score = found / phrasing.units.length;
    const held = byTopic.get(phrasing.topic);
    if (!held || score > held.score || (score === held.score && found > held.found))
      byTopic.set(phrasing.topic, { topic: phrasing.topic, score, found });
  }

  let bestScore = 0;
  for (const c of byTopic.values()) bestScore = Math.max(bestScore, c.score);
  if (bestScore <= MATCH_THRESHOLD) return { topic: null, score: bestScore };

  const tied = [...byTopic.values()].filter((c) => c.score === bestScore);
  if (tied.length === 1) return { topic: tied[0]!.topic, score: bestScore };
  const topicsUsing = (unit: string) =>
    [...kb.vocabulary.values()].filter((words) => words.some((w) => sameWord(unit, w))).length;
  const weightOf = new Map(asked.map((unit) => [unit, 1 / Math.max(1, topicsUsing(unit))]));
  const telling = (topic: ChatTopicId) => {
    const words = kb.vocabulary.get(topic) ?? [];
    let sum = 0;
    for (const unit of asked) if (words.some((w) => sameWord(unit, w))) sum += weightOf.get(unit)!;
    return sum;
  };
  let best = tied[0]!;
  let bestTelling = telling(best.topic);
  for (const c of tied.slice(1)) {
    const t = telling(c.topic);
    if (t > bestTelling + 1e-9 || (Math.abs(t - bestTelling) <= 1e-9 && c.found > best.found)) {
      best = c;
      bestTelling = t;
    }
  }
  return { topic: best.topic, score: bestScore };
}

export type AssistantReply = {
  text: string;
  topic: ChatTopicId | null;
  /** Which knowledge base matched: the page's language, English (fallback), or none. */
  via: "local" | "english" | "default";
};

/**
 * The reply to a question on a page in `local.lang`: matched in the page's language; if
 * nothing matches there, matched against the English phrasings; the answer is always given in
 * the page's language (English only for a topic the language has no answer for).
 */
export function answerQuestion(
  question: string,
  local: KnowledgeBase,
  english: KnowledgeBase | null,
  defaultAnswer: string,
): AssistantReply {
  const here = matchTopic(question, local);
  if (here.topic) return reply(here.topic, "local");
  if (english && english !== local) {
    const there = matchTopic(question, english);
    if (there.topic) return reply(there.topic, "english");
  }
  return { text: defaultAnswer, topic: null, via: "default" };

  function reply(topic: ChatTopicId, via: "local" | "english"): AssistantReply {
    const text = local.answers.get(topic) ?? english?.answers.get(topic) ?? defaultAnswer;
    return { text, topic, via };
  }
}
