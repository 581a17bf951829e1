// Context for translators (issue 21): the Translation Manager says where each key appears and
// links to that page in the language being edited. Checked from outside: every heading text
// (keys ending in ".title") is in the HTML of the page its context names, in Hindi.
import { describe, expect, it } from "vitest";
import { keyContext } from "../../app/domain/translation/key-context";
import { en } from "../../app/i18n/dictionaries/en";
import { hi } from "../../app/i18n/dictionaries/hi";
import { localizedPath } from "../../app/i18n/languages";
import { baseURL } from "./browser";

/** The page's markup without its scripts (which carry every text of the language for the
 * browser) and tags, its character references decoded. */
const decode = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("where a key appears", () => {
  const titles = (Object.keys(en) as (keyof typeof en)[]).filter(
    (k) =>
      k.endsWith(".title") &&
      !/\{\w+\}/.test(en[k]) &&
      keyContext(k).page !== null &&
      // The chat window's texts are drawn when it opens, not in the page's markup.
      !k.startsWith("general.chat.") &&
      // Sections shown only when the site has a video, proofs or testimonials (issue 32): other
      // test files add and remove them on the shared test site.
      !["homepage.intro.title", "homepage.proof.title", "homepage.testimonials.title"].includes(k),
  );

  it("names a page for every key of the site's pages", () => {
    for (const key of Object.keys(en))
      expect(keyContext(key).description, key).not.toBe("Site-wide text");
    expect(titles.length).toBeGreaterThan(20);
  });

  it("each heading is on the page its context links to", async () => {
    const pages = new Map<string, string>();
    const missing: string[] = [];
    for (const key of titles) {
      const path = localizedPath("hi", keyContext(key).page!);
      if (!pages.has(path)) pages.set(path, decode(await (await fetch(baseURL() + path)).text()));
      if (!pages.get(path)!.includes(hi[key] ?? en[key])) missing.push(`${key} (${path})`);
    }
    expect(missing).toEqual([]);
  });
});
