// What a visitor sees where the layout broke in some languages (issue 32): empty sections fall
// back or are left out, amounts stay whole in right-to-left text, the sticky join bar stays small
// on a 360 px phone, tall scripts get taller heading lines, and small links are tappable.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../../app/i18n/dictionaries/bundled";
import { en } from "../../app/i18n/dictionaries/en";
import { LANGUAGE_CODES } from "../../app/i18n/languages";
import { signInCookie } from "./admin-session";
import { baseURL, DESKTOP, pageForBlock, setUpBrowser } from "./browser";

const browser = setUpBrowser();

/** A small Android phone. */
const PHONE_360 = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const path = (lang: string, page = "") => (lang === "en" ? page || "/" : `/${lang}${page}`);

/** The empty-state texts the home and join pages once showed, in every language. */
const EMPTY_STATE_TEXTS = Object.values(DICTIONARIES).flatMap((messages) =>
  (["general.video.noVideo", "homepage.testimonials.empty", "homepage.proof.empty"] as const).map(
    (key) => messages[key].replace(/\.$/, ""),
  ),
);

/** Adds an English video through the admin screen; returns a function that deletes it again. */
async function addEnglishVideo(title: string): Promise<() => Promise<void>> {
  const cookie = await signInCookie();
  const post = (fields: Record<string, string>) =>
    fetch(`${baseURL()}/admin/videos`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: baseURL() },
      body: new URLSearchParams(fields),
    });
  const added = await post({ title, language: "en", url: "https://youtu.be/M7lc1UVf-VE" });
  expect(added.status).toBe(303);
  const html = await (
    await fetch(`${baseURL()}/admin/videos`, { headers: { Cookie: cookie } })
  ).text();
  const id = html.slice(html.indexOf(title)).match(/name="id" value="(\d+)"/)![1]!;
  return async () => {
    expect((await post({ intent: "delete", id })).status).toBe(303);
  };
}

describe("a language with no content of its own", () => {
  it("shows no empty-state box on home or join, and English's video once there is one", async () => {
    const page = await browser.newPage(DESKTOP);
    const boxes = async () => {
      const text = (await page.locator("main").textContent()) ?? "";
      return EMPTY_STATE_TEXTS.filter((e) => text.includes(e));
    };
    for (const url of ["/or", "/or/join", "/si", "/"]) {
      await page.goto(url, { waitUntil: "networkidle" });
      expect(await boxes(), url).toEqual([]);
    }

    const title = `English intro ${Date.now()}`;
    const remove = await addEnglishVideo(title);
    try {
      for (const url of ["/or", "/or/join"]) {
        await page.goto(url, { waitUntil: "networkidle" });
        expect(await boxes(), url).toEqual([]);
        // The play button names the video: English's stands in (the page cache followed too).
        expect(
          await page.getByRole("button", { name: new RegExp(title) }).count(),
          url,
        ).toBeGreaterThan(0);
      }
    } finally {
      await remove();
    }
  });
});

/** A drawn character: its left and right edge, its vertical middle, the amount it is part of. */
type Glyph = { char: string; left: number; right: number; mid: number; inAmount: number };

/** Two characters on one line (fallback fonts put them a few pixels apart). */
const sameLine = (a: { mid: number }, b: { mid: number }) => Math.abs(a.mid - b.mid) < 8;

/** Where each visible character of an element's text is drawn, and which isolated amount (FSI
 * ... PDI) it belongs to (-1: none). */
async function glyphs(locator: Locator): Promise<{ text: string; glyphs: Glyph[] }> {
  return locator.evaluate((el) => {
    const out: Glyph[] = [];
    // The amount being read (-1: none) and how many isolates deep inside it.
    let amount = -1;
    let amounts = 0;
    let depth = 0;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const char = text[i]!;
        if (char === "\u2068" && depth === 0) amount = amounts++;
        if (/[\u2066-\u2068]/.test(char)) depth++;
        if (char === "\u2069" && --depth === 0) amount = -1;
        if (/[\s\u200e\u200f\u061c\u2066-\u2069]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        out.push({
          char,
          left: rect.left,
          right: rect.right,
          mid: (rect.top + rect.bottom) / 2,
          inAmount: amount,
        });
      }
    }
    return { text: el.textContent ?? "", glyphs: out };
  });
}

