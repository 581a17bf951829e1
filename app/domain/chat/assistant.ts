// The chat assistant's answers (issues 19 and 33): the knowledge base of one language built from
// its texts, and the choice of a reply. Topics are ranked (app/domain/chat/ranking.ts) over the
// page language's phrasings and the English ones together; the best topic answers only when it
// is clearly ahead, a question near several topics gets "not sure" and the closest topics to
// choose from, and a question far from every topic the default answer. Pure: it runs in the
// browser, no network.
import {
  foldMarks,
  hasCjk,
  mergeRules,
  normaliseForMatching,
  stripArabicArticle,
  prepareRules,
  type ChatLanguageRules,
  type PreparedRules,
} from "./normalise";
import { buildTopicIndex, scoreQuestion, type TopicIndex } from "./ranking";
import {
  answerKey,
  CHAT_TOPICS,
  ELSEWHERE,
  ELSEWHERE_KEY,
  HONEST_KEY,
  QUALIFIER_KEY,
  questionsKey,
  SUGGESTED_TOPIC_IDS,
  type ChatTopicId,
} from "./topics";

// Tuned on the development sets (tests/unit/chat-eval/dev, with the earlier held-out sets).
/** The best topic answers only with at least this score... */
export const ANSWER_THRESHOLD = 0.42;
/** ...at least this far ahead of the second... */
export const ANSWER_MARGIN = 0.13;
/** ...plus this much for the whole question's weight left unexplained (words no topic knows,
 * or only similar to a known one): "how do I start" + "jogging" may be about jogging, so the
 * more of a question no topic explains, the further ahead the best topic must be... */
export const UNEXPLAINED_MARGIN = 0.2;
/** ...and leading on each of the three signals (words, n-grams, best phrasing): a topic
 * that wins on one only (a shared common word, a typo-like n-gram match) is not sure. */
/** Below this best score the question is far from every topic: the default answer. */
export const SUGGEST_THRESHOLD = 0.2;
/** "Not sure" offers at most this many topics: those scoring at least this share of the best. */
export const MAX_CHOICES = 3;
export const CHOICE_SHARE = 0.6;

/** What a phrasing is about: a topic, or the everyday subjects the assistant does not answer. */
type Target = ChatTopicId | typeof ELSEWHERE;

/** One phrasing of a topic (or of the everyday subjects), prepared for matching. */
type Phrasing = { topic: Target; text: string; normalised: string };

