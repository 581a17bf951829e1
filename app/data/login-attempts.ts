import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./db";
import { loginAttempts } from "./schema";

export type AttemptLimits = {
  /** Attempts one client may have in the window, whatever the accounts: a hard limit. */
  perClient: number;
  /** Failures after which an account counts as under attack. */
  perAccount: number;
  /** While an account is under attack: failures on it a client may have and still try. A clean
   * client (the real administrator elsewhere) keeps its tries, so an attacker cannot lock the
   * account by failing on purpose. */
  perClientOnAttackedAccount: number;
};

/**
 * Reserves one sign-in attempt BEFORE the password is checked, in one statement, so parallel
 * requests cannot all pass a count read before any of them is written: the row is written only
 * while the client is under its limit, and (when the account is under attack) only while this
 * client has few failures on this account. Returns the attempt's id, or null when refused. Every
 * 50th attempt also prunes rows older than a day, so the table stays small.
 */
export async function reserveAttempt(
  db: Db,
  email: string,
  client: string,
  limits: AttemptLimits,
  since: number,
  now = Date.now(),
): Promise<number | null> {
  const [inserted] = await db.all<{ id: number }>(sql`
      INSERT INTO login_attempts (email, client, created_at)
      SELECT ${email}, ${client}, ${now}
      WHERE (SELECT count(*) FROM login_attempts WHERE client = ${client} AND created_at > ${since})
              < ${limits.perClient}
        AND (
          (SELECT count(*) FROM login_attempts WHERE email = ${email} AND created_at > ${since})
            < ${limits.perAccount}
          OR (SELECT count(*) FROM login_attempts
                WHERE email = ${email} AND client = ${client} AND created_at > ${since})
            < ${limits.perClientOnAttackedAccount}
        )
      RETURNING id`);
  if (inserted && inserted.id % 50 === 0)
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, now - 24 * 60 * 60 * 1000));
  return inserted?.id ?? null;
}

/** After a correct password: this client's password attempts are forgiven (its own reservation
 * included). Other clients' failures on the account stay counted against them, and so do this
 * client's second-factor failures: a right password never clears a wrong code. */
export async function clearClientAttempts(db: Db, client: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.client, client), sql`${loginAttempts.email} NOT GLOB '2FA:*'`));
}

/** An attempt that turned out right is not a failure: its reservation goes. */
export async function forgiveAttempt(db: Db, id: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/**
 * Second-factor codes are counted in the same table under `2FA:<email>`: upper case, which a typed
 * email (lower-cased by loginSchema and signIn) can never be, so no password attempt counts as
 * one, and clearing a client's password attempts leaves them.
 */
export function codeAttemptKey(email: string): string {
  return `2FA:${email}`;
}

export type CodeAttemptLimits = {
  /** Codes checked for one account in the window, from any client. */
  perAccount: number;
  /** Attempts of any kind one client may have in the window (the sign-in budget). */
  perClient: number;
};

/**
 * Reserves one second-factor code check for the account BEFORE the code is checked, in one
 * statement (parallel requests cannot pass a count read before any is written). Returns the
 * attempt's id and its place among the account's codes in the window (`failures` once it fails),
 * or null when refused.
 */
export async function reserveCodeAttempt(
  db: Db,
  email: string,
  client: string,
  limits: CodeAttemptLimits,
  since: number,
  now = Date.now(),
): Promise<{ id: number; failures: number } | null> {
  const key = codeAttemptKey(email);
  const [inserted] = await db.all<{ id: number }>(sql`
      INSERT INTO login_attempts (email, client, created_at)
      SELECT ${key}, ${client}, ${now}
      WHERE (SELECT count(*) FROM login_attempts WHERE email = ${key} AND created_at > ${since})
              < ${limits.perAccount}
        AND (SELECT count(*) FROM login_attempts WHERE client = ${client} AND created_at > ${since})
              < ${limits.perClient}
      RETURNING id`);
  if (!inserted) return null;
  const [place] = await db.all<{ n: number }>(sql`
      SELECT count(*) AS n FROM login_attempts
      WHERE email = ${key} AND created_at > ${since} AND id <= ${inserted.id}`);
  return { id: inserted.id, failures: place?.n ?? 1 };
}

/** Attempts recorded for an account from one client (tests and diagnostics). */
export async function countAttempts(db: Db, email: string, client?: string): Promise<number> {
  const rows = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      client === undefined
        ? eq(loginAttempts.email, email)
        : and(eq(loginAttempts.email, email), eq(loginAttempts.client, client)),
    );
  return rows.length;
}
