import { eq } from "drizzle-orm";
import type { Db } from "./db";
import { deleteById, firstRow, listNewestFirst, updateById } from "./rows";
import { presentations } from "./schema";

const columns = {
  id: presentations.id,
  title: presentations.title,
  language: presentations.language,
  filePath: presentations.filePath,
  fileName: presentations.fileName,
  contentType: presentations.contentType,
  sizeBytes: presentations.sizeBytes,
  status: presentations.status,
  uploadedBy: presentations.uploadedBy,
  createdAt: presentations.createdAt,
};
export type PresentationRow = {
  id: number;
  title: string;
  language: string;
  filePath: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: "pending" | "approved" | "rejected";
  uploadedBy: "admin" | "visitor";
  createdAt: number;
};

export async function listPresentations(db: Db): Promise<PresentationRow[]> {
  return listNewestFirst(db, presentations, columns);
}

export async function getPresentationFile(db: Db, id: number) {
  return firstRow(
    db
      .select({ filePath: presentations.filePath, status: presentations.status })
      .from(presentations)
      .where(eq(presentations.id, id)),
  );
}

/** A new presentation, waiting for review or already approved. */
export function insertPresentation(
  db: Db,
  row: Omit<PresentationRow, "id" | "status" | "createdAt"> & { status: "pending" | "approved" },
) {
  return db.insert(presentations).values(row).returning({ id: presentations.id });
}

export function setPresentationStatus(db: Db, id: number, status: "approved" | "rejected") {
  return updateById(db, presentations, id, { status });
}

export function deletePresentation(db: Db, id: number) {
  return deleteById(db, presentations, id, { filePath: presentations.filePath });
}
