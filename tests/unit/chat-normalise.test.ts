// Per-script normalisation and word rules of the chat assistant (issue 19).
import { describe, expect, it } from "vitest";
import {
  foldMarks,
  normaliseForMatching,
  prepareRules,
  stripArabicArticle,
} from "~/domain/chat/normalise";
import { analyse } from "~/domain/chat/ranking";

const units = (text: string, lang = "xx", stopWords = "", minWordLength?: number) =>
  analyse(normaliseForMatching(text), prepareRules(lang, { stopWords, minWordLength })).words;

describe("normaliseForMatching", () => {
  it("applies NFKC: full-width letters and digits become plain ones", () => {
    expect(normaliseForMatching("ＵＳＤＴ　２")).toBe("usdt 2");
  });

  it("writes every script's digits as ASCII digits", () => {
    // Arabic-Indic, Devanagari, Bengali, Odia, Tamil, Telugu, Kannada, Malayalam, Thai.
    expect(normaliseForMatching("٥٠ ५० ৫০ ୫୦ ௫௦ ౫౦ ೫೦ ൫൦ ๕๐")).toBe("50 50 50 50 50 50 50 50 50");
    expect(normaliseForMatching("৩৬৪০% ୨ ডলার")).toBe("3640 2 ডলার");
    expect(normaliseForMatching("0123456789 ০১২৩৪৫৬৭৮৯")).toBe("0123456789 0123456789");
  });

  it("removes Arabic vowel marks, shadda and tatweel", () => {
    expect(normaliseForMatching("كَيْفَ أَنْضَمُّ؟")).toBe(normaliseForMatching("كيف انضم"));
    expect(normaliseForMatching("محـــفظة")).toBe(normaliseForMatching("محفظة"));
  });

  it("folds hamza, alef, yeh, teh marbuta and Urdu/Persian letter variants", () => {
    expect(normaliseForMatching("إستثمار")).toBe(normaliseForMatching("استثمار"));
    expect(normaliseForMatching("آمن")).toBe(normaliseForMatching("امن"));
    expect(normaliseForMatching("مسؤول")).toBe(normaliseForMatching("مسوول"));
    expect(normaliseForMatching("على")).toBe(normaliseForMatching("علي"));
    expect(normaliseForMatching("محفظة")).toBe(normaliseForMatching("محفظه"));
    // Urdu keheh, farsi yeh, heh goal and yeh barree fold to the Arabic letters.
    expect(normaliseForMatching("کیا")).toBe(normaliseForMatching("كيا"));
    expect(normaliseForMatching("پیسہ")).toBe(normaliseForMatching("پيسه"));
    expect(normaliseForMatching("کیسے")).toBe(normaliseForMatching("كيسي"));
    expect(normaliseForMatching("۲ ڈالر")).toBe("2 ڈالر");
  });

  it("drops the Arabic article only for Arabic", () => {
    expect(stripArabicArticle("المحفظة")).toBe("محفظة");
    expect(stripArabicArticle("والمحفظة")).toBe("محفظة");
    expect(stripArabicArticle("ال")).toBe("ال");
    expect(units("المحفظه", "ar")).toEqual(["محفظه"]);
    expect(units("المحفظه", "ur")).toEqual(["المحفظه"]);
  });

  it("removes the Indic nukta, precomposed or not", () => {
    expect(normaliseForMatching("जुड़ें")).toBe(normaliseForMatching("जुडें"));
    expect(normaliseForMatching("\u095c")).toBe("\u0921");
    expect(normaliseForMatching("ফ়")).toBe("ফ");
  });

  it("folds chandrabindu into anusvara, and a nasal consonant cluster into anusvara", () => {
    expect(normaliseForMatching("जुड़ूँ")).toBe(normaliseForMatching("जुड़ूं"));
    expect(normaliseForMatching("हिन्दी")).toBe(normaliseForMatching("हिंदी"));
    expect(normaliseForMatching("সাঁতার")).toBe(normaliseForMatching("সাংতার"));
  });

  it("drops zero-width joiners", () => {
    expect(normaliseForMatching("ಫೋನ್\u200cನಲ್ಲಿ")).toBe(normaliseForMatching("ಫೋನ್ನಲ್ಲಿ"));
  });

  it("keeps accents and tone marks: in Vietnamese they tell words apart", () => {
    expect(normaliseForMatching("Sécurité, ¿cuánto?")).toBe("sécurité cuánto");
    expect(normaliseForMatching("tiền")).not.toBe(normaliseForMatching("tiên"));
  });

  it("folds Latin, Greek and Cyrillic accents only in the weaker, folded form", () => {
    expect(foldMarks("sécurité cuánto")).toBe("securite cuanto");
    expect(foldMarks("τι είναι")).toBe("τι ειναι");
    expect(foldMarks("кошелёк")).toBe("кошелек");
    expect(foldMarks("straße")).toBe("strasse");
    expect(foldMarks("tiền")).toBe(foldMarks("tiên"));
  });
});

describe("analyse: the words a text is scored by", () => {
  it("ignores stop words and short words", () => {
    expect(units("How do I join?", "en", "how do")).toEqual(["join"]);
    expect(units("what is the minimum", "en", "what the")).toEqual(["minimum"]);
  });

  it("normalises the stop words like the text", () => {
    expect(units("Qu'est-ce que c'est ?", "fr", "qu est-ce que c'est")).toEqual([]);
  });

  it("lets a language count shorter words", () => {
    expect(units("ví là gì", "vi", "là gì", 2)).toEqual(["ví"]);
    expect(units("ví là gì", "vi", "là gì")).toEqual([]);
  });

  it("ignores a stop word typed without its accents", () => {
    expect(units("vi la gi", "vi", "là gì", 2)).toEqual(["vi"]);
  });

  it("gives CJK bigrams after removing question words and particles", () => {
    expect(units("什么是钱包", "zh-cn", "什么 是")).toEqual(["钱包"]);
    expect(units("今天天气怎么样", "zh-cn", "怎么样")).toEqual(["今天", "天天", "天气"]);
    expect(units("ウォレットとは何ですか", "ja", "とは 何 ですか")).toEqual([
      "ウォ",
      "ォレ",
      "レッ",
      "ット",
    ]);
    // A lone Chinese character left between question words is a word; a lone kana is not.
    expect(units("什么是钱", "zh-cn", "什么 是")).toEqual(["钱"]);
    expect(units("カとは", "ja", "とは")).toEqual([]);
  });
});
