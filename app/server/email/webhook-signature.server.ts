// Standard Webhooks signatures (the scheme Resend signs its events with, through Svix): the
// headers webhook-id, webhook-timestamp (Unix seconds) and webhook-signature, a space-separated
// list of "v1,<base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`>", keyed with the secret's
// bytes ("whsec_<base64>"). The comparison is WebCrypto's HMAC verify (constant time).

/** Events signed further than this from now are refused (a replay of an old capture). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export type SignatureCheck =
  { ok: true; id: string; timestamp: number } | { ok: false; reason: string };

const encoder = new TextEncoder();

function base64Bytes(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(value);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** The secret's key bytes; null when it is not "whsec_" followed by base64 (or bare base64). */
export function webhookSecretBytes(secret: string): Uint8Array<ArrayBuffer> | null {
  const bytes = base64Bytes(secret.trim().replace(/^whsec_/, ""));
  return bytes && bytes.length >= 16 ? bytes : null;
}

function verifyKey(secret: Uint8Array<ArrayBuffer>) {
  return crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
    "verify",
  ]);
}

/** Checks a delivery event's signature and age; the body is the exact text received. */
export async function verifyWebhookSignature(
  secret: Uint8Array<ArrayBuffer>,
  headers: Headers,
  body: string,
  now = Date.now(),
): Promise<SignatureCheck> {
  const id = headers.get("webhook-id") ?? "";
  const timestamp = headers.get("webhook-timestamp") ?? "";
  const signatures = headers.get("webhook-signature") ?? "";
  if (!/^[\w.:-]{1,200}$/.test(id) || !/^\d{1,12}$/.test(timestamp) || !signatures)
    return { ok: false, reason: "missing or malformed signature headers" };
  const seconds = Number(timestamp);
  if (Math.abs(now - seconds * 1000) > SIGNATURE_TOLERANCE_MS)
    return { ok: false, reason: "timestamp outside the tolerance" };
  const key = await verifyKey(secret);
  const signed = encoder.encode(`${id}.${timestamp}.${body}`);
  // Several signatures when the secret is being rotated: any valid v1 one is enough.
  for (const entry of signatures.split(" ").slice(0, 10)) {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) continue;
    const mac = base64Bytes(value);
    if (mac && mac.length === 32 && (await crypto.subtle.verify("HMAC", key, mac, signed)))
      return { ok: true, id, timestamp: seconds };
  }
  return { ok: false, reason: "no valid signature" };
}
