// Uploaded files in R2: written under server-made keys, with the checked content type.
import { storageKey, type DetectedType } from "~/domain/formats/file-types";

/** Stores a new file at `key`; false when something is already there (spec: no overwrite). */
export async function putFile(
  bucket: R2Bucket,
  key: string,
  bytes: Uint8Array,
  type: DetectedType,
  originalName: string,
): Promise<boolean> {
  const stored = await bucket.put(key, bytes, {
    httpMetadata: { contentType: type.mime, cacheControl: "private, max-age=3600" },
    customMetadata: { originalName: originalName.slice(0, 200) },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  return stored !== null;
}

const KEY_ATTEMPTS = 8;

/**
 * Stores a new file at `{prefix}/{timestamp}_{fileName}` and answers its key. Two uploads of one
 * name in the same millisecond (a flood, two admins) do not overwrite each other and neither
 * fails: a taken key moves the timestamp on by a millisecond. Throws when storage fails.
 */
export async function putNewFile(
  bucket: R2Bucket,
  place: { prefix: string; fileName: string; now: number },
  file: { bytes: Uint8Array; type: DetectedType; originalName: string },
): Promise<string> {
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
    const key = storageKey(place.prefix, place.fileName, place.now + attempt);
    if (await putFile(bucket, key, file.bytes, file.type, file.originalName)) return key;
  }
  throw new Error(`R2: no free key for ${place.prefix}/${place.fileName}`);
}

/** Removes a file; a failure is only logged (spec: file removal failure is only logged). */
export async function removeFileQuietly(bucket: R2Bucket, key: string) {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("R2 delete failed", key, error);
  }
}
