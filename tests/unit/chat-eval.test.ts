// The chat assistant's evaluation (issues 19 and 33): two sets per language answered by the real
// knowledge base of that language, built from the bundled texts exactly as the chat builds it.
// dev/<lang>.ts is the development set the ranking and thresholds were tuned on; test/<lang>.ts
// is a held-out set written before the tuning and never copied into phrasings (seen-v*/ are
// earlier held-out sets whose results were seen, printed apart). Prints accuracy per language
// against the goal (92% overall, 85% in every language on the test set) and fails below the
// measured floors. A question answered "not sure" counts as wrong; an off-topic question (topic
// null) must never get a topic's answer on the development sets, and on the test set no more
// often than measured. Whoever works on the knowledge data or the ranking runs it as
// `CHAT_EVAL_HIDE_TEST=1 npx vitest run --project unit tests/unit/chat-eval.test.ts`: the held-out
// set's checks still run, but none of its figures are printed.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildKnowledgeBase, type KnowledgeBase } from "~/domain/chat/assistant";
import { foldMarks, normaliseForMatching } from "~/domain/chat/normalise";
import {
  answerKey,
  CHAT_TOPICS,
  HONEST_KEY,
  HONEST_TOPIC_IDS,
  QUALIFIER_KEY,
  questionsKey,
} from "~/domain/chat/topics";
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import { LANGUAGES, type LanguageCode } from "~/i18n/languages";
import type { KnowledgeMessages } from "~/i18n/knowledge/en";
import type { EvalSet } from "./chat-eval/types";

type KnowledgeModule = { knowledge: Partial<KnowledgeMessages>; chatLanguage?: ChatLanguageRules };
// The knowledge files themselves, as the chat loads them in the browser.
const knowledgeFiles = import.meta.glob<KnowledgeModule>("../../app/i18n/knowledge/*.ts", {
  eager: true,
});
const fileOf = (lang: string) => knowledgeFiles[`../../app/i18n/knowledge/${lang}.ts`];

const devSets = import.meta.glob<{ evalSet: EvalSet }>("./chat-eval/dev/*.ts", { eager: true });
// Earlier held-out sets (v1 and v2, written before tuning on 2026-11-27): their results were seen
// while tuning, so they are neither development nor test data any more; their accuracy is printed.
const seenSets = import.meta.glob<{ testSet: EvalSet }>("./chat-eval/seen-v*/*.ts", {
  eager: true,
});
// The held-out sets: whatever tests/unit/chat-eval/test/ holds (exported as testSet or evalSet).
const testSets = import.meta.glob<{ testSet?: EvalSet; evalSet?: EvalSet }>(
  "./chat-eval/test/*.ts",
  { eager: true },
);

const MIN_DEV_CASES = 50;
const MIN_TEST_CASES = 25;
// Issue 33's goal on the held-out set: 92% overall and 85% in every language, answered directly.
const GOAL_OVERALL = 0.92;
const GOAL_PER_LANGUAGE = 0.85;
// On held-out set v3 (800 fresh questions, 2026-11-27): 74.5% answered right before the day's
// tuning on the development sets, 78.4% after the first round, 87.8% after the second, 89.6%
// after the third, 90.4% after the fourth, 91.6% after the fifth (with the everyday subjects,
// decision 0056), 92.9% after the sixth and the seventh (decision 0057), 93.5% after the
// eighth (2026-11-28, with decision 0062) and 93.8% with decision 0063, 93.6% after the ninth and
// 93.5% after the tenth: the goal of 92% overall and 85% in every language is reached (89% the
// lowest); the right topic answered or offered as a choice for 99.7% of on-topic questions. These floors keep the measured level from sliding back.
const FLOOR_ANSWERED = 0.93;
const FLOOR_OFFERED = 0.99;
// Goal: no off-topic question of the test set answered with a topic. Measured on v3: 1 of 136
// until the fourth round, 2 after the fourth and fifth, 1 after the sixth to ninth (in Hindi;
// which one was never looked at), none after the tenth round (2026-11-28, off-topic questions of
// the helpers' own, 4,482 of them, and the everyday lists they showed missing). The development
// sets must have none, and so must the test set now.
const MAX_TEST_OFF_TOPIC_ANSWERED = 0;
const FALLBACK = { default: "DEFAULT", unsure: "UNSURE" };
// Whoever tunes the knowledge data runs with CHAT_EVAL_HIDE_TEST=1: the held-out set's figures
// are then not printed at all (its checks still run).
const HIDE_TEST = import.meta.env.CHAT_EVAL_HIDE_TEST === "1";

const vars = {
  amount: "$2",
  small: "$2",
  smallHalf: "$1",
  first: "$2",
  last: "$1,024",
  joinUrl: "https://guide.example/join",
  earningsUrl: "https://guide.example/earnings",
  slotsUrl: "https://guide.example/slots",
  presentationsUrl: "https://guide.example/presentations",
  disclaimerUrl: "https://guide.example/assistant#disclaimer-title",
};

/** A language's knowledge texts: English under any it lacks (as the chat builds them). */
function textsOf(lang: LanguageCode): Record<string, string> {
  return { ...fileOf("en")?.knowledge, ...fileOf(lang)?.knowledge } as Record<string, string>;
}