/** Every isolated amount is drawn as one unit: its digits in order, "US$" (or "$") in order,
 * and no other character of the line inside the span it covers. Returns the amounts' spans. */
function expectWholeAmounts(all: Glyph[], count: number) {
  const spans: { left: number; right: number; mid: number }[] = [];
  for (let a = 0; a < count; a++) {
    const own = all.filter((g) => g.inAmount === a);
    expect(own.length, `amount ${a}`).toBeGreaterThan(0);
    expect(
      own.every((g) => sameLine(g, own[0]!)),
      `amount ${a} on one line`,
    ).toBe(true);
    const span = {
      left: Math.min(...own.map((g) => g.left)),
      right: Math.max(...own.map((g) => g.right)),
      mid: own[0]!.mid,
    };
    const inside = all.filter((g) => {
      const centre = (g.left + g.right) / 2;
      return g.inAmount !== a && sameLine(g, span) && centre > span.left && centre < span.right;
    });
    expect(inside.map((g) => g.char).join(""), `amount ${a} is not split`).toBe("");
    // Digits and the symbol each read left to right, each kept together.
    const digits = own.filter((g) => /[\d,.]/.test(g.char));
    const symbol = own.filter((g) => /[A-Za-z$]/.test(g.char));
    for (const run of [digits, symbol])
      for (let i = 1; i < run.length; i++) expect(run[i]!.left).toBeGreaterThan(run[i - 1]!.left);
    const first = Math.min(...digits.map((d) => d.left));
    const last = Math.max(...digits.map((d) => d.right));
    for (const s of symbol) expect(s.right <= first + 0.5 || s.left >= last - 0.5).toBe(true);
    spans.push(span);
  }
  return spans;
}

describe("amounts in right-to-left pages", () => {
  const page = pageForBlock(() => browser.newPage(DESKTOP));
  it.each(["ar", "ur"])("stay whole on /%s/slots, in a sentence and in a figure", async (lang) => {
    await page().goto(`/${lang}/slots`, { waitUntil: "networkidle" });
    const subtitle = await glyphs(page().locator("main h1 + p"));
    // "From <2 US$> to <1,600 US$>": two isolated amounts, in the sentence's order.
    expect(subtitle.text).toMatch(
      /\u2068[^\u2068]*2[^\u2068]*\u2069.*\u2068[^\u2068]*1,600[^\u2068]*\u2069/,
    );
    const [first, last] = expectWholeAmounts(subtitle.glyphs, 2);
    // Right to left: the first amount is read first, so it stands to the right of the last.
    if (sameLine(first!, last!)) expect(first!.left).toBeGreaterThan(last!.right);

    const figure = await glyphs(
      page().getByTestId("slot-cards").locator("li").first().locator("p").first(),
    );
    expect(figure.text).toMatch(/^\u2068.*2.*\u2069$/);
    expectWholeAmounts(figure.glyphs, 1);
    if (lang === "ar") {
      // Arabic writes the symbol after the number: read right to left, "2" then "US$".
      const chars = figure.glyphs
        .sort((a, b) => a.left - b.left)
        .map((g) => g.char)
        .join("");
      expect(chars).toBe("US$2");
    }
  });

  it("the sticky bar's amount is isolated too, on a laptop and on a phone", async () => {
    // The text drawn: the sentence on a laptop, its short form on a phone.
    for (const [size, drawn] of [
      [DESKTOP, "p > span:not([aria-hidden])"],
      [PHONE_360, "p > span[aria-hidden]"],
    ] as const) {
      const tab = await browser.newPage(size);
      await tab.goto("/ar/join", { waitUntil: "networkidle" });
      const bar = await glyphs(tab.getByTestId("sticky-cta").locator(drawn));
      expect(bar.text).toMatch(/\u2068.*\u2069/);
      expectWholeAmounts(bar.glyphs, 1);
    }
  });
});

