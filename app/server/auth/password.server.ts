// Password hashing: PBKDF2-SHA256 through WebCrypto, the slow salted KDF the Workers runtime
// offers natively (capped at 100,000 iterations per call in production). Dependency-free so the
// start script (Node 24, same WebCrypto) can create the first administrator with it.
// New passwords must pass `passwordProblem` (12+ characters, not a common password).
// See docs/decisions/0005-password-hashing.md.
import { base64UrlEncode, randomToken } from "../../domain/formats/base64url.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFKC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** "pbkdf2-sha256$100000$<salt>$<hash>" */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${base64UrlEncode(salt)}$${base64UrlEncode(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, salt, hash] = stored.split("$");
  const iterations = Number(iter);
  if (scheme !== "pbkdf2-sha256" || !salt || !hash || !Number.isInteger(iterations)) return false;
  if (iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  const actual = await derive(password, fromBase64Url(salt), iterations);
  return constantTimeEqual(actual, fromBase64Url(hash));
}

/** A hash of a random password, verified against when the email is unknown, so an unknown
 * email costs the same time as a wrong password. */
let dummyHash: string | null = null;
export async function getDummyHash(): Promise<string> {
  // The value is kept, not the hashing in flight: a request must not await a promise another
  // request started (Workers cancels it with that request).
  dummyHash ??= await hashPassword(randomToken(16));
  return dummyHash;
}

/** A readable random password for the first administrator when none was configured. */
export function generatePassword(): string {
  return randomToken(18);
}

/** The shortest password accepted for an administrator. */
export const PASSWORD_MIN_CHARACTERS = 12;
export const PASSWORD_MAX_CHARACTERS = 1024;
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_CHARACTERS} characters.`;
export const PASSWORD_TOO_COMMON =
  "This password is one of the 10,000 most common passwords (or one of them with only digits or " +
  "symbols added), which attackers try first. Choose another, for example a few unrelated words.";

let common: Set<string> | null = null;

/** True for one of the 10,000 most common passwords, in any letter case, also with only digits
 * or symbols around it ("Password1234!" is "password"), or the same common word repeated. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  const lower = password.normalize("NFKC").trim().toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");
  const candidates = [lower, core];
  // "passwordpassword", "qwertyqwertyqwerty": a common word said again.
  const repeated = /^(.+?)\1+$/u.exec(core);
  if (repeated) candidates.push(repeated[1]!);
  return candidates.some((c) => c !== "" && common!.has(c));
}

/** Why a new administrator password is refused, or null when it is acceptable. Counted in
 * characters as a person sees them (an emoji is one). */
export function passwordProblem(password: string): string | null {
  const length = [...password.normalize("NFKC")].length;
  if (length < PASSWORD_MIN_CHARACTERS) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_CHARACTERS) return `Use at most ${PASSWORD_MAX_CHARACTERS} characters.`;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
