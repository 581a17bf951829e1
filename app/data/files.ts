// Uploaded files in R2: written under server-made keys, with the checked content type.
import type { DetectedType } from "~/domain/file-types";

export async function putFile(
  bucket: R2Bucket,
  key: string,
  bytes: Uint8Array,
  type: DetectedType,
  originalName: string,
) {
  // onlyIf: no overwrite (spec: upload with no overwrite).
  const stored = await bucket.put(key, bytes, {
    httpMetadata: { contentType: type.mime, cacheControl: "private, max-age=3600" },
    customMetadata: { originalName: originalName.slice(0, 200) },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (!stored) throw new Error(`R2 key already exists: ${key}`);
}

/** Removes a file; a failure is only logged (spec: file removal failure is only logged). */
export async function removeFileQuietly(bucket: R2Bucket, key: string) {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("R2 delete failed", key, error);
  }
}
