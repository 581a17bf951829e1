// The public site as visitors see it: every page in English, Hindi and Arabic, the chat, tabs,
// videos, accessibility, and what search engines read.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ar } from "../../app/i18n/dictionaries/ar";
import { en } from "../../app/i18n/dictionaries/en";
import { hi } from "../../app/i18n/dictionaries/hi";
import { knowledge as enKnowledge } from "../../app/i18n/knowledge/en";
import { knowledge as hiKnowledge } from "../../app/i18n/knowledge/hi";
import { signInCookie } from "./admin-session";
import { seriousAxeViolations } from "./axe";
import {
  baseURL,
  DESKTOP,
  pageErrors,
  pageForBlock,
  PHONE,
  setUpBrowser,
  stubYouTube,
} from "./browser";

const browser = setUpBrowser();

const PAGES = [
  {
    path: "/",
    h1: "homepage.hero.title",
    // The demo content has no video, proof or testimonial: those sections are left out (issue 32;
    // tests/e2e/visitor-layout.test.ts shows them when there is content).
    sections: [
      "homepage.features.title",
      "homepage.guide.title",
      "homepage.earnings.title",
      "homepage.slots.title",
      "homepage.why.title",
      "homepage.referral.title",
    ],
  },
  {
    path: "/join",
    h1: "join.title",
    sections: ["join.step1.title", "join.step7.title", "homepage.referral.title"],
  },
  {
    path: "/earnings",
    h1: "earnings.title",
    sections: ["earnings.direct.title", "general.disclaimer.title"],
  },
  {
    path: "/slots",
    h1: "slots.title",
    sections: ["slots.matrix.title", "general.disclaimer.title"],
  },
  {
    path: "/presentations",
    h1: "presentations.title",
    sections: ["presentations.main", "presentations.others"],
  },
  { path: "/assistant", h1: "general.nav.assistant", sections: [] },
] as const;
const DICTS = { en, hi, ar } as const;

describe.each(["en", "hi", "ar"] as const)("pages in %s", (lang) => {
  const dict = DICTS[lang];
  const visitorPage = pageForBlock(() => browser.newPage(PHONE));
  it.each(PAGES)("$path renders its sections", async ({ path, h1, sections }) => {
    const page = visitorPage();
    const url = lang === "en" ? path : `/${lang}${path === "/" ? "" : path}`;
    const res = await page.goto(url);
    expect(res!.status()).toBe(200);
    expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    expect((await page.getByRole("heading", { level: 1 }).textContent())?.trim()).toBe(dict[h1]);
    for (const key of sections) {
      expect(
        await page.getByRole("heading").filter({ hasText: dict[key] }).count(),
        `${url} ${key}`,
      ).toBeGreaterThan(0);
    }
    expect(pageErrors(page)).toEqual([]);
  });
});

describe("income pages", () => {
  it("carry the earnings disclaimer on Home, Earnings and Slots in every tested language", async () => {
    for (const url of ["/", "/earnings", "/slots", "/hi/slots", "/ar"]) {
      const html = await (
        await fetch(baseURL() + url, { headers: { "User-Agent": "Mozilla/5.0 Chrome/120" } })
      ).text();
      const dict = url.startsWith("/hi") ? hi : url.startsWith("/ar") ? ar : en;
      expect(html, url).toContain(dict["general.disclaimer.title"]);
    }
  });

  it("the slot tabs switch, with the keyboard too", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/", { waitUntil: "networkidle" });
    const tabs = page.getByRole("tablist").first();
    await tabs.getByRole("tab", { name: "5 Star" }).click();
    await page.getByTestId("slot-panel-5").waitFor();
    expect(await page.getByTestId("slot-panel-5").textContent()).toContain("$50");
    expect(await page.getByTestId("slot-panel-1").isVisible()).toBe(false);
    await page.keyboard.press("ArrowRight");
    await page.getByTestId("slot-panel-6").waitFor();
    expect(await tabs.getByRole("tab", { name: "6 Star" }).getAttribute("aria-selected")).toBe(
      "true",
    );
  });

  it("the earnings leadership tab shows the rank table and the same-rank conditions", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/earnings", { waitUntil: "networkidle" });
    await page.getByRole("tab", { name: "Leadership" }).click();
    const table = page.getByTestId("rank-table");
    await table.waitFor();
    const rows = await table.locator("tbody tr").allTextContents();
    expect(rows).toEqual([
      "Beginner2$5$12.5",
      "Bronze4$20$50",
      "Silver6$100$250",
      "Gold8$400$1,000",
      "Diamond10$1,600$4,000",
    ]);
    const conditions = await page
      .getByTestId("earnings-leadership")
      .locator("ul li")
      .allTextContents();
    expect(conditions).toEqual([
      "1 direct members: 0.25% per day",
      "10 direct members: 0.5% per day",
      "20 direct members: 0.75% per day",
      "30 direct members: 1% per day",
    ]);
  });
});

