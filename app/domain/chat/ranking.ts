// Ranking of the chat's topics for a question (issue 33). Pure, no I/O: it runs in the browser.
// Each topic is one document made of its phrasings (the page's language and English together).
// A question is scored by TF-IDF with three signals: how much of the question's weight the
// topic's words explain (coverage), the same for character n-grams (typos, inflections,
// agglutinative endings, CJK), and how fully the topic's best phrasing is found in the
// question (fit). A word's weight is its inverse topic frequency, so a word used by one topic
// counts far more than "money" or "start", which many topics use.
import {
  CJK_OR_OTHER_RUNS,
  foldMarks,
  hasCjk,
  hasMarks,
  stripArabicArticle,
  withoutCjkStopWords,
  type PreparedRules,
} from "./normalise";

/** The ranking's weights, tuned on the development sets (tests/unit/chat-eval/dev). */
export const RANKING = {
  /** The three signals' shares of a score (they add up to 1). */
  words: 0.3,
  grams: 0.35,
  fit: 0.35,
  /** A question word known to no topic weighs this share of the highest possible weight. */
  unknownShare: 1,
  /** A word matched only without accents or tone marks counts this much when the visitor typed
   * none, and this much when they typed other ones (in Vietnamese, another word). */
  foldedUnmarked: 0.75,
  foldedOtherMarks: 0.3,
  /** Two adjacent words a phrasing also has in that order: an extra unit this heavy. */
  pair: 0.5,
  /** BM25's k1: a word in one of a topic's phrasings counts 1/(1+k1), in many nearly 1. */
  saturation: 1,
  /** A word no phrasing has matches a phrasing's word sharing at least this share of their
   * character 3-grams (Dice), counting that share: typos and other endings. */
  fuzzy: 0.5,
  /** A question word matched at least this well (as typed, without accents, or a near-identical
   * typo) is explained by the topics; any weaker match may be another word. */
  explained: 0.7,
  /** An unknown word that is a phrasing's word (at least `stem` characters) plus an ending of
   * at most `ending` characters counts as that word, this much. */
  stem: 4,
  ending: 3,
  inflected: 0.8,
  /** ...or shares with a phrasing's word a stem of at least this many characters, the two
   * differing in their last two characters at most. */
  sharedStem: 5,
};
const GRAM_SIZE = 3;

/** One text's words and n-grams (`wordGrams[i]` are the n-grams of `words[i]`). */
type Analysis = { words: string[]; grams: string[]; wordGrams: string[][] };

function characterBigrams(chars: readonly string[]): string[] {
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) bigrams.push(chars[i]! + chars[i + 1]!);
  return bigrams;
}

function wordGrams(word: string): string[] {
  const chars = [...(" " + word + " ")];
  const grams: string[] = [];
  for (let i = 0; i + GRAM_SIZE <= chars.length; i++)
    grams.push(chars.slice(i, i + GRAM_SIZE).join(""));
  return grams;
}

const HAN = /\p{sc=Han}/u;
// Chinese and Japanese characters that make n-grams: Han and katakana (loanwords: ウォレット), not
// hiragana (mostly endings and particles).
const GRAM_CHAR = /[\p{sc=Han}\p{sc=Katakana}]/u;
// A number counts whatever its length ("2" in "2% per level", "12" words).
const NUMBER = /^\p{Nd}+$/u;

/**
 * The words and n-grams of a normalised text. Words: those of at least `minWordLength` code
 * points that are not stop words (Arabic: without the article). Chinese and Japanese runs:
 * their question words and particles removed, then the character bigrams of each piece are
 * its words and its Han characters its n-grams. Other words give their character 3-grams
 * (with a space at each end), without accents except in Vietnamese.
 */
export function analyse(normalised: string, rules: PreparedRules, keepStopWords = false): Analysis {
  const words: string[] = [];
  const grams: string[] = [];
  const perWord: string[][] = [];
  for (const token of normalised.split(" ")) {
    if (token === "") continue;
    for (const run of token.match(CJK_OR_OTHER_RUNS) ?? []) {
      if (hasCjk(run)) {
        const pieces = keepStopWords ? [run] : withoutCjkStopWords(run, rules.cjk);
        for (const piece of pieces) {
          const chars = [...piece];
          const pieceWords = characterBigrams(chars);
          if (chars.length === 1 && HAN.test(piece)) pieceWords.push(piece);
          words.push(...pieceWords);
          perWord.push(...pieceWords.map(() => []));
          grams.push(...chars.filter((c) => GRAM_CHAR.test(c)));
        }
        continue;
      }
      if (!keepStopWords && isStopWord(run, rules)) continue;
      const word = rules.arabicArticle ? stripArabicArticle(run) : run;
      if (
        !keepStopWords &&
        (([...word].length < rules.minWordLength && !NUMBER.test(word)) || isStopWord(word, rules))
      )
        continue;
      const own = wordGrams(rules.marksInGrams ? word : foldMarks(word));
      words.push(word);
      perWord.push(own);
      grams.push(...own);
    }
  }
  return { words, grams, wordGrams: perWord };
}

