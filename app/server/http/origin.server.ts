import { data } from "react-router";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a state-changing request comes from another site (CSRF). Browsers send Origin on
 * every cross-origin POST and Sec-Fetch-Site on all requests; a request with neither is not from
 * a browser page and cannot carry a victim's cookies by accident.
 */
export function isCrossOriginMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const expected = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") return origin !== expected;
  if (origin === "null") return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site !== null && site !== "same-origin" && site !== "none";
}

/** Throws a 403 for cross-origin mutations; the first line of every action. */
export function requireSameOrigin(request: Request): void {
  if (isCrossOriginMutation(request)) {
    throw data({ error: "Cross-origin request refused" }, { status: 403 });
  }
}

/** The site's public origin for absolute links: PUBLIC_URL when set and valid, else the request's. */
export function siteOrigin(request: Request, publicUrl: string | undefined): string {
  try {
    if (publicUrl) return new URL(publicUrl).origin;
  } catch {
    // an invalid PUBLIC_URL falls back to the request's origin
  }
  return new URL(request.url).origin;
}

/** Where `npm start` serves by default: absolute links outside production when PUBLIC_URL is
 * unset (`npm start` sets it to the port it serves on). */
export const LOCAL_ORIGIN = "http://localhost:8787";

/**
 * The configured public origin for absolute links in emails (and anything else that must not
 * follow a request's Host or X-Forwarded-Proto): PUBLIC_URL's origin when it is an http(s) URL;
 * otherwise, outside production, the local origin; in production, null (not configured: the
 * caller refuses to send).
 */
export function publicOrigin(env: { PUBLIC_URL?: string; APP_ENV?: string }): string | null {
  try {
    const url = new URL(env.PUBLIC_URL ?? "");
    if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
  } catch {
    // unset or not a URL
  }
  return env.APP_ENV === "production" ? null : LOCAL_ORIGIN;
}
