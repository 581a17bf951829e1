// The language switch's redirect target: whatever path is posted, the Location stays on the site.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "~/i18n/languages";
import { languageSwitchTarget } from "~/server/i18n/language-redirect.server";
import { isSameSitePath } from "~/server/http/same-site-path.server";

const SITE = "https://waymark.example";

/** What a browser does with the Location, checked independently of the code under test: the
 * resolved address keeps the site's origin, and so does every decoded form of it. */
function staysOnSite(location: string): boolean {
  if (!location.startsWith("/") || location.startsWith("//") || location.includes("\\"))
    return false;
  if ([...location].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  let text = location;
  for (let i = 0; i < 5; i++) {
    const resolved = new URL(text, `${SITE}/hi/page`);
    if (resolved.origin !== SITE || resolved.pathname.startsWith("//")) return false;
    const path = text.split(/[?#]/)[0]!;
    if (path.startsWith("//") || path.includes("\\") || path.includes("//")) return false;
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      return false;
    }
    if (next === text) break;
    text = next;
  }
  return true;
}

const PIECES = [
  "/",
  "//",
  "\\",
  "/\\",
  ".",
  "..",
  "./",
  "../",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%2e",
  "%2E%2E",
  "%252F",
  "%",
  "%0a",
  "%09",
  "\t",
  "\n",
  " ",
  "hi",
  "en",
  "zh-cn",
  "join",
  "evil.example",
  "@evil.example",
  "http:",
  "https://evil.example",
  "javascript:alert(1)",
  ":",
  "?",
  "#",
  "?next=//evil.example",
  "é",
];
const hostilePath = fc
  .array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 10 })
  .map((parts) => parts.join(""));
const language = fc.constantFrom(...LANGUAGE_CODES);

describe("the language switch's redirect", () => {
  it.each([
    ["/hi//evil.example", "en"],
    ["/.//evil.example", "en"],
    ["/hi/\\evil.example", "en"],
    ["/hi/%2F%2Fevil.example", "en"],
    ["/hi/%5Cevil.example", "en"],
    ["/hi/\t/evil.example", "en"],
    ["/hi/./%2e/", "en"],
    ["/hi//evil.example", "fr"],
  ] as const)("sends %s in %s to the language's home page", (path, lang) => {
    const target = languageSwitchTarget(lang, path);
    expect(target).toBe(lang === "en" ? "/" : `/${lang}`);
  });

  it("keeps ordinary pages and their query", () => {
    expect(languageSwitchTarget("en", "/hi/join")).toBe("/join");
    expect(languageSwitchTarget("hi", "/join?x=1")).toBe("/hi/join?x=1");
    expect(languageSwitchTarget("zh-cn", "/fr")).toBe("/zh-cn");
    expect(languageSwitchTarget("fr", "/")).toBe("/fr");
  });

  it("always answers a same-site path, for any posted path (property)", () => {
    fc.assert(
      fc.property(language, hostilePath, (lang, path) => {
        const target = languageSwitchTarget(lang, path);
        return staysOnSite(target);
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(language, fc.string({ maxLength: 40 }), (lang, path) =>
        staysOnSite(languageSwitchTarget(lang, `/${path}`)),
      ),
      { numRuns: 2000 },
    );
  });

  it("isSameSitePath refuses every other-site form and accepts plain paths", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example",
      "/%2F/evil.example",
      "/%5Cevil.example",
      "/%252F%252Fevil.example",
      "/a/../..//evil.example",
      "/\t/evil.example",
      "evil.example",
      "",
    ])
      expect(isSameSitePath(bad), bad).toBe(false);
    for (const good of ["/", "/hi", "/join?x=1", "/zh-cn/slots#top", "/hi/%E0%A4%85"])
      expect(isSameSitePath(good), good).toBe(true);
  });
});
