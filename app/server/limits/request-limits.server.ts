// Limits on what a request may send or how often, checked before any work is done.
import { EMAIL_WEBHOOK_PATH } from "~/domain/email/delivery-events";
import { MAX_UPLOAD_BYTES } from "~/domain/formats/file-types";

/** Bodies above these sizes are refused: from their Content-Length before being read, or, with no
 * declared length, as soon as the bytes read pass the limit. */
export const BODY_LIMITS = {
  /** A form with one uploaded file (presentations, proof images). */
  multipart: MAX_UPLOAD_BYTES + 64 * 1024,
  /** The contact import posts a CSV file's text as JSON. */
  contactImport: 6 * 1024 * 1024,
  /** One delivery event from the email provider (a few KB in practice). */
  deliveryEvent: 64 * 1024,
  /** Everything else: forms and JSON. */
  default: 1024 * 1024,
} as const;

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The byte limit for this request's body, or null when it carries none. */
export function bodyLimitFor(request: Request, pathname: string): number | null {
  if (!METHODS_WITH_BODY.has(request.method.toUpperCase())) return null;
  if (request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data"))
    return BODY_LIMITS.multipart;
  if (pathname.startsWith("/admin/email-campaigns")) return BODY_LIMITS.contactImport;
  if (pathname === EMAIL_WEBHOOK_PATH) return BODY_LIMITS.deliveryEvent;
  return BODY_LIMITS.default;
}

/** True when the declared body (Content-Length) is over the limit. A body with no declared length
 * (chunked, or HTTP/2 without the header) is measured as it is read: `readUndeclaredBody`. */
export function bodyTooLarge(request: Request, pathname: string): boolean {
  const limit = bodyLimitFor(request, pathname);
  if (limit === null) return false;
  const declared = request.headers.get("Content-Length");
  if (declared === null) return false;
  const size = Number(declared);
  return !Number.isFinite(size) || size > limit;
}

/**
 * A request whose body has no declared length, read here up to the limit for its kind and handed
 * on as a copy with that body in memory; null (the caller answers 413) as soon as one more byte
 * than the limit arrives, with the rest left unread. Every action, form or JSON, and every API
 * route then reads at most the limit, and a refused body reaches no handler, so nothing changes.
 * A request with a Content-Length (checked by `bodyTooLarge`) or without a body is returned as is.
 */
export async function readUndeclaredBody(
  request: Request,
  pathname: string,
): Promise<Request | null> {
  const limit = bodyLimitFor(request, pathname);
  if (limit === null || request.body === null || request.headers.has("Content-Length"))
    return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const headers = new Headers(request.headers);
  headers.delete("Transfer-Encoding");
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    redirect: request.redirect,
    signal: request.signal,
  });
}

/** Refused bodies up to this declared size are drained so the client reads the 413 answer. */
export const DRAIN_REFUSED_BODY_UP_TO = 32 * 1024 * 1024;

/** True when a refused body is small enough to read and discard rather than cut off. */
export function shouldDrainRefusedBody(request: Request): boolean {
  const size = Number(request.headers.get("Content-Length") ?? NaN);
  return request.body !== null && Number.isFinite(size) && size <= DRAIN_REFUSED_BODY_UP_TO;
}

/** Clicks per client per minute before /go answers 429; far above what a person does. */
export const CLICKS_PER_MINUTE = 60;
/** Unsubscribe posts per client per minute (tokens are unguessable; this stops floods). */
export const UNSUBSCRIBES_PER_MINUTE = 30;

/**
 * A per-isolate fixed-window counter for cheap, hot paths (the click redirect): no storage round
 * trip, so an abuser spread over many isolates gets more, which is fine for a flood brake.
 */
export class MemoryRateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }
  /** `factor` raises the limit (CLIENT_LIMIT_MULTIPLIER, for visitors behind one address). */
  allow(key: string, now = Date.now(), factor = 1): boolean {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= this.limit * factor;
  }
}