/** One language's knowledge base, ready to answer. */
export type KnowledgeBase = {
  lang: string;
  rules: PreparedRules;
  phrasings: Phrasing[];
  /** The full reply per topic (answer, then the honest statement or the qualifier). */
  answers: Map<ChatTopicId, string>;
  /** The suggested prompts: the first phrasing of the suggested topics. */
  suggestions: string[];
  /** Each topic's first phrasing: its label when offered as a choice. */
  labels: Map<ChatTopicId, string>;
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

/** A topic's first phrasing that has words: its label, and the prompt a suggested topic shows. */
function firstPhrasing(texts: KnowledgeTexts, id: ChatTopicId): string | undefined {
  for (const line of (texts[questionsKey(id)] ?? "").split("\n")) {
    const text = line.trim();
    if (text !== "" && normaliseForMatching(text) !== "") return text;
  }
  return undefined;
}

/** The chat's suggested prompts: the suggested topics' first phrasings. The server renders them
 * with the page, so nothing moves when the knowledge base arrives. */
export function suggestedPrompts(texts: KnowledgeTexts): string[] {
  return SUGGESTED_TOPIC_IDS.flatMap((id) => {
    const first = firstPhrasing(texts, id);
    return first ? [first] : [];
  });
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
  const add = (topic: Target, lines: string | undefined) => {
    for (const line of (lines ?? "").split("\n")) {
      const text = line.trim();
      if (text === "") continue;
      const normalised = normaliseForMatching(text);
      if (normalised === "") continue;
      phrasings.push({ topic, text, normalised });
    }
  };
  for (const topic of CHAT_TOPICS) {
    const reply = composeAnswer(topic, texts, vars);
    if (reply !== "") answers.set(topic.id, reply);
    add(topic.id, texts[questionsKey(topic.id)]);
  }
  add(ELSEWHERE, texts[ELSEWHERE_KEY]);
  const suggestions = suggestedPrompts(texts);
  const labels = new Map<ChatTopicId, string>();
  for (const p of phrasings) {
    if (p.topic !== ELSEWHERE && !labels.has(p.topic)) labels.set(p.topic, p.text);
  }
  return { lang, rules: prepared, phrasings, answers, suggestions, labels };
}

type HeldIndex = {
  english: KnowledgeBase | null;
  index: TopicIndex<Target>;
  /** The everyday subjects' lines of both languages, normalised (also without accents):
   * Chinese and Japanese ones as they are, the others with a space at each end. */
  everyday: { cjk: string[]; spaced: string[] };
};
// The index of a page language's phrasings with the English ones, made on the first question.
const indexes = new WeakMap<KnowledgeBase, HeldIndex>();

function indexFor(local: KnowledgeBase, english: KnowledgeBase | null): HeldIndex {
  const other = english === local ? null : english;
  const held = indexes.get(local);
  if (held && held.english === other) return held;
  const index = other
    ? buildTopicIndex(
        [...local.phrasings, ...other.phrasings],
        mergeRules(local.rules, other.rules),
      )
    : buildTopicIndex(local.phrasings, local.rules);
  const everyday = [...local.phrasings, ...(other?.phrasings ?? [])]
    .filter((p) => p.topic === ELSEWHERE)
    .flatMap((p) => [p.normalised, foldMarks(p.normalised)]);
  const lines = [...new Set(everyday)];
  const made = {
    english: other,
    index,
    everyday: {
      cjk: lines.filter(hasCjk),
      spaced: lines.filter((l) => !hasCjk(l)).map((l) => ` ${l} `),
    },
  };
  indexes.set(local, made);
  return made;
}

/**
 * Whether the question names one of the everyday subjects as listed: the line's words in a row
 * (Chinese and Japanese: its characters anywhere), whatever their length, with or without
 * accents (not a stop word's), and in Arabic also without the article. The ranking cannot
 * always see them: it drops words shorter than three letters ("حج", "جم"), and a katakana
 * word's character pairs may all be topic words (パスポート: パス, ポー, ート).
 */
function namesEverydaySubject(normalised: string, held: HeldIndex, local: KnowledgeBase) {
  // Without accents too, except a stop word's: German "über" is not the listed "uber".
  const folded = normalised
    .split(" ")
    .map((w) => (local.rules.words.has(w) ? w : foldMarks(w)))
    .join(" ");
  const forms = new Set([normalised, folded]);
  if (local.rules.arabicArticle)
    forms.add(
      normalised
        .split(" ")
        .map((t) => stripArabicArticle(t, true))
        .join(" "),
    );
  const padded = [...forms].map((f) => ` ${f} `);
  const { cjk, spaced } = held.everyday;
  return (
    spaced.some((line) => padded.some((f) => f.includes(line))) ||
    (hasCjk(normalised) && cjk.some((line) => [...forms].some((f) => f.includes(line))))
  );
}

export type RankedTopic = { topic: ChatTopicId; score: number };
type Ranked = { topic: Target; score: number };

/** The ranked topics (the everyday subjects among them), whether the best one also leads on
 * every signal (or is exact), the share of the question's weight no topic explains, and whether
 * the question is one topic's phrasing. */
type Ranking = {
  ranked: Ranked[];
  agreed: boolean;
  unexplained: number;
  exact: boolean;
  /** The share of the question's weight only the everyday subjects explain ("gym"): when it is
   * above 0 no topic is answered, at most offered. */
  everyday: number;
  /** The question names an everyday subject as listed ("حج", "パスポート"): likewise. */
  named: boolean;
  /** The question has a word both the everyday subjects and some topics use ("bank": "bank
   * loan", "withdraw to my bank") that the best topic's phrasings do not have: likewise ("is my
   * money safe in the bank" is offered the risks topic, not answered with it). */
  elsewhereWord: boolean;
};

const isTopic = (r: Ranked): r is RankedTopic => r.topic !== ELSEWHERE;

function rank(question: string, local: KnowledgeBase, english: KnowledgeBase | null): Ranking {
  const normalised = normaliseForMatching(question);
  if (normalised === "")
    return {
      ranked: [],
      agreed: false,
      unexplained: 1,
      exact: false,
      everyday: 0,
      named: false,
      elsewhereWord: false,
    };
  const exact = new Set(
    [...local.phrasings, ...(english?.phrasings ?? [])]
      .filter((p) => p.normalised === normalised)
      .map((p) => p.topic),
  );
  const held = indexFor(local, english);
  const { scores, signals, unexplained, notExplained, shared } = scoreQuestion(
    normalised,
    held.index,
    ELSEWHERE,
  );
  // A question that is a topic's own phrasing ranks that topic first: scores can pass 1 when the
  // page language's and English's n-grams both match ("slot" scored higher for upgrade).
  const top = Math.max(1, ...scores.values());
  for (const topic of exact) scores.set(topic, top);
  const ranked = [...scores]
    .filter(([, score]) => score > 0)
    .map(([topic, score]) => ({ topic, score }))
    .sort((a, b) => b.score - a.score || Number(exact.has(b.topic)) - Number(exact.has(a.topic)));
  const best = ranked[0]?.topic;
  // Among the topics: the everyday subjects, one long list, match many a short question's
  // n-grams, and a question they do explain is held back by `everyday` and `named`.
  const leads = (signal: "words" | "grams" | "fit") =>
    [...signals].every(
      ([topic, s]) =>
        s[signal] <= signals.get(best!)![signal] || topic === best || topic === ELSEWHERE,
    );
  const agreed =
    best !== undefined && (exact.has(best) || (leads("words") && leads("grams") && leads("fit")));
  return {
    ranked,
    agreed,
    unexplained,
    exact: exact.size === 1,
    everyday: notExplained,
    named: namesEverydaySubject(normalised, held, local),
    elsewhereWord: best !== undefined && shared.some((topics) => !topics.has(best)),
  };
}

/**
 * The topics ranked for a question, best first (only those scoring above 0). A phrasing equal
 * to the question after normalisation puts its topic first.
 */
export function rankTopics(
  question: string,
  local: KnowledgeBase,
  english: KnowledgeBase | null = null,
): RankedTopic[] {
  return rank(question, local, english).ranked.filter(isTopic);
}

/** A topic offered when the assistant is not sure: its label and its full answer. */
export type TopicChoice = { topic: ChatTopicId; label: string; text: string };

export type AssistantReply =
  /** The best topic was clearly ahead. */
  | { kind: "answer"; text: string; topic: ChatTopicId; choices: [] }
  /** Several topics were close: "not sure" and the closest to choose from. */
  | { kind: "unsure"; text: string; topic: null; choices: TopicChoice[] }
  /** No topic was near: the default answer. */
  | { kind: "default"; text: string; topic: null; choices: [] };

/** The texts the assistant says when it has no single answer, in the page's language. */
export type FallbackTexts = { default: string; unsure: string };

/**
 * The reply to a question on a page in `local.lang`, ranked over the page language's and the
 * English phrasings together, always answered in the page's language (English only for a topic
 * the language has no answer for). The best topic answers when it scores at least
 * ANSWER_THRESHOLD, leads the second by ANSWER_MARGIN (plus UNEXPLAINED_MARGIN times the
 * share of the question no topic explains) and leads on every signal, or when the question is
 * one topic's own phrasing; otherwise, at SUGGEST_THRESHOLD or more, the reply is "not sure"
 * with the 2-3 closest topics; below, the default answer.
 */
export function answerQuestion(
  question: string,
  local: KnowledgeBase,
  english: KnowledgeBase | null,
  fallback: FallbackTexts,
): AssistantReply {
  const { ranked, agreed, unexplained, exact, everyday, named, elsewhereWord } = rank(
    question,
    local,
    english,
  );
  const [best, second] = ranked;
  const answerOf = (topic: ChatTopicId) =>
    local.answers.get(topic) ?? english?.answers.get(topic) ?? fallback.default;
  const defaultReply: AssistantReply = {
    kind: "default",
    text: fallback.default,
    topic: null,
    choices: [],
  };
  if (!best || best.score < SUGGEST_THRESHOLD) return defaultReply;
  const lead = best.score - (second?.score ?? 0);
  // What the everyday subjects explain is unexplained for a topic, not for them.
  const left = best.topic === ELSEWHERE ? unexplained - everyday : unexplained;
  const clear = best.score >= ANSWER_THRESHOLD && lead >= ANSWER_MARGIN + UNEXPLAINED_MARGIN * left;
  const topics = ranked.filter(isTopic);
  if (best.topic === ELSEWHERE) {
    // About an everyday subject: the default answer, unless a topic is about as near.
    if (exact || clear || !topics[0] || topics[0].score < SUGGEST_THRESHOLD) return defaultReply;
  } else if (exact || (agreed && clear && everyday === 0 && !named && !elsewhereWord)) {
    // One topic's own phrasing is answered (a suggested prompt is a topic's first phrasing).
    return { kind: "answer", text: answerOf(best.topic), topic: best.topic, choices: [] };
  }
  const top = topics[0]!.score;
  const close = topics.filter((r, i) => i < 2 || r.score >= top * CHOICE_SHARE);
  const choices = close.slice(0, MAX_CHOICES).map(({ topic }) => ({
    topic,
    label: local.labels.get(topic) ?? english?.labels.get(topic) ?? topic,
    text: answerOf(topic),
  }));
  return { kind: "unsure", text: fallback.unsure, topic: null, choices };
}
