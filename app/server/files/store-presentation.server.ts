// Storing an uploaded presentation: the file goes to R2 under a server-made key, then its row and
// the audit entry are written together. If the row cannot be written the file is removed again,
// so a failure leaves nothing behind. Shared by the admin's upload and the visitor's.
import { auditInsert, type Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import { removeFileQuietly } from "~/data/files";
import { insertPresentation } from "~/data/presentations";
import { storeUploadedFile, type UploadedFile } from "./uploads.server";

export type StoreFailure = "storage" | "database";

export async function storePresentation(
  env: Pick<Env, "FILES">,
  db: Db,
  upload: {
    fields: { title: string; language: string };
    file: UploadedFile;
    status: "approved" | "pending";
    uploadedBy: "admin" | "visitor";
  },
  audit: { actor: Actor; action: string; detail: string },
): Promise<{ ok: true; key: string; id: number } | { ok: false; failure: StoreFailure }> {
  const { fields, file } = upload;
  let key: string;
  try {
    key = await storeUploadedFile(env.FILES, fields.language, file);
  } catch (error) {
    console.error("presentation file could not be stored", error);
    return { ok: false, failure: "storage" };
  }
  let id: number;
  try {
    const [inserted] = await db.batch([
      insertPresentation(db, {
        ...fields,
        filePath: key,
        fileName: file.name.slice(0, 200),
        contentType: file.type.mime,
        sizeBytes: file.bytes.length,
        status: upload.status,
        uploadedBy: upload.uploadedBy,
      }),
      auditInsert(db, audit.actor, {
        action: audit.action,
        entity: "presentation",
        detail: audit.detail,
      }),
    ]);
    id = inserted[0]!.id;
  } catch (error) {
    console.error("presentation row could not be written", error);
    await removeFileQuietly(env.FILES, key);
    return { ok: false, failure: "database" };
  }
  return { ok: true, key, id };
}
