// Security headers on every kind of response, public and admin.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { signInCookie } from "./admin-session";
import { baseURL } from "./browser";

const UA = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36" };

function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const path = e.index ? parent : e.path ? `${parent}/${e.path}` : parent;
    return [...(e.path || e.index ? [path] : []), ...routePaths(e.children ?? [], path)];
  });
}
// Every route of the route table (the optional language prefix as Hindi, dynamic segments as an
// unknown id, the 404 splat as a missing page), plus the API and the click redirect.
const PATHS = [
  ...new Set(
    routePaths(routes as RouteConfigEntry[]).map((p) =>
      (
        p.replace("/:lang?", "/hi").replace(/:\w+/g, "999999").replace("/*", "/no-such-page") || "/"
      ).replace(/^\/hi$/, "/hi"),
    ),
  ),
  "/",
  "/join",
  "/ar/slots",
  "/api/health",
  "/api/admin/me",
  "/go?from=/",
].filter((p) => p !== "/admin/logout" && p !== "/language" && p !== "/referral/refresh");

describe("security headers", () => {
  it.each(PATHS)("%s carries nosniff, referrer policy, framing and a CSP", async (path) => {
    const headers: Record<string, string> = { ...UA };
    if (path.startsWith("/admin") || path.startsWith("/api/admin"))
      headers.Cookie = await signInCookie();
    const res = await fetch(baseURL() + path, { headers, redirect: "manual" });
    expect(res.status, path).toBeLessThan(500);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toMatch(
      /^(strict-origin-when-cross-origin|no-referrer)$/,
    );
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
      if (res.status === 200 && !path.startsWith("/unsubscribe"))
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
