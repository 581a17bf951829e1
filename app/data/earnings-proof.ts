import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { earningsProof } from "./schema";

export type ProofRow = {
  id: number;
  imagePath: string;
  description: string;
  language: string;
  createdAt: number;
};

export async function listProofs(db: Db): Promise<ProofRow[]> {
  return db
    .select({
      id: earningsProof.id,
      imagePath: earningsProof.imagePath,
      description: earningsProof.description,
      language: earningsProof.language,
      createdAt: earningsProof.createdAt,
    })
    .from(earningsProof)
    .orderBy(desc(earningsProof.createdAt), desc(earningsProof.id));
}

export async function getProofImagePath(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ imagePath: earningsProof.imagePath })
    .from(earningsProof)
    .where(eq(earningsProof.id, id))
    .limit(1);
  return row?.imagePath ?? null;
}

type ProofFields = { imagePath: string; description: string; language: string };

export function insertProof(db: Db, row: ProofFields) {
  return db.insert(earningsProof).values(row).returning({ id: earningsProof.id });
}

export function updateProof(db: Db, id: number, row: ProofFields) {
  return db
    .update(earningsProof)
    .set({ ...row, updatedAt: sql`(unixepoch('subsec') * 1000)` })
    .where(eq(earningsProof.id, id))
    .returning({ id: earningsProof.id });
}

export function deleteProof(db: Db, id: number) {
  return db
    .delete(earningsProof)
    .where(eq(earningsProof.id, id))
    .returning({ imagePath: earningsProof.imagePath });
}