/** The rectangles of the sticky bar, its sentence, the chat bubble and the hero's links. */
async function phoneLayout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    };
    const bar = document.querySelector('[data-testid="sticky-cta"]')!;
    // What is drawn: the short form on a phone (the sentence is for screen readers there).
    const sentence = bar.querySelector("p > span[aria-hidden]")!;
    return {
      bar: box(bar)!,
      sentence: box(sentence)!,
      lineHeight: parseFloat(getComputedStyle(sentence).lineHeight),
      chat: box(document.querySelector('[data-testid="chat-open"]')),
      heroLinks: [...document.querySelectorAll("main > section:first-child a")].map((a) => ({
        text: a.textContent,
        ...box(a)!,
      })),
    };
  });
}

const overlaps = (a: { top: number; bottom: number; left: number; right: number }, b: typeof a) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

describe("the sticky join bar on a 360 px phone", () => {
  const page = pageForBlock(() => browser.newPage(PHONE_360));
  it.each(LANGUAGE_CODES)(
    "is at most two lines in %s and covers neither the hero nor the chat",
    async (lang) => {
      await page().goto(path(lang), { waitUntil: "networkidle" });
      await page().getByTestId("chat-open").waitFor();
      const layout = await phoneLayout(page());
      // Two lines of the sentence at most, and the bar under 72 px (a 48 px button and padding).
      expect(layout.sentence.height).toBeLessThanOrEqual(2 * layout.lineHeight + 1);
      expect(layout.bar.height).toBeLessThanOrEqual(72);
      // Stuck to the bottom of the screen, where it can cover something.
      expect(layout.bar.bottom).toBeCloseTo(740, 0);
      expect(overlaps(layout.bar, layout.chat!), "chat bubble over the bar").toBe(false);
      for (const link of layout.heroLinks)
        expect(overlaps(layout.bar, link), `hero link "${link.text}" under the bar`).toBe(false);
    },
  );

  it("shows the short form on a phone and keeps the whole sentence for screen readers", async () => {
    await page().goto("/ta", { waitUntil: "networkidle" });
    const bar = page().getByTestId("sticky-cta");
    const snapshot = await bar.ariaSnapshot();
    expect(snapshot).toMatch(/நீங்கள் .*தொடக்கம்\./);
    expect(snapshot).not.toContain("முதல் தொடக்கம்");
    expect(await bar.locator("p > span[aria-hidden]").textContent()).toMatch(/முதல் தொடக்கம்$/);
  });
});

describe("tall scripts", () => {
  const page = pageForBlock(() => browser.newPage(DESKTOP));
  it.each(["ta", "ml", "kn", "te", "si", "or", "bn", "hi", "ar", "ur"])(
    "the %s hero heading's lines are more than 1.15 times the font size apart",
    async (lang) => {
      await page().goto(`/${lang}`, { waitUntil: "networkidle" });
      const { lineHeight, fontSize } = await page()
        .getByRole("heading", { level: 1 })
        .evaluate((h) => {
          const style = getComputedStyle(h);
          return { lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
        });
      expect(fontSize).toBe(48);
      expect(lineHeight).toBeGreaterThan(1.15 * fontSize);
    },
  );

  it("English keeps its tight heading", async () => {
    await page().goto("/", { waitUntil: "networkidle" });
    const lineHeight = await page()
      .getByRole("heading", { level: 1 })
      .evaluate((h) => getComputedStyle(h).lineHeight);
    expect(lineHeight).toBe("48px");
  });
});

describe("tap targets", () => {
  const page = pageForBlock(() => browser.newPage(PHONE_360));
  it.each(["en", "ta"])(
    "footer links and See the details are at least 24 px tall in %s",
    async (lang) => {
      await page().goto(path(lang), { waitUntil: "networkidle" });
      for (const [name, locator] of [
        ["footer link", page().getByTestId("footer-link")],
        ["income details", page().getByTestId("income-details")],
      ] as const) {
        const boxes = await locator.evaluateAll((links) =>
          links.map((a) => {
            const r = a.getBoundingClientRect();
            return { text: a.textContent, width: r.width, height: r.height };
          }),
        );
        expect(boxes.length, name).toBeGreaterThan(0);
        for (const b of boxes) {
          expect(b.height, `${name} "${b.text}"`).toBeGreaterThanOrEqual(24);
          expect(b.width, `${name} "${b.text}"`).toBeGreaterThanOrEqual(24);
        }
      }
      if (lang === "en")
        expect(await page().getByTestId("income-details").first().textContent()).toBe(
          en["homepage.earnings.details"],
        );
    },
  );
});
