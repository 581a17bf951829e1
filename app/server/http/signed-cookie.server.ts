// A cookie holding a signed JSON value (the referral assignment, a member's attribution). This
// isolate remembers the tokens it has signed or verified, each under its secret, so a returning
// visitor's page view skips the HMAC and the parse; remembered values are frozen, being shared.
import type { z } from "zod";
import { LruCache } from "~/utils/lru-cache";
import { readCookie } from "./read-cookie";
import { cookieHeader } from "./set-cookie";
import { signJson, verifyJson } from "./signing.server";

export function signedCookie<T>(name: string, purpose: string, schema: z.ZodType<T>) {
  const verified = new LruCache<string, { secret: string; value: T }>(2000);
  return {
    /** The request's value when its signature and shape hold, else null. */
    async read(request: Request, secret: string): Promise<T | null> {
      const token = readCookie(request, name);
      if (!token) return null;
      const known = verified.get(token);
      if (known && known.secret === secret) return known.value;
      const parsed = schema.safeParse(await verifyJson(secret, purpose, token));
      if (!parsed.success) return null;
      const value = Object.freeze(parsed.data);
      verified.set(token, { secret, value });
      return value;
    },
    /** The Set-Cookie value that keeps `value` (frozen here) for `maxAgeSeconds`. */
    async write(secret: string, value: T, maxAgeSeconds: number): Promise<string> {
      const token = await signJson(secret, purpose, value);
      verified.set(token, { secret, value: Object.freeze(value) });
      return cookieHeader(name, token, maxAgeSeconds);
    },
  };
}
