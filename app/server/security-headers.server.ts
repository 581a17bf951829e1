// Security headers on every response, and the per-request nonce that lets only our own inline
// scripts run (Content-Security-Policy).

/** Rendered into cached pages where the request's nonce goes (base64 characters only, so it
 * reads the same in markup and in scripts). */
export const NONCE_PLACEHOLDER = "WmNonceFromTheWorkerPerRequest0";

export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
}

/** Adds the headers every response carries; HTML pages also get the CSP with their nonce. */
export function withSecurityHeaders(response: Response, options: { nonce: string | null; production: boolean }): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", headers.get("Referrer-Policy") ?? "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (options.production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.delete("X-Powered-By");
  if (!headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      headers.get("Content-Type")?.startsWith("text/html") && options.nonce
        ? contentSecurityPolicy(options.nonce)
        : "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
