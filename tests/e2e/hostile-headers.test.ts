// Attacks on headers, cookies, bodies and cached pages, tried over HTTP against the production
// build (issue 15): each test is one attack, named for it, and asserts what the attacker gets
// and that nothing changed.
import { describe, expect, inject, it } from "vitest";
import { hi } from "../../app/i18n/dictionaries/hi";
import { NONCE_PLACEHOLDER } from "../../app/server/http/security-headers.server";
import { signInCookie } from "./admin-session";
import { ta } from "../../app/i18n/dictionaries/ta";
import { baseURL } from "./browser";

/** A body with no Content-Length (sent chunked, as HTTP/2 sends bodies without the header). */
function streamedBody(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}

/** Saves Hindi translation overrides through the Translation Manager's action. */
async function saveHindi(
  edits: { key: string; text: string; source: "human" }[],
  streamed = false,
): Promise<number> {
  const body = JSON.stringify({ language: "hi", edits });
  try {
    const res = await fetch(`${baseURL()}/admin/translations`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: await signInCookie(),
        Origin: baseURL(),
        "Content-Type": "application/json",
      },
      body: streamed ? streamedBody(body) : body,
      duplex: "half",
    } as RequestInit);
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    // The server may answer 413 and close while the client is still sending.
    throw new Error(`request failed: ${String(error)} ${String((error as Error).cause ?? "")}`);
  }
}

/** The admin API's settings; tried twice, as the client may first pick a pooled connection that
 * the server closed after refusing a body. */
async function settingsText(cookie: string): Promise<string> {
  const get = () => fetch(`${baseURL()}/api/admin/settings`, { headers: { Cookie: cookie } });
  const res = await get().catch(get);
  expect(res.status).toBe(200);
  return res.text();
}

async function hindiHome(): Promise<{ html: string; nonce: string }> {
  const res = await fetch(`${baseURL()}/hi`);
  expect(res.status).toBe(200);
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  return { html: await res.text(), nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "" };
}

describe("request bodies without a declared length", () => {
  it("attack: a chunked body past the cap to a JSON form action is refused with 413 and stores nothing", async () => {
    const marker = `capped-${Date.now()}`;
    // 600 valid edits of 2,000 characters: 1.2 MB, which the action would store if it read it all.
    const edits = Array.from({ length: 600 }, () => ({
      key: "general.nav.join",
      text: `${marker} ${"a".repeat(2000)}`,
      source: "human" as const,
    }));
    let status: number | string;
    try {
      status = await saveHindi(edits, true);
    } catch (error) {
      status = String(error);
    }
    expect(String(status)).toMatch(/^413$|ECONNRESET|EPIPE|other side closed|terminated|socket/);
    expect((await hindiHome()).html).not.toContain(marker);
  });

  it("attack: a chunked body past the cap to the admin API is refused with 413 and changes nothing", async () => {
    const cookie = await signInCookie();
    const before = await settingsText(cookie);
    const res = await fetch(`${baseURL()}/api/admin/settings`, {
      method: "PUT",
      headers: { Cookie: cookie, Origin: baseURL(), "Content-Type": "application/json" },
      body: streamedBody(JSON.stringify({ siteName: "x".repeat(2 * 1024 * 1024) })),
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    if (res instanceof Response) {
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: "payload_too_large", message: "The request is too large." },
      });
    } else {
      expect(String((res as Error).cause ?? res)).toMatch(/ECONNRESET|EPIPE|closed|socket/i);
    }
    expect(await settingsText(cookie)).toBe(before);
  });
});

