import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createAdminIfMissing, findAdminByEmail } from "~/data/admin-users";
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE, signIn } from "~/server/auth/auth.server";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "~/server/auth/password.server";
import {
  getAdminSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  startSession,
} from "~/server/auth/session.server";
import { revokeUserSessions } from "~/data/admin-sessions";
import { db } from "./support/local";

let counter = 0;
const uniqueEmail = () => `admin${Date.now()}-${++counter}@example.com`;

async function makeAdmin(password = "correct horse battery staple") {
  const email = uniqueEmail();
  await createAdminIfMissing(db, email, await hashPassword(password));
  const user = (await findAdminByEmail(db, email))!;
  return { ...user, password };
}

const requestWith = (cookie: string | null, ip = "203.0.113.7") =>
  new Request("https://waymark.test/admin", {
    headers: { ...(cookie ? { Cookie: cookie } : {}), "CF-Connecting-IP": ip },
  });

const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

describe("passwords", () => {
  it("are salted PBKDF2-SHA256 at the runtime's iteration cap", async () => {
    const a = await hashPassword("same password");
    const b = await hashPassword("same password");
    expect(a).not.toBe(b);
    expect(a.split("$").slice(0, 2)).toEqual(["pbkdf2-sha256", String(PBKDF2_ITERATIONS)]);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same passwore", a)).toBe(false);
  });

  it("refuse malformed or tampered hashes", async () => {
    const h = await hashPassword("pw");
    const parts = h.split("$");
    expect(await verifyPassword("pw", [parts[0], "200000", parts[2], parts[3]].join("$"))).toBe(
      false,
    );
    expect(
      await verifyPassword(
        "pw",
        [parts[0], parts[1], parts[2], parts[3]!.slice(0, -2) + "AA"].join("$"),
      ),
    ).toBe(false);
    expect(await verifyPassword("pw", "plain-text")).toBe(false);
  });
});

describe("sessions", () => {
  it("set an HttpOnly, Secure, SameSite cookie for the whole site", async () => {
    const admin = await makeAdmin();
    const setCookie = await startSession(db, env, admin.id);
    expect(setCookie).toMatch(/^__Host-wm_admin=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toMatch(/SameSite=(Lax|Strict)/);
    expect(setCookie).toContain("Path=/");
  });

  it("identify the administrator until revoked", async () => {
    const admin = await makeAdmin();
    const cookie = cookieValue(await startSession(db, env, admin.id));
    const session = await getAdminSession(requestWith(cookie), env, db);
    expect(session?.user.email).toBe(admin.email);

    await revokeUserSessions(db, admin.id);
    expect(await getAdminSession(requestWith(cookie), env, db)).toBeNull();
  });

  it("refuse a token with alg none, another secret, or past its expiry", async () => {
    const admin = await makeAdmin();
    const now = Date.now();
    const real = cookieValue(await startSession(db, env, admin.id, now));
    const [header, payload] = real.slice("__Host-wm_admin=".length).split(".");

    const none = btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "");
    expect(
      await getAdminSession(requestWith(`__Host-wm_admin=${none}.${payload}.`), env, db),
    ).toBeNull();

    const forged = await new SignJWT(
      JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))),
    )
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret-x"));
    expect(await getAdminSession(requestWith(`__Host-wm_admin=${forged}`), env, db)).toBeNull();

    const tampered = `__Host-wm_admin=${header}.${payload}x.${real.split(".")[2]}`;
    expect(await getAdminSession(requestWith(tampered), env, db)).toBeNull();

    expect(
      await getAdminSession(requestWith(real), env, db, now + SESSION_ABSOLUTE_MS + 1000),
    ).toBeNull();
  });

  it("end after the idle time", async () => {
    const admin = await makeAdmin();
    const now = Date.now();
    const cookie = cookieValue(await startSession(db, env, admin.id, now));
    expect(
      await getAdminSession(requestWith(cookie), env, db, now + SESSION_IDLE_MS - 1000),
    ).not.toBeNull();
    // Used just now, so idle time counts from here.
    const later = now + SESSION_IDLE_MS - 1000;
    expect(
      await getAdminSession(requestWith(cookie), env, db, later + SESSION_IDLE_MS + 1000),
    ).toBeNull();
  });
});

describe("sign-in", () => {
  it("gives one message for an unknown email and a wrong password", async () => {
    const admin = await makeAdmin();
    const ip = `198.51.100.${++counter}`;
    const wrong = await signIn(db, env, requestWith(null, ip), {
      email: admin.email,
      password: "nope",
    });
    const unknown = await signIn(db, env, requestWith(null, ip), {
      email: "nobody@example.com",
      password: "nope",
    });
    expect(wrong).toEqual({ ok: false, status: 401, error: LOGIN_FAILED_MESSAGE });
    expect(unknown).toEqual(wrong);
    const ok = await signIn(db, env, requestWith(null, ip), {
      email: admin.email.toUpperCase(),
      password: admin.password,
    });
    expect(ok.ok).toBe(true);
  });

  it("refuses a client that failed 3 times on an account under attack, even with the right password, then allows again", async () => {
    const admin = await makeAdmin();
    const now = Date.now();
    // Ten failures on the account: seven clients once, the last one three times.
    const clients = ["0", "1", "2", "3", "4", "5", "6", "7", "7", "7"].map((n) => `192.0.2.${n}`);
    for (const [i, ip] of clients.entries()) {
      const r = await signIn(
        db,
        env,
        requestWith(null, ip),
        { email: admin.email, password: `wrong${i}` },
        now + i,
      );
      expect(r.ok).toBe(false);
    }
    const eleventh = await signIn(
      db,
      env,
      requestWith(null, "192.0.2.7"),
      { email: admin.email, password: admin.password },
      now + 20,
    );
    expect(eleventh).toEqual({ ok: false, status: 429, error: LOGIN_THROTTLED_MESSAGE });
    // The same message whether or not the email exists: it names neither.
    expect(LOGIN_THROTTLED_MESSAGE).not.toContain(admin.email);

    const afterWindow = await signIn(
      db,
      env,
      requestWith(null, "192.0.2.7"),
      { email: admin.email, password: admin.password },
      now + 16 * 60 * 1000,
    );
    expect(afterWindow.ok).toBe(true);
  });

  it("throttles a client that tries many accounts", async () => {
    const ip = "203.0.113.200";
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      await signIn(db, env, requestWith(null, ip), { email: uniqueEmail(), password: "x" }, now);
    }
    const admin = await makeAdmin();
    const r = await signIn(
      db,
      env,
      requestWith(null, ip),
      { email: admin.email, password: admin.password },
      now + 1,
    );
    expect(r).toMatchObject({ ok: false, status: 429 });
  });

  it("creates the configured first administrator from ADMIN_EMAIL / ADMIN_PASSWORD", async () => {
    const email = uniqueEmail();
    const configured = { ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: "configured-password-123" };
    expect(await findAdminByEmail(db, email)).toBeNull();
    const r = await signIn(db, configured, requestWith(null, "203.0.113.50"), {
      email,
      password: "configured-password-123",
    });
    expect(r.ok).toBe(true);
    // An existing account is never overwritten by configuration.
    const changed = { ...configured, ADMIN_PASSWORD: "another-password-456" };
    const again = await signIn(db, changed, requestWith(null, "203.0.113.51"), {
      email,
      password: "another-password-456",
    });
    expect(again.ok).toBe(false);
  });
});
