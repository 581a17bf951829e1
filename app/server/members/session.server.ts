// Members' sessions: a signed cookie of its own (`__Host-wm_member`, HMAC with its own purpose
// key) naming a live member_sessions row. It is a different cookie, table and signature from the
// admin session (app/server/auth/session.server.ts), so it opens nothing under /admin, and an
// admin's cookie is no member's.
import type { Db } from "~/data/db";
import {
  findLiveMemberSession,
  insertMemberSession,
  revokeMemberSession,
  touchMemberSession,
} from "~/data/member-sign-in";
import { HOST_PREFIX, readCookie } from "~/server/http/cookies.server";
import { cookieHeader } from "~/server/http/set-cookie";
import { signJson, verifyJson } from "~/server/http/signing.server";

export const MEMBER_COOKIE = `${HOST_PREFIX}wm_member`;
/** A member stays signed in for 30 days, or until 7 days without a visit. */
export const MEMBER_SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const MEMBER_SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const PURPOSE = "member-session";

export type MemberSession = { sessionId: string; id: number; email: string; name: string };

export function clearMemberCookie(): string {
  return cookieHeader(MEMBER_COOKIE, "", 0);
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Starts a session for the member; returns the Set-Cookie header value. */
export async function startMemberSession(
  db: Db,
  secret: string,
  memberId: number,
  now = Date.now(),
): Promise<string> {
  const sessionId = randomId();
  const expiresAt = now + MEMBER_SESSION_ABSOLUTE_MS;
  await insertMemberSession(db, { id: sessionId, memberId, now, expiresAt });
  const token = await signJson(secret, PURPOSE, { s: sessionId, e: expiresAt });
  return cookieHeader(MEMBER_COOKIE, token, Math.floor(MEMBER_SESSION_ABSOLUTE_MS / 1000));
}

/** The signed-in member, or null for a missing, forged, expired or revoked session, or a
 * removed member. */
export async function getMemberSession(
  request: Request,
  env: { SESSION_SECRET: string },
  db: Db,
  now = Date.now(),
): Promise<MemberSession | null> {
  const token = readCookie(request, MEMBER_COOKIE);
  if (!token || token.length > 512 || !env.SESSION_SECRET) return null;
  const value = (await verifyJson(env.SESSION_SECRET, PURPOSE, token)) as {
    s?: unknown;
    e?: unknown;
  } | null;
  if (!value || typeof value.e !== "number" || value.e <= now) return null;
  if (typeof value.s !== "string" || !/^[0-9a-f]{48}$/.test(value.s)) return null;
  const session = await findLiveMemberSession(db, value.s, now);
  if (!session) return null;
  if (now - session.lastSeenAt > MEMBER_SESSION_IDLE_MS) {
    await revokeMemberSession(db, session.id, now);
    return null;
  }
  if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) await touchMemberSession(db, session.id, now);
  return { sessionId: session.id, id: session.memberId, email: session.email, name: session.name };
}

/** Signs the member out: the session row is revoked; returns the header that clears the cookie. */
export async function endMemberSession(db: Db, session: MemberSession): Promise<string> {
  await revokeMemberSession(db, session.sessionId);
  return clearMemberCookie();
}
