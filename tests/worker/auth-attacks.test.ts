// Attacks on the second factor, on re-authentication inside a session and on reset and
// invitation links (issue 31), one test each, named for the attack. They go through the route
// actions a browser posts to, with the real local bindings.
import { env } from "cloudflare:workers";
import { waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as accountRoute from "~/routes/admin/account/route";
import * as forgotRoute from "~/routes/admin/lost-password/forgot";
import * as codeRoute from "~/routes/admin/sign-in/code";
import * as teamRoute from "~/routes/admin/team/route";
import { adminSessionContext, signIn } from "~/server/auth/auth.server";
import {
  checkLink,
  requestPasswordReset,
  resetPassword,
  LINK_MESSAGES,
} from "~/server/auth/account-links.server";
import { changeOwnPassword } from "~/server/auth/change-password.server";
import { getAdminSession, startSession } from "~/server/auth/session.server";
import { totp } from "~/server/auth/totp";
import { getWorker } from "~/server/http/context";
import { db } from "./support/local";
import { outboxTo } from "./support/outbox";
import { routeContext, TEST_PUBLIC_URL } from "./support/route-context";
import { member, PASSWORD, withTwoFactor } from "./support/team-fixtures";

/** The codes the second-factor step may check per account in 15 minutes. */
const ALLOWED_CODES = 5;

/** A six-digit code that is not the account's current one. */
async function wrongCode(key: Uint8Array) {
  const right = Number(await totp(key, Date.now()));
  return String((right + 500_000) % 1_000_000).padStart(6, "0");
}

const from = (ip: string, path = "/admin", init: RequestInit = {}) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, {
    ...init,
    headers: { "CF-Connecting-IP": ip, ...init.headers },
  });

const post = (ip: string, path: string, fields: Record<string, string>, cookie = "") =>
  from(ip, path, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams(fields),
  });

/** The HTTP status a route action answered (a thrown redirect included). */
async function statusOf(answer: Promise<unknown>) {
  const result = await answer.catch((thrown: unknown) => thrown);
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } | null }).init?.status ?? 200;
}

/** The right password again from `ip`: the step cookie of the code step. */
async function passwordStep(ip: string, email: string) {
  const result = await signIn(db, env, from(ip), { email, password: PASSWORD });
  if (!result.ok || result.next !== "/admin/sign-in/code") throw new Error("no code step");
  return result.cookie.split(";")[0]!;
}

describe("second factor brute force by someone with the password", () => {
  /** Posts one code to the code step; its status (401 wrong, 429 refused, 303 signed in). */
  const postCode = (
    context: ReturnType<typeof routeContext>,
    ip: string,
    cookie: string,
    code: string,
  ) =>
    statusOf(
      codeRoute.action({
        request: post(ip, "/admin/sign-in/code", { code }, cookie),
        context,
        params: {},
      } as never),
    );

  it("alternating the password and wrong codes from one address gets at most 5 codes checked, and the owner is told", async () => {
    const { user, key } = await withTwoFactor();
    const context = routeContext();
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const cookie = await passwordStep("198.51.100.31", user.email);
      for (let i = 0; i < 9; i++)
        statuses.push(
          await postCode(
            context,
            "198.51.100.31",
            cookie,
            i % 2 ? "aaaaa-bbbbb" : await wrongCode(key),
          ),
        );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ALLOWED_CODES);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Refused for a while, even with the right code.
    const cookie = await passwordStep("198.51.100.31", user.email);
    expect(await postCode(context, "198.51.100.31", cookie, await totp(key, Date.now()))).toBe(429);

    await waitOnExecutionContext(getWorker(context).ctx);
    const notices = await outboxTo(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Wrong sign-in codes on your Waymark admin account");
    expect(notices[0]!.text).toContain(`${TEST_PUBLIC_URL}/admin/forgot-password`);
  });

  it("wrong codes from many addresses, each with the password, get at most 5 checked in all", async () => {
    const { user, key } = await withTwoFactor();
    const context = routeContext();
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const ip = `100.80.${n}.7`;
      const cookie = await passwordStep(ip, user.email);
      for (let i = 0; i < 3; i++)
        statuses.push(await postCode(context, ip, cookie, await wrongCode(key)));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ALLOWED_CODES);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    await waitOnExecutionContext(getWorker(context).ctx);
  });

  it("a right code after a few wrong ones signs in, and is not counted as a wrong one", async () => {
    const { user, key } = await withTwoFactor();
    const context = routeContext();
    const ip = "198.51.100.32";
    let cookie = await passwordStep(ip, user.email);
    for (let i = 0; i < ALLOWED_CODES - 1; i++)
      expect(await postCode(context, ip, cookie, "aaaaa-bbbbb")).toBe(401);
    expect(await postCode(context, ip, cookie, await totp(key, Date.now()))).toBe(303);
    cookie = await passwordStep(ip, user.email);
    // One wrong code is still allowed: the right one did not use up the last place.
    expect(await postCode(context, ip, cookie, "aaaaa-bbbbb")).toBe(401);
    expect(await postCode(context, ip, cookie, "aaaaa-bbbbb")).toBe(429);
    await waitOnExecutionContext(getWorker(context).ctx);
  });
});

