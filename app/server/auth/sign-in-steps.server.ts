// The sign-in's second step. After a right password, an account with a second factor (or any
// account, when owners require one) gets a short-lived signed "password ok" cookie instead of a
// session; /admin/sign-in/code (a TOTP or recovery code) or /admin/sign-in/two-factor (set-up,
// when required and missing) turns it into a session. The cookie names the account and the step
// only; it expires in 10 minutes. Codes are checked within the limits of
// ./sign-in-limits.server.ts, which a right password does not reset.
import { redirect } from "react-router";
import { recordAudit } from "~/data/audit";
import { findTeamMember, markSignedIn } from "~/data/admin-team";
import { isTwoFactorRequired } from "~/data/admin-two-factor";
import type { Db } from "~/data/db";
import { clearClientAttempts } from "~/data/login-attempts";
import { adminReturnPath } from "~/schemas/admin";
import { actionError } from "~/server/admin/action-results.server";
import { readCookie } from "~/server/http/read-cookie";
import { cookieHeader } from "~/server/http/set-cookie";
import { startSession } from "./session.server";
import { signToken, verifyToken, type TokenKind } from "./signed-token.server";
import {
  checkCodeWithinLimits,
  LOGIN_THROTTLED_MESSAGE,
  type CodeLimitDeps,
} from "./sign-in-limits.server";
import { redeemRecoveryCode, verifyTotpCode } from "./two-factor.server";

export const STEP_COOKIE = "wm_admin_step";
export const STEP_TTL_MS = 10 * 60 * 1000;
/** What a step page says when its cookie is gone or stale. */
export const STEP_EXPIRED =
  "Your sign-in step has expired. Please sign in again with your password.";
const AUDIENCE = "waymark-admin-second-step";

/** "confirmed": the required set-up was just confirmed with a code (recovery codes on screen). */
export type SecondStep = "code" | "setup" | "confirmed";
export const SECOND_STEP_PATHS: Record<SecondStep, string> = {
  code: "/admin/sign-in/code",
  setup: "/admin/sign-in/two-factor",
  confirmed: "/admin/sign-in/two-factor",
};

function stepToken(env: Env): TokenKind {
  return { key: new TextEncoder().encode(`second-step:${env.SESSION_SECRET}`), audience: AUDIENCE };
}

/** The step cookie goes only to the admin pages. */
const stepCookie = (value: string, maxAgeSeconds: number) =>
  cookieHeader(STEP_COOKIE, value, maxAgeSeconds, "/admin");

export function clearStepCookie(): string {
  return stepCookie("", 0);
}

/** Which second step this account needs after its password, if any. */
export async function secondStepFor(
  db: Db,
  user: { totpEnabledAt: number | null },
): Promise<SecondStep | null> {
  if (user.totpEnabledAt != null) return "code";
  return (await isTwoFactorRequired(db)) ? "setup" : null;
}

/** The Set-Cookie value of the "password ok" state. */
export async function issueStepCookie(
  env: Env,
  userId: number,
  step: SecondStep,
  now = Date.now(),
): Promise<string> {
  const token = await signToken({ uid: userId, step }, stepToken(env), now, now + STEP_TTL_MS);
  return stepCookie(token, Math.floor(STEP_TTL_MS / 1000));
}

/** The account waiting for its second step, or null (missing, forged, expired, other step). */
export async function readStepCookie(
  request: Request,
  env: Env,
  step: SecondStep,
  now = Date.now(),
): Promise<number | null> {
  const payload = await verifyToken(readCookie(request, STEP_COOKIE), stepToken(env), now);
  if (payload?.step !== step || typeof payload.uid !== "number") return null;
  return payload.uid;
}

/** The account waiting at this step, or null (no valid cookie, or the account is gone). */
export async function stepUser(db: Db, env: Env, request: Request, step: SecondStep) {
  const userId = await readStepCookie(request, env, step);
  return userId ? await findTeamMember(db, userId) : null;
}

/** A step page's action for the account waiting at `step`; without a valid step cookie, the
 * answer that the step has expired (401). */
export async function actAtStep<T>(
  db: Db,
  env: Env,
  request: Request,
  step: SecondStep,
  act: (user: NonNullable<Awaited<ReturnType<typeof stepUser>>>) => Promise<T>,
) {
  const user = await stepUser(db, env, request, step);
  return user ? act(user) : actionError(STEP_EXPIRED, 401);
}

/** A step page opened without its step: back to the sign-in screen, the cookie cleared. */
export function restartSignIn(): never {
  throw redirect("/admin", { headers: { "Set-Cookie": clearStepCookie() } });
}

export type CodeCheck =
  { ok: true; detail: "totp" | "recovery code" } | { ok: false; status: 401 | 429; error: string };

/** The code step: an authenticator code or a recovery code, counted against the account and the
 * client before it is checked (a wrong one stays counted, whatever the password count does). */
export async function checkSignInCode(
  deps: CodeLimitDeps,
  user: { id: number; email: string },
  code: string,
  client: string,
  now = Date.now(),
): Promise<CodeCheck> {
  const { db, env } = deps;
  const isTotp = /^\d{6}$/.test(code.replace(/\s/g, ""));
  const verdict = await checkCodeWithinLimits(
    deps,
    user,
    client,
    () =>
      isTotp
        ? verifyTotpCode(db, env, user.id, code, now)
        : redeemRecoveryCode(db, user.id, code, now),
    now,
  );
  if (verdict === "refused") return { ok: false, status: 429, error: LOGIN_THROTTLED_MESSAGE };
  if (verdict === "wrong")
    return {
      ok: false,
      status: 401,
      error: isTotp
        ? "That code is not right or was already used. Wait for the next code and try again."
        : "That recovery code is not right or was already used.",
    };
  // A right code forgives this client's password attempts, as a right password does.
  await clearClientAttempts(db, client);
  return { ok: true, detail: isTotp ? "totp" : "recovery code" };
}

/** Ends the second step: a session, the sign-in recorded, the step cookie cleared, then on to
 * the page the sign-in was for. */
export async function finishSignIn(
  db: Db,
  env: Env,
  request: Request,
  user: { id: number; email: string },
  detail: string,
  now = Date.now(),
): Promise<never> {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await startSession(db, env, user.id, now, request.headers.get("User-Agent") ?? ""),
  );
  headers.append("Set-Cookie", clearStepCookie());
  await markSignedIn(db, user.id, now);
  await recordAudit(db, user, { action: "sign-in", entity: "session", detail });
  throw redirect(returnPathFrom(request), { status: 303, headers });
}

/** Where to go after sign-in: only admin paths. */
export function returnPathFrom(request: Request): string {
  return adminReturnPath.parse(new URL(request.url).searchParams.get("redirectTo") ?? "/admin");
}
