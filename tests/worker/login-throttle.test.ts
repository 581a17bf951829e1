// Sign-in throttling under attack: attempts are reserved before the password check (so a burst
// of parallel guesses gets only the allowed number checked) and an attacker failing on purpose
// cannot lock the administrator out.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAdminIfMissing, findAdminByEmail } from "~/data/admin-users";
import { getDb } from "~/data/db";
import { countAttempts } from "~/data/login-attempts";
import { LOGIN_LIMITS, signIn } from "~/server/auth/auth.server";
import { hashPassword } from "~/server/auth/password.server";

const db = getDb(env.DB);

async function makeAdmin(password = "a long and correct passphrase") {
  const email = `throttle-${crypto.randomUUID()}@example.com`;
  await createAdminIfMissing(db, email, await hashPassword(password));
  return { ...(await findAdminByEmail(db, email))!, password };
}

const from = (ip: string) =>
  new Request("https://waymark.test/admin", { headers: { "CF-Connecting-IP": ip } });

describe("sign-in throttling under attack", () => {
  it("checks at most the allowed number of 60 parallel wrong guesses from one client", async () => {
    const admin = await makeAdmin();
    const attacker = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signIn(db, env, from(attacker), { email: admin.email, password: `guess-${i}` }),
      ),
    );
    const checked = results.filter((r) => !r.ok && r.status === 401).length;
    const refused = results.filter((r) => !r.ok && r.status === 429).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perClient);
    expect(checked).toBeGreaterThan(0);
    expect(checked + refused).toBe(60);
    // One attempt row per password actually checked.
    expect(await countAttempts(db, admin.email, attacker)).toBe(checked);
  });

  it("lets the administrator sign in from another address after 100 failures from one", async () => {
    const admin = await makeAdmin();
    const attacker = "203.0.113.66";
    for (let i = 0; i < 100; i++) {
      const r = await signIn(db, env, from(attacker), { email: admin.email, password: `x${i}` });
      expect(r.ok).toBe(false);
    }
    // The attacker stays refused, even with the right password.
    expect(
      await signIn(db, env, from(attacker), { email: admin.email, password: admin.password }),
    ).toMatchObject({ ok: false, status: 429 });
    const real = await signIn(db, env, from("192.0.2.10"), {
      email: admin.email,
      password: admin.password,
    });
    expect(real.ok).toBe(true);
  });

  it("keeps an account under attack from many addresses open to a clean client", async () => {
    const admin = await makeAdmin();
    // 12 addresses fail 3 times each: the account is far past its failure count.
    for (let n = 0; n < 12; n++)
      for (let i = 0; i < 3; i++)
        await signIn(db, env, from(`100.64.${n}.1`), { email: admin.email, password: `y${i}` });
    // Each of them is now refused on this account, even on a 4th, correct try.
    expect(
      await signIn(db, env, from("100.64.7.1"), { email: admin.email, password: admin.password }),
    ).toMatchObject({ ok: false, status: 429 });
    // A clean client may still make a mistake and then sign in.
    const clean = "2001:db8:77:1::5";
    expect(
      await signIn(db, env, from(clean), { email: admin.email, password: "typo" }),
    ).toMatchObject({ ok: false, status: 401 });
    expect(
      (await signIn(db, env, from(clean), { email: admin.email, password: admin.password })).ok,
    ).toBe(true);
  });

  it("counts an IPv6 client by its /64: new addresses in it get no new tries", async () => {
    const admin = await makeAdmin();
    for (let i = 0; i < LOGIN_LIMITS.perClient; i++)
      await signIn(db, env, from(`2001:db8:5:6::${i + 1}`), {
        email: `someone-${i}-${crypto.randomUUID()}@example.com`,
        password: "x",
      });
    expect(
      await signIn(db, env, from("2001:db8:5:6:ffff::1"), {
        email: admin.email,
        password: admin.password,
      }),
    ).toMatchObject({ ok: false, status: 429 });
  });
});