/** A stop word as typed, or typed with accents the list leaves out ("qué" for "que"); not in
 * Vietnamese, where the tone marks make another word. */
function isStopWord(word: string, rules: PreparedRules): boolean {
  return rules.words.has(word) || (!rules.marksInGrams && rules.words.has(foldMarks(word)));
}

/** As `analyse`; a text made only of stop words ("what is this", "ye kya hai") is matched by
 * those words, on both sides. */
function analyseForRanking(normalised: string, rules: PreparedRules): Analysis {
  const analysis = analyse(normalised, rules);
  return analysis.words.length === 0 ? analyse(normalised, rules, true) : analysis;
}

/** The features a phrasing is indexed by: its words, their accent-free forms, its pairs of
 * adjacent words, and its n-grams (when n-grams keep tone marks, also without them: a
 * question typed with none is matched on those). */
function phrasingFeatures(
  { words, grams }: Analysis,
  rules: PreparedRules,
): { word: string[]; all: Set<string> } {
  const word = words.map((w) => `w:${w}`);
  const all = new Set<string>(word);
  for (const w of words) {
    const folded = foldMarks(w);
    if (folded !== w) all.add(`f:${folded}`);
  }
  for (let i = 0; i + 1 < words.length; i++) all.add(`p:${words[i]} ${words[i + 1]}`);
  for (const g of grams) all.add(`g:${g}`);
  if (rules.marksInGrams) for (const g of grams) all.add(`u:${foldMarks(g)}`);
  return { word, all };
}

/** A feature: its weight, the topics using it with how strongly (BM25's saturated count of
 * their phrasings that have it), and those phrasings. */
type Entry = { idf: number; topics: number[]; strength: number[]; phrasings: number[] };

/** The topics' phrasings ready to score questions against. */
export type TopicIndex<T extends string = string> = {
  rules: PreparedRules;
  topics: readonly T[];
  features: Map<string, Entry>;
  /** Per phrasing: its topic (position in `topics`) and the total weight of its words. */
  phrasings: { topic: number; weight: number }[];
  /** The weight of a word no topic uses. */
  unknownIdf: number;
  /** The phrasings' words by their n-grams, and each word's n-gram count (fuzzy matching). */
  wordsByGram: Map<string, string[]>;
  gramCount: Map<string, number>;
  /** The phrasings' words by their stem keys (see `stemKeys`). */
  wordsByStem: Map<string, string[]>;
  /** The phrasings' words by what is left of them without their last 1 to `ending` characters,
   * at least `stem` of them ("types" under "type", not under the too short "typ"). */
  wordsByPrefix: Map<string, string[]>;
};

