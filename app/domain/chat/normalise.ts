// Text normalisation for the chat assistant, per script (issue 19). Pure, no I/O: it runs in
// the browser. Questions and knowledge-base phrasings go through the same steps, so a visitor
// who types without vowel marks, with another hamza form or another nasal mark still matches.

/** How one language's words are counted (from its knowledge file, app/i18n/knowledge). */
export type ChatLanguageRules = {
  /** Words (or, for Chinese and Japanese, character sequences) that never count as matching
   * words: question words, particles, pronouns, auxiliaries. Whitespace-separated. */
  stopWords: string;
  /** Words shorter than this are ignored (the spec's rule is 3, i.e. 2 characters or fewer
   * are ignored). A language whose content words are often 2 letters may lower it. */
  minWordLength?: number;
};

// --- Arabic script (Arabic, Urdu, Persian letters) -------------------------------------------

// Harakat, tanween, shadda, sukun, superscript alef, Quranic annotation marks, and tatweel.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/gu;
const ARABIC_LETTER_FOLDS: Record<string, string> = {
  "\u0622": "\u0627", // آ -> ا
  "\u0623": "\u0627", // أ -> ا
  "\u0625": "\u0627", // إ -> ا
  "\u0671": "\u0627", // ٱ -> ا
  "\u0624": "\u0648", // ؤ -> و
  "\u0626": "\u064a", // ئ -> ي
  "\u0649": "\u064a", // ى -> ي
  "\u06cc": "\u064a", // ی (Persian/Urdu yeh) -> ي
  "\u06d2": "\u064a", // ے (yeh barree) -> ي
  "\u06d3": "\u064a", // ۓ -> ي
  "\u06a9": "\u0643", // ک (keheh) -> ك
  "\u06af": "\u06af", // گ stays (a different letter)
  "\u0629": "\u0647", // ة -> ه
  "\u06c3": "\u0647", // ۃ -> ه
  "\u06c1": "\u0647", // ہ (heh goal) -> ه
  "\u06be": "\u0647", // ھ (heh doachashmee) -> ه
  "\u06d5": "\u0647", // ە -> ه
};
const ARABIC_FOLDABLE = new RegExp(`[${Object.keys(ARABIC_LETTER_FOLDS).join("")}]`, "gu");
// Arabic-Indic and Extended (Urdu/Persian) digits to ASCII.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/gu;

function foldArabicScript(text: string): string {
  return text
    .replace(ARABIC_MARKS, "")
    .replace(ARABIC_FOLDABLE, (c) => ARABIC_LETTER_FOLDS[c] ?? c)
    .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));
}

// The Arabic definite article, alone or after و ف ب ك ل ("والمحفظة" -> "محفظه"), and "لل".
const ARABIC_ARTICLE = /^(?:[وفبكل]?ال|لل)(?=\p{L}{3})/u;

/** Arabic only: a word without its article, so "المحفظة" and "محفظة" are the same word. */
export function stripArabicArticle(word: string): string {
  return word.replace(ARABIC_ARTICLE, "");
}

// --- Indic scripts ---------------------------------------------------------------------------

// Nukta in Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Telugu, Kannada, Malayalam.
const NUKTA = /[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0c3c\u0cbc\u0d3b\u0d3c]/gu;
// Chandrabindu -> anusvara in the same script (Devanagari, Bengali, Oriya, Telugu, Kannada,
// Malayalam); Gurmukhi tippi/adak-bindi -> bindi.
const NASAL_FOLDS: Record<string, string> = {
  "\u0901": "\u0902",
  "\u0981": "\u0982",
  "\u0b01": "\u0b02",
  "\u0c01": "\u0c02",
  "\u0c81": "\u0c82",
  "\u0d01": "\u0d02",
  "\u0a70": "\u0a02",
};
const NASAL = new RegExp(`[${Object.keys(NASAL_FOLDS).join("")}]`, "gu");
// Devanagari: a nasal consonant with virama before another consonant is written as anusvara
// just as often ("हिन्दी" / "हिंदी", "सम्बन्ध" / "संबंध").
const DEVANAGARI_NASAL_CLUSTER = /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/gu;
// Zero-width joiner and non-joiner change how a cluster looks, not what it says.
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/gu;

function foldIndic(text: string): string {
  return text
    .replace(NUKTA, "")
    .replace(NASAL, (c) => NASAL_FOLDS[c] ?? c)
    .replace(DEVANAGARI_NASAL_CLUSTER, "\u0902");
}

// --- Latin, Greek, Cyrillic ------------------------------------------------------------------

// Accents people often leave out when typing on a phone (é/e, ñ/n, ά/α, ё/е). Only the
// combining marks of these alphabets (U+0300-U+036F); Indic vowel signs are elsewhere.
const LATIN_GREEK_CYRILLIC_MARKS = /[\u0300-\u036f]/gu;
const LETTER_FOLDS: Record<string, string> = { ß: "ss", ς: "σ", đ: "d", ı: "i" };