/** A topic's first phrasing in a knowledge file: what its suggested-prompt button says. */
function firstPhrasing(texts: Record<string, string>, topic: string): string {
  return texts[`general.chat.kb.${topic}.q`]!.split("\n")[0]!;
}

describe("chat assistant", () => {
  /** Requests made from now on, except the ones a loaded page makes on its own whatever the
   * visitor does: the favicon, and React Router's discovery of the routes its links point to
   * (both can arrive after "networkidle" on a busy machine). */
  async function networkAfterLoad(page: Page) {
    const requests: string[] = [];
    page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname !== "/favicon.svg" && pathname !== "/__manifest") requests.push(r.url());
    });
    return requests;
  }

  it("answers a suggested prompt on the page without a network request per question", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/assistant", { waitUntil: "networkidle" });
    // The knowledge base loads once when the chat appears; questions make no request.
    const suggestion = page.getByRole("button", { name: firstPhrasing(enKnowledge, "risks") });
    await suggestion.waitFor();
    const requests = await networkAfterLoad(page);
    await suggestion.click();
    await page.getByTestId("chat-loading").waitFor();
    const reply = page.getByTestId("chat-bot").nth(1);
    await reply.waitFor();
    // The risk answer, then the honest statement with a link to the disclaimer on the page.
    expect(await reply.textContent()).toContain("The main risks: you can lose all you pay");
    expect(await reply.textContent()).toContain("Plainly: this is a referral program.");
    expect(await reply.getByRole("link").getAttribute("href")).toBe(
      `${baseURL()}/assistant#disclaimer-title`,
    );
    await page.getByTestId("earnings-disclaimer").waitFor();
    expect(requests).toEqual([]);
  });

  it("sends with Enter, not with Shift+Enter or when empty, makes links clickable, and clears", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/assistant", { waitUntil: "networkidle" });
    const input = page.getByLabel("Your question");
    const send = page.getByRole("button", { name: "Send" });
    expect(await input.getAttribute("placeholder")).toBe("Ask about the product...");
    expect(await send.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await input.press("Enter");
    expect(await page.getByTestId("chat-user").count()).toBe(0);

    await input.fill("how do I join");
    await input.press("Shift+Enter");
    expect(await page.getByTestId("chat-user").count()).toBe(0);
    await input.press("Enter");
    await page.getByTestId("chat-user").waitFor();
    expect(await send.isDisabled()).toBe(true);
    const reply = page.getByTestId("chat-bot").nth(1);
    await reply.waitFor();
    expect(await reply.getByRole("link").getAttribute("href")).toBe(`${baseURL()}/join`);

    await page.getByRole("button", { name: "Clear Chat" }).click();
    await page.getByTestId("toast").getByText("Chat cleared").waitFor();
    expect(await page.getByTestId("chat-bot").count()).toBe(1);
    expect(await page.getByTestId("chat-user").count()).toBe(0);
  });

  it("the floating widget opens, maximizes, minimizes keeping the talk, and closes", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto("/hi", { waitUntil: "networkidle" });
    await page.getByTestId("chat-open").click();
    const widget = page.getByTestId("chat-widget");
    await widget
      .getByRole("button", { name: firstPhrasing(hiKnowledge, "join"), exact: true })
      .click();
    await widget.getByTestId("chat-bot").nth(1).waitFor();
    await widget.getByRole("button", { name: hi["general.chat.maximize"] }).click();
    expect(await widget.getAttribute("data-state")).toBe("maximized");
    await widget.getByRole("button", { name: hi["general.chat.minimize"] }).click();
    expect(await widget.isVisible()).toBe(false);
    await page.getByTestId("chat-open").click();
    expect(await widget.getByTestId("chat-user").count()).toBe(1);
    await widget.getByRole("button", { name: hi["general.chat.closePanel"] }).click();
    await page.getByTestId("chat-open").click();
    await page.getByTestId("chat-widget").getByTestId("chat-bot").first().waitFor();
    expect(await page.getByTestId("chat-widget").getByTestId("chat-user").count()).toBe(0);
  });
});

