// Capability: admin accounts and sign-in. This module signs administrators in (with throttling),
// guards every admin loader, action and API call (the admin layout's middleware and
// workers/api/admin-auth.ts call it) and bootstraps the first administrator from ADMIN_EMAIL /
// ADMIN_PASSWORD. Sessions (signed cookie + D1 row) are in ./session.server.ts, password hashing in
// ./password.server.ts, the limits on passwords and codes in ./sign-in-limits.server.ts; the
// tables are app/data/admin-users.ts, admin-sessions.ts and login-attempts.ts; the screens are
// app/routes/admin/layout.tsx (sign-in), logout.ts and the password card of settings; the CLI is
// scripts/create-admin.ts. Decisions 0005 and 0006.
import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { createAdminIfMissing, findAdminByEmail } from "~/data/admin-users";
import { markSignedIn } from "~/data/admin-team";
import { recordAudit } from "~/data/audit";
import type { Db } from "~/data/db";
import { clearClientAttempts, reserveAttempt } from "~/data/login-attempts";
import { getDb } from "~/data/db";
import { adminReturnPath, loginSchema } from "~/schemas/admin";
import { getWorker } from "~/server/http/context";
import { pagePath } from "~/server/http/request-path.server";
import { requestClientKey } from "~/server/limits/client-key";
import { getDummyHash, hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { issueStepCookie, SECOND_STEP_PATHS, secondStepFor } from "./sign-in-steps.server";
import { getAdminSession, startSession, type AdminSession } from "./session.server";
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_LIMITS,
  LOGIN_THROTTLED_MESSAGE,
  LOGIN_WINDOW_MS,
} from "./sign-in-limits.server";

export {
  LOGIN_FAILED_MESSAGE,
  LOGIN_LIMITS,
  LOGIN_MAX_FAILURES,
  LOGIN_THROTTLED_MESSAGE,
  LOGIN_WINDOW_MS,
} from "./sign-in-limits.server";

/** Creates the configured first administrator (secrets ADMIN_EMAIL / ADMIN_PASSWORD) when the
 * account does not exist yet. An existing account is never changed. */
async function ensureConfiguredAdmin(db: Db, env: Env, email: string) {
  const configured = env.ADMIN_EMAIL?.trim().toLowerCase();
  if (!configured || !env.ADMIN_PASSWORD || configured !== email) return;
  if (await findAdminByEmail(db, configured)) return;
  const problem = passwordProblem(env.ADMIN_PASSWORD);
  if (problem) {
    // Never create an account with a weak password; the start script says so at startup too.
    console.error(`ADMIN_PASSWORD is refused, ${configured} was not created: ${problem}`);
    return;
  }
  await createAdminIfMissing(db, configured, await hashPassword(env.ADMIN_PASSWORD));
}

export type SignInResult =
  | { ok: true; cookie: string; user: { id: number; email: string }; next?: string }
  | { ok: false; status: 401 | 429; error: string };

export async function signIn(
  db: Db,
  env: Env,
  request: Request,
  credentials: { email: string; password: string },
  now = Date.now(),
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase();
  const client = requestClientKey(request);
  // The attempt is counted before the slow password check, atomically: a burst of parallel
  // guesses gets at most the allowed number checked.
  const attempt = await reserveAttempt(db, email, client, LOGIN_LIMITS, now - LOGIN_WINDOW_MS, now);
  if (attempt === null) return { ok: false, status: 429, error: LOGIN_THROTTLED_MESSAGE };

  await ensureConfiguredAdmin(db, env, email);
  const user = await findAdminByEmail(db, email);
  // Verify against a dummy hash for unknown emails so both cases take the same time.
  const valid = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await getDummyHash()),
  );
  // A failure is already counted: the reservation stays.
  if (!user || !valid) return { ok: false, status: 401, error: LOGIN_FAILED_MESSAGE };

  // Forgives this client's password attempts, never its wrong codes (issue 31).
  await clearClientAttempts(db, client);
  // Second factor (issue 22): with one set up, or required by the owners, the right password
  // only opens the next step (a short-lived signed cookie), not a session.
  const step = await secondStepFor(db, user);
  if (step) {
    const cookie = await issueStepCookie(env, user.id, step, now);
    return {
      ok: true,
      cookie,
      user: { id: user.id, email: user.email },
      next: SECOND_STEP_PATHS[step],
    };
  }
  const cookie = await startSession(db, env, user.id, now, request.headers.get("User-Agent") ?? "");
  await markSignedIn(db, user.id, now);
  await recordAudit(db, user, { action: "sign-in", entity: "session" });
  return { ok: true, cookie, user: { id: user.id, email: user.email } };
}

/** The sign-in form's action: validates, signs in, returns to the requested admin page. */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = Object.fromEntries(await request.formData());
  const parsed = loginSchema.safeParse(form);
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? "Enter your email and password." },
      { status: 400 },
    );
  }
  const { env } = getWorker(context);
  const result = await signIn(getDb(env.DB), env, request, parsed.data);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  const target = adminReturnPath.parse(parsed.data.redirectTo ?? "/admin");
  if (result.next) {
    const next = `${result.next}?redirectTo=${encodeURIComponent(target)}`;
    throw redirect(next, { status: 303, headers: { "Set-Cookie": result.cookie } });
  }
  throw redirect(target, { status: 303, headers: { "Set-Cookie": result.cookie } });
}

/** Set by the admin layout's middleware for every /admin request with a live session. */
export const adminSessionContext = createContext<AdminSession | null>(null);

/** The first line of every admin loader and action: the session, or a redirect to sign-in. */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminSession {
  const session = context.get(adminSessionContext);
  if (!session) throw redirect("/admin");
  return session;
}

export const FORBIDDEN_MESSAGE = "Your role does not give access to this page.";

/** For screens only owners may use (team, settings): the session, or 403. The layout's
 * middleware already refuses by the role matrix; this is the second lock on the door. */
export function requireOwner(context: Readonly<RouterContextProvider>): AdminSession {
  const session = requireAdmin(context);
  if (session.user.role !== "owner") throw data(FORBIDDEN_MESSAGE, { status: 403 });
  return session;
}

export function isAdminLoginPath(pathname: string): boolean {
  return pathname === "/admin" || pathname === "/admin/";
}

export function loginRedirectFor(request: Request): string {
  const { pathname, search } = pagePath(request);
  return `/admin?redirectTo=${encodeURIComponent(pathname + search)}`;
}

export { getAdminSession, pagePath };
