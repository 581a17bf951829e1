import { describe, expect, it } from "vitest";
import {
  isSendable,
  linkify,
  MATCH_THRESHOLD,
  matchAnswer,
  MIN_REPLY_DELAY_MS,
  MIN_WORD_LENGTH,
  normalizeQuestion,
  REPLY_DELAY_MS,
  SUGGESTED_PROMPT_COUNT,
  tokenize,
  type KnowledgeEntry,
} from "~/domain/chat/matcher";

const DEFAULT = "I can answer questions about joining, slots and risks.";
/** What matchAnswer gives when no key matches. */
const NO_MATCH = { answer: DEFAULT, key: null, score: 0 };
/** What matchAnswer gives when every word of this entry's key is in the question. */
const fullMatch = (entry: KnowledgeEntry | undefined) => ({ ...entry, score: 1 });

describe("normalizeQuestion", () => {
  it("lowercases", () => {
    expect(normalizeQuestion("How Do I JOIN")).toBe("how do i join");
  });

  it("removes punctuation and collapses whitespace", () => {
    expect(normalizeQuestion("  Is it -- guaranteed?!  (really)... ")).toBe(
      "is it guaranteed really",
    );
  });

  it("removes punctuation of other scripts but keeps combining marks", () => {
    expect(normalizeQuestion("कैसे जुड़ें।")).toBe("कैसे जुड़ें");
    expect(normalizeQuestion("كيف أنضم؟")).toBe("كيف أنضم");
    expect(normalizeQuestion("如何加入？")).toBe("如何加入");
  });

  it("treats a precomposed letter and base + combining mark alike", () => {
    expect(normalizeQuestion("\u095C")).toBe(normalizeQuestion("\u0921\u093C"));
  });
});

describe("tokenize", () => {
  it("splits the normalised text into words", () => {
    expect(tokenize("What's the  cost, per slot?")).toEqual([
      "what",
      "s",
      "the",
      "cost",
      "per",
      "slot",
    ]);
    expect(tokenize(" ?! ")).toEqual([]);
  });

  it("counts word length in code points, not UTF-16 units", () => {
    // "𝐀𝐁" is 2 characters but 4 UTF-16 units: it must be ignored like any short word.
    expect(MIN_WORD_LENGTH).toBe(3);
    const result = matchAnswer("join", [{ key: "𝐀𝐁 join", answer: "Join answer" }], DEFAULT);
    expect(result).toEqual({ answer: "Join answer", key: "𝐀𝐁 join", score: 1 });
  });
});

