// The site's own cookies. Every one is `__Host-`: Secure, Path=/ and no Domain, so neither a
// sibling subdomain nor a plain-HTTP page can set or overwrite it (browsers treat
// http://localhost as secure, so the local site works the same). The admin session is
// app/server/auth/session.server.ts, the referral assignment app/server/referral/rotator.server.ts.
import { env } from "cloudflare:workers";
import { createCookie } from "react-router";
import { flashSchema, type Flash, type FlashToast } from "~/schemas/flash";
import { readCookie } from "./read-cookie";
import { cookieHeader } from "./set-cookie";
import { signJson, verifyJson } from "./signing.server";

export { readCookie };

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Cookie names carry the `__Host-` prefix; set them with Secure, Path=/ and no Domain. */
export const HOST_PREFIX = "__Host-";

/** The visitor's chosen language, remembered so a bare "/" does not second-guess it. */
export const languageCookie = createCookie(`${HOST_PREFIX}wm_lang`, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: true,
  maxAge: ONE_YEAR,
});

/** A toast shown after a redirect (see app/schemas/flash.ts). Its value is signed (HMAC,
 * ./signing.server.ts) with an id and its expiry inside, so a cookie set by anyone else, or an old
 * one sent again, shows nothing. Reading does not clear it: a loader's clearing Set-Cookie is
 * stored by the browser even when React Router aborts that request and drops its data, which lost
 * the toast (issue 32). It expires by itself instead, soon, and the toaster shows each id once. */
export const FLASH_COOKIE = `${HOST_PREFIX}wm_flash`;
const FLASH_MAX_AGE_SECONDS = 30;
const FLASH_PURPOSE = "flash";

function flashSecret(): string {
  return (env as { SESSION_SECRET?: string }).SESSION_SECRET ?? "";
}

/** The flash this request carries, with its id, until it expires (it is never consumed). */
export async function readFlash(request: Request, now = Date.now()): Promise<FlashToast | null> {
  const token = readCookie(request, FLASH_COOKIE);
  const secret = flashSecret();
  if (!token || !secret) return null;
  const signed = (await verifyJson(secret, FLASH_PURPOSE, token)) as {
    f?: unknown;
    i?: unknown;
    e?: unknown;
  } | null;
  if (!signed || typeof signed.e !== "number" || signed.e < now) return null;
  if (typeof signed.i !== "string" || signed.i.length === 0 || signed.i.length > 64) return null;
  const parsed = flashSchema.safeParse(signed.f);
  return parsed.success ? { ...parsed.data, id: signed.i } : null;
}

export async function setFlash(flash: Flash, now = Date.now()): Promise<string> {
  const token = await signJson(flashSecret(), FLASH_PURPOSE, {
    f: flashSchema.parse(flash),
    i: crypto.randomUUID(),
    e: now + FLASH_MAX_AGE_SECONDS * 1000,
  });
  return cookieHeader(FLASH_COOKIE, token, FLASH_MAX_AGE_SECONDS);
}
