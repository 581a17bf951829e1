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
function foldArabicScript(text: string): string {
  return text
    .replace(ARABIC_MARKS, "")
    .replace(ARABIC_FOLDABLE, (c) => ARABIC_LETTER_FOLDS[c] ?? c);
}

// The Arabic definite article, alone or after و ف ب ك ل ("والمحفظة" -> "محفظه"), and "لل".
// A word of three letters or more after it (a shorter rest is usually a word of its own); the
// everyday subjects, matched as listed, take two ("الحج" is "حج").
const ARABIC_ARTICLE = /^(?:[وفبكل]?ال|لل)(?=\p{L}{3})/u;
const ARABIC_ARTICLE_SHORT = /^(?:[وفبكل]?ال|لل)(?=\p{L}{2})/u;

/** Arabic only: a word without its article, so "المحفظة" and "محفظة" are the same word. */
export function stripArabicArticle(word: string, shortRest = false): string {
  return word.replace(shortRest ? ARABIC_ARTICLE_SHORT : ARABIC_ARTICLE, "");
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

// Accents and tone marks of these alphabets (U+0300-U+036F; Indic vowel signs are elsewhere).
// They are kept in the compared form (Vietnamese tone marks tell words apart); the folded form
// without them is only a weaker second signal (see `foldMarks`).
const LATIN_GREEK_CYRILLIC_MARKS = /[\u0300-\u036f]/gu;
const LETTER_FOLDS: Record<string, string> = { ß: "ss", ς: "σ", đ: "d", ı: "i" };

/** A word without Latin/Greek/Cyrillic accents and tone marks ("tiền" -> "tien"). */
export function foldMarks(text: string): string {
  return text
    .normalize("NFD")
    .replace(LATIN_GREEK_CYRILLIC_MARKS, "")
    .normalize("NFC")
    .replace(/[ßςđı]/gu, (c) => LETTER_FOLDS[c] ?? c);
}

/** Whether a word carries an accent or tone mark that `foldMarks` drops. */
export function hasMarks(word: string): boolean {
  return foldMarks(word) !== word;
}

// --- Everything ------------------------------------------------------------------------------

const DIGIT = /\p{Nd}/u;
const DIGITS = /\p{Nd}/gu;

/** A decimal digit of any script as an ASCII digit ("৫", "୫", "५", "٥" -> "5"): Unicode puts
 * each script's ten digits in a row, zero first, so a digit's value is how many digits precede
 * it in its row. */
function asciiDigit(digit: string): string {
  let code = digit.codePointAt(0)!;
  let value = 0;
  while (value < 9 && DIGIT.test(String.fromCodePoint(code - 1))) {
    code--;
    value++;
  }
  return String(value);
}

// Punctuation and symbols in every script become spaces; combining marks (\p{M}) are kept.
const PUNCTUATION = /[\p{P}\p{S}]/gu;

/**
 * The form both a question and a phrasing are compared in: NFKC (full-width letters,
 * compatibility forms, and NFC composition), lowercase, Arabic-script marks and letter variants
 * folded, Indic nukta and nasal variants folded, every script's digits as ASCII digits,
 * punctuation turned into spaces, whitespace collapsed. Latin/Greek/Cyrillic accents stay (they
 * can change a word's meaning).
 */
export function normaliseForMatching(text: string): string {
  const folded = foldIndic(
    foldArabicScript(text.normalize("NFKC").toLowerCase().replace(ZERO_WIDTH, "")),
  ).replace(DIGITS, (d) => (d >= "0" && d <= "9" ? d : asciiDigit(d)));
  return folded.replace(/[ς]/gu, "σ").replace(PUNCTUATION, " ").replace(/\s+/gu, " ").trim();
}

// --- Words -----------------------------------------------------------------------------------

const CJK_CHAR = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
export const CJK_OR_OTHER_RUNS =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+|[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** A language's stop words, prepared once: whole words (also folded), and CJK sequences
 * longest first. */
export type PreparedRules = {
  words: ReadonlySet<string>;
  cjk: readonly string[];
  minWordLength: number;
  arabicArticle: boolean;
  /** Vietnamese: character n-grams keep the tone marks (folded, unrelated syllables meet). */
  marksInGrams: boolean;
};

export function prepareRules(lang: string, rules?: ChatLanguageRules): PreparedRules {
  const list = normaliseForMatching(rules?.stopWords ?? "")
    .split(" ")
    .filter((w) => w !== "");
  const words = list.filter((w) => !hasCjk(w));
  return {
    // Also without accents: visitors often leave them out.
    words: new Set([...words, ...words.map(foldMarks)]),
    cjk: list.filter(hasCjk).sort((a, b) => [...b].length - [...a].length),
    minWordLength: rules?.minWordLength ?? 3,
    arabicArticle: lang === "ar",
    marksInGrams: lang === "vi",
  };
}

/** Two languages' rules at once: a question on a page may mix the page's language and
 * English, so a stop word of either is a stop word. */
export function mergeRules(a: PreparedRules, b: PreparedRules): PreparedRules {
  return {
    words: new Set([...a.words, ...b.words]),
    cjk: [...new Set([...a.cjk, ...b.cjk])].sort((x, y) => [...y].length - [...x].length),
    minWordLength: Math.min(a.minWordLength, b.minWordLength),
    arabicArticle: a.arabicArticle || b.arabicArticle,
    marksInGrams: a.marksInGrams || b.marksInGrams,
  };
}

/** A CJK run without its question words and particles: the pieces left between them. */
export function withoutCjkStopWords(run: string, stop: readonly string[]): string[] {
  let pieces = [run];
  for (const word of stop) pieces = pieces.flatMap((p) => p.split(word));
  return pieces.filter((p) => p !== "");
}
