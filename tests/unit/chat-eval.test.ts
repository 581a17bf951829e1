// The chat assistant's evaluation (issues 19 and 33): two sets per language answered by the real
// knowledge base of that language, built from the bundled texts exactly as the chat builds it.
// dev/<lang>.ts is the development set the ranking and thresholds were tuned on; test/<lang>.ts
// is a held-out set written before the tuning and never copied into phrasings. Prints accuracy
// per language on both; on the test set fails below 92% overall or 85% in any language. A
// question answered "not sure" counts as wrong; an off-topic question (topic null) must never
// get a topic's answer.
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
import { bundledChatRules } from "~/server/i18n/chat-knowledge.server";
import { LANGUAGES, type LanguageCode } from "~/i18n/languages";
import { buildMessages } from "~/server/i18n/messages.server";
import type { EvalSet } from "./chat-eval/types";

const devSets = import.meta.glob<{ evalSet: EvalSet }>("./chat-eval/dev/*.ts", { eager: true });
const testSets = import.meta.glob<{ testSet: EvalSet }>("./chat-eval/test/*.ts", { eager: true });

const MIN_DEV_CASES = 15;
const MIN_TEST_CASES = 25;
const MIN_OVERALL = 0.92;
const MIN_PER_LANGUAGE = 0.85;
const FALLBACK = { default: "DEFAULT", unsure: "UNSURE" };

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

function knowledgeOf(lang: LanguageCode): KnowledgeBase {
  return buildKnowledgeBase(lang, buildMessages(lang), bundledChatRules(lang), vars);
}

const english = knowledgeOf("en");

type Split = "dev" | "test";

function casesOf(lang: LanguageCode, split: Split): EvalSet {
  const path = `./chat-eval/${split}/${lang}.ts`;
  return (split === "dev" ? devSets[path]?.evalSet : testSets[path]?.testSet) ?? [];
}

function localOf(code: LanguageCode): KnowledgeBase {
  return code === "en" ? english : knowledgeOf(code);
}

type Score = { right: number; total: number; wrong: string[]; offTopicAnswered: string[] };

/** One language's set: right when the expected topic answers, or (off-topic) no topic does. */
function score(code: LanguageCode, split: Split): Score {
  const local = localOf(code);
  const result: Score = { right: 0, total: 0, wrong: [], offTopicAnswered: [] };
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
  }
  return result;
}

function report(split: Split): { overall: number; perLanguage: Map<LanguageCode, Score> } {
  const perLanguage = new Map(LANGUAGES.map(({ code }) => [code, score(code, split)] as const));
  let right = 0;
  let total = 0;
  const rows: string[] = [];
  for (const [code, s] of perLanguage) {
    right += s.right;
    total += s.total;
    const share = s.total === 0 ? 0 : (s.right / s.total) * 100;
    rows.push(
      `${code.padEnd(6)} ${String(s.right).padStart(3)}/${String(s.total).padEnd(3)} ${share.toFixed(0)}%`,
    );
  }
  const overall = total === 0 ? 0 : right / total;
  const wrong = [...perLanguage.values()].flatMap((s) => s.wrong);
  console.log(
    `Chat evaluation (${split}): ${right}/${total} = ${(overall * 100).toFixed(1)}%\n${rows.join("\n")}` +
      (wrong.length ? `\nWrong:\n${wrong.join("\n")}` : ""),
  );
  return { overall, perLanguage };
}

function fill(text: string): string {
  return text.replace(/\{(\w+)\}/g, (w, name: string) => vars[name as keyof typeof vars] ?? w);
}

describe("chat evaluation", () => {
  it("development set: reports accuracy, never answers an off-topic question with a topic", () => {
    const { perLanguage } = report("dev");
    for (const [code, s] of perLanguage) {
      expect(s.total, `development cases in ${code}`).toBeGreaterThanOrEqual(MIN_DEV_CASES);
    }
  });

  it("test set: at least 92% overall and 85% in every language; off-topic never answered", () => {
    const { overall, perLanguage } = report("test");
    for (const [code, s] of perLanguage) {
      expect(s.total, `test cases in ${code}`).toBeGreaterThanOrEqual(MIN_TEST_CASES);
      expect(s.offTopicAnswered, `off-topic questions answered in ${code}`).toEqual([]);
      expect(s.right / s.total, `accuracy in ${code}`).toBeGreaterThanOrEqual(MIN_PER_LANGUAGE);
    }
    expect(overall).toBeGreaterThanOrEqual(MIN_OVERALL);
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
    expect(copies).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => [l.code] as const))(
    "%s: every risk, scam, legal and guarantee question gets the honest statement",
    (code) => {
      const local = localOf(code);
      const honest = fill(buildMessages(code)[HONEST_KEY]).trim();
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
      const messages = buildMessages(code);
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
      const messages = buildMessages(code);
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
