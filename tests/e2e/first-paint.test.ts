// First paint on a slow network (issue 34): a public page's HTML names no back-office stylesheet
// or script, and nothing fetches the hydration scripts ahead of the render-blocking stylesheet.
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { suggestedPrompts } from "../../app/domain/chat/assistant";
import { knowledge as enKnowledge } from "../../app/i18n/knowledge/en";
import { knowledge as hiKnowledge } from "../../app/i18n/knowledge/hi";
import { baseURL, PHONE, setUpBrowser } from "./browser";

const UA = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36" };
const PAGES = ["/", "/join", "/earnings", "/slots", "/presentations", "/assistant"];
const PUBLIC = ["en", "hi", "ar"].flatMap((lang) =>
  PAGES.map((p) => (lang === "en" ? p : `/${lang}${p === "/" ? "" : p}`)),
);

async function html(path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`, { headers: UA });
  expect(response.status, path).toBe(200);
  return response.text();
}

const stylesheets = (page: string) =>
  [...page.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])![1]!,
  );

type ManifestRoute = { id: string; module: string; imports?: string[]; css?: string[] };

/** The build's script and CSS files that only back-office routes use (the client manifest). */
function backOfficeFiles(): Set<string> {
  const dir = join(import.meta.dirname, "../../build/client/assets");
  const file = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f))!;
  const manifest = JSON.parse(
    readFileSync(join(dir, file), "utf8").replace(/^window\.__reactRouterManifest=|;$/g, ""),
  ) as { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };
  const files = (r: ManifestRoute) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])];
  const admin = new Set<string>();
  const shared = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of Object.values(manifest.routes)) {
    for (const f of files(route)) (route.id.startsWith("routes/admin/") ? admin : shared).add(f);
  }
  return new Set([...admin].filter((f) => !shared.has(f)));
}

describe("public pages' HTML", () => {
  it("references no back-office stylesheet or script", async () => {
    const backOffice = backOfficeFiles();
    expect(backOffice.size, "back-office files in the client manifest").toBeGreaterThan(0);
    // The back-office's classes: the stylesheets the sign-in screen adds to the public one.
    const admin = await html("/admin");
    const home = await html("/");
    const publicSheets = stylesheets(home);
    const adminSheets = stylesheets(admin).filter((s) => !publicSheets.includes(s));
    expect(adminSheets.length, "the back-office has a stylesheet of its own").toBeGreaterThan(0);
    for (const path of PUBLIC) {
      const page = await html(path);
      const assets = [...page.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]);
      expect(
        assets.filter((a) => backOffice.has(a) || adminSheets.includes(a)),
        path,
      ).toEqual([]);
      expect(stylesheets(page), path).toEqual(publicSheets);
    }
  });

  it("serves the framework's script with V8's hint to compile all its functions with the file", async () => {
    const page = await html("/hi/assistant");
    const framework = /\/assets\/entry\.client-[\w-]+\.js/.exec(page)?.[0];
    expect(framework, "the page names the framework's script").toBeDefined();
    const script = await (await fetch(`${baseURL()}${framework}`)).text();
    // Chrome 136+: compiled off the main thread while it downloads, not function by function
    // during hydration (docs/decisions/0053-chat-knowledge-after-hydration-and-compile-hints.md).
    expect(script.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    // Only that file: the pages' own files keep V8's lazy compilation.
    const route = /\/assets\/assistant-[\w-]+\.js/.exec(page)?.[0];
    expect(route, "the page names its route's script").toBeDefined();
    expect(await (await fetch(`${baseURL()}${route}`)).text()).not.toContain(
      "allFunctionsCalledOnLoad",
    );
  });

  it("preloads no script ahead of the stylesheet", async () => {
    for (const path of PUBLIC) {
      const page = await html(path);
      const head = page.slice(0, page.indexOf("</head>"));
      const sheet = head.search(/<link[^>]*rel="stylesheet"/);
      expect(sheet, `${path}: a stylesheet in <head>`).toBeGreaterThan(-1);
      // Whatever fetches a script early: a module preload, a preload of a script, a script file.
      const early = [
        ...head.matchAll(
          /<link[^>]*rel="(?:modulepreload|preload)"[^>]*>|<script[^>]*\ssrc="[^"]*"[^>]*>/g,
        ),
      ]
        .map((m) => m[0])
        .filter((tag) => !/rel="preload"/.test(tag) || /as="script"/.test(tag));
      const highPriority = early.filter((tag) => !/fetchpriority="low"/.test(tag));
      expect(highPriority, `${path}: scripts fetched at high priority from <head>`).toEqual([]);
      const before = early.filter((tag) => head.indexOf(tag) < sheet);
      expect(before, `${path}: scripts named before the stylesheet`).toEqual([]);
    }
  });
});

/** Records the page's layout shifts not caused by input, from its first byte. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

describe("in the browser", () => {
  const browser = setUpBrowser();

  it.each(["/", "/hi/assistant", "/ar/join"])(
    "%s fetches its scripts only after the stylesheet, and still hydrates",
    async (path) => {
      const page = await browser.newPage(PHONE);
      await page.goto(path, { waitUntil: "networkidle" });
      // The scripts start after the first paint, which a loaded machine can hold back past the
      // network's quiet moment.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType("resource").some((e) => /\.js(\?|$)/.test(e.name)),
          ),
        )
        .toBe(true);
      const timing = await page.evaluate(() => {
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        // The render-blocking stylesheet (a stylesheet a page adds later does not hold the paint).
        const css = entries.filter(
          (e) =>
            e.initiatorType === "link" &&
            e.name.endsWith(".css") &&
            (e as PerformanceResourceTiming & { renderBlockingStatus?: string })
              .renderBlockingStatus === "blocking",
        );
        const scripts = entries.filter((e) => /\.js(\?|$)/.test(e.name));
        return {
          stylesheets: css.length,
          cssEnd: Math.max(...css.map((e) => e.responseEnd)),
          firstScript: Math.min(...scripts.map((e) => e.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, "the page loads its scripts").toBeGreaterThan(0);
      expect(timing.stylesheets, "the render-blocking stylesheet").toBeGreaterThan(0);
      expect(timing.firstScript, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.cssEnd);
      // Hydrated: React has attached its props to the page's links.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll("a")].some((a) =>
              Object.keys(a).some((k) => k.startsWith("__reactProps$")),
            ),
          ),
        )
        .toBe(true);
    },
  );

  it.each(["/", "/hi", "/ar"])(
    "%s: nothing moves while the home page loads and hydrates",
    async (path) => {
      const page = await browser.newPage(PHONE);
      await watchLayoutShifts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  it.each(["/hi", "/ar/assistant"])(
    "%s: a pause in the HTML's arrival inside the header paints nothing that later moves",
    async (path) => {
      // The page's HTML arrives in two parts, 600 ms apart, cut just inside the language list's
      // <details>: without a hold on the paint, the browser drew it with no <summary> yet (a
      // "Details" legend, smaller) and the header's controls moved when the rest arrived.
      const marker = 'data-testid="language-switcher">';
      const proxy = createServer((req, res) => {
        void fetch(new URL(req.url!, baseURL())).then(
          async (upstream) => {
            const type = upstream.headers.get("content-type") ?? "";
            res.writeHead(upstream.status, { "content-type": type });
            const text = await upstream.text();
            const cut = text.indexOf(marker) + marker.length;
            if (!type.includes("text/html") || cut < marker.length) return res.end(text);
            res.write(text.slice(0, cut));
            setTimeout(() => res.end(text.slice(cut)), 600);
          },
          () => res.destroy(),
        );
      });
      await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = proxy.address() as AddressInfo;
        const page = await browser.newPage({ ...PHONE, baseURL: `http://127.0.0.1:${port}` });
        await page.addInitScript(() => {
          const w = window as unknown as { moved: number[] };
          w.moved = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
              w.moved.push(e.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(path, { waitUntil: "load" });
        await page.getByTestId("language-switcher").waitFor();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { moved: number[] }).moved)).toEqual(
          [],
        );
      } finally {
        proxy.close();
      }
    },
  );

  it.each([
    ["/assistant", suggestedPrompts(enKnowledge)],
    ["/hi/assistant", suggestedPrompts({ ...enKnowledge, ...hiKnowledge })],
  ])(
    "%s shows its suggested prompts in the first HTML, and nothing moves when the chat loads",
    async (path, prompts) => {
      const escaped = (text: string) =>
        text
          .replace(/&/g, "&amp;")
          .replace(/</g, "&lt;")
          .replace(/>/g, "&gt;")
          .replace(/'/g, "&#x27;");
      const first = await html(path);
      expect(prompts.length).toBe(4);
      for (const prompt of prompts) expect(first, prompt).toContain(escaped(prompt));

      const page = await browser.newPage(PHONE);
      await watchLayoutShifts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      // The page language's knowledge base has arrived (its own script, `<lang>-<hash>.js`).
      const lang = path === "/assistant" ? "en" : "hi";
      await expect
        .poll(() =>
          page.evaluate(
            (l) =>
              performance
                .getEntriesByType("resource")
                .some((e) => new RegExp(`/assets/${l}-[\\w-]+\\.js$`).test(e.name)),
            lang,
          ),
        )
        .toBe(true);
      const buttons = page.locator('[aria-labelledby="chat-suggestions"] button');
      expect(await buttons.allTextContents()).toEqual(prompts);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );
});