describe("matchAnswer", () => {
  it("matches regardless of case and punctuation", () => {
    const knowledge = [{ key: "how do i join", answer: "Open the join page." }];
    expect(matchAnswer("HOW do I join?!", knowledge, DEFAULT)).toEqual(fullMatch(knowledge[0]));
  });

  it("an exact match wins over an earlier key that scores as high", () => {
    const knowledge = [
      { key: "join program", answer: "Partial" },
      { key: "how to join program", answer: "Exact" },
    ];
    expect(matchAnswer("How to join program?", knowledge, DEFAULT)).toMatchObject({
      answer: "Exact",
      key: "how to join program",
    });
  });

  it("scores a key by the share of its long words the question contains", () => {
    const knowledge = [{ key: "what does each slot cost", answer: "From $2." }];
    // Key words what, does, each, slot, cost: the question has slot and cost → 2/5.
    const result = matchAnswer("slot cost please", knowledge, DEFAULT);
    expect(result).toEqual({ answer: "From $2.", key: "what does each slot cost", score: 0.4 });
  });

  it("ignores words of 2 characters or fewer", () => {
    // Only "way" counts: the short words present in the question do not make a match.
    expect(matchAnswer("do it my best", [{ key: "do it my way", answer: "A" }], DEFAULT)).toEqual(
      NO_MATCH,
    );
    // ...nor do they dilute the long words: "refundable" alone is the whole key.
    expect(
      matchAnswer("refundable", [{ key: "is it so refundable", answer: "B" }], DEFAULT),
    ).toMatchObject({
      key: "is it so refundable",
      score: 1,
    });
  });

  it("a key with no long words scores 0", () => {
    expect(matchAnswer("is it ok to go", [{ key: "is it ok", answer: "A" }], DEFAULT)).toEqual(
      NO_MATCH,
    );
  });

  it("needs a score strictly above 0.3", () => {
    expect(MATCH_THRESHOLD).toBe(0.3);
    const key = "alpha bravo charlie delta echo foxtrot golf hotel india juliet";
    const knowledge = [{ key, answer: "Ten words" }];
    expect(matchAnswer("alpha bravo charlie", knowledge, DEFAULT)).toEqual({
      ...NO_MATCH,
      score: 0.3,
    });
    expect(matchAnswer("alpha bravo charlie delta", knowledge, DEFAULT)).toEqual({
      answer: "Ten words",
      key,
      score: 0.4,
    });
  });

  it("gives ties to the first key in knowledge order", () => {
    const first = { key: "withdraw money", answer: "First" };
    const second = { key: "money transfer", answer: "Second" };
    expect(matchAnswer("money", [first, second], DEFAULT).answer).toBe("First");
    expect(matchAnswer("money", [second, first], DEFAULT).answer).toBe("Second");
  });

  it("prefers the higher score over knowledge order", () => {
    const knowledge = [
      { key: "withdraw money today", answer: "Lower" },
      { key: "withdraw money", answer: "Higher" },
    ];
    expect(matchAnswer("how to withdraw money", knowledge, DEFAULT).answer).toBe("Higher");
  });

  it("gives the default answer when nothing matches", () => {
    const knowledge = [{ key: "how do i join", answer: "Open the join page." }];
    expect(matchAnswer("weather tomorrow", knowledge, DEFAULT)).toEqual(NO_MATCH);
    // A blank question does not "exactly match" a key that normalises to nothing.
    expect(matchAnswer("?", [{ key: "!", answer: "Bang" }, ...knowledge], DEFAULT)).toEqual(
      NO_MATCH,
    );
    expect(matchAnswer("anything", [], DEFAULT)).toEqual(NO_MATCH);
  });

  it("answers honestly about guarantees", () => {
    const knowledge: KnowledgeEntry[] = [
      { key: "how much can i earn", answer: "The figures are the program's plan, not a promise." },
      { key: "is income guaranteed", answer: "No. Income can be zero." },
    ];
    expect(matchAnswer("Is my income guaranteed?", knowledge, DEFAULT).answer).toBe(
      "No. Income can be zero.",
    );
  });

  it("matches a Hindi question with combining marks", () => {
    const knowledge = [{ key: "मैं कैसे जुड़ूँ", answer: "जुड़ने का पेज खोलें।" }];
    const result = matchAnswer("नमस्ते, मैं इस प्रोग्राम से कैसे जुड़ूँ?", knowledge, DEFAULT);
    // "मैं" is 3 code points (म ै ं), so all three key words count; all are present.
    expect(result).toEqual(fullMatch(knowledge[0]));
    // A word differing only in a vowel sign is a different word.
    expect(matchAnswer("मैं कैसे जुड़ा", knowledge, DEFAULT).score).toBeCloseTo(2 / 3);
  });

  it("matches a Hindi key written with another encoding of the same letter", () => {
    const knowledge = [{ key: "\u091C\u0941\u095C\u0947\u0902", answer: "Join" }]; // जुड़ें, precomposed ड़
    expect(matchAnswer("\u091C\u0941\u0921\u093C\u0947\u0902?", knowledge, DEFAULT)).toMatchObject({
      key: knowledge[0].key,
      score: 1,
    });
  });

  it("matches an Arabic question", () => {
    const knowledge = [{ key: "كيف أنضم", answer: "افتح صفحة الانضمام." }];
    expect(matchAnswer("كيف أنضم؟", knowledge, DEFAULT)).toEqual(fullMatch(knowledge[0]));
    expect(matchAnswer("مرحبا، كيف أنضم إلى البرنامج؟", knowledge, DEFAULT)).toMatchObject({
      key: "كيف أنضم",
      score: 1,
    });
  });

  it("matches Chinese and Japanese keys by character bigrams", () => {
    const knowledge = [
      { key: "如何加入", answer: "打开加入页面。" },
      { key: "参加するには", answer: "参加ページを開いてください。" },
    ];
    // Key bigrams 如何, 何加, 加入 all appear inside the unspaced question.
    expect(matchAnswer("请问我如何加入这个项目？", knowledge, DEFAULT)).toEqual(
      fullMatch(knowledge[0]),
    );
    expect(
      matchAnswer("このプログラムに参加するにはどうすればいいですか？", knowledge, DEFAULT),
    ).toMatchObject({
      key: "参加するには",
      score: 1,
    });
    expect(matchAnswer("今天天气怎么样", knowledge, DEFAULT)).toEqual(NO_MATCH);
  });
});

describe("linkify", () => {
  const text = (t: string) => ({ type: "text", text: t }) as const;
  const link = (url: string) => ({ type: "link", href: url, text: url }) as const;

  it.each<[string, string, ReturnType<typeof linkify>]>([
    ["leaves text without links as one text part", "No links here.", [text("No links here.")]],
    ["leaves text without links as one text part", "", []],
    [
      "keeps a trailing period out of the link",
      "Sign up at https://example.com/join.",
      [text("Sign up at "), link("https://example.com/join"), text(".")],
    ],
    [
      "keeps commas and an unmatched closing parenthesis out, a matched one in",
      "(see https://example.com/a), or https://en.wikipedia.org/wiki/Slot_(game)",
      [
        text("(see "),
        link("https://example.com/a"),
        text("), or "),
        link("https://en.wikipedia.org/wiki/Slot_(game)"),
      ],
    ],
    [
      "links two URLs",
      "Join: http://example.com/a and https://example.com/b?x=1&y=2",
      [
        text("Join: "),
        link("http://example.com/a"),
        text(" and "),
        link("https://example.com/b?x=1&y=2"),
      ],
    ],
    [
      "stops at full-width punctuation and links a URL right after Chinese text",
      "请访问https://example.com/join。谢谢",
      [text("请访问"), link("https://example.com/join"), text("。谢谢")],
    ],
    [
      "links only http and https",
      "Click javascript:alert(1) or ftp://example.com or data:text/html,hi",
      [text("Click javascript:alert(1) or ftp://example.com or data:text/html,hi")],
    ],
    ["links only http and https", "https:// alone", [text("https:// alone")]],
    ["links only http and https", "javascript://%0Aalert(1)", [text("javascript://%0Aalert(1)")]],
  ])("%s: %j", (_, input, parts) => {
    expect(linkify(input)).toEqual(parts);
  });
});

describe("isSendable", () => {
  it.each([
    ["", false],
    [" \n\t\u3000", false],
    [" hi ", true],
  ])("refuses empty and whitespace-only input: %j is %s", (input, sendable) => {
    expect(isSendable(input)).toBe(sendable);
  });
});

describe("chat constants", () => {
  it("are the spec's", () => {
    expect([REPLY_DELAY_MS, MIN_REPLY_DELAY_MS, SUGGESTED_PROMPT_COUNT]).toEqual([800, 500, 4]);
  });
});
