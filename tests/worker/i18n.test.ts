import { describe, expect, it } from "vitest";
import { en } from "~/i18n/dictionaries/en";
import {
  LANGUAGES,
  languageFromAcceptHeader,
  languageFromPath,
  localizedPath,
  stripLanguage,
} from "~/i18n/languages";
import {
  buildMessages,
  bundledDictionaries,
  ENGLISH_MESSAGES,
  MESSAGE_KEYS,
} from "~/i18n/messages.server";
import { createTranslate } from "~/i18n/translate";

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
      "Odiya",
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

  it("pick a supported language from Accept-Language", () => {
    expect(languageFromAcceptHeader("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(languageFromAcceptHeader("zh-TW,zh;q=0.9")).toBe("zh-tw");
    expect(languageFromAcceptHeader("zh-Hans-CN")).toBe("zh-cn");
    expect(languageFromAcceptHeader("nl-NL,nl;q=0.9,fr;q=0.5")).toBe("fr");
    expect(languageFromAcceptHeader("de;q=0, ja;q=0.4")).toBe("ja");
    expect(languageFromAcceptHeader("nl, sv")).toBeNull();
    expect(languageFromAcceptHeader(null)).toBeNull();
    expect(languageFromAcceptHeader("tl-PH")).toBe("fil");
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
