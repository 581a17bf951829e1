// The chat's topic ranking (issue 33): words weigh by how specific they are to a topic, coverage
// of the question breaks ties, n-grams forgive typos, tone marks count, and an off-topic
// question sharing one common word gets the default answer, as does one about an everyday subject.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildKnowledgeBase, rankTopics } from "~/domain/chat/assistant";
import { prepareRules } from "~/domain/chat/normalise";
import { buildTopicIndex, scoreQuestion } from "~/domain/chat/ranking";
import {
  answerKey,
  ELSEWHERE,
  ELSEWHERE_KEY,
  questionsKey,
  type ChatTopicId,
} from "~/domain/chat/topics";

function knowledgeBase(
  lang: string,
  topics: Partial<Record<ChatTopicId, string>>,
  stopWords = "how do i is the a my to what can much of",
) {
  const texts: Record<string, string> = {};
  for (const [topic, questions] of Object.entries(topics)) {
    texts[questionsKey(topic as ChatTopicId)] = questions;
    texts[answerKey(topic as ChatTopicId)] = `answer ${topic}`;
  }
  return buildKnowledgeBase(lang, texts, { stopWords });
}

// "money" is in four topics' phrasings, "withdraw", "refund" and "minimum" in one each.
const kb = knowledgeBase("en", {
  withdraw: "withdraw\nwithdraw money\ncash out",
  refund: "refund\nmoney back",
  minimum: "minimum\nhow much money to start",
  funding: "add money\nput money in wallet",
  levelIncome: "level income\nteam income",
  directIncome: "direct income\nreferral income",
  scam: "scam\nfraud",
});
const fallback = { default: "DEFAULT", unsure: "UNSURE" };
const best = (question: string) => rankTopics(question, kb)[0]?.topic;

