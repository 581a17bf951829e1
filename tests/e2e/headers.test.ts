// Security headers on every kind of response, public and admin.
import { describe, expect, it } from "vitest";
import { signInCookie } from "./admin-session";
import { baseURL } from "./browser";

const UA = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36" };

const PATHS = ["/", "/join", "/hi/earnings", "/ar/slots", "/presentations", "/assistant", "/no-such-page", "/admin", "/admin/settings", "/admin/referral-links", "/api/health", "/api/admin/me", "/sitemap.xml", "/robots.txt", "/go?from=/"];

describe("security headers", () => {
  it.each(PATHS)("%s carries nosniff, referrer policy, framing and a CSP", async (path) => {
    const headers: Record<string, string> = { ...UA };
    if (path.startsWith("/admin") || path.startsWith("/api/admin")) headers.Cookie = await signInCookie();
    const res = await fetch(baseURL() + path, { headers, redirect: "manual" });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Powered-By")).toBeNull();
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    if (res.headers.get("Content-Type")?.startsWith("text/html")) {
      const nonce = csp.match(/script-src 'self' 'nonce-([^']+)'/)![1]!;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
      const html = await res.text();
      // Every inline script carries this response's nonce.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) {
        if (/\bsrc=/.test(attrs)) continue;
        expect(attrs).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it("uses a new nonce for every response, cached pages included", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${baseURL()}/slots`, { headers: UA });
      nonces.add(res.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1]!);
    }
    expect(nonces.size).toBe(3);
  });
});
