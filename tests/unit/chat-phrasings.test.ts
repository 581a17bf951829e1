// A question that is one of a topic's own phrasings gets that topic's answer, in every language
// (a suggested prompt is a topic's first phrasing); one naming an everyday subject never does. Scores could pass 1 when the page language's
// and English's n-grams both matched, and 49 Hindi and Kannada phrasings asked word for word got
// "not sure" or another topic.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildKnowledgeBase } from "~/domain/chat/assistant";
import { ELSEWHERE } from "~/domain/chat/topics";
import { hasCjk, type ChatLanguageRules } from "~/domain/chat/normalise";
import { LANGUAGES } from "~/i18n/languages";
import type { KnowledgeMessages } from "~/i18n/knowledge/en";

type KnowledgeModule = { knowledge: Partial<KnowledgeMessages>; chatLanguage?: ChatLanguageRules };
const files = import.meta.glob<KnowledgeModule>("../../app/i18n/knowledge/*.ts", { eager: true });
const fileOf = (lang: string) => files[`../../app/i18n/knowledge/${lang}.ts`];
const vars = { amount: "$2", small: "$2", smallHalf: "$1", first: "$2", last: "$1,024" };
const FALLBACK = { default: "DEFAULT", unsure: "UNSURE" };

const knowledgeOf = (lang: string) =>
  buildKnowledgeBase(
    lang,
    { ...fileOf("en")?.knowledge, ...fileOf(lang)?.knowledge } as Record<string, string>,
    fileOf(lang)?.chatLanguage,
    vars,
  );
const english = knowledgeOf("en");
const LANGS = LANGUAGES.map((l) => l.code);

/** A language's knowledge base, English's beside it (null on an English page), and its everyday
 * subjects. */
function basesOf(lang: string) {
  const local = lang === "en" ? english : knowledgeOf(lang);
  const everyday = local.phrasings.filter((p) => p.topic === ELSEWHERE);
  return { local, other: lang === "en" ? null : english, everyday };
}

describe("a phrasing asked word for word", () => {
  it.each(LANGS)("%s: gets that topic's answer", (lang) => {
    const { local, other } = basesOf(lang);
    const phrasings = [...local.phrasings, ...(other?.phrasings ?? [])];
    // A phrasing two topics share stays a choice between them.
    const topicsOf = new Map<string, Set<string>>();
    for (const p of phrasings) {
      topicsOf.set(p.normalised, (topicsOf.get(p.normalised) ?? new Set()).add(p.topic));
    }
    const missed = local.phrasings
      .filter((p) => p.topic !== ELSEWHERE && topicsOf.get(p.normalised)!.size === 1)
      .filter((p) => answerQuestion(p.text, local, other, FALLBACK).topic !== p.topic)
      .map((p) => `${p.topic}: ${p.text}`);
    expect(missed).toEqual([]);
  });

  it.each(LANGS)("%s: an everyday subject alone gets the default", (lang) => {
    const { local, other, everyday } = basesOf(lang);
    expect(everyday.length).toBeGreaterThan(20);
    const answered = everyday
      .filter((p) => answerQuestion(p.text, local, other, FALLBACK).kind !== "default")
      .map((p) => p.text);
    expect(answered).toEqual([]);
  });

  it.each(LANGS)(
    "%s: a topic's phrasing about an everyday subject is never answered with the topic",
    (lang) => {
      // "airtel customer care number", "gym fees": the subject makes it another question.
      const { local, other, everyday } = basesOf(lang);
      const topics = [...local.labels.values()];
      const answered = everyday.flatMap((p, i) => {
        const phrasing = topics[i % topics.length]!;
        return [`${p.text} ${phrasing}`, `${phrasing} ${p.text}`].filter(
          (q) => answerQuestion(q, local, other, FALLBACK).kind === "answer",
        );
      });
      expect(answered).toEqual([]);
    },
  );

  it.each(LANGS)("%s: every everyday subject has a word no topic's phrasing has", (lang) => {
    // A question naming a listed subject is never answered with a topic, so a line made only
    // of topic words ("bank", "customer care") would hold back questions about the program.
    const { local, other, everyday } = basesOf(lang);
    const topics = [...local.phrasings, ...(other?.phrasings ?? [])].filter(
      (p) => p.topic !== ELSEWHERE,
    );
    const words = new Set(topics.flatMap((p) => p.normalised.split(" ")));
    const clashes = everyday
      .filter((p) =>
        hasCjk(p.normalised)
          ? topics.some((t) => t.normalised.includes(p.normalised))
          : p.normalised.split(" ").every((w) => words.has(w)),
      )
      .map((p) => p.text);
    expect(clashes).toEqual([]);
  });
});
