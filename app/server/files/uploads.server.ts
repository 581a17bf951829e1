// Reading one uploaded file from a multipart form, bounded before the body is read, and storing
// it in R2 under a server-made key.
import { putNewFile } from "~/data/files";
import {
  checkUpload,
  MAX_UPLOAD_BYTES,
  safeFileName,
  type DetectedType,
} from "~/domain/formats/file-types";

/** Room for the other form fields and the multipart framing around a 10 MB file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type UploadProblem = "missing" | "too_large" | "unsupported" | "length_required";

export type UploadedFile = { bytes: Uint8Array; name: string; type: DetectedType };

export type ReadForm =
  | {
      ok: true;
      fields: Record<string, string>;
      file: UploadedFile | null;
      problem: UploadProblem | null;
    }
  | { ok: false; problem: "too_large" | "length_required" };

/**
 * The form's text fields and its `file` field, checked by content against `kinds`. The declared
 * body size is checked first, so an oversized upload is refused without being read.
 */
export async function readUploadForm(
  request: Request,
  kinds: readonly DetectedType["kind"][],
): Promise<ReadForm> {
  const declared = request.headers.get("Content-Length");
  if (declared === null) return { ok: false, problem: "length_required" };
  if (Number(declared) > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES)
    return { ok: false, problem: "too_large" };
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return { ok: true, fields, file: null, problem: "missing" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkUpload(bytes, kinds);
  if (!checked.ok)
    return {
      ok: true,
      fields,
      file: null,
      problem: checked.reason === "empty" ? "missing" : checked.reason,
    };
  return { ok: true, fields, file: { bytes, name: file.name, type: checked.type }, problem: null };
}

/** Stores a checked upload at `{prefix}/{timestamp}_{safe name}` and answers its key; throws when
 * storage fails. */
export function storeUploadedFile(bucket: R2Bucket, prefix: string, file: UploadedFile) {
  return putNewFile(
    bucket,
    { prefix, fileName: safeFileName(file.name, file.type.extension), now: Date.now() },
    { bytes: file.bytes, type: file.type, originalName: file.name },
  );
}
