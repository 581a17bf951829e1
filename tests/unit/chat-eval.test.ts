// The chat assistant's evaluation (issue 19): every language's evaluation set (paraphrases as
// visitors type them, tests/unit/chat-eval/<lang>.ts) answered by the real knowledge base
// of that language, built from the bundled texts exactly as the chat builds it. Prints the
// accuracy per language; fails below 90% overall or 80% in any language.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildKnowledgeBase, type KnowledgeBase } from "~/domain/chat/assistant";
import { normaliseForMatching } from "~/domain/chat/normalise";
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

const evalSets = import.meta.glob<{ evalSet: EvalSet }>("./chat-eval/*.ts", { eager: true });

const MIN_CASES = 15;
const MIN_OVERALL = 0.9;
const MIN_PER_LANGUAGE = 0.8;

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

function casesOf(lang: LanguageCode): EvalSet {
  return evalSets[`./chat-eval/${lang}.ts`]?.evalSet ?? [];
}

function fill(text: string): string {
  return text.replace(/\{(\w+)\}/g, (w, name: string) => vars[name as keyof typeof vars] ?? w);
}

describe("chat evaluation set", () => {
  it("answers at least 90% overall and 80% in every language correctly", () => {
    const rows: string[] = [];
    const wrong: string[] = [];
    let total = 0;
    let correct = 0;
    const perLanguage: Record<string, number> = {};
    for (const { code } of LANGUAGES) {
      const local = code === "en" ? english : knowledgeOf(code);
      const cases = casesOf(code);
      let right = 0;
      for (const [question, expected] of cases) {
        const reply = answerQuestion(question, local, english, "DEFAULT");
        if (reply.topic === expected) right++;
        else wrong.push(`${code}: "${question}" -> ${reply.topic} (expected ${expected})`);
      }
      total += cases.length;
      correct += right;
      perLanguage[code] = cases.length === 0 ? 0 : right / cases.length;
      rows.push(
        `${code.padEnd(6)} ${String(right).padStart(3)}/${String(cases.length).padEnd(3)} ${(perLanguage[code] * 100).toFixed(0)}%`,
      );
    }
    const overall = total === 0 ? 0 : correct / total;
    console.log(
      `Chat evaluation: ${correct}/${total} = ${(overall * 100).toFixed(1)}%\n${rows.join("\n")}` +
        (wrong.length ? `\nWrong:\n${wrong.join("\n")}` : ""),
    );
    for (const { code } of LANGUAGES) {
      expect(casesOf(code).length, `evaluation cases in ${code}`).toBeGreaterThanOrEqual(MIN_CASES);
      expect(perLanguage[code], `accuracy in ${code}`).toBeGreaterThanOrEqual(MIN_PER_LANGUAGE);
    }
    expect(overall).toBeGreaterThanOrEqual(MIN_OVERALL);
  });

  it.each(LANGUAGES.map((l) => [l.code] as const))(
    "%s: its questions are paraphrases, not copies of the knowledge base",
    (code) => {
      const kb = code === "en" ? english : knowledgeOf(code);
      const phrasings = new Set([...kb.phrasings, ...english.phrasings].map((p) => p.normalised));
      const copies = casesOf(code)
        .map(([q]) => q)
        .filter((q) => phrasings.has(normaliseForMatching(q)));
      expect(copies).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((l) => [l.code] as const))(
    "%s: every risk, scam, legal and guarantee question gets the honest statement",
    (code) => {
      const local = code === "en" ? english : knowledgeOf(code);
      const honest = fill(buildMessages(code)[HONEST_KEY]).trim();
      expect(honest).toContain(vars.disclaimerUrl);
      const honestCases = casesOf(code).filter(
        ([, topic]) => topic !== null && HONEST_TOPIC_IDS.includes(topic),
      );
      expect(honestCases.length, `honest cases in ${code}`).toBeGreaterThanOrEqual(4);
      for (const [question] of honestCases) {
        const reply = answerQuestion(question, local, english, "DEFAULT");
        expect(reply.text, `${code}: ${question}`).toContain(honest);
      }
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
      const kb = code === "en" ? english : knowledgeOf(code);
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
