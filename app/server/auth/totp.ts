// TOTP (RFC 6238) over HOTP (RFC 4226) with WebCrypto HMAC, for any authenticator app: the
// secret in base32 (RFC 4648), codes from 30-second time steps, the otpauth:// URI the apps scan.
// No I/O: the stored secret, the replay guard and the recovery codes are in ./two-factor.server.ts.

export type TotpAlgorithm = "SHA-1" | "SHA-256" | "SHA-512";
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces, dashes and padding; null when not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}

/** HOTP (RFC 4226): the code for one counter value. */
export async function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = "SHA-1",
): Promise<string> {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    key as BufferSource,
    { name: "HMAC", hash: algorithm },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The time step a moment falls in. */
export function timeStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

/** TOTP (RFC 6238): the code at a moment. */
export function totp(
  key: Uint8Array,
  nowMs: number,
  options: { digits?: number; period?: number; algorithm?: TotpAlgorithm } = {},
): Promise<string> {
  return hotp(
    key,
    timeStep(nowMs, options.period),
    options.digits ?? TOTP_DIGITS,
    options.algorithm ?? "SHA-1",
  );
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The time step a code belongs to, checking the current step and one either side (clock drift),
 * or null. Steps at or before `afterStep` are not looked at: a code is accepted once.
 */
export async function matchTotp(
  key: Uint8Array,
  code: string,
  nowMs: number,
  afterStep: number | null = null,
  window = 1,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(nowMs);
  let found: number | null = null;
  for (let step = current - window; step <= current + window; step++) {
    if (afterStep != null && step <= afterStep) continue;
    // Every candidate is computed, so the time taken does not tell which step matched.
    if (sameText(await hotp(key, step), code) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI that authenticator apps read from the QR code. */
export function otpauthUri(options: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const params = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