describe("a stolen session guessing on My Account", () => {
  /** A live session of the user, as the admin layout's middleware puts it in the context. */
  async function sessionOf(user: { id: number; email: string; role: "owner" | "editor" }) {
    const cookie = (await startSession(db, env, user.id)).split(";")[0]!;
    const session = (await getAdminSession(
      from("192.0.2.1", "/admin", { headers: { Cookie: cookie } }),
      env,
      db,
    ))!;
    const context = routeContext({ admin: user });
    context.set(adminSessionContext, session);
    return { cookie, context };
  }

  /** Posts `fields` to My Account `times` times (stopping at the first sign-out). */
  async function guess(
    user: { id: number; email: string; role: "owner" | "editor" },
    ip: string,
    times: number,
    fields: (i: number) => Record<string, string>,
  ) {
    const { cookie, context } = await sessionOf(user);
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const status = await statusOf(
        accountRoute.action({
          request: post(ip, "/admin/account", fields(i), cookie),
          context,
          params: {},
        } as never),
      );
      statuses.push(status);
      if (status === 303) break;
    }
    await waitOnExecutionContext(getWorker(context).ctx);
    const live = await getAdminSession(
      from("192.0.2.1", "/admin", { headers: { Cookie: cookie } }),
      env,
      db,
    );
    return { statuses, live };
  }

  it("24 wrong current passwords to turn off the second factor: at most 10 checked, then signed out", async () => {
    const { user } = await withTwoFactor();
    const { statuses, live } = await guess(user, "203.0.113.77", 24, (i) => ({
      intent: "disable-2fa",
      currentPassword: `guess-${i}`,
    }));
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(303);
    expect(live).toBeNull();
  });

  it("24 wrong current passwords to change the password: at most 10 checked, then signed out", async () => {
    const user = await member();
    const { statuses, live } = await guess(user, "203.0.113.78", 24, (i) => ({
      intent: "change-password",
      currentPassword: `guess-${i}`,
      newPassword: "brand-new-password-1",
      confirmPassword: "brand-new-password-1",
    }));
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(303);
    expect(live).toBeNull();
  });

  it("20 wrong codes for new recovery codes: at most 5 checked, then signed out", async () => {
    const { user, key } = await withTwoFactor();
    const wrong = await wrongCode(key);
    const { statuses, live } = await guess(user, "203.0.113.79", 20, () => ({
      intent: "new-recovery-codes",
      code: wrong,
    }));
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(ALLOWED_CODES);
    expect(statuses.at(-1)).toBe(303);
    expect(live).toBeNull();
  });
});

