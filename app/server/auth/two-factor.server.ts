// The second factor: TOTP set-up (secret encrypted at rest with a key derived from
// SESSION_SECRET, confirmed by a first code), verification with replay refused (the last used
// time step is stored and only later steps are accepted), and 10 single-use recovery codes shown
// once and stored as SHA-256 hashes. The sign-in's second step is ./sign-in-steps.server.ts; the
// TOTP arithmetic is ./totp.ts; rows are app/data/admin-two-factor.ts. Decision 0018.
import { renderSVG } from "uqr";
import {
  claimTimeStep,
  enableTwoFactor,
  getTwoFactorState,
  replaceRecoveryCodes,
  savePendingSecret,
  markRecoveryCodeUsed,
} from "~/data/admin-two-factor";
import type { Db, Statement } from "~/data/db";
import { base64UrlDecode, base64UrlEncode } from "~/server/http/signing.server";
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUri } from "./totp";

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = "Waymark";

/** Derived keys by secret; values only, never a derivation in flight (a request must not await
 * a promise another request started: Workers cancels it with that request). */
const keys = new Map<string, CryptoKey>();
async function secretKey(env: Env): Promise<CryptoKey> {
  const secret = env.SESSION_SECRET;
  const known = keys.get(secret);
  if (known) return known;
  const base = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    "HKDF",
    false,
    ["deriveKey"],
  );
  const key = await crypto.subtle.deriveKey(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: new Uint8Array(0),
      info: new TextEncoder().encode("waymark totp secret v1"),
    },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  keys.set(secret, key);
  return key;
}

async function encryptSecret(env: Env, base32: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(base32);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await secretKey(env), data);
  return `v1.${base64UrlEncode(iv)}.${base64UrlEncode(new Uint8Array(sealed))}`;
}

async function decryptSecret(env: Env, stored: string): Promise<string | null> {
  const [version, ivText, sealedText] = stored.split(".");
  const iv = base64UrlDecode(ivText ?? "");
  const sealed = base64UrlDecode(sealedText ?? "");
  if (version !== "v1" || !iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: iv as BufferSource },
      await secretKey(env),
      sealed as BufferSource,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export type TwoFactorSetup = { secret: string; uri: string; qrSvg: string };

/** The secret to show at set-up: the pending one if there is one, else a new one. Null when the
 * second factor is already on. */
export async function beginSetup(
  db: Db,
  env: Env,
  user: { id: number; email: string },
): Promise<TwoFactorSetup | null> {
  const state = await getTwoFactorState(db, user.id);
  if (!state || state.enabledAt != null) return null;
  let secret = state.secret ? await decryptSecret(env, state.secret) : null;
  if (!secret) {
    secret = newTotpSecret();
    await savePendingSecret(db, user.id, await encryptSecret(env, secret));
  }
  const uri = otpauthUri({ issuer: TOTP_ISSUER, account: user.email, secret });
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** Checks a TOTP code for the account and uses up its time step; false when wrong or replayed. */
export async function verifyTotpCode(
  db: Db,
  env: Env,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const state = await getTwoFactorState(db, userId);
  if (!state?.secret) return false;
  const secret = await decryptSecret(env, state.secret);
  const key = secret ? base32Decode(secret) : null;
  if (!key) return false;
  const step = await matchTotp(key, code.replace(/\s/g, ""), now, state.lastStep);
  if (step === null) return false;
  return claimTimeStep(db, userId, step);
}

/** Confirms set-up with a first code (in one batch with `alongside`, the audit row); returns the
 * recovery codes to show once, or null. */
export async function confirmSetup(
  db: Db,
  env: Env,
  userId: number,
  code: string,
  now = Date.now(),
  alongside: Statement[] = [],
): Promise<string[] | null> {
  const state = await getTwoFactorState(db, userId);
  if (!state || state.enabledAt != null) return null;
  if (!(await verifyTotpCode(db, env, userId, code, now))) return null;
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await enableTwoFactor(db, userId, hashes, now, alongside);
  return codes;
}

/** New recovery codes replace the old ones (in one batch with `alongside`); returns them to show
 * once. */
export async function regenerateRecoveryCodes(
  db: Db,
  userId: number,
  alongside: Statement[] = [],
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, await Promise.all(codes.map(hashRecoveryCode)), alongside);
  return codes;
}

/** "abcde-fghij": 50 random bits in base32, lower case. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(crypto.getRandomValues(new Uint8Array(7)))
      .slice(0, 10)
      .toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[^a-z2-7]/g, "");
}

/** Recovery codes carry 50 random bits, so one SHA-256 is enough to store them. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(normaliseRecoveryCode(code)),
  );
  return base64UrlEncode(new Uint8Array(digest));
}

/** Uses one recovery code; false when it is wrong or was used before. */
export async function redeemRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (normaliseRecoveryCode(code).length !== 10) return false;
  return markRecoveryCodeUsed(db, userId, await hashRecoveryCode(code), now);
}