/** Inverse topic frequency (BM25's form, always positive). */
function idf(topicCount: number, documentFrequency: number): number {
  return Math.log(1 + (topicCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/** Builds the index from each topic's normalised phrasings. */
export function buildTopicIndex<T extends string>(
  phrasings: readonly { topic: T; normalised: string }[],
  rules: PreparedRules,
): TopicIndex<T> {
  const topics: T[] = [];
  const topicNumber = new Map<T, number>();
  const features = new Map<string, Entry>();
  const words: string[][] = [];
  const wordsByGram = new Map<string, string[]>();
  const gramCount = new Map<string, number>();
  const wordsByStem = new Map<string, string[]>();
  const wordsByPrefix = new Map<string, string[]>();
  for (const [number, p] of phrasings.entries()) {
    let topic = topicNumber.get(p.topic);
    if (topic === undefined) {
      topic = topics.push(p.topic) - 1;
      topicNumber.set(p.topic, topic);
    }
    const analysis = analyseForRanking(p.normalised, rules);
    const { word, all } = phrasingFeatures(analysis, rules);
    words.push(word);
    for (const [i, w] of analysis.words.entries()) {
      const own = new Set(analysis.wordGrams[i]);
      if (own.size === 0 || gramCount.has(w)) continue;
      gramCount.set(w, own.size);
      for (const g of own) wordsByGram.set(g, [...(wordsByGram.get(g) ?? []), w]);
      for (const key of stemKeys(w)) wordsByStem.set(key, [...(wordsByStem.get(key) ?? []), w]);
      for (const key of prefixKeys(w))
        wordsByPrefix.set(key, [...(wordsByPrefix.get(key) ?? []), w]);
    }
    for (const feature of all) {
      let entry = features.get(feature);
      if (!entry)
        features.set(feature, (entry = { idf: 0, topics: [], strength: [], phrasings: [] }));
      // Phrasings come topic by topic, the page language's and then the English ones: a topic
      // using a feature in both languages has an entry for each, so it counts as evidence from
      // each (n-grams twice, a df one higher). Merging them measured worse on the development
      // and seen sets (seen 89.4% -> 88.4% answered right, 2026-11-27) with these weights.
      // `strength` counts a topic's phrasings until the saturation below.
      if (entry.topics.at(-1) === topic) entry.strength[entry.strength.length - 1]!++;
      else {
        entry.topics.push(topic);
        entry.strength.push(1);
      }
      entry.phrasings.push(number);
    }
  }
  const k = RANKING.saturation;
  for (const entry of features.values()) {
    entry.idf = idf(topics.length, entry.topics.length);
    entry.strength = entry.strength.map((count) => (count * (k + 1)) / (count + k) / (k + 1));
  }
  const index: TopicIndex<T> = {
    rules,
    topics,
    features,
    phrasings: [],
    unknownIdf: idf(topics.length, 0) * RANKING.unknownShare,
    wordsByGram,
    gramCount,
    wordsByStem,
    wordsByPrefix,
  };
  index.phrasings = phrasings.map((p, number) => ({
    topic: topicNumber.get(p.topic)!,
    weight: words[number]!.reduce((sum, w) => sum + (features.get(w)?.idf ?? 0), 0),
  }));
  return index;
}

/** One part of a question and the features that can match it, each with how much it counts. */
type Unit = { alternatives: [feature: string, factor: number][]; weight: number };

/** The phrasings' words that share enough n-grams with a word none of them is. */
function similarWords(grams: readonly string[], index: TopicIndex): [string, number][] {
  const own = new Set(grams);
  if (own.size === 0) return [];
  const shared = new Map<string, number>();
  for (const g of own)
    for (const w of index.wordsByGram.get(g) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
  const similar: [string, number][] = [];
  for (const [w, count] of shared) {
    const dice = (2 * count) / (own.size + index.gramCount.get(w)!);
    if (dice >= RANKING.fuzzy) similar.push([`w:${w}`, dice]);
  }
  return similar;
}

const ARABIC_PREFIX = /^[وفبل]/u;

/** The phrasing's word an unknown word is an inflected form of: the word plus a short ending
 * ("slotnya", "сайта", "wallets") or the other way round ("type" for "types"), the same stem
 * with another ending ("ссылке" for "ссылка"), or in Arabic with a conjunction or preposition
 * written onto it. Stems are long enough that an ending cannot make another word of a short one. */
function stems(word: string, index: TopicIndex): [string, number][] {
  const chars = [...word];
  const found: [string, number][] = [];
  // Arabic: "و" (and), "ف", "ب", "ل" written onto the word ("وفضي" is "فضي").
  const unprefixed = `w:${chars.slice(1).join("")}`;
  if (index.rules.arabicArticle && ARABIC_PREFIX.test(word) && chars.length > RANKING.stem)
    if (index.features.has(unprefixed)) found.push([unprefixed, RANKING.inflected]);
  for (let cut = 1; cut <= RANKING.ending; cut++) {
    if (chars.length - cut < RANKING.stem) break;
    const stem = `w:${chars.slice(0, -cut).join("")}`;
    if (index.features.has(stem)) found.push([stem, RANKING.inflected]);
  }
  // ...or the phrasing's word is this one plus a short ending ("type" for "types").
  if (found.length === 0)
    for (const w of index.wordsByPrefix.get(word) ?? []) found.push([`w:${w}`, RANKING.inflected]);
  if (found.length === 0)
    for (const key of stemKeys(word))
      for (const w of index.wordsByStem.get(key) ?? []) found.push([`w:${w}`, RANKING.inflected]);
  return found.slice(0, 1);
}

/** A word without its last 1 to `ending` characters, while at least `stem` are left. */
function prefixKeys(word: string): string[] {
  const chars = [...word];
  const keys: string[] = [];
  for (let cut = 1; cut <= RANKING.ending && chars.length - cut >= RANKING.stem; cut++)
    keys.push(chars.slice(0, chars.length - cut).join(""));
  return keys;
}

/** A word and the word without its last one or two characters, each at least `sharedStem`
 * long: two words sharing one differ only in their endings ("ссылка" and "ссылке",
 * "garantizado" and "garantizada"). */
function stemKeys(word: string): string[] {
  const chars = [...word];
  const keys: string[] = [];
  for (let cut = 0; cut <= 2 && chars.length - cut >= RANKING.sharedStem; cut++)
    keys.push(chars.slice(0, chars.length - cut).join(""));
  return keys;
}

function questionUnits(
  { words, grams, wordGrams: perWord }: Analysis,
  index: TopicIndex,
  ignored = -1,
): { words: Unit[]; pairs: string[]; grams: string[] } {
  const seen = new Set<string>();
  const wordUnits: Unit[] = [];
  for (const [i, w] of words.entries()) {
    if (seen.has(w)) continue;
    seen.add(w);
    const folded = foldMarks(w);
    const alternatives: Unit["alternatives"] =
      folded === w
        ? [
            [`w:${w}`, 1],
            [`f:${w}`, RANKING.foldedUnmarked],
          ]
        : [
            [`w:${w}`, 1],
            [`f:${folded}`, RANKING.foldedOtherMarks],
            // A phrasing written without them: other marks only in Vietnamese ("γυμναστήριο"
            // typed with its accent is the list's "γυμναστηριο").
            [
              `w:${folded}`,
              index.rules.marksInGrams ? RANKING.foldedOtherMarks : RANKING.foldedUnmarked,
            ],
          ];
    // A word's weight: that of the first form a phrasing has; an unknown word weighs the most
    // (even when a similar word matches it: it may be another word), and so does a word only the
    // `ignored` topic has (listing "gym" as an everyday subject must not make it weigh less).
    if (!alternatives.some(([f]) => index.features.has(f))) alternatives.push(...stems(w, index));
    const known = alternatives.find(([f]) => index.features.has(f));
    const entry = known ? index.features.get(known[0])! : undefined;
    const weight =
      entry && !entry.topics.every((t) => t === ignored) ? entry.idf : index.unknownIdf;
    if (!known) alternatives.push(...similarWords(perWord[i]!, index));
    wordUnits.push({ alternatives, weight });
  }
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push(`p:${words[i]} ${words[i + 1]}`);
  return { words: wordUnits, pairs: [...new Set(pairs)], grams: [...new Set(grams)] };
}

/** Each topic's score for a question, between 0 and 1, in the index's topic order. */
export function scoreTopics<T extends string>(
  normalised: string,
  index: TopicIndex<T>,
): Map<T, number> {
  return scoreQuestion(normalised, index).scores;
}

/** A question's scores, and each topic's three signals (the assistant answers only when the
 * best topic leads on all three). */
export type QuestionScores<T extends string> = {
  scores: Map<T, number>;
  signals: Map<T, { words: number; grams: number; fit: number }>;
  /** The share of the question's word weight that no phrasing has as it is (or only without
   * accents): unknown words, and words only similar to a known one ("car" and "card"). */
  unexplained: number;
  /** The share of it that only the `notExplaining` topic's phrasings have ("gym"). */
  notExplained: number;
  /** For each question word that the `notExplaining` topic's phrasings have and topics' too
   * ("bank" in "bank statement" and in "pay by bank transfer"): the topics that have it. */
  shared: Set<T>[];
};

/** `notExplaining`: a topic whose words leave a question unexplained (the everyday subjects:
 * "doctor" in "how much does a doctor earn" is a reason to be less sure, not more). */
export function scoreQuestion<T extends string>(
  normalised: string,
  index: TopicIndex<T>,
  notExplaining?: T,
): QuestionScores<T> {
  const ignored = notExplaining === undefined ? -1 : index.topics.indexOf(notExplaining);
  const analysis = analyseForRanking(normalised, index.rules);
  const units = questionUnits(analysis, index, ignored);
  const topicCount = index.topics.length;
  const wordHits = new Float64Array(topicCount);
  const gramHits = new Float64Array(topicCount);
  // Per phrasing: the weight of its words the question has, and of the question's words it has.
  const fitHits = new Float64Array(index.phrasings.length);
  const recallHits = new Float64Array(index.phrasings.length);
  let wordTotal = 0;
  let gramTotal = 0;
  let unexplainedTotal = 0;
  let notExplainedTotal = 0;
  let questionWeight = 0;
  const shared: Set<T>[] = [];

  for (const unit of units.words) {
    const weight = unit.weight;
    wordTotal += weight;
    const bestTopic = new Map<number, number>();
    const bestPhrasing = new Map<number, number>();
    const bestFactor = new Map<number, number>();
    let matched = 0;
    let matchedIgnored = 0;
    for (const [feature, factor] of unit.alternatives) {
      const entry = index.features.get(feature);
      if (!entry) continue;
      if (entry.topics.some((t) => t !== ignored)) matched = Math.max(matched, factor);
      else matchedIgnored = Math.max(matchedIgnored, factor);
      for (const [i, t] of entry.topics.entries())
        bestTopic.set(t, Math.max(bestTopic.get(t) ?? 0, factor * entry.strength[i]!));
      for (const p of entry.phrasings) {
        bestPhrasing.set(p, Math.max(bestPhrasing.get(p) ?? 0, factor * entry.idf));
        bestFactor.set(p, Math.max(bestFactor.get(p) ?? 0, factor));
      }
    }
    questionWeight += weight;
    if (matched >= RANKING.explained && isEverydayWord(unit, index, ignored))
      shared.push(everydayShared(unit, index, ignored));
    if (matched < RANKING.explained) unexplainedTotal += weight;
    if (matched < RANKING.explained && matchedIgnored >= RANKING.explained)
      notExplainedTotal += weight;
    for (const [t, factor] of bestTopic) wordHits[t]! += weight * factor;
    for (const [p, hit] of bestPhrasing) {
      fitHits[p]! += hit;
      recallHits[p]! += weight * (bestFactor.get(p) ?? 0);
    }
  }
  for (const pair of units.pairs) {
    const entry = index.features.get(pair);
    if (!entry) continue;
    wordTotal += entry.idf * RANKING.pair;
    for (const [i, t] of entry.topics.entries())
      wordHits[t]! += entry.idf * RANKING.pair * entry.strength[i]!;
  }
  // Vietnamese typed without any tone mark: its n-grams are compared with the phrasings'
  // n-grams without theirs.
  const gramKind = index.rules.marksInGrams && !hasMarks(normalised) ? "u:" : "g:";
  for (const gram of units.grams) {
    const entry = index.features.get(gramKind + gram);
    gramTotal += entry ? entry.idf : index.unknownIdf;
    if (entry)
      for (const [i, t] of entry.topics.entries()) gramHits[t]! += entry.idf * entry.strength[i]!;
  }

  const fit = new Float64Array(topicCount);
  // A phrasing's fit: the harmonic mean of how much of it the question has and how much of
  // the question it has (one short phrasing found whole does not explain a long question).
  for (const [p, hit] of fitHits.entries()) {
    const phrasing = index.phrasings[p]!;
    if (hit === 0 || phrasing.weight === 0 || wordTotal === 0) continue;
    const precision = Math.min(1, hit / phrasing.weight);
    const recall = Math.min(1, recallHits[p]! / wordTotal);
    const f = (2 * precision * recall) / (precision + recall);
    fit[phrasing.topic] = Math.max(fit[phrasing.topic]!, f);
  }

  const scores = new Map<T, number>();
  const signals: QuestionScores<T>["signals"] = new Map();
  for (const [t, topic] of index.topics.entries()) {
    const words = wordTotal > 0 ? wordHits[t]! / wordTotal : 0;
    const grams = gramTotal > 0 ? gramHits[t]! / gramTotal : 0;
    signals.set(topic, { words, grams, fit: fit[t]! });
    scores.set(topic, RANKING.words * words + RANKING.grams * grams + RANKING.fit * fit[t]!);
  }
  const unexplained = questionWeight > 0 ? unexplainedTotal / questionWeight : 0;
  const notExplained = questionWeight > 0 ? notExplainedTotal / questionWeight : 0;
  return { scores, signals, unexplained, notExplained, shared };
}

/** Whether the `ignored` topic (the everyday subjects) has a question word as typed or
 * inflected: not only without its accents (Vietnamese "bao" is not "bảo"), and not a Chinese or
 * Japanese character pair (katakana pairs recur in unrelated words: サポート, パスポート). */
function isEverydayWord(unit: Unit, index: TopicIndex, ignored: number): boolean {
  return (
    ignored >= 0 &&
    unit.alternatives.some(
      ([f, factor]) =>
        factor >= RANKING.inflected &&
        !hasCjk(f) &&
        index.features.get(f)?.topics.includes(ignored) === true,
    )
  );
}

/** The topics (other than `ignored`) that have a word well enough to explain it. */
function everydayShared<T extends string>(unit: Unit, index: TopicIndex<T>, ignored: number) {
  const topics = new Set<T>();
  for (const [feature, factor] of unit.alternatives) {
    if (factor < RANKING.explained) continue;
    for (const t of index.features.get(feature)?.topics ?? [])
      if (t !== ignored) topics.add(index.topics[t]!);
  }
  return topics;
}
