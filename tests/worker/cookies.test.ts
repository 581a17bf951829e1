// The site's cookies (issue 15): all `__Host-` (Secure, Path=/, no Domain), and the flash toast
// signed so that a cookie planted by someone else shows nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { createAdminIfMissing, findAdminByEmail } from "~/data/admin-users";
import { hashPassword } from "~/server/auth/password.server";
import { startSession } from "~/server/auth/session.server";
import { FLASH_COOKIE, languageCookie, readFlash, setFlash } from "~/server/http/cookies.server";
import { base64UrlEncode, signJson } from "~/server/http/signing.server";

const withCookie = (cookie: string) =>
  new Request("https://waymark.test/admin", { headers: { Cookie: cookie } });
const valueOf = (setCookie: string) => setCookie.split(";")[0]!;

/** A Set-Cookie header that browsers accept as a `__Host-` cookie. */
function expectHostCookie(setCookie: string) {
  const [pair, ...attributes] = setCookie.split(";").map((s) => s.trim());
  expect(pair).toMatch(/^__Host-/);
  const names = attributes.map((a) => a.split("=")[0]!.toLowerCase());
  expect(names).toContain("secure");
  expect(attributes).toContain("Path=/");
  expect(names).not.toContain("domain");
  expect(names).toContain("httponly");
}

describe("cookies", () => {
  it("the session, language and flash cookies are __Host- cookies", async () => {
    const db = getDb(env.DB);
    const email = `cookie-${crypto.randomUUID()}@example.com`;
    await createAdminIfMissing(db, email, await hashPassword("blue-kettle-orbit-41"));
    const user = (await findAdminByEmail(db, email))!;
    expectHostCookie(await startSession(db, env, user.id));
    expectHostCookie(await languageCookie.serialize("hi"));
    expectHostCookie(await setFlash({ type: "success", text: "Saved" }));
  });

  it("a flash set by the server is read back until it expires, with an id the toaster shows once", async () => {
    const now = Date.now();
    const set = await setFlash({ type: "success", text: "Password changed" }, now);
    expect(await readFlash(withCookie(valueOf(set)), now + 1000)).toEqual({
      type: "success",
      text: "Password changed",
      id: expect.any(String),
    });
    // Sent again after its 30 seconds: ignored, though the signature is genuine.
    expect(await readFlash(withCookie(valueOf(set)), now + 31_000)).toBeNull();
  });

  it("attack: a forged flash cookie (unsigned, signed with another key, or altered) shows nothing", async () => {
    const lie = { type: "error", text: "Your account is suspended: call +1 555 0100 now" };
    const expires = Date.now() + 60_000;
    const json = (v: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(v)));
    const genuine = valueOf(await setFlash({ type: "success", text: "Saved" }));
    const [, signature] = genuine.slice(FLASH_COOKIE.length + 1).split(".");
    const forgeries = [
      // What the unsigned cookie used to hold (react-router's base64 JSON).
      btoa(JSON.stringify(lie)),
      `${json({ f: lie, e: expires })}.`,
      await signJson("another-secret-another-secret-another-secret-x", "flash", {
        f: lie,
        e: expires,
      }),
      // The server's own signature under a different message.
      `${json({ f: lie, e: expires })}.${signature}`,
      // A genuine signature for another purpose (the referral assignment) is not a flash.
      await signJson(env.SESSION_SECRET, "referral-assignment", { f: lie, e: expires }),
    ];
    for (const forged of forgeries)
      expect(await readFlash(withCookie(`${FLASH_COOKIE}=${forged}`)), forged).toBeNull();
  });
});
