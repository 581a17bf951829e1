import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { emailTemplates } from "./schema";

export type TemplateRow = {
  id: number;
  name: string;
  subject: string;
  body: string;
  language: string;
  createdAt: number;
};
const columns = {
  id: emailTemplates.id,
  name: emailTemplates.name,
  subject: emailTemplates.subject,
  body: emailTemplates.body,
  language: emailTemplates.language,
  createdAt: emailTemplates.createdAt,
};

export async function listTemplates(db: Db): Promise<TemplateRow[]> {
  return db
    .select(columns)
    .from(emailTemplates)
    .orderBy(desc(emailTemplates.createdAt), desc(emailTemplates.id));
}

export async function getTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const [row] = await db
    .select(columns)
    .from(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .limit(1);
  return row ?? null;
}

export function insertTemplate(
  db: Db,
  t: { name: string; subject: string; body: string; language: string },
) {
  return db.insert(emailTemplates).values(t).returning({ id: emailTemplates.id });
}

export function updateTemplate(
  db: Db,
  id: number,
  t: { name: string; subject: string; body: string; language: string },
) {
  return db
    .update(emailTemplates)
    .set({ ...t, updatedAt: sql`(unixepoch('subsec') * 1000)` })
    .where(eq(emailTemplates.id, id))
    .returning({ id: emailTemplates.id });
}

export function deleteTemplate(db: Db, id: number) {
  return db
    .delete(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .returning({ id: emailTemplates.id });
}
