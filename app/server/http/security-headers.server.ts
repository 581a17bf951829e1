// Security headers on every response, and the per-request nonce that lets only our own inline
// scripts run (Content-Security-Policy).

/** Rendered into cached pages where the request's nonce goes (base64 characters only, so it
 * reads the same in markup and in scripts). */
export const NONCE_PLACEHOLDER = "WmNonceFromTheWorkerPerRequest0";

const NONCE_BYTES = 18;
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Random bytes drawn from the CSPRNG in blocks; each nonce takes fresh bytes and none is reused. */
const pool = new Uint8Array(NONCE_BYTES * 256);
let poolAt = pool.length;

/** 144 random bits as 24 base64 characters. */
export function createNonce(): string {
  if (poolAt + NONCE_BYTES > pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  let out = "";
  for (let i = poolAt; i < poolAt + NONCE_BYTES; i += 3) {
    const n = (pool[i]! << 16) | (pool[i + 1]! << 8) | pool[i + 2]!;
    out += BASE64[n >> 18]! + BASE64[(n >> 12) & 63]! + BASE64[(n >> 6) & 63]! + BASE64[n & 63]!;
  }
  poolAt += NONCE_BYTES;
  return out;
}

const CSP_BEFORE_NONCE = "default-src 'self'; script-src 'self' 'nonce-";
const CSP_AFTER_NONCE =
  "'; " +
  [
    // Inline style attributes (a progress bar's width) only; no inline <style> is needed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

export function contentSecurityPolicy(nonce: string): string {
  return CSP_BEFORE_NONCE + nonce + CSP_AFTER_NONCE;
}

/** True when the request reached us over HTTPS (on Cloudflare, the visitor's scheme). */
export function isHttpsRequest(request: Request): boolean {
  return request.url.startsWith("https:");
}

/** Adds the headers every response carries; HTML pages also get the CSP with their nonce. A
 * response the Worker built itself is changed in place; one with fixed headers (from fetch or
 * the cache) is copied. */
export function withSecurityHeaders(
  response: Response,
  options: { nonce: string | null; https: boolean },
): Response {
  try {
    addSecurityHeaders(response.headers, options);
    return response;
  } catch {
    // Immutable headers: copy them into a new response.
  }
  const headers = new Headers(response.headers);
  addSecurityHeaders(headers, options);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function addSecurityHeaders(
  headers: Headers,
  options: { nonce: string | null; https: boolean },
): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set(
    "Referrer-Policy",
    headers.get("Referrer-Policy") ?? "strict-origin-when-cross-origin",
  );
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  // Every HTTPS response, whatever APP_ENV says (a browser ignores it over plain HTTP anyway, and
  // the local site on http://localhost does not get it).
  if (options.https)
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.delete("X-Powered-By");
  if (!headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      headers.get("Content-Type")?.startsWith("text/html") && options.nonce
        ? contentSecurityPolicy(options.nonce)
        : "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  }
}
