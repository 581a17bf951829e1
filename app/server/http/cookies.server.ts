// The site's own cookies. Every one is `__Host-`: Secure, Path=/ and no Domain, so neither a
// sibling subdomain nor a plain-HTTP page can set or overwrite it (browsers treat
// http://localhost as secure, so the local site works the same). The admin session is
// app/server/auth/session.server.ts, the referral assignment app/server/referral/rotator.server.ts.
import { env } from "cloudflare:workers";
import { createCookie } from "react-router";
import { flashSchema, type Flash } from "~/schemas/flash";
import { signJson, verifyJson } from "./signing.server";

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

/** A one-shot toast shown after a redirect (see app/schemas/flash.ts). Its value is signed
 * (HMAC, ./signing.server.ts) with its expiry inside, so a cookie set by anyone else, or an old
 * one sent again, shows nothing. */
export const FLASH_COOKIE = `${HOST_PREFIX}wm_flash`;
const FLASH_MAX_AGE_SECONDS = 60;
const FLASH_PURPOSE = "flash";

function flashSecret(): string {
  return (env as { SESSION_SECRET?: string }).SESSION_SECRET ?? "";
}

/** The value of one cookie in the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

export async function readFlash(request: Request, now = Date.now()): Promise<Flash | null> {
  const token = readCookie(request, FLASH_COOKIE);
  const secret = flashSecret();
  if (!token || !secret) return null;
  const signed = (await verifyJson(secret, FLASH_PURPOSE, token)) as {
    f?: unknown;
    e?: unknown;
  } | null;
  if (!signed || typeof signed.e !== "number" || signed.e < now) return null;
  const parsed = flashSchema.safeParse(signed.f);
  return parsed.success ? parsed.data : null;
}

export async function setFlash(flash: Flash, now = Date.now()): Promise<string> {
  const token = await signJson(flashSecret(), FLASH_PURPOSE, {
    f: flashSchema.parse(flash),
    e: now + FLASH_MAX_AGE_SECONDS * 1000,
  });
  return flashCookieHeader(token, FLASH_MAX_AGE_SECONDS);
}

export function clearFlash(): Promise<string> {
  return Promise.resolve(flashCookieHeader("", 0));
}

function flashCookieHeader(value: string, maxAge: number): string {
  return `${FLASH_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAge}`;
}
