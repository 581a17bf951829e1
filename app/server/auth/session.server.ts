// Admin sessions: a signed JWT cookie (jose, HS256) carrying a session id that must match a live
// D1 session row, so logout and password changes revoke it.
// See docs/decisions/0006-admin-sessions.md.
import { errors, jwtVerify, SignJWT } from "jose";
import { findLiveSession, insertSession, revokeSession, touchSession } from "~/data/admin-sessions";
import { roleOf, type AdminUser } from "~/data/admin-users";
import type { Db } from "~/data/db";
import { readCookie } from "~/server/http/read-cookie";

/** `__Host-`: Secure, Path=/, no Domain (app/server/http/cookies.server.ts). */
export const SESSION_COOKIE = "__Host-wm_admin";
/** Absolute lifetime: a session ends 12 hours after sign-in whatever happens. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Idle expiry: a session unused for 2 hours ends. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const ISSUER = "waymark";
const AUDIENCE = "waymark-admin";

export type AdminSession = { sessionId: string; user: AdminUser };

function signingKey(env: Env): Uint8Array {
  const secret = env.SESSION_SECRET;
  // 43 base64url characters carry 256 bits.
  if (typeof secret !== "string" || secret.length < 43) {
    throw new Error("SESSION_SECRET must be at least 256 bits (43+ base64url characters)");
  }
  return new TextEncoder().encode(secret);
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function cookieHeader(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export function clearSessionCookie(): string {
  return cookieHeader("", 0);
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
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(signingKey(env));
  return cookieHeader(token, Math.floor(SESSION_ABSOLUTE_MS / 1000));
}

/** The signed-in administrator, or null for a missing, forged, expired or revoked session. */
export async function getAdminSession(
  request: Request,
  env: Env,
  db: Db,
  now = Date.now(),
): Promise<AdminSession | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 2048) return null;
  let sessionId: unknown;
  try {
    const { payload } = await jwtVerify(token, signingKey(env), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now),
    });
    sessionId = payload.sid;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
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