function knowledgeOf(lang: LanguageCode): KnowledgeBase {
  return buildKnowledgeBase(lang, textsOf(lang), fileOf(lang)?.chatLanguage, vars);
}

const english = knowledgeOf("en");

type Split = "dev" | "test" | "seen-v1" | "seen-v2";

function casesOf(lang: LanguageCode, split: Split): EvalSet {
  const path = `./chat-eval/${split}/${lang}.ts`;
  const held = testSets[path];
  if (split === "dev") return devSets[path]?.evalSet ?? [];
  if (split.startsWith("seen")) return seenSets[path]?.testSet ?? [];
  return held?.testSet ?? held?.evalSet ?? [];
}

function localOf(code: LanguageCode): KnowledgeBase {
  return code === "en" ? english : knowledgeOf(code);
}

type Score = {
  right: number;
  /** On-topic questions whose topic was answered or offered as a choice. */
  offered: number;
  onTopic: number;
  total: number;
  wrong: string[];
  offTopicAnswered: string[];
};

/** One language's set: right when the expected topic answers, or (off-topic) no topic does. */
function score(code: LanguageCode, split: Split): Score {
  const local = localOf(code);
  const result: Score = {
    right: 0,
    offered: 0,
    onTopic: 0,
    total: 0,
    wrong: [],
    offTopicAnswered: [],
  };
  for (const [question, expected] of casesOf(code, split)) {
    const reply = answerQuestion(question, local, english, FALLBACK);
    result.total++;
    if (reply.topic === expected) result.right++;
    else {
      const choices = reply.choices.map((c) => c.topic).join("/");
      result.wrong.push(
        `${code}: "${question}" -> ${reply.topic ?? reply.kind} ${choices} (expected ${expected})`,
      );
    }
    if (expected === null && reply.topic !== null) result.offTopicAnswered.push(question);
    if (expected !== null) {
      result.onTopic++;
      if (reply.topic === expected || reply.choices.some((c) => c.topic === expected))
        result.offered++;
    }
  }
  return result;
}

function report(split: Split): {
  overall: number;
  offered: number;
  perLanguage: Map<LanguageCode, Score>;
} {
  const perLanguage = new Map(LANGUAGES.map(({ code }) => [code, score(code, split)] as const));
  let right = 0;
  let total = 0;
  let offered = 0;
  let onTopic = 0;
  const rows: string[] = [];
  for (const [code, s] of perLanguage) {
    right += s.right;
    total += s.total;
    offered += s.offered;
    onTopic += s.onTopic;
    const share = s.total === 0 ? 0 : (s.right / s.total) * 100;
    rows.push(
      `${code.padEnd(6)} ${String(s.right).padStart(3)}/${String(s.total).padEnd(3)} ${share.toFixed(0)}%`,
    );
  }
  const overall = total === 0 ? 0 : right / total;
  const offeredShare = onTopic === 0 ? 0 : offered / onTopic;
  const wrong = [...perLanguage.values()].flatMap((s) => s.wrong);
  if (split === "test" && HIDE_TEST) return { overall, offered: offeredShare, perLanguage };
  console.log(
    `Chat evaluation (${split}): ${right}/${total} = ${(overall * 100).toFixed(1)}% answered right; ` +
      `the right topic answered or offered for ${(offeredShare * 100).toFixed(1)}% of on-topic questions\n` +
      `${rows.join("\n")}` +
      // The held-out set's questions are never printed: whoever tunes must not see them.
      (wrong.length && split !== "test" ? `\nWrong:\n${wrong.join("\n")}` : ""),
  );
  return { overall, offered: offeredShare, perLanguage };
}

function fill(text: string): string {
  return text.replace(/\{(\w+)\}/g, (w, name: string) => vars[name as keyof typeof vars] ?? w);
}

// The development set has grown past 15,000 questions: on a loaded 2-core machine answering them
// all takes longer than the project's 20 s a test.
const EVAL_TIMEOUT = 120_000;

