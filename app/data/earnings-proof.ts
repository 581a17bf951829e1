import { eq } from "drizzle-orm";
import type { Db } from "./db";
import { deleteById, firstRow, listNewestFirst, NOW_MS, updateById } from "./rows";
import { earningsProof } from "./schema";

export type ProofRow = {
  id: number;
  imagePath: string;
  description: string;
  language: string;
  createdAt: number;
};

/** What a proof image shows on the home page. */
export const proofCardColumns = {
  id: earningsProof.id,
  imagePath: earningsProof.imagePath,
  description: earningsProof.description,
};

export async function listProofs(db: Db): Promise<ProofRow[]> {
  return listNewestFirst(db, earningsProof, {
    ...proofCardColumns,
    language: earningsProof.language,
    createdAt: earningsProof.createdAt,
  });
}

export async function getProofImagePath(db: Db, id: number): Promise<string | null> {
  const row = await firstRow(
    db
      .select({ imagePath: earningsProof.imagePath })
      .from(earningsProof)
      .where(eq(earningsProof.id, id)),
  );
  return row?.imagePath ?? null;
}

type ProofFields = { imagePath: string; description: string; language: string };

export function insertProof(db: Db, row: ProofFields) {
  return db.insert(earningsProof).values(row).returning({ id: earningsProof.id });
}

export function updateProof(db: Db, id: number, row: ProofFields) {
  return updateById(db, earningsProof, id, { ...row, updatedAt: NOW_MS });
}

export function deleteProof(db: Db, id: number) {
  return deleteById(db, earningsProof, id, { imagePath: earningsProof.imagePath });
}
