import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countUnusedRecoveryCodes } from "~/data/admin-two-factor";
import { findAdminByEmail } from "~/data/admin-users";
import * as resetRoute from "~/routes/admin/lost-password/reset";
import * as invitationRoute from "~/routes/admin/team/invitation";
import type { Outcome } from "~/server/admin/action-results.server";
import { signIn } from "~/server/auth/auth.server";
import {
  acceptInvitation,
  checkLink,
  createInvitation,
  LINK_MESSAGES,
  requestPasswordReset,
  resetPassword,
  RESET_TTL_MS,
  INVITATION_TTL_MS,
} from "~/server/auth/account-links.server";
import { answerPasswordForm, changeOwnPassword } from "~/server/auth/change-password.server";
import { verifyPassword } from "~/server/auth/password.server";
import { getAdminSession, startSession } from "~/server/auth/session.server";
import { readStepCookie } from "~/server/auth/sign-in-steps.server";
import { requireTwoFactor, resetMemberTwoFactor } from "~/server/auth/team.server";
import { totp } from "~/server/auth/totp";
import {
  beginSetup,
  confirmSetup,
  redeemRecoveryCode,
  verifyTotpCode,
} from "~/server/auth/two-factor.server";
import { db } from "./support/local";
import { routeContext, TEST_PUBLIC_URL } from "./support/route-context";
import { member, PASSWORD, withTwoFactor } from "./support/team-fixtures";

const req = (cookie = "") =>
  new Request(`${TEST_PUBLIC_URL}/admin`, {
    headers: { Cookie: cookie, "CF-Connecting-IP": "198.51.100.9" },
  });

/** The person acting on My Account, from a session and a client of their own. */
const asMe = (user: { id: number; email: string }) => ({
  user,
  sessionId: "0".repeat(48),
  client: `me-${crypto.randomUUID()}`,
});

