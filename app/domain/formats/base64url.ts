// base64url without padding (RFC 4648 section 5): the alphabet of the tokens, ids, hashes and
// signatures the site puts in links and cookies.

type Base64Options = { alphabet: "base64url"; omitPadding: boolean };
/** The runtime's own encoder (workerd has it; the fallback below is for runtimes without). */
const nativeEncode = (
  Uint8Array.prototype as Uint8Array & { toBase64?: (options: Base64Options) => string }
).toBase64;

export function base64UrlEncode(bytes: Uint8Array): string {
  if (nativeEncode) return nativeEncode.call(bytes, { alphabet: "base64url", omitPadding: true });
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `byteCount` random bytes in base64url: a token nobody can guess. */
export function randomToken(byteCount: number): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(byteCount)));
}
