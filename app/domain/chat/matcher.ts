// The chat assistant's reply matching (spec section 5 "Chat", constants in section 9).
// Pure and dependency-free: it runs in the browser and never calls the network.

/** A reply wins only with a score strictly above this share of the key's words. */
export const MATCH_THRESHOLD = 0.3;
/** Words shorter than this (2 characters or fewer) are ignored for scoring. */
export const MIN_WORD_LENGTH = 3;
/** Delay before a knowledge-base reply appears. */
export const REPLY_DELAY_MS = 800;
/** No reply appears sooner than this, whatever produced it. */
export const MIN_REPLY_DELAY_MS = 500;
/** How many suggested prompts the chat offers. */
export const SUGGESTED_PROMPT_COUNT = 4;

/** One entry of the knowledge base: a question phrase (e.g. "how do i join") and its answer. */
export type KnowledgeEntry = { key: string; answer: string };

export type MatchResult = {
  answer: string;
  /** The knowledge key that answered, or null when the default answer was given. */
  key: string | null;
  /** 1 for an exact match; otherwise the best share found (also when it was too low). */
  score: number;
};

export type ReplyPart =
  { type: "text"; text: string } | { type: "link"; href: string; text: string };

// Punctuation and symbols in every script (Devanagari danda, Arabic and CJK question marks,
// full-width commas...). Combining marks (\p{M}) are kept: Indic and Thai words need them.
const PUNCTUATION = /[\p{P}\p{S}]/gu;

// Scripts written without spaces between words. Script_Extensions so that the kana length
// mark "ー" counts as Japanese.
const CJK_CHAR = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
const CJK_OR_OTHER_RUNS =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+|[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;

/**
 * Lowercases, turns punctuation and symbols into spaces, collapses whitespace and trims.
 * NFC first, so that the same letter typed precomposed or as base + combining mark compares
 * equal (e.g. Devanagari "ड़" as U+095C or as U+0921 U+093C).
 */
export function normalizeQuestion(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(PUNCTUATION, " ").replace(/\s+/gu, " ").trim();
}

/** The words of the normalised text, in order (short words included). */
export function tokenize(text: string): string[] {
  const normalized = normalizeQuestion(text);
  return normalized === "" ? [] : normalized.split(" ");
}

/** Length in Unicode code points, not UTF-16 units: "𠀀" is one character. */
function characterCount(word: string): number {
  return [...word].length;
}

function isScoringWord(word: string): boolean {
  return characterCount(word) >= MIN_WORD_LENGTH;
}

function characterBigrams(run: string): string[] {
  const chars = [...run];
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) bigrams.push(chars[i] + chars[i + 1]);
  return bigrams;
}

/**
 * The units a text is scored by.
 *
 * Spec rule: its words longer than 2 characters.
 *
 * Our extension for scripts written without spaces (Chinese, Japanese), where a "word" would
 * be a whole sentence and the spec rule could never match: inside each word, runs of
 * Han/Hiragana/Katakana characters contribute their character bigrams ("如何加入" gives
 * 如何, 何加, 加入; a lone character gives none, like a short word), and the rest of the word
 * is treated by the spec rule.
 */
function scoringUnits(words: readonly string[], cjk: boolean): Set<string> {
  const units = new Set<string>();
  for (const word of words) {
    if (!cjk) {
      if (isScoringWord(word)) units.add(word);
      continue;
    }
    for (const run of word.match(CJK_OR_OTHER_RUNS) ?? []) {
      if (CJK_CHAR.test(run)) for (const bigram of characterBigrams(run)) units.add(bigram);
      else if (isScoringWord(run)) units.add(run);
    }
  }
  return units;
}

/**
 * Picks the reply for a question (spec section 5 "Chat"):
 * 1. the question is normalised; a knowledge key equal to it after normalisation answers
 *    with score 1 (the first such key);
 * 2. otherwise each key scores the share of its words longer than 2 characters that appear
 *    among the question's words (bigrams for Chinese/Japanese keys, see `scoringUnits`);
 *    a key with no such words scores 0;
 * 3. the best score strictly above MATCH_THRESHOLD wins, the first key in knowledge order
 *    on ties; otherwise the default answer is given with key null.
 */
export function matchAnswer(
  question: string,
  knowledge: readonly KnowledgeEntry[],
  defaultAnswer: string,
): MatchResult {
  const normalizedQuestion = normalizeQuestion(question);
  if (normalizedQuestion !== "") {
    const exact = knowledge.find((entry) => normalizeQuestion(entry.key) === normalizedQuestion);
    if (exact) return { answer: exact.answer, key: exact.key, score: 1 };
  }

  const questionWords = tokenize(normalizedQuestion);
  const questionUnits = {
    plain: scoringUnits(questionWords, false),
    cjk: scoringUnits(questionWords, true),
  };

  let best: KnowledgeEntry | null = null;
  let bestScore = 0;
  for (const entry of knowledge) {
    const cjk = CJK_CHAR.test(entry.key);
    const keyUnits = scoringUnits(tokenize(entry.key), cjk);
    if (keyUnits.size === 0) continue;
    const present = cjk ? questionUnits.cjk : questionUnits.plain;
    let found = 0;
    for (const unit of keyUnits) if (present.has(unit)) found++;
    const score = found / keyUnits.size;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }

  if (best && bestScore > MATCH_THRESHOLD)
    return { answer: best.answer, key: best.key, score: bestScore };
  return { answer: defaultAnswer, key: null, score: bestScore };
}

// An http(s) URL not glued to a preceding ASCII letter or digit (Chinese and Japanese text
// often runs straight into a URL). It runs until whitespace, <>"`, or punctuation/symbols
// outside ASCII (so "https://example.com。" stops before "。").
const URL_PATTERN =
  /(?<![a-z0-9])https?:\/\/(?:[^\s<>"`\p{P}\p{S}]|[!#$%&'()*+,\-./:;=?@[\]\\^_{|}~])+/giu;
const TRAILING_PUNCTUATION = /[.,;:!?'"*]$/;
const CLOSING_BRACKETS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops sentence punctuation after a URL; a closing bracket stays when the URL opened it. */
function trimUrl(url: string): string {
  let trimmed = url;
  for (;;) {
    const last = trimmed.slice(-1);
    const opening = CLOSING_BRACKETS[last];
    if (TRAILING_PUNCTUATION.test(last)) trimmed = trimmed.slice(0, -1);
    else if (opening && count(trimmed, last) > count(trimmed, opening))
      trimmed = trimmed.slice(0, -1);
    else return trimmed;
  }
}

function isWebUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Splits a reply into text and link parts so the UI can render links as elements (never as
 * HTML). Only http:// and https:// URLs become links; trailing ".", ",", ")" and the like stay
 * text. An empty reply gives no parts.
 */
export function linkify(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const pushText = (value: string) => {
    if (value === "") return;
    const previous = parts.at(-1);
    if (previous?.type === "text") previous.text += value;
    else parts.push({ type: "text", text: value });
  };

  let position = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    if (!isWebUrl(url)) continue;
    pushText(text.slice(position, match.index));
    parts.push({ type: "link", href: url, text: url });
    position = match.index + url.length;
  }
  pushText(text.slice(position));
  return parts;
}

/** Empty or whitespace-only input is not sent. */
export function isSendable(input: string): boolean {
  return input.trim() !== "";
}