describe("the cached page's nonce placeholder", () => {
  it("attack: a translation override carrying the placeholder never receives the request's nonce", async () => {
    // Markup is refused when a text is saved (the English has none), so a script cannot get in:
    // the save answers 422 with the reason, and nothing is stored.
    const script = `<script nonce="${NONCE_PLACEHOLDER}">alert(1)</script>`;
    expect(await saveHindi([{ key: "general.nav.join", text: script, source: "human" }])).toBe(422);
    expect((await hindiHome()).html).not.toContain("alert(1)");
    // The placeholder as plain text is accepted, and must stay as it is.
    const typed = `${NONCE_PLACEHOLDER} nonce="${NONCE_PLACEHOLDER}"`;
    // Saved with a chunked body within the cap: such a body still reaches the action whole.
    expect(await saveHindi([{ key: "general.nav.join", text: typed, source: "human" }], true)).toBe(
      200,
    );
    try {
      // The first request renders and caches the page; the second is served from the cache.
      for (let i = 0; i < 2; i++) {
        const { html, nonce } = await hindiHome();
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
        expect(html).toContain(NONCE_PLACEHOLDER);
        // Every occurrence of the real nonce is the value of a nonce attribute.
        const all = html.split(nonce).length - 1;
        const inAttributes = html.split(` nonce="${nonce}"`).length - 1;
        expect(all).toBeGreaterThan(0);
        expect(all).toBe(inAttributes);
        expect(html).not.toContain(`${nonce} nonce="${nonce}"`);
      }
    } finally {
      expect(
        await saveHindi([
          { key: "general.nav.join", text: hi["general.nav.join"], source: "human" },
        ]),
      ).toBe(200);
    }
  });
});

describe("HSTS", () => {
  it("the local site on plain http://localhost is not told to insist on HTTPS (HTTPS responses are: tests/worker/security-headers.test.ts)", async () => {
    expect(baseURL()).toMatch(/^http:\/\/localhost:/);
    const res = await fetch(`${baseURL()}/hi`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("cookies", () => {
  /** "name=value" of each Set-Cookie, and the whole headers. */
  const setCookies = (res: Response) => res.headers.getSetCookie();
  const expectHostCookie = (header: string | undefined) => {
    expect(header).toMatch(/^__Host-[\w-]+=[^;]*; /);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(/; Secure(;|$)/);
    expect(header).not.toMatch(/; Domain=/i);
  };

  it("attack: overwriting the session, assignment or language cookie from a sibling subdomain or plain HTTP (all are __Host-)", async () => {
    const signIn = await fetch(`${baseURL()}/admin?index`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ email: inject("adminEmail"), password: inject("adminPassword") }),
    });
    expectHostCookie(setCookies(signIn).find((c) => c.startsWith("__Host-wm_admin=")));
    const visit = await fetch(`${baseURL()}/earnings`, {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" },
    });
    await visit.arrayBuffer();
    expectHostCookie(setCookies(visit).find((c) => c.startsWith("__Host-wm_ref=")));
    const language = await fetch(`${baseURL()}/language`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ lang: "ta", path: "/earnings" }),
    });
    expectHostCookie(setCookies(language).find((c) => c.startsWith("__Host-wm_lang=")));
    expectHostCookie(setCookies(language).find((c) => c.startsWith("__Host-wm_flash=")));
    // No cookie of the site is set without the prefix.
    for (const res of [signIn, visit, language])
      for (const c of setCookies(res)) expect(c).toMatch(/^__Host-/);
  });

  it("attack: a planted flash cookie (unsigned or signed with another key) shows the visitor nothing", async () => {
    // The genuine toast first, so the test shows what a planted one would have looked like.
    const language = await fetch(`${baseURL()}/language`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ lang: "ta", path: "/hi/earnings" }),
    });
    const genuine = setCookies(language)
      .find((c) => c.startsWith("__Host-wm_flash="))!
      .split(";")[0]!;
    const toast = ta["general.language.changed"].replace("{language}", "தமிழ்");
    const shown = await (
      await fetch(`${baseURL()}/ta/earnings`, { headers: { Cookie: genuine } })
    ).text();
    expect(shown).toContain(toast);

    const lie = { type: "error", text: "Your account is suspended: call +1 555 0100 now" };
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const forgeries = [
      btoa(JSON.stringify(lie)),
      `${b64({ f: lie, e: Date.now() + 60_000 })}.${genuine.split(".")[1]}`,
      `${b64({ f: { type: "success", key: "general.language.changed", vars: { language: "தமிழ்" } }, e: Date.now() + 60_000 })}.${"A".repeat(43)}`,
    ];
    for (const forged of forgeries) {
      const html = await (
        await fetch(`${baseURL()}/ta/earnings`, {
          headers: { Cookie: `__Host-wm_flash=${forged}` },
        })
      ).text();
      expect(html).not.toContain("suspended");
      expect(html).not.toContain(toast);
    }
  });
});
