import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  isHttpsRequest,
  withSecurityHeaders,
} from "~/server/http/security-headers.server";
import {
  BODY_LIMITS,
  bodyTooLarge,
  MemoryRateLimiter,
  readUndeclaredBody,
  shouldDrainRefusedBody,
} from "~/server/limits/request-limits.server";

describe("security headers", () => {
  it("attack: HSTS missing on HTTPS responses outside APP_ENV=production (every HTTPS response has it; http://localhost does not need it)", () => {
    const html = new Response("<p>x</p>", {
      headers: { "Content-Type": "text/html", "X-Powered-By": "x" },
    });
    const https = isHttpsRequest(new Request("https://waymark.example/hi"));
    expect(https).toBe(true);
    const secured = withSecurityHeaders(html, { nonce: "abc", https });
    expect(secured.headers.get("Strict-Transport-Security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(secured.headers.get("X-Powered-By")).toBeNull();
    expect(secured.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("abc"));
    // A JSON answer over HTTPS gets it too.
    expect(
      withSecurityHeaders(Response.json({}), { nonce: null, https }).headers.get(
        "Strict-Transport-Security",
      ),
    ).toBe("max-age=31536000; includeSubDomains");
    const local = withSecurityHeaders(
      new Response("x", { headers: { "Content-Type": "text/html" } }),
      { nonce: "abc", https: isHttpsRequest(new Request("http://localhost:8787/hi")) },
    );
    expect(local.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("are added to the Worker's own response in place, and to a copy when its headers are fixed", async () => {
    const own = new Response(new Uint8Array([60, 112, 62]), {
      headers: { "Content-Type": "text/html" },
    });
    expect(withSecurityHeaders(own, { nonce: "abc", https: false })).toBe(own);
    expect(own.headers.get("X-Frame-Options")).toBe("DENY");

    // Response.redirect's headers are immutable: the headers still arrive, on a copy.
    const redirect = Response.redirect("https://waymark.test/hi", 302);
    expect(() => redirect.headers.set("X-Test", "1")).toThrow();
    const secured = withSecurityHeaders(redirect, { nonce: null, https: false });
    expect(secured).not.toBe(redirect);
    expect(secured.status).toBe(302);
    expect(secured.headers.get("Location")).toBe("https://waymark.test/hi");
    expect(secured.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("use a fresh 144-bit nonce for every response", () => {
    // More than one block of the random pool, so a refill is crossed.
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
    // Every base64 digit position varies: the bytes really are random, not a counter.
    for (let i = 0; i < 24; i++) expect(new Set(nonces.map((n) => n[i])).size).toBeGreaterThan(30);
  });

  it("give non-HTML responses a policy that runs nothing", () => {
    const json = withSecurityHeaders(Response.json({}), { nonce: "abc", https: false });
    expect(json.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});

describe("request limits", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://w.test/admin/settings", { method: "POST", headers, body: "x" });
  it("refuse declared bodies over the limit for their kind", () => {
    expect(
      bodyTooLarge(post({ "Content-Length": String(1024 * 1024 + 1) }), "/admin/settings"),
    ).toBe(true);
    expect(bodyTooLarge(post({ "Content-Length": "1000" }), "/admin/settings")).toBe(false);
    expect(
      bodyTooLarge(
        post({
          "Content-Length": String(5 * 1024 * 1024),
          "Content-Type": "multipart/form-data; boundary=x",
        }),
        "/admin/presentations",
      ),
    ).toBe(false);
    expect(
      bodyTooLarge(
        post({
          "Content-Length": String(11 * 1024 * 1024),
          "Content-Type": "multipart/form-data; boundary=x",
        }),
        "/admin/presentations",
      ),
    ).toBe(true);
    expect(bodyTooLarge(post({ "Content-Length": "abc" }), "/admin/settings")).toBe(true);
    expect(bodyTooLarge(new Request("https://w.test/join"), "/join")).toBe(false);
  });

  /** A body with no Content-Length (as HTTP/2 or chunked uploads arrive) that yields `total`
   * bytes in 64 KiB chunks; `pulled()` says how many the reader actually took. */
  function streamed(total: number, headers: Record<string, string> = {}) {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const n = Math.min(64 * 1024, total - sent);
        sent += n;
        controller.enqueue(new Uint8Array(n).fill(0x61));
      },
    });
    const request = new Request("https://w.test/api/admin/settings", {
      method: "PUT",
      headers,
      body,
      duplex: "half",
    } as RequestInit);
    return { request, pulled: () => sent };
  }

  it("attack: a streamed body with no Content-Length past the cap is cut off after the cap, unread beyond it", async () => {
    const { request, pulled } = streamed(50 * 1024 * 1024);
    expect(request.headers.get("Content-Length")).toBeNull();
    expect(bodyTooLarge(request, "/api/admin/settings")).toBe(false);
    expect(await readUndeclaredBody(request, "/api/admin/settings")).toBeNull();
    expect(pulled()).toBeGreaterThan(BODY_LIMITS.default);
    expect(pulled()).toBeLessThanOrEqual(BODY_LIMITS.default + 3 * 64 * 1024);
  });

  it("a streamed body within the cap reaches the handler whole", async () => {
    const { request } = streamed(BODY_LIMITS.default, { "Content-Type": "application/json" });
    const copy = await readUndeclaredBody(request, "/api/admin/settings");
    expect(copy).not.toBeNull();
    expect(copy!.method).toBe("PUT");
    expect(copy!.headers.get("Content-Type")).toBe("application/json");
    expect((await copy!.arrayBuffer()).byteLength).toBe(BODY_LIMITS.default);
    // A multipart upload gets the upload limit, not the form limit.
    const upload = streamed(5 * 1024 * 1024, {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(await readUndeclaredBody(upload.request, "/admin/presentations")).not.toBeNull();
  });

  it("read and discard a refused body only when it is modestly over the limit", () => {
    expect(shouldDrainRefusedBody(post({ "Content-Length": String(11 * 1024 * 1024) }))).toBe(true);
    expect(shouldDrainRefusedBody(post({ "Content-Length": String(33 * 1024 * 1024) }))).toBe(
      false,
    );
    expect(shouldDrainRefusedBody(post({ "Content-Length": "abc" }))).toBe(false);
  });

  it("count per client in a fixed window", () => {
    const limiter = new MemoryRateLimiter(2, 1000);
    expect([
      limiter.allow("a", 0),
      limiter.allow("a", 1),
      limiter.allow("a", 2),
      limiter.allow("b", 2),
    ]).toEqual([true, true, false, true]);
    expect(limiter.allow("a", 1000)).toBe(true);
  });
});
