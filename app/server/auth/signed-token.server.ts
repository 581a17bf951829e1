// The signed tokens the admin cookies carry (the session, the sign-in step): HS256 JWTs (jose)
// issued by "waymark" for one audience, with their issue and expiry times. Each caller keeps its
// own key and audience, so one kind of token is never accepted as the other.
import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";

const ISSUER = "waymark";
/** Longer values are not ours: refused before any work. */
const MAX_TOKEN_LENGTH = 2048;

export type TokenKind = { key: Uint8Array; audience: string };

export function signToken(
  payload: JWTPayload,
  { key, audience }: TokenKind,
  now: number,
  expiresAt: number,
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
}

/** The token's claims, or null when it is missing, too long, forged, expired or of another kind. */
export async function verifyToken(
  token: string | null,
  { key, audience }: TokenKind,
  now: number,
): Promise<JWTPayload | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience,
      currentDate: new Date(now),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
