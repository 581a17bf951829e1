// The chat assistant's choice of reply (issue 19): topics, the spec's threshold, the tie-break,
// the English fallback, and the honest statement and qualifier that no edit can drop.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildKnowledgeBase, matchTopic } from "~/domain/chat/assistant";
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

describe("matchTopic", () => {
  it("matches an exact phrasing and a paraphrase sharing its words", () => {
    expect(matchTopic("how do i JOIN", english)).toEqual({ topic: "join", score: 1 });
    expect(matchTopic("i want to sign up today", english).topic).toBe("join");
  });

  it("gives no topic at or below the spec's 0.3 share", () => {
    expect(matchTopic("what is the weather", english).topic).toBeNull();
  });

  it("breaks a tie for the topic whose matched words are rarer", () => {
    // "earn" (in "earnings") and "withdraw" both score 1; "earn" is in two topics' phrasings,
    // "withdraw" in one: it is the telling word.
    expect(matchTopic("how do i withdraw my earnings", english).topic).toBe("withdraw");
  });

  it("prefers the phrasing with more words found on an equal share", () => {
    expect(matchTopic("what is direct income", english).topic).toBe("directIncome");
  });
});

describe("answerQuestion", () => {
  it("answers in the page's language", () => {
    const reply = answerQuestion("inscription ?", french, english, "défaut");
    expect(reply).toEqual({ text: "Ouvrez https://x.test/fr/join.", topic: "join", via: "local" });
  });

  it("falls back to the English phrasings and still answers in the page's language", () => {
    const reply = answerQuestion("how do i join", french, english, "défaut");
    expect(reply).toEqual({
      text: "Ouvrez https://x.test/fr/join.",
      topic: "join",
      via: "english",
    });
  });

  it("gives the default answer when neither language matches", () => {
    expect(answerQuestion("quel temps fait-il", french, english, "défaut")).toEqual({
      text: "défaut",
      topic: null,
      via: "default",
    });
  });

  it("uses English for a topic the page's language has no answer for", () => {
    expect(answerQuestion("cash out", french, english, "défaut").text).toBe(
      "Payments go to your wallet.",
    );
  });

  it("adds the honest statement to honest topics and the qualifier to figures", () => {
    expect(answerQuestion("scam?", english, english, "d").text).toBe(
      "It is a referral program.\n\nIncome can be zero. https://x.test/d",
    );
    expect(answerQuestion("arnaque", french, english, "d").text).toBe(
      "C'est un programme de parrainage.\n\nLes revenus peuvent être nuls.",
    );
    expect(answerQuestion("direct income", english, english, "d").text).toBe(
      "Direct income is 50% of a slot.\n\nNot a promise.",
    );
  });

  it("offers the first phrasing of the suggested topics", () => {
    expect(english.suggestions).toEqual(["How do I join?", "Is this a scam?"]);
  });
});
