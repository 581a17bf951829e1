// Each page's data carries the shell's texts and its own, not every page's (issue 34: /hi/join's
// document was 77 KB, 42 KB of it the loader data with every public page's texts). A visitor who
// moves between pages in the browser gets each page's texts with its data.
import { describe, expect, it } from "vitest";
import { hi } from "../../app/i18n/dictionaries/hi";
import {
  isShellKey,
  names,
  PAGE_TEXTS,
  SERVER_ONLY_TEXTS,
  type TextPage,
} from "../../app/i18n/page-texts";
import { baseURL, DESKTOP, hydrated, pageErrors, setUpBrowser } from "./browser";

const PAGES: [string, TextPage][] = [
  ["/hi", "home"],
  ["/hi/join", "join"],
  ["/hi/earnings", "earnings"],
  ["/hi/slots", "slots"],
  ["/hi/presentations", "presentations"],
  ["/hi/assistant", "assistant"],
  ["/hi/member", "member"],
];

/** The loader data the document carries (React Router's stream, as one JSON string). */
async function loaderData(path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.status, path).toBe(200);
  const page = await response.text();
  const chunks = [...page.matchAll(/streamController\.enqueue\((".*?")\);?<\/script>/gs)];
  expect(chunks.length, `${path}: loader data`).toBeGreaterThan(0);
  return chunks.map((m) => JSON.parse(m[1]!) as string).join("");
}

const texts = hi as Record<string, string>;
const has = (page: TextPage, key: string) =>
  isShellKey(key) || PAGE_TEXTS[page].some((entry: string) => names(entry, key));
const serverOnly = (key: string) => SERVER_ONLY_TEXTS.some((prefix) => key.startsWith(prefix));

describe("the texts in a page's data", () => {
  it.each(PAGES)("%s: the shell's and its own, no other page's", async (path, page) => {
    const data = await loaderData(path);
    const mine = Object.keys(texts).filter((key) => has(page, key) && !serverOnly(key));
    const others = Object.keys(texts).filter((key) => !has(page, key));
    // Compared as JSON strings, as the data holds them.
    const inData = (key: string) => data.includes(JSON.stringify(texts[key]).slice(1, -1));
    expect(mine.filter((key) => !inData(key))).toEqual([]);
    // Long texts only, so that one cannot be part of a text the page has.
    const theirs = others.filter((key) => texts[key]!.length > 24 && inData(key));
    expect(theirs).toEqual([]);
  });

  it("never the texts only the server writes (emails, the offline page)", async () => {
    for (const [path] of PAGES) {
      const data = await loaderData(path);
      const keys = Object.keys(texts).filter((k) => serverOnly(k) && texts[k]!.length > 24);
      expect(keys.filter((k) => data.includes(JSON.stringify(texts[k]).slice(1, -1)))).toEqual([]);
    }
  });
});

describe("moving between pages in the browser", () => {
  const browser = setUpBrowser();

  it("each page shows its own Hindi texts, its title too, and no key", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/hi");
    const nav = page.getByRole("navigation", { name: hi["general.nav.label"] }).first();
    const steps: [string, string, string][] = [
      [hi["general.nav.join"], hi["join.title"], hi["join.step1.title"]],
      [hi["general.nav.earnings"], hi["earnings.title"], hi["earnings.direct.title"]],
      [hi["general.nav.slots"], hi["slots.title"], hi["slots.matrix.title"]],
      [hi["general.nav.assistant"], hi["general.nav.assistant"], hi["general.chat.intro"]],
      [hi["general.nav.home"], hi["homepage.hero.title"], hi["homepage.guide.title"]],
    ];
    for (const [link, heading, text] of steps) {
      await (await hydrated(nav.getByRole("link", { name: link, exact: true }))).click();
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.getByText(text).first().waitFor();
      await expect.poll(() => page.title()).toBe(`${heading} | ${hi["general.productName"]}`);
      const body = await page.evaluate(() => document.body.innerText);
      expect(
        body.match(/\b(?:general|homepage|join|earnings|slots|presentations|footer)\.[a-z]\w*/g),
      ).toBeNull();
    }
    expect(pageErrors(page)).toEqual([]);
  });
});