describe("reset and invitation links", () => {
  /** Asks for a reset link as a browser posting the lost-password form, through `host`. */
  async function askReset(email: string, options: { host?: string; env?: Partial<Env> } = {}) {
    const context = routeContext({ env: options.env });
    const origin = options.host ? `http://${options.host}` : TEST_PUBLIC_URL;
    const request = new Request(`${origin}/admin/forgot-password`, {
      method: "POST",
      headers: {
        "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200)}`,
        "X-Forwarded-Proto": "http",
        ...(options.host ? { Host: options.host } : {}),
      },
      body: new URLSearchParams({ email }),
    });
    const status = await statusOf(forgotRoute.action({ request, context, params: {} } as never));
    return { status, ctx: getWorker(context).ctx };
  }

  it("host header poisoning: a reset asked through Host: evil.example emails a link on the configured origin", async () => {
    const user = await member();
    const { status, ctx } = await askReset(user.email, { host: "evil.example" });
    expect(status).toBe(200);
    await waitOnExecutionContext(ctx);
    const [email] = await outboxTo(user.email);
    expect(email?.text).toContain(`${TEST_PUBLIC_URL}/admin/reset-password/`);
    expect(email?.text).not.toContain("evil.example");
  });

  it("production without PUBLIC_URL refuses to send a reset or an invitation", async () => {
    const production = { APP_ENV: "production", PUBLIC_URL: undefined };
    const user = await member();
    const { status, ctx } = await askReset(user.email, { env: production });
    expect(status).toBe(503);
    await waitOnExecutionContext(ctx);
    expect(await outboxTo(user.email)).toEqual([]);

    const owner = await member("owner");
    const invitee = `invitee-${crypto.randomUUID()}@example.com`;
    const context = routeContext({ admin: owner, env: production });
    const answer = (await teamRoute.action({
      request: post("203.0.113.90", "/admin/team", {
        intent: "invite",
        email: invitee,
        role: "editor",
      }),
      context,
      params: {},
    } as never)) as { init: { status: number } };
    expect(answer.init.status).toBe(503);
  });

  it("host header poisoning: an invitation asked through Host: evil.example links to the configured origin", async () => {
    const owner = await member("owner");
    const invitee = `invitee-${crypto.randomUUID()}@example.com`;
    const request = new Request("http://evil.example/admin/team", {
      method: "POST",
      headers: { Host: "evil.example", "X-Forwarded-Proto": "http" },
      body: new URLSearchParams({ intent: "invite", email: invitee, role: "editor" }),
    });
    const answer = (await teamRoute.action({
      request,
      context: routeContext({ admin: owner }),
      params: {},
    } as never)) as { data: { ok: boolean; link?: string } };
    expect(answer.data.ok).toBe(true);
    expect(answer.data.link).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/admin/invitation/[\\w-]{43}$`),
    );
  });

  it("a reset link asked for before a password change no longer sets a password after it", async () => {
    const user = await member();
    const before = (await requestPasswordReset(db, TEST_PUBLIC_URL, user.email, "203.0.113.91"))!;
    const changed = await changeOwnPassword(
      { db, env },
      { user, sessionId: "0".repeat(48), client: "203.0.113.92" },
      {
        currentPassword: PASSWORD,
        newPassword: "brand-new-password-1",
        confirmPassword: "brand-new-password-1",
      },
    );
    expect(changed.ok).toBe(true);
    expect(await resetPassword(db, before.link.split("/").pop()!, "attacker-password-1")).toEqual({
      ok: false,
      error: LINK_MESSAGES.expired,
    });
  });

  it("a successful reset ends the account's other reset links and every session", async () => {
    const user = await member();
    const session = (await startSession(db, env, user.id)).split(";")[0]!;
    const first = (await requestPasswordReset(db, TEST_PUBLIC_URL, user.email, "203.0.113.93"))!;
    const second = (await requestPasswordReset(db, TEST_PUBLIC_URL, user.email, "203.0.113.93"))!;
    const used = await resetPassword(db, second.link.split("/").pop()!, "brand-new-password-1");
    expect(used.ok).toBe(true);
    expect((await checkLink(db, "reset", first.link.split("/").pop()!)).status).toBe("expired");
    expect(
      await getAdminSession(from("192.0.2.1", "/admin", { headers: { Cookie: session } }), env, db),
    ).toBeNull();
  });

  it("account discovery by timing: the reset form answers before any email is looked up or sent", async () => {
    const user = await member();
    const { status, ctx } = await askReset(user.email);
    expect(status).toBe(200);
    // The answer is out and nothing is in the outbox yet: the lookup and the email come after.
    expect(await outboxTo(user.email)).toEqual([]);
    await waitOnExecutionContext(ctx);
    expect(await outboxTo(user.email)).toHaveLength(1);
    // An unknown email gets the very same answer, and nothing is sent.
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const other = await askReset(unknown);
    expect(other.status).toBe(200);
    await waitOnExecutionContext(other.ctx);
    expect(await outboxTo(unknown)).toEqual([]);
  });
});
