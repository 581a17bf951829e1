// HMAC-SHA256 signatures for values the server hands out and must trust when they come back
// (the referral assignment cookie, file links). Keys are derived per purpose from SESSION_SECRET.
import { base64UrlEncode } from "~/domain/formats/base64url";

/** Imported keys by purpose and secret. Values only, never an import in flight: a request must
 * not await a promise another request started (Workers cancels it with that request). */
const keys = new Map<string, CryptoKey>();

async function hmacKey(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  const known = keys.get(id);
  if (known) return known;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`${purpose}:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  keys.set(id, key);
  return key;
}

export { base64UrlEncode };

export function base64UrlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export async function sign(secret: string, purpose: string, message: string): Promise<string> {
  const key = await hmacKey(secret, purpose);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return base64UrlEncode(new Uint8Array(mac));
}

export async function verify(
  secret: string,
  purpose: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const mac = base64UrlDecode(signature);
  if (!mac || mac.length !== 32) return false;
  const key = await hmacKey(secret, purpose);
  return crypto.subtle.verify("HMAC", key, mac as BufferSource, new TextEncoder().encode(message));
}

/** "<payload>.<signature>" where payload is base64url JSON. */
export async function signJson(secret: string, purpose: string, value: unknown): Promise<string> {
  const payload = base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
  return `${payload}.${await sign(secret, purpose, payload)}`;
}

export async function verifyJson(secret: string, purpose: string, token: string): Promise<unknown> {
  const dot = token.indexOf(".");
  if (dot <= 0 || token.length > 4096) return null;
  const payload = token.slice(0, dot);
  if (!(await verify(secret, purpose, payload, token.slice(dot + 1)))) return null;
  const bytes = base64UrlDecode(payload);
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
