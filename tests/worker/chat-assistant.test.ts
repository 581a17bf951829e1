// The chat assistant's choice of reply (issue 19): topics, the spec's threshold, the tie-break,
// the English fallback, and the honest statement and qualifier that no edit can drop.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildKnowledgeBase, matchTopic } from "~/domain/chat-assistant";
import { answerKey, HONEST_KEY, QUALIFIER_KEY, questionsKey } from "~/domain/chat-topics";

const english = buildKnowledgeBase(
  "en",
  {
    [questionsKey("join")]: "How do I join?\nsign up",
    [answerKey("join")]: "Open {joinUrl}.",
    [questionsKey("withdraw")]: "withdraw\ncash out",
    [answerKey("withdraw")]: "Payments go to your wallet.",
    [questionsKey("incomeTypes")]: "how do i earn\nincome types",
    [answerKey("incomeTypes")]: "Six types.",
    [questionsKey("directIncome")]: "direct income\nearn from referrals",
    [answerKey("directIncome")]: "Direct income is 50% of a slot.",
    [questionsKey("scam")]: "Is this a scam?\nscam",
    [answerKey("scam")]: "It is a referral program.",
    [HONEST_KEY]: "Income can be zero. {disclaimerUrl}",
    [QUALIFIER_KEY]: "Not a promise.",
  },
  { stopWords: "how do i is this a" },
  { joinUrl: "https://x.test/join", disclaimerUrl: "https://x.test/d" },
);

const french = buildKnowledgeBase(
  "fr",
  {
    [questionsKey("join")]: "Comment m'inscrire ?\ninscription",
    [answerKey("join")]: "Ouvrez {joinUrl}.",
    [questionsKey("scam")]: "arnaque",
    [answerKey("scam")]: "C'est un programme de parrainage.",
    [HONEST_KEY]: "Les revenus peuvent être nuls.",
  },
  { stopWords: "comment est ce" },
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
