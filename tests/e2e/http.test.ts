// What the server answers, before any JavaScript: statuses, languages, redirects, errors.
import { describe, expect, it } from "vitest";
import { startScratchSite } from "../../scripts/local-runtime.ts";
import { baseURL } from "./browser";

const get = (path: string, init: RequestInit = {}) =>
  fetch(baseURL() + path, { redirect: "manual", ...init });

const htmlAttrs = (html: string) => {
  const tag = html.match(/<html[^>]*>/)![0];
  return { lang: tag.match(/lang="([^"]+)"/)?.[1], dir: tag.match(/dir="([^"]+)"/)?.[1] };
};

describe("public pages", () => {
  it.each(["/", "/join", "/earnings", "/slots", "/presentations", "/assistant"])(
    "%s answers 200 in English, left-to-right",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(htmlAttrs(html)).toEqual({ lang: "en", dir: "ltr" });
      expect(html).toContain("Waymark is an unofficial guide app");
    },
  );

  it("serve every language under its prefix with the right lang and dir", async () => {
    const cases = [
      ["/hi/join", "hi", "ltr", "जुड़ें"],
      ["/ar/slots", "ar", "rtl", "الرئيسية"],
      ["/ur", "ur", "rtl", "ہوم"],
      ["/zh-tw/earnings", "zh-TW", "ltr", "首頁"],
    ] as const;
    for (const [path, lang, dir, word] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(htmlAttrs(html), path).toEqual({ lang, dir });
      expect(html, path).toContain(word);
    }
  });

  it("redirect /en/... to the unprefixed English page", async () => {
    const res = await get("/en/join");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/join");
  });

  it("send a bare / to the browser's language unless a language was chosen", async () => {
    const res = await get("/", { headers: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/hi");
    expect(res.headers.get("Vary")).toMatch(/Accept-Language/);

    const chosen = await get("/", {
      headers: { "Accept-Language": "hi", Cookie: `__Host-wm_lang=${btoa(JSON.stringify("en"))}` },
    });
    expect(chosen.status).toBe(200);

    const english = await get("/", { headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(english.status).toBe(200);
  });
});

describe("language choice", () => {
  it("remembers the language and redirects to the same page in it", async () => {
    const res = await get("/language", {
      method: "POST",
      body: new URLSearchParams({ lang: "ta", path: "/earnings?x=1" }),
      headers: { Origin: baseURL() },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ta/earnings?x=1");
    const cookies = res.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/__Host-wm_lang=/);
    expect(cookies).toMatch(/__Host-wm_flash=/);
  });

  it("never redirects to another site", async () => {
    const res = await get("/language", {
      method: "POST",
      body: new URLSearchParams({ lang: "fr", path: "//evil.example/x" }),
      headers: { Origin: baseURL() },
    });
    expect(res.headers.get("Location")).toBe("/fr");
  });

  it("refuses a cross-origin post", async () => {
    const res = await get("/language", {
      method: "POST",
      body: new URLSearchParams({ lang: "fr", path: "/" }),
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().join("")).not.toMatch(/__Host-wm_lang/);
  });
});

describe("errors", () => {
  it.each([
    ["/does-not-exist", "Oops! Page not found"],
    ["/join/extra/segments", "Oops! Page not found"],
    ["/xx", "Oops! Page not found"],
    ["/hi/no-such-page", "पेज"],
  ])("%s is a 404 page with a link home", async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404");
    expect(html).toContain(text);
    expect(html).toMatch(/<a[^>]+href="\/(hi)?"/);
  });

  it("an unknown API path is a JSON 404", async () => {
    const res = await get("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("a server failure shows 'Unexpected Application Error!' with status 500 and no detail", async () => {
    // A server whose database was never migrated: every page's query fails.
    const site = await startScratchSite({ migrate: false });
    try {
      const res = await fetch(`${site.url}/join`);
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain("Unexpected Application Error!");
      expect(html).not.toMatch(/no such table|SQLITE|D1_ERROR|at\s+\S+\s+\(/i);
    } finally {
      site.close();
    }
  });
});