describe("the chat on a connection that drops", () => {
  it("says in the page's language that the panel did not load, keeps the page, and tries again", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto("/hi", { waitUntil: "networkidle" });
    // The panel's code is fetched when the chat opens: the first fetch fails.
    const panelCode = /\/assets\/chat-panel-[\w-]+\.js$/;
    // (On the context: the site's service worker fetches it, past a page's routes.)
    await page.context().route(panelCode, (route) => route.abort("internetdisconnected"));
    await page.getByTestId("chat-open").click();
    const widget = page.getByTestId("chat-widget");
    await widget.getByRole("alert").getByText(hi["general.chat.loadFailed"]).waitFor();
    // The page the visitor was reading is still there (not the route's error page).
    expect(await page.locator("main#main h1").count()).toBe(1);
    await page.context().unroute(panelCode);
    await widget.getByRole("button", { name: hi["general.chat.retry"] }).click();
    await widget.getByTestId("chat-bot").first().waitFor();
    expect(await widget.getByRole("alert").count()).toBe(0);
  });
});

describe("videos", () => {
  it("load the player only after a click, and nothing leaves for YouTube before that", async () => {
    const cookie = await signInCookie();
    const headers = { Cookie: cookie, Origin: baseURL(), "Content-Type": "application/json" };
    const settings = (await (
      await fetch(`${baseURL()}/api/admin/settings`, { headers })
    ).json()) as Record<string, unknown>;
    const put = await fetch(`${baseURL()}/api/admin/settings`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ ...settings, youtubeDefaultId: "dQw4w9WgXcQ" }),
    });
    expect(put.status).toBe(200);

    const page = await browser.newPage(DESKTOP);
    const thirdParty: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(baseURL())) thirdParty.push(r.url());
    });
    await stubYouTube(page);
    await page.goto("/join", { waitUntil: "networkidle" });
    expect(thirdParty).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    await page.getByRole("button", { name: /Play video/ }).click();
    const frame = page.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/,
    );
  });
});

describe("accessibility", () => {
  // axe is injected by the test, so this page alone lets scripts past the site's CSP.
  const axePage = pageForBlock(() => browser.newPage({ ...PHONE, bypassCSP: true }));
  it.each([
    "/",
    "/join",
    "/earnings",
    "/slots",
    "/presentations",
    "/assistant",
    "/ar",
    "/ar/join",
    "/ar/earnings",
    "/ar/slots",
    "/ar/presentations",
    "/ar/assistant",
  ])("%s has no serious or critical axe violations", async (path) => {
    const page = axePage();
    await page.goto(path, { waitUntil: "networkidle" });
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);
  });
});

describe("findable", () => {
  it("each page has its title, description, canonical, 22 alternates plus x-default, and Open Graph", async () => {
    const html = await (
      await fetch(`${baseURL()}/hi/slots`, { headers: { "User-Agent": "Mozilla/5.0 Chrome/120" } })
    ).text();
    expect(html).toContain(`<title>${hi["slots.title"]} | Waymark</title>`);
    expect(html).toContain(
      `<meta name="description" content="${hi["general.meta.slotsDescription"]}"/>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/hi/slots"/>`);
    expect(html.match(/rel="alternate" hrefLang=/g)?.length).toBe(23);
    expect(html).toContain(`hrefLang="x-default" href="${baseURL()}/slots"`);
    expect(html).toContain(`<meta property="og:title"`);
    expect(html).toContain(`<meta property="og:locale" content="hi"/>`);
  });

  it("sitemap.xml lists every page in every language, robots.txt points to it", async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>/g)?.length).toBe(6 * 22);
    expect(sitemap).toContain(`<loc>${baseURL()}/zh-tw/earnings</loc>`);
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin");
  });

  it("pages work before JavaScript: content, links and the language switch are plain HTML", async () => {
    const page = await browser.newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto("/earnings?tab=leadership");
    expect(await page.getByTestId("rank-table").isVisible()).toBe(true);
    await page.getByLabel("Menu").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Slots" }).click();
    await page.waitForURL("**/slots");
    // React renders the new page in a transition, a moment after the address changes.
    await expect.poll(() => page.getByTestId("slot-cards").locator("li").count()).toBe(10);
  });
});