describe("topic ranking", () => {
  it("a specific word beats a common one", () => {
    // "money" fully matches short phrasings of three topics; "withdraw" is one topic's word.
    expect(best("money withdraw")).toBe("withdraw");
    expect(answerQuestion("can i withdraw my money", kb, null, fallback).topic).toBe("withdraw");
  });

  it("coverage breaks ties: the topic explaining more of the question wins", () => {
    // "income" is in both income topics; only levelIncome also explains "level".
    const ranked = rankTopics("level income", kb);
    expect(ranked[0]?.topic).toBe("levelIncome");
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
    expect(rankTopics("team income from my level", kb)[0]?.topic).toBe("levelIncome");
  });

  it("an off-topic question sharing one common word gets the default answer", () => {
    expect(answerQuestion("how much money for a new car", kb, null, fallback)).toMatchObject({
      kind: "default",
      topic: null,
    });
    expect(answerQuestion("what is the weather", kb, null, fallback).kind).toBe("default");
  });

  it("a word no topic knows lowers confidence: a topic's phrasing plus it is not answered", () => {
    const withJoin = knowledgeBase("en", {
      minimum: "minimum\nhow much money to start",
      refund: "refund\nmoney back",
      join: "how do i join\nsign up\nregister",
      withdraw: "withdraw\ncash out",
      funding: "add money\nput money in wallet",
      scam: "scam\nfraud",
    });
    const topic = (question: string) => answerQuestion(question, withJoin, null, fallback).topic;
    // Alone, each phrasing answers; with "jogging" or "car" the question may be about those.
    expect(topic("how much money to start")).toBe("minimum");
    expect(topic("how much money to start jogging")).toBeNull();
    expect(topic("my money back")).toBe("refund");
    expect(topic("money back jogging")).toBeNull();
    expect(topic("register car")).toBeNull();
  });

  it("forgives a typo through character n-grams", () => {
    expect(best("withdrawl")).toBe("withdraw");
    expect(best("is it a scaam")).toBe("scam");
  });

  it("does not match unrelated words by a shared start", () => {
    // The old prefix rule matched "mind" with "minimum" as a whole word (score 1).
    expect(answerQuestion("never mind", kb, null, fallback).kind).toBe("default");
  });

  it("matches a word its phrasing has with a short ending, either way round", () => {
    const index = buildTopicIndex(
      [
        { topic: "incomeTypes", normalised: "income types" },
        { topic: "royalty", normalised: "weekly royalty" },
      ],
      prepareRules("en", { stopWords: "the of" }),
    );
    // "type" is the phrasing's "types" without its ending, "incomes" "income" with one: both are
    // words the topics explain (a word only similar to one is not: "typo").
    expect(scoreQuestion("type", index).unexplained).toBe(0);
    expect(scoreQuestion("incomes", index).unexplained).toBe(0);
    expect(scoreQuestion("typo", index).unexplained).toBe(1);
  });

  it("matches tone marks first; a word without them is a weaker match", () => {
    const vi = knowledgeBase("vi", { minimum: "tiền tối thiểu", scam: "lừa đảo" }, "là gì");
    const marked = rankTopics("tiền tối thiểu", vi)[0]!;
    const unmarked = rankTopics("tien toi thieu bao nhieu", vi)[0]!;
    expect(marked.topic).toBe("minimum");
    expect(unmarked.topic).toBe("minimum");
    // Other tone marks make other words: "tiên" (fairy) is not "tiền" (money).
    const otherMarks = rankTopics("tiên tối thiểu", vi)[0]!;
    expect(otherMarks.score).toBeLessThan(marked.score);
  });

  it("ranks Chinese by character bigrams", () => {
    const zh = knowledgeBase(
      "zh-cn",
      { withdraw: "怎么提现\n提现", scam: "是骗局吗\n骗局" },
      "怎么 吗 是",
    );
    expect(rankTopics("我想提现", zh)[0]?.topic).toBe("withdraw");
  });

  it("a question about an everyday subject is not answered with a topic", () => {
    const texts: Record<string, string> = {
      [questionsKey("minimum")]: "minimum\nhow much money to start",
      [answerKey("minimum")]: "answer minimum",
      [questionsKey("fees")]: "fees\nnetwork fees\ngas fee",
      [answerKey("fees")]: "answer fees",
      [questionsKey("join")]: "how do i join\nsign up",
      [answerKey("join")]: "answer join",
      [ELSEWHERE_KEY]: "gym\nschool\ndoctor",
    };
    const stop = { stopWords: "how do i is the a my to what can much of for" };
    const withList = buildKnowledgeBase("en", texts, stop);
    const without = buildKnowledgeBase("en", { ...texts, [ELSEWHERE_KEY]: "" }, stop);
    const reply = (question: string, base = withList) =>
      answerQuestion(question, base, null, fallback);
    // Without the list, the fees topic answered a gym's fees; with it, at most "not sure".
    expect(reply("network fees gym", without).topic).toBe("fees");
    expect(reply("network fees gym")).toMatchObject({ kind: "unsure", topic: null });
    expect(reply("gym").kind).toBe("default");
    // The everyday subjects are never offered as a choice, and never rank as a topic.
    expect(reply("network fees gym").choices.map((c) => c.topic)).toEqual(["fees"]);
    expect(rankTopics("gym", withList).map((r) => r.topic)).not.toContain(ELSEWHERE);
    // Questions about the program are answered as before.
    expect(reply("network fees").topic).toBe("fees");
    expect(reply("how do i join").topic).toBe("join");
    // A word only the list knows leaves the question as unexplained as an unknown word:
    // "doctor" is a reason to be less sure, not more.
    expect(reply("how much money to start doctor").topic).toBeNull();
  });
  it("a topic word the everyday list also uses holds back a topic whose phrasings lack it", () => {
    // "bank" is a program word (withdraw to a bank) and an everyday one ("bank loan"): a question
    // about money in a bank is at most offered the risks topic, whose phrasings never say "bank".
    const texts: Record<string, string> = {
      [questionsKey("risks")]: "is it safe\nis my money safe\nrisk",
      [answerKey("risks")]: "answer risks",
      [questionsKey("withdraw")]: "withdraw to bank\nwithdraw money\ncash out",
      [answerKey("withdraw")]: "answer withdraw",
      [ELSEWHERE_KEY]: "bank loan\ngym",
    };
    const stop = { stopWords: "how do i is the a my to what can in of" };
    const withLine = buildKnowledgeBase("en", texts, stop);
    const without = buildKnowledgeBase("en", { ...texts, [ELSEWHERE_KEY]: "gym" }, stop);
    const reply = (question: string, base = withLine) =>
      answerQuestion(question, base, null, fallback);
    expect(reply("is my money safe at the bank", without).topic).toBe("risks");
    expect(reply("is my money safe at the bank")).toMatchObject({ kind: "unsure", topic: null });
    expect(reply("is my money safe at the bank").choices[0]?.topic).toBe("risks");
    // The topic that has the word answers, and a question without it is answered as before.
    expect(reply("can i withdraw my money to a bank").topic).toBe("withdraw");
    expect(reply("is the money safe").topic).toBe("risks");
    // Only the word itself counts: Vietnamese "bao" (how much) is not the list's "bảo".
    const vi = buildKnowledgeBase(
      "vi",
      {
        [questionsKey("directIncome")]: "hoa hồng trực tiếp\nhoa hồng người giới thiệu",
        [answerKey("directIncome")]: "answer direct",
        [questionsKey("levelIncome")]: "thu nhập cấp độ bao nhiêu\nthu nhập tầng",
        [answerKey("levelIncome")]: "answer level",
        [ELSEWHERE_KEY]: "bảo hiểm xe",
      },
      { stopWords: "là gì" },
    );
    expect(answerQuestion("hoa hồng trực tiếp bao nhiêu", vi, null, fallback).topic).toBe(
      "directIncome",
    );
  });
  it("a stop word typed with accents does not name an everyday subject written without them", () => {
    // German "über" (over, via) folds to the English list's "uber" (the ride app).
    const de = buildKnowledgeBase(
      "de",
      {
        [questionsKey("levelIncome")]: "level einkommen\neinkommen aus ebenen",
        [answerKey("levelIncome")]: "answer level",
        [ELSEWHERE_KEY]: "uber\nfitnessstudio",
      },
      { stopWords: "wie über das" },
    );
    const reply = (question: string) => answerQuestion(question, de, null, fallback);
    expect(reply("level einkommen über ebenen").topic).toBe("levelIncome");
    // The app itself, as typed, is still named.
    expect(reply("level einkommen uber").kind).not.toBe("answer");
  });

  it("a question naming a listed everyday subject the words cannot show is not answered either", () => {
    // The ranking drops words shorter than three letters ("حج", the pilgrimage; "جم", a gym), and
    // a katakana word's character pairs may all be topic words (パスポート: パス, ポー, ート).
    const arTexts: Record<string, string> = {
      [questionsKey("contact")]: "رقم الدعم\nكيف اتواصل مع الدعم",
      [answerKey("contact")]: "answer contact",
      [ELSEWHERE_KEY]: "حج\nمدرسة",
    };
    const withList = buildKnowledgeBase("ar", arTexts, { stopWords: "كيف مع" });
    expect(answerQuestion("رقم الدعم", withList, null, fallback).topic).toBe("contact");
    expect(answerQuestion("رقم الدعم الحج", withList, null, fallback).kind).not.toBe("answer");
    expect(answerQuestion("رقم الدعم حج", withList, null, fallback).kind).not.toBe("answer");
    const jaTexts: Record<string, string> = {
      [questionsKey("contact")]: "サポートに連絡したい\nサポートの電話番号",
      [answerKey("contact")]: "answer contact",
      [questionsKey("recoveryPhrase")]: "パスワードを忘れた",
      [answerKey("recoveryPhrase")]: "answer recovery",
      [ELSEWHERE_KEY]: "パスポート\n天気",
    };
    const ja = buildKnowledgeBase("ja", jaTexts, { stopWords: "に の を た" });
    expect(answerQuestion("サポートの電話番号", ja, null, fallback).topic).toBe("contact");
    expect(answerQuestion("パスポートのサポートの電話番号", ja, null, fallback).kind).not.toBe(
      "answer",
    );
  });
});
