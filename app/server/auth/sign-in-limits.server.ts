// How many passwords and second-factor codes are checked for an account and from a client
// (decision 0014, issue 31). Each attempt is counted atomically before the slow check
// (app/data/login-attempts.ts). A right password forgives the client's password attempts only:
// every code checked, at sign-in or to confirm a change on My Account, counts against the account
// (5 per 15 minutes, whoever sends them) and the client, and the failure that reaches the limit
// tells the account's owner by email. ./reauth.server.ts applies these limits inside a session.
import { getAdminPasswordHash } from "~/data/admin-users";
import type { Db } from "~/data/db";
import {
  forgiveAttempt,
  reserveAttempt,
  reserveCodeAttempt,
  type AttemptLimits,
  type CodeAttemptLimits,
} from "~/data/login-attempts";
import { sendAccountEmail } from "~/server/email/account-email.server";
import { publicOrigin } from "~/server/http/origin.server";
import { verifyPassword } from "./password.server";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
/** Sign-in throttling (decision 0014): per client hard; per account only against clients that
 * have failed on it themselves, so failing on purpose cannot lock the administrator out. */
export const LOGIN_LIMITS: AttemptLimits = {
  perClient: LOGIN_MAX_FAILURES,
  perAccount: LOGIN_MAX_FAILURES,
  perClientOnAttackedAccount: 3,
};
/** Codes are checked per account whoever sends them: only someone with the password gets this
 * far, so refusing the code step for a while costs the owner little and stops the guessing. */
export const CODE_LIMITS: CodeAttemptLimits = {
  perAccount: 5,
  perClient: LOGIN_MAX_FAILURES,
};
/** One message for an unknown email and a wrong password alike. */
export const LOGIN_FAILED_MESSAGE = "Invalid email or password.";
export const LOGIN_THROTTLED_MESSAGE =
  "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/** Runs work after the answer has gone (the request's `ctx.waitUntil`). */
export type Defer = (work: () => Promise<unknown>) => void;
export type CodeLimitDeps = { db: Db; env: Env; defer: Defer };

/** A route's Defer: the work runs after the answer, within the request's lifetime. */
export function deferTo(ctx: ExecutionContext): Defer {
  return (work) =>
    ctx.waitUntil(work().catch((error: unknown) => console.error("deferred work failed", error)));
}

/** "refused": past the limits, nothing was checked. */
export type Verdict = "right" | "wrong" | "refused";

/** Checks the account's password again (inside a session), within the sign-in limits: a wrong
 * one stays counted, a right one is forgiven. */
export async function checkPasswordWithinLimits(
  db: Db,
  user: { id: number; email: string },
  client: string,
  password: string,
  now = Date.now(),
): Promise<Verdict> {
  const attempt = await reserveAttempt(
    db,
    user.email,
    client,
    LOGIN_LIMITS,
    now - LOGIN_WINDOW_MS,
    now,
  );
  if (attempt === null) return "refused";
  const stored = await getAdminPasswordHash(db, user.id);
  if (!stored || !(await verifyPassword(password, stored))) return "wrong";
  await forgiveAttempt(db, attempt);
  return "right";
}

/** Checks a second-factor code (`check`) within the code limits: a wrong one stays counted (the
 * one that reaches the limit tells the owner), a right one is forgiven. */
export async function checkCodeWithinLimits(
  deps: CodeLimitDeps,
  user: { id: number; email: string },
  client: string,
  check: () => Promise<boolean>,
  now = Date.now(),
): Promise<Verdict> {
  const attempt = await reserveCodeAttempt(
    deps.db,
    user.email,
    client,
    CODE_LIMITS,
    now - LOGIN_WINDOW_MS,
    now,
  );
  if (attempt === null) return "refused";
  if (await check()) {
    await forgiveAttempt(deps.db, attempt.id);
    return "right";
  }
  if (attempt.failures === CODE_LIMITS.perAccount)
    deps.defer(() => tellOwnerCodesRefused(deps, user.email));
  return "wrong";
}

/** The owner learns that someone with their password is guessing codes. */
async function tellOwnerCodesRefused(deps: Pick<CodeLimitDeps, "db" | "env">, email: string) {
  const origin = publicOrigin(deps.env);
  const change = origin
    ? `change it now: ${origin}/admin/forgot-password`
    : "change it on My Account as soon as you can";
  const sent = await sendAccountEmail(deps.env, deps.db, {
    to: email,
    subject: "Wrong sign-in codes on your Waymark admin account",
    text: `Someone signed in to the Waymark admin with the password of ${email} and then entered ${CODE_LIMITS.perAccount} wrong codes. The code step of this account is refused for 15 minutes.\n\nIf it was not you, someone knows your password: ${change}\n\nIf it was you, wait 15 minutes and use a fresh code from your authenticator app.`,
  });
  if (!sent.ok) console.error("sign-in: the wrong-code notice was not sent", sent.error);
}
