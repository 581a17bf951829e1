// Capability: uploaded files (presentations, proof images) in R2. This module makes the signed
// links to stored files (spec: signed URLs valid 3600 s): a link names one R2 key and an expiry,
// and the signature covers both, so it cannot be stretched in time or pointed elsewhere. Uploads
// are read, checked and stored by ./uploads.server.ts (content checks in
// app/domain/formats/file-types.ts), a presentation with its row by ./store-presentation.server.ts;
// the admin's changes to stored content are app/server/content/. Refusals are worded by
// ./file-link-refusal.server.ts.
// R2 access is app/data/files.ts; the routes that serve files are app/routes/resources/file.ts,
// presentation-file.ts and proof-image.ts.
import { sign, verify } from "~/server/http/signing.server";

export const FILE_LINK_TTL_SECONDS = 3600;
const PURPOSE = "file-link";

export async function signedFileUrl(
  secret: string,
  key: string,
  now = Date.now(),
): Promise<string> {
  const exp = Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS;
  const sig = await sign(secret, PURPOSE, `${key}\n${exp}`);
  return `/files/o/${key.split("/").map(encodeURIComponent).join("/")}?exp=${exp}&sig=${sig}`;
}

/** The R2 key a signed link grants, or null when it is expired, altered or malformed. */
export async function verifyFileUrl(
  secret: string,
  url: URL,
  now = Date.now(),
): Promise<string | null> {
  const prefix = "/files/o/";
  if (!url.pathname.startsWith(prefix)) return null;
  let key: string;
  try {
    key = url.pathname.slice(prefix.length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
  const exp = Number(url.searchParams.get("exp"));
  const sig = url.searchParams.get("sig") ?? "";
  if (!Number.isInteger(exp) || exp * 1000 < now || !key || key.includes("..")) return null;
  return (await verify(secret, PURPOSE, `${key}\n${exp}`, sig)) ? key : null;
}