function foldAlphabetic(text: string): string {
  return text
    .normalize("NFD")
    .replace(LATIN_GREEK_CYRILLIC_MARKS, "")
    .normalize("NFC")
    .replace(/[ßςđı]/gu, (c) => LETTER_FOLDS[c] ?? c);
}

// --- Everything ------------------------------------------------------------------------------

// Punctuation and symbols in every script become spaces; combining marks (\p{M}) are kept.
const PUNCTUATION = /[\p{P}\p{S}]/gu;

/**
 * The form both a question and a phrasing are compared in: NFKC (full-width letters,
 * compatibility forms), lowercase, Arabic-script marks and letter variants folded, Indic nukta
 * and nasal variants folded, Latin/Greek/Cyrillic accents dropped, punctuation turned into
 * spaces, whitespace collapsed.
 */
export function normaliseForMatching(text: string): string {
  const folded = foldAlphabetic(
    foldIndic(foldArabicScript(text.normalize("NFKC").toLowerCase().replace(ZERO_WIDTH, ""))),
  );
  return folded.replace(PUNCTUATION, " ").replace(/\s+/gu, " ").trim();
}

// --- Words and units -------------------------------------------------------------------------

const CJK_CHAR = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
const CJK_OR_OTHER_RUNS =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+|[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** A language's stop words, prepared once: whole words, and CJK sequences longest first. */
export type PreparedRules = {
  words: ReadonlySet<string>;
  cjk: readonly string[];
  minWordLength: number;
  arabicArticle: boolean;
};

export function prepareRules(lang: string, rules?: ChatLanguageRules): PreparedRules {
  const list = normaliseForMatching(rules?.stopWords ?? "")
    .split(" ")
    .filter((w) => w !== "");
  return {
    words: new Set(list.filter((w) => !hasCjk(w))),
    cjk: list.filter(hasCjk).sort((a, b) => [...b].length - [...a].length),
    minWordLength: rules?.minWordLength ?? 3,
    arabicArticle: lang === "ar",
  };
}

const LONE_HAN = /^\p{sc=Han}$/u;

function characterBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return [];
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) bigrams.push(chars[i]! + chars[i + 1]!);
  return bigrams;
}

/** A CJK run without its question words and particles: the pieces left between them. */
function withoutCjkStopWords(run: string, stop: readonly string[]): string[] {
  let pieces = [run];
  for (const word of stop) pieces = pieces.flatMap((p) => p.split(word));
  return pieces.filter((p) => p !== "");
}

/**
 * The units a normalised text is scored by. Words: those of at least `minWordLength` code
 * points that are not stop words (Arabic: without the article). Chinese and Japanese runs
 * inside a word: their question words and particles removed, then the character bigrams of
 * each remaining piece; a lone Chinese character left between them counts as a word (a lone
 * kana does not).
 */
export function scoringUnits(normalised: string, rules: PreparedRules): string[] {
  const units = new Set<string>();
  for (const word of normalised.split(" ")) {
    if (word === "") continue;
    for (const run of word.match(CJK_OR_OTHER_RUNS) ?? []) {
      if (CJK_CHAR.test(run)) {
        for (const piece of withoutCjkStopWords(run, rules.cjk)) {
          // A Chinese character standing alone between question words is a word (钱, 赚).
          if (LONE_HAN.test(piece)) units.add(piece);
          for (const bigram of characterBigrams(piece)) units.add(bigram);
        }
        continue;
      }
      if (rules.words.has(run)) continue;
      const stem = rules.arabicArticle ? stripArabicArticle(run) : run;
      if ([...stem].length >= rules.minWordLength && !rules.words.has(stem)) units.add(stem);
    }
  }
  return [...units];
}

// --- Word similarity -------------------------------------------------------------------------

const ONLY_MARKS = /^\p{M}*$/u;

/**
 * Two words count as the same word when equal, or when they differ only by an ending:
 * - one is the start of the other, at least 3 characters, followed by at most 4 more
 *   ("join" / "joining", "pay" / "payment"; not "real" / "realistically");
 * - they share a start of at least 4 characters and the shorter word has at most 2 more
 *   ("кошелек" / "кошелька", "محفظه" / "محفظتي"; not "mind" / "minimum");
 * - they share a start of at least 3 characters and differ only in vowel signs or other
 *   combining marks after it ("पैसा" / "पैसे").
 * Chinese/Japanese bigrams only match exactly.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (hasCjk(a) || hasCjk(b)) return false;
  const x = [...a];
  const y = [...b];
  let prefix = 0;
  while (prefix < x.length && prefix < y.length && x[prefix] === y[prefix]) prefix++;
  const shorter = Math.min(x.length, y.length);
  const longer = Math.max(x.length, y.length);
  if (prefix < 3 || longer - shorter > 4) return false;
  if (prefix === shorter) return true;
  if (prefix >= 4 && prefix >= shorter - 2) return true;
  return ONLY_MARKS.test(x.slice(prefix).join("")) && ONLY_MARKS.test(y.slice(prefix).join(""));
}