describe("second factor", () => {
  it("shows a QR code and an otpauth URI, and is off until a first code confirms it", async () => {
    const user = await member();
    const setup = (await beginSetup(db, env, user))!;
    expect(setup.uri).toContain(
      `otpauth://totp/Waymark:${encodeURIComponent(user.email)}?secret=${setup.secret}`,
    );
    expect(setup.qrSvg).toMatch(/^<svg/);
    // Still off: sign-in with the password alone gives a session.
    const result = await signIn(db, env, req(), { email: user.email, password: PASSWORD });
    expect(result.ok && result.next).toBeFalsy();
    // The same pending secret is shown again until confirmed.
    expect((await beginSetup(db, env, user))!.secret).toBe(setup.secret);
    expect(await confirmSetup(db, env, user.id, "000000")).toBeNull();
  });

  it("accepts a code once: the same code is refused the second time", async () => {
    const now = Date.now();
    const { user, key } = await withTwoFactor(now - 60_000);
    const code = await totp(key, now);
    expect(await verifyTotpCode(db, env, user.id, code, now)).toBe(true);
    expect(await verifyTotpCode(db, env, user.id, code, now)).toBe(false);
    // Two racing requests with a fresh code: exactly one wins.
    const later = now + 30_000;
    const next = await totp(key, later);
    const results = await Promise.all([
      verifyTotpCode(db, env, user.id, next, later),
      verifyTotpCode(db, env, user.id, next, later),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("gives 10 recovery codes, each working once, stored only hashed", async () => {
    const { user, codes } = await withTwoFactor(Date.now());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await env.DB.prepare(
      "SELECT code_hash FROM admin_recovery_codes WHERE user_id = ?",
    )
      .bind(user.id)
      .all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    for (const c of codes) expect(stored.results.map((r) => r.code_hash)).not.toContain(c);

    expect(await redeemRecoveryCode(db, user.id, codes[0]!.toUpperCase())).toBe(true);
    expect(await redeemRecoveryCode(db, user.id, codes[0]!)).toBe(false);
    expect(await redeemRecoveryCode(db, user.id, "aaaaa-bbbbb")).toBe(false);
    expect(await countUnusedRecoveryCodes(db, user.id)).toBe(9);
    // Another person's code does not work for this account.
    const other = await withTwoFactor(Date.now());
    expect(await redeemRecoveryCode(db, user.id, other.codes[0]!)).toBe(false);
  });

  it("a right password only opens the code step; no session yet", async () => {
    const { user } = await withTwoFactor();
    const result = await signIn(db, env, req(), { email: user.email, password: PASSWORD });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.next).toBe("/admin/sign-in/code");
    const cookie = result.cookie.split(";")[0]!;
    expect(await getAdminSession(req(cookie), env, db)).toBeNull();
    expect(await readStepCookie(req(cookie), env, "code")).toBe(user.id);
    expect(await readStepCookie(req(cookie), env, "setup")).toBeNull();
    expect(await readStepCookie(req(cookie.slice(0, -3) + "abc"), env, "code")).toBeNull();
    expect(await readStepCookie(req(cookie), env, "code", Date.now() + 11 * 60_000)).toBeNull();
  });
});

describe("invitation links", () => {
  it("work once, create the account with the chosen role and refuse reuse", async () => {
    const owner = await member("owner");
    const email = `invitee-${crypto.randomUUID()}@example.com`;
    const link = await createInvitation(db, owner, TEST_PUBLIC_URL, { email, role: "editor" });
    const token = link.split("/").pop()!;
    expect((await checkLink(db, "invite", token)).status).toBe("ok");
    const accepted = await acceptInvitation(db, token, "new-password-123");
    expect(accepted.ok).toBe(true);
    const user = await findAdminByEmail(db, email);
    expect(user?.role).toBe("editor");
    expect(await verifyPassword("new-password-123", user!.passwordHash)).toBe(true);
    expect(await acceptInvitation(db, token, "other-password-123")).toEqual({
      ok: false,
      error: LINK_MESSAGES.used,
    });
  });

  it("refuse an expired or tampered link and change nothing", async () => {
    const owner = await member("owner");
    const email = `late-${crypto.randomUUID()}@example.com`;
    const past = Date.now() - INVITATION_TTL_MS - 1000;
    const token = (
      await createInvitation(db, owner, TEST_PUBLIC_URL, { email, role: "owner" }, past)
    )
      .split("/")
      .pop()!;
    expect(await acceptInvitation(db, token, "new-password-123")).toEqual({
      ok: false,
      error: LINK_MESSAGES.expired,
    });
    const fresh = (await createInvitation(db, owner, TEST_PUBLIC_URL, { email, role: "owner" }))
      .split("/")
      .pop()!;
    const tampered = (fresh[0] === "A" ? "B" : "A") + fresh.slice(1);
    expect(await acceptInvitation(db, tampered, "new-password-123")).toEqual({
      ok: false,
      error: LINK_MESSAGES.unknown,
    });
    expect(await acceptInvitation(db, "../../etc", "new-password-123")).toMatchObject({
      ok: false,
    });
    expect(await findAdminByEmail(db, email)).toBeNull();
  });
});

describe("password reset links", () => {
  it("answer nothing for an unknown email and never send a link for it", async () => {
    expect(
      await requestPasswordReset(db, TEST_PUBLIC_URL, "nobody@example.com", "203.0.113.50"),
    ).toBeNull();
  });

  it("reset the password once and revoke every session", async () => {
    const user = await member();
    const sessions = [
      (await startSession(db, env, user.id)).split(";")[0]!,
      (await startSession(db, env, user.id)).split(";")[0]!,
    ];
    const reset = (await requestPasswordReset(db, TEST_PUBLIC_URL, user.email, "203.0.113.51"))!;
    expect(reset.to).toBe(user.email);
    const token = reset.link.split("/").pop()!;
    expect((await resetPassword(db, token, "brand-new-password-1")).ok).toBe(true);
    for (const cookie of sessions) expect(await getAdminSession(req(cookie), env, db)).toBeNull();
    const stored = await findAdminByEmail(db, user.email);
    expect(await verifyPassword("brand-new-password-1", stored!.passwordHash)).toBe(true);
    expect(await resetPassword(db, token, "yet-another-password")).toEqual({
      ok: false,
      error: LINK_MESSAGES.used,
    });
  });

  it("refuse an expired or tampered link and keep the password", async () => {
    const user = await member();
    const past = Date.now() - RESET_TTL_MS - 1000;
    const old = (await requestPasswordReset(
      db,
      TEST_PUBLIC_URL,
      user.email,
      "203.0.113.52",
      past,
    ))!;
    expect(await resetPassword(db, old.link.split("/").pop()!, "brand-new-password-1")).toEqual({
      ok: false,
      error: LINK_MESSAGES.expired,
    });
    const fresh = (await requestPasswordReset(db, TEST_PUBLIC_URL, user.email, "203.0.113.52"))!;
    const token = fresh.link.split("/").pop()!;
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(await resetPassword(db, tampered, "brand-new-password-1")).toEqual({
      ok: false,
      error: LINK_MESSAGES.unknown,
    });
    const stored = await findAdminByEmail(db, user.email);
    expect(await verifyPassword(PASSWORD, stored!.passwordHash)).toBe(true);
  });

  it("are rate-limited per email and per client", async () => {
    const user = await member();
    const client = `203.0.113.${Math.floor(Math.random() * 200)}-${crypto.randomUUID()}`;
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await requestPasswordReset(db, TEST_PUBLIC_URL, user.email, client));
    expect(results.filter(Boolean)).toHaveLength(3);
    const other = `client-${crypto.randomUUID()}`;
    const perClient = [];
    for (let i = 0; i < 12; i++)
      perClient.push(
        await requestPasswordReset(
          db,
          TEST_PUBLIC_URL,
          `x${i}-${crypto.randomUUID()}@example.com`,
          other,
        ),
      );
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM admin_account_links WHERE client = ?",
    )
      .bind(other)
      .first<{ n: number }>();
    expect(rows?.n).toBe(10);
  });
});

describe("a password chosen through a link", () => {
  const post = (fields: Record<string, string>) =>
    new Request(`${TEST_PUBLIC_URL}/admin/link`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
  /** Posts a common password, typed twice, to the link's page (a reset or an invitation). */
  const submitCommon = (route: { action: (args: never) => unknown }, token: string) =>
    route.action({
      request: post({ password: "password1234", confirmPassword: "password1234" }),
      params: { token },
      context: routeContext(),
    } as never);
  const problemOf = async (answer: unknown) =>
    (answer as { data: { toast: { description: string } } }).data.toast.description;

  it("is refused when common, on a reset link and an invitation, and the link still works", async () => {
    const user = await member();
    const reset = (await requestPasswordReset(db, TEST_PUBLIC_URL, user.email, "203.0.113.71"))!;
    const resetToken = reset.link.split("/").pop()!;
    const answer = await submitCommon(resetRoute, resetToken);
    expect(await problemOf(answer)).toMatch(/common/i);
    expect(
      await verifyPassword(PASSWORD, (await findAdminByEmail(db, user.email))!.passwordHash),
    ).toBe(true);
    expect((await resetPassword(db, resetToken, "brand-new-password-1")).ok).toBe(true);

    const owner = await member("owner");
    const invite = await createInvitation(db, owner, TEST_PUBLIC_URL, {
      email: `common-${crypto.randomUUID()}@example.com`,
      role: "editor",
    });
    const inviteToken = invite.split("/").pop()!;
    const refused = await submitCommon(invitationRoute, inviteToken);
    expect(await problemOf(refused)).toMatch(/common/i);
    expect((await checkLink(db, "invite", inviteToken)).status).toBe("ok");
  });
});

describe("owners and the second factor of others", () => {
  /** What the Team screen shows for an operation's answer. */
  const said = (outcome: Outcome<unknown>) => (outcome.ok ? outcome.message : outcome.error);
  const liveSessions = async (userId: number) =>
    (await env.DB.prepare(
      "SELECT count(*) AS n FROM admin_sessions WHERE user_id = ? AND revoked_at IS NULL",
    )
      .bind(userId)
      .first<{ n: number }>())!.n;

  it("an owner resets a member's lost second factor: codes gone, signed out, password alone works", async () => {
    const owner = await member("owner");
    const { user, codes } = await withTwoFactor(Date.now());
    await startSession(db, env, user.id);
    const answer = await resetMemberTwoFactor({ db }, owner, { id: user.id });
    expect(said(answer)).toMatch(/Second factor reset/);
    expect(await liveSessions(user.id)).toBe(0);
    expect(await countUnusedRecoveryCodes(db, user.id)).toBe(0);
    expect(await redeemRecoveryCode(db, user.id, codes[0]!)).toBe(false);
    const signedIn = await signIn(db, env, req(), { email: user.email, password: PASSWORD });
    expect(signedIn.ok && signedIn.next).toBeFalsy();
    // Not one's own (that is My Account's job).
    const self = await resetMemberTwoFactor({ db }, owner, { id: owner.id });
    expect(said(self)).toBe("Change your own second factor on My Account.");
  });

  it("requiring a second factor signs out everyone without one, but not the owner who asks", async () => {
    const owner = await member("owner");
    const [a, b] = [await member(), await member()];
    const secured = (await withTwoFactor(Date.now())).user;
    for (const id of [owner.id, a.id, b.id, secured.id]) await startSession(db, env, id);
    try {
      const answer = await requireTwoFactor({ db }, owner, { required: "on" });
      expect(said(answer)).toMatch(/were signed out/);
      expect(await liveSessions(a.id)).toBe(0);
      expect(await liveSessions(b.id)).toBe(0);
      expect(await liveSessions(secured.id)).toBe(1);
      expect(await liveSessions(owner.id)).toBe(1);
    } finally {
      await requireTwoFactor({ db }, owner, { required: "off" });
    }
  });
});

describe("My Account: changing one's own password", () => {
  it("is refused on the current-password field when that is wrong, and changes nothing", async () => {
    const user = await member();
    const refused = await changeOwnPassword({ db, env }, asMe(user), {
      currentPassword: "not-the-password",
      newPassword: "brand-new-password-1",
      confirmPassword: "brand-new-password-1",
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fields: { currentPassword: "The current password is not correct." },
    });
    const stored = await findAdminByEmail(db, user.email);
    expect(await verifyPassword(PASSWORD, stored!.passwordHash)).toBe(true);
  });

  it("ends every session, and the form goes back with a fresh session and a toast", async () => {
    const user = await member();
    const old = (await startSession(db, env, user.id)).split(";")[0]!;
    const form = {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "brand-new-password-1",
      confirmPassword: "brand-new-password-1",
    };
    const thrown = await answerPasswordForm({ db, env }, asMe(user), form, "/admin/account").catch(
      (r: unknown) => r,
    );
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/account");
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("__Host-wm_admin="))).toBe(true);
    expect(cookies).toHaveLength(2);
    expect(await getAdminSession(req(old), env, db)).toBeNull();
    const fresh = cookies.find((c) => c.startsWith("__Host-wm_admin="))!.split(";")[0]!;
    expect((await getAdminSession(req(fresh), env, db))?.user.id).toBe(user.id);
  });
});