describe("chat evaluation", () => {
  it(
    "development set: reports accuracy, never answers an off-topic question with a topic",
    () => {
      const { perLanguage } = report("dev");
      for (const [code, s] of perLanguage) {
        expect(s.total, `development cases in ${code}`).toBeGreaterThanOrEqual(MIN_DEV_CASES);
        expect(s.offTopicAnswered, `off-topic questions answered in ${code}`).toEqual([]);
      }
    },
    EVAL_TIMEOUT,
  );

  it(
    "earlier held-out sets, seen while tuning: accuracy printed",
    () => {
      for (const split of ["seen-v1", "seen-v2"] as const)
        expect(report(split).overall, split).toBeGreaterThan(0);
    },
    EVAL_TIMEOUT,
  );

  it("test set: accuracy and off-topic answers reported against the goal, within their floors", () => {
    const { overall, offered, perLanguage } = report("test");
    const belowGoal = [...perLanguage].filter(([, s]) => s.right / s.total < GOAL_PER_LANGUAGE);
    const log = HIDE_TEST ? () => {} : console.log;
    log(
      `Goal ${GOAL_OVERALL * 100}% overall and ${GOAL_PER_LANGUAGE * 100}% per language: ` +
        (overall >= GOAL_OVERALL && belowGoal.length === 0
          ? "reached"
          : `not reached (${belowGoal.length} languages below)`),
    );
    const offTopicAnswered = [...perLanguage].flatMap(([code, s]) =>
      s.offTopicAnswered.map((q) => `${code}: ${q}`),
    );
    log(
      `Off-topic questions answered with a topic (goal: none): ${offTopicAnswered.length}` +
        (offTopicAnswered.length
          ? ` (in ${offTopicAnswered.map((q) => q.slice(0, q.indexOf(":"))).join(", ")})`
          : ""),
    );
    for (const [code, s] of perLanguage)
      expect(s.total, `test cases in ${code}`).toBeGreaterThanOrEqual(MIN_TEST_CASES);
    // Hidden, a failed floor names itself and no figure (an assertion's message would show it).
    const within = (name: string, ok: boolean, figure: number) =>
      HIDE_TEST
        ? expect(ok, `held-out floor: ${name}`).toBe(true)
        : expect(figure, name).toSatisfy(() => ok);
    within(
      "off-topic questions answered",
      offTopicAnswered.length <= MAX_TEST_OFF_TOPIC_ANSWERED,
      offTopicAnswered.length,
    );
    within("answered right", overall >= FLOOR_ANSWERED, overall);
    within("answered or offered", offered >= FLOOR_OFFERED, offered);
  });

  // Every language's phrasings, and the same without accents, to compare questions with.
  const allPhrasings = new Set(
    LANGUAGES.flatMap(({ code }) => localOf(code).phrasings).flatMap((p) => [
      p.normalised,
      foldMarks(p.normalised),
    ]),
  );

  it.each(
    LANGUAGES.flatMap((l) => (["dev", "test"] as const).map((split) => [l.code, split] as const)),
  )("%s %s: its questions are not among the phrasings of any language", (code, split) => {
    const copies = casesOf(code, split)
      .map(([q]) => q)
      .filter((q) => allPhrasings.has(foldMarks(normaliseForMatching(q))));
    // A held-out question is not printed even here (only how many became phrasings).
    if (split === "test") expect(copies.length, "test questions among the phrasings").toBe(0);
    else expect(copies).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => [l.code] as const))(
    "%s: every risk, scam, legal and guarantee question gets the honest statement",
    (code) => {
      const local = localOf(code);
      const honest = fill(textsOf(code)[HONEST_KEY]).trim();
      expect(honest).toContain(vars.disclaimerUrl);
      const honestCases = [...casesOf(code, "dev"), ...casesOf(code, "test")].filter(
        ([, topic]) => topic !== null && HONEST_TOPIC_IDS.includes(topic),
      );
      expect(honestCases.length, `honest cases in ${code}`).toBeGreaterThanOrEqual(4);
      for (const [question] of honestCases) {
        const reply = answerQuestion(question, local, english, FALLBACK);
        // Answered directly, or offered as a choice: either way the statement comes with it.
        for (const choice of reply.choices)
          if (HONEST_TOPIC_IDS.includes(choice.topic))
            expect(choice.text, `${code}: ${question}`).toContain(honest);
        if (reply.topic && HONEST_TOPIC_IDS.includes(reply.topic))
          expect(reply.text, `${code}: ${question}`).toContain(honest);
      }
      // Every honest topic's reply carries it, whatever the question.
      for (const id of HONEST_TOPIC_IDS)
        expect(local.answers.get(id), `${code} ${id}`).toContain(honest);
    },
  );
});

describe("knowledge base texts", () => {
  it.each(LANGUAGES.map((l) => [l.code] as const))(
    "%s: every topic has an answer and at least 4 phrasings",
    (code) => {
      const messages = textsOf(code);
      const thin = CHAT_TOPICS.filter(
        (t) =>
          messages[questionsKey(t.id)].split("\n").filter((l) => l.trim() !== "").length < 4 ||
          messages[answerKey(t.id)].trim() === "",
      ).map((t) => t.id);
      expect(thin).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((l) => [l.code] as const))(
    "%s: honest answers never open with a bare 'No'; figures carry the qualifier",
    (code) => {
      const kb = localOf(code);
      const messages = textsOf(code);
      const qualifier = fill(messages[QUALIFIER_KEY]).trim();
      for (const id of HONEST_TOPIC_IDS) {
        const answer = messages[answerKey(id)].trim();
        // A first sentence of one short word ("No.", "Non.", "Нет.", "いいえ。", "不。", "नहीं।")
        // reads as a denial.
        const first = answer.split(/[.!。।]/u)[0]!.trim();
        expect(/\s/u.test(first) || [...first].length > 5, `${code} ${id}: ${first}`).toBe(true);
      }
      for (const [topic, reply] of kb.answers) {
        if (/\d\s*[%٪％]|[%٪％]\s*\d/u.test(messages[answerKey(topic)]))
          expect(reply, `${code} ${topic}`).toContain(qualifier);
      }
    },
  );
});
