// The chat assistant's choice of reply (issues 19 and 33): topics ranked over the page's language
// and English together, the confidence rule (answer, "not sure" with choices, default), and the
// honest statement and qualifier that no edit can drop.
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  buildKnowledgeBase,
  rankTopics,
  suggestedPrompts,
} from "~/domain/chat/assistant";
import {
  answerKey,
  HONEST_KEY,
  QUALIFIER_KEY,
  questionsKey,
  type ChatTopicId,
} from "~/domain/chat/topics";

/** A knowledge base from each topic's questions and answer, and the texts of other keys. */
function knowledgeBase(
  language: string,
  topics: Partial<Record<ChatTopicId, readonly [questions: string, answer: string]>>,
  others: Record<string, string>,
  stopWords: string,
  vars: Record<string, string>,
) {
  const texts = Object.entries(topics).flatMap(([topic, [questions, answer]]) => [
    [questionsKey(topic as ChatTopicId), questions],
    [answerKey(topic as ChatTopicId), answer],
  ]);
  return buildKnowledgeBase(
    language,
    { ...Object.fromEntries(texts), ...others },
    { stopWords },
    vars,
  );
}

const english = knowledgeBase(
  "en",
  {
    join: ["How do I join?\nsign up", "Open {joinUrl}."],
    withdraw: ["withdraw\ncash out", "Payments go to your wallet."],
    incomeTypes: ["how do i earn\nincome types", "Six types."],
    directIncome: ["direct income\nearn from referrals", "Direct income is 50% of a slot."],
    scam: ["Is this a scam?\nscam", "It is a referral program."],
  },
  { [HONEST_KEY]: "Income can be zero. {disclaimerUrl}", [QUALIFIER_KEY]: "Not a promise." },
  "how do i is this a",
  { joinUrl: "https://x.test/join", disclaimerUrl: "https://x.test/d" },
);

const french = knowledgeBase(
  "fr",
  {
    join: ["Comment m'inscrire ?\ninscription", "Ouvrez {joinUrl}."],
    scam: ["arnaque", "C'est un programme de parrainage."],
  },
  { [HONEST_KEY]: "Les revenus peuvent être nuls." },
  "comment est ce",
  { joinUrl: "https://x.test/fr/join" },
);

const fallback = { default: "défaut", unsure: "pas sûr" };

describe("rankTopics", () => {
  it("ranks an exact phrasing first with score 1", () => {
    expect(rankTopics("how do i JOIN", english)[0]).toEqual({ topic: "join", score: 1 });
  });

  it("ranks a paraphrase sharing a topic's words first", () => {
    expect(rankTopics("i want to sign up today", english)[0]?.topic).toBe("join");
  });

  it("scores English words inside a question in another language", () => {
    expect(rankTopics("arnaque ou cash out", french, english).map((r) => r.topic)).toEqual(
      expect.arrayContaining(["scam", "withdraw"]),
    );
  });
});

describe("answerQuestion", () => {
  it("answers in the page's language", () => {
    const reply = answerQuestion("inscription ?", french, english, fallback);
    expect(reply).toEqual({
      kind: "answer",
      text: "Ouvrez https://x.test/fr/join.",
      topic: "join",
      choices: [],
    });
  });

  it("matches English phrasings and still answers in the page's language", () => {
    expect(answerQuestion("how do i join", french, english, fallback).text).toBe(
      "Ouvrez https://x.test/fr/join.",
    );
  });

  it("gives the default answer when no topic is near", () => {
    expect(answerQuestion("quel temps fait-il", french, english, fallback)).toEqual({
      kind: "default",
      text: "défaut",
      topic: null,
      choices: [],
    });
  });

  it("is not sure between two topics a question fits equally, and offers both", () => {
    const reply = answerQuestion("scam or sign up", english, english, fallback);
    expect(reply.kind).toBe("unsure");
    expect(reply.text).toBe("pas sûr");
    expect(reply.choices.map((c) => c.topic).sort()).toEqual(["join", "scam"]);
    const scam = reply.choices.find((c) => c.topic === "scam")!;
    expect(scam.label).toBe("Is this a scam?");
    expect(scam.text).toBe("It is a referral program.\n\nIncome can be zero. https://x.test/d");
  });

  it("labels choices in the page's language", () => {
    const reply = answerQuestion("arnaque inscription", french, english, fallback);
    expect(reply.kind).toBe("unsure");
    expect(reply.choices.map((c) => c.label).sort()).toEqual(["Comment m'inscrire ?", "arnaque"]);
  });

  it("uses English for a topic the page's language has no answer for", () => {
    expect(answerQuestion("cash out", french, english, fallback).text).toBe(
      "Payments go to your wallet.",
    );
  });

  it("adds the honest statement to honest topics and the qualifier to figures", () => {
    expect(answerQuestion("scam?", english, english, fallback).text).toBe(
      "It is a referral program.\n\nIncome can be zero. https://x.test/d",
    );
    expect(answerQuestion("arnaque", french, english, fallback).text).toBe(
      "C'est un programme de parrainage.\n\nLes revenus peuvent être nuls.",
    );
    expect(answerQuestion("direct income", english, english, fallback).text).toBe(
      "Direct income is 50% of a slot.\n\nNot a promise.",
    );
  });

  it("offers the first phrasing of the suggested topics", () => {
    expect(english.suggestions).toEqual(["How do I join?", "Is this a scam?"]);
    // The same prompts straight from the texts (what the server renders with the page); a line
    // of punctuation only is no phrasing.
    expect(
      suggestedPrompts({
        [questionsKey("join")]: " ?! \nHow do I join?\nsign up",
        [questionsKey("risks")]: "\n\nWhat are the risks?",
        [questionsKey("withdraw")]: "withdraw",
      }),
    ).toEqual(["How do I join?", "What are the risks?"]);
  });
});
