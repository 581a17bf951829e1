import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/dictionaries/en";
import { formatUsdWith } from "~/domain/site/number-format";
import { numberSpecOf } from "~/server/i18n/number-spec.server";
import {
  formatLocale,
  LANGUAGES,
  languageFromPath,
  localizedPath,
  stripLanguage,
} from "~/i18n/languages";
import { languageFromAcceptHeader } from "~/i18n/language-match";
import {
  buildMessages,
  bundledDictionaries,
  ENGLISH_MESSAGES,
  MESSAGE_KEYS,
  loadBundledLanguages,
} from "~/server/i18n/messages.server";
import { createTranslate } from "~/i18n/translate";

// The 21 other dictionaries load on first use (issue 34); these tests read them all at once.
beforeAll(() => loadBundledLanguages());

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("languages", () => {
  it("are the 22 of the spec, English first, Arabic and Urdu right-to-left", () => {
    expect(LANGUAGES.map((l) => l.name)).toEqual([
      "English",
      "Hindi",
      "Telugu",
      "Tamil",
      "Arabic",
      "Chinese (Simplified)",
      "Chinese (Traditional)",
      "French",
      "Spanish",
      "Russian",
      "Bengali",
      "Kannada",
      "Malayalam",
      "Vietnamese",
      "German",
      "Greek",
      "Odia",
      "Sinhala",
      "Japanese",
      "Filipino",
      "Indonesian",
      "Urdu",
    ]);
    expect(LANGUAGES.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual(["ar", "ur"]);
  });

  it("map paths to and from their language prefix", () => {
    expect(languageFromPath("/")).toBe("en");
    expect(languageFromPath("/join")).toBe("en");
    expect(languageFromPath("/hi/join")).toBe("hi");
    expect(languageFromPath("/zh-tw")).toBe("zh-tw");
    expect(languageFromPath("/en/join")).toBe("en");
    expect(stripLanguage("/hi/join")).toBe("/join");
    expect(stripLanguage("/hi")).toBe("/");
    expect(stripLanguage("/slots")).toBe("/slots");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("ar", "/earnings")).toBe("/ar/earnings");
    expect(localizedPath("en", "/earnings")).toBe("/earnings");
  });

  it.each([
    ["hi-IN,hi;q=0.9,en;q=0.8", "hi"],
    ["zh-TW,zh;q=0.9", "zh-tw"],
    ["zh-Hans-CN", "zh-cn"],
    ["nl-NL,nl;q=0.9,fr;q=0.5", "fr"],
    ["de;q=0, ja;q=0.4", "ja"],
    ["nl, sv", null],
    [null, null],
    ["tl-PH", "fil"],
  ])("pick a supported language from Accept-Language: %j gives %j", (header, language) => {
    expect(languageFromAcceptHeader(header)).toBe(language);
  });
});

describe("dictionaries", () => {
  it.each(LANGUAGES.map((l) => [l.code] as const))(
    "%s has every key with its placeholders",
    (code) => {
      const dict = bundledDictionaries[code];
      const missing = MESSAGE_KEYS.filter((k) => !dict[k]?.trim());
      expect(missing, `missing keys in ${code}`).toEqual([]);
      for (const key of MESSAGE_KEYS) {
        expect(placeholders(dict[key]!), `${code} ${key}`).toEqual(
          placeholders(ENGLISH_MESSAGES[key]),
        );
      }
      const extra = Object.keys(dict).filter((k) => !(k in ENGLISH_MESSAGES));
      expect(extra, `unknown keys in ${code}`).toEqual([]);
    },
  );

  it("are real translations, not English copies", () => {
    for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
      expect(bundledDictionaries[code]["general.notFound.message"], code).not.toBe(
        en["general.notFound.message"],
      );
    }
  });

  it("fall back to English for a key a language lacks, and overrides win", () => {
    const partial = { ...bundledDictionaries.hi };
    delete partial["general.nav.slots"];
    const original = bundledDictionaries.hi;
    bundledDictionaries.hi = partial;
    try {
      const messages = buildMessages("hi", { "general.nav.join": "जुड़ें!", "not.a.key": "x" });
      expect(messages["general.nav.slots"]).toBe(en["general.nav.slots"]);
      expect(messages["general.nav.join"]).toBe("जुड़ें!");
      expect(messages["general.nav.home"]).toBe(original["general.nav.home"]);
      expect("not.a.key" in messages).toBe(false);
    } finally {
      bundledDictionaries.hi = original;
    }
  });

  it("fill placeholders and leave unknown ones visible", () => {
    const t = createTranslate(buildMessages("en"));
    expect(t("general.language.changed", { language: "हिन्दी" })).toBe("Language changed to हिन्दी");
    expect(t("footer.socialLink")).toBe("{network}: open the referral link");
  });
});

describe("numbers and dates for visitors", () => {
  const nonLatinDigit =
    /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\u0de6-\u0def\u0e50-\u0e59\u1040-\u1049]/;

  it.each(LANGUAGES.map((l) => [l.code, l.tag] as const))(
    "%s: Latin digits in numbers, money and dates, as its texts are written",
    (_code, tag) => {
      const locale = formatLocale(tag);
      expect(new Intl.NumberFormat(locale).format(1234567.5)).not.toMatch(nonLatinDigit);
      // The spec pages format with (decision 0052), read for the language's tag.
      expect(formatUsdWith(numberSpecOf(tag), 58240)).toMatch(/58.?240/);
      const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
      expect(day.format(Date.UTC(2026, 10, 25))).toMatch(/25/);
    },
  );

  it("dates carry the page's month names, not English ones", () => {
    const day = (tag: string) =>
      new Intl.DateTimeFormat(formatLocale(tag), { dateStyle: "medium", timeZone: "UTC" }).format(
        Date.UTC(2026, 10, 25),
      );
    expect(day("en")).toContain("Nov");
    for (const tag of ["hi", "es", "de", "ru", "ja", "ar"]) expect(day(tag)).not.toContain("Nov");
    // Bengali would use Bengali digits by default; the texts use Latin ones.
    expect(new Intl.NumberFormat("bn").format(5)).toBe("৫");
    expect(new Intl.NumberFormat(formatLocale("bn")).format(5)).toBe("5");
  });
});

describe("French typography", () => {
  const loose = / [?!;:](?=\s|$)/;

  it("puts a no-break space before ? ! ; and : in every French text, typed ones too", () => {
    const messages = buildMessages("fr", { "general.copyFailed": "Oups ! Échec : {reason}" });
    expect(messages["general.copyFailed"]).toBe("Oups\u202F! Échec\u00A0: {reason}");
    for (const key of MESSAGE_KEYS) expect(messages[key], key).not.toMatch(loose);
    // Other languages are left as written.
    expect(buildMessages("de", { "general.copyFailed": "Hallo : x" })["general.copyFailed"]).toBe(
      "Hallo : x",
    );
  });

  it("the French assistant's texts are written that way", async () => {
    const { knowledge } = await import("~/i18n/knowledge/fr");
    for (const [key, text] of Object.entries(knowledge)) expect(text, key).not.toMatch(loose);
  });
});
