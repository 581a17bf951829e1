// Admin sessions: a signed JWT cookie (jose, HS256) carrying a session id that must match a live
// D1 session row, so logout and password changes revoke it.
// See docs/decisions/0006-admin-sessions.md.
import { findLiveSession, insertSession, revokeSession, touchSession } from "~/data/admin-sessions";
import { roleOf, type AdminUser } from "~/data/admin-users";
import type { Db } from "~/data/db";
import { readCookie } from "~/server/http/read-cookie";
import { cookieHeader } from "~/server/http/set-cookie";
import { signToken, verifyToken, type TokenKind } from "./signed-token.server";

/** `__Host-`: Secure, Path=/, no Domain (app/server/http/cookies.server.ts). */
export const SESSION_COOKIE = "__Host-wm_admin";
/** Absolute lifetime: a session ends 12 hours after sign-in whatever happens. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Idle expiry: a session unused for 2 hours ends. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const AUDIENCE = "waymark-admin";

export type AdminSession = { sessionId: string; user: AdminUser };

function sessionToken(env: Env): TokenKind {
  const secret = env.SESSION_SECRET;
  // 43 base64url characters carry 256 bits.
  if (typeof secret !== "string" || secret.length < 43) {
    throw new Error("SESSION_SECRET must be at least 256 bits (43+ base64url characters)");
  }
  return { key: new TextEncoder().encode(secret), audience: AUDIENCE };
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function clearSessionCookie(): string {
  return cookieHeader(SESSION_COOKIE, "", 0);
}

/** Starts a session for the user; returns the Set-Cookie header value. */
export async function startSession(
  db: Db,
  env: Env,
  userId: number,
  now = Date.now(),
  userAgent = "",
): Promise<string> {
  const sessionId = randomId();
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  await insertSession(db, { id: sessionId, userId, now, expiresAt, userAgent });
  const token = await signToken({ sid: sessionId }, sessionToken(env), now, expiresAt);
  return cookieHeader(SESSION_COOKIE, token, Math.floor(SESSION_ABSOLUTE_MS / 1000));
}

/** The signed-in administrator, or null for a missing, forged, expired or revoked session. */
export async function getAdminSession(
  request: Request,
  env: Env,
  db: Db,
  now = Date.now(),
): Promise<AdminSession | null> {
  const token = readCookie(request, SESSION_COOKIE);
  // No cookie, no session: the secret is not even read.
  if (!token) return null;
  const sessionId = (await verifyToken(token, sessionToken(env), now))?.sid;
  if (typeof sessionId !== "string" || !/^[0-9a-f]{48}$/.test(sessionId)) return null;

  const session = await findLiveSession(db, sessionId, now);
  if (!session) return null;
  if (now - session.lastSeenAt > SESSION_IDLE_MS) {
    await revokeSession(db, session.id, now);
    return null;
  }
  if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) await touchSession(db, session.id, now);
  return {
    sessionId: session.id,
    user: { id: session.userId, email: session.email, role: roleOf(session.role) },
  };
}

export async function endSession(db: Db, session: AdminSession) {
  await revokeSession(db, session.sessionId);
}
