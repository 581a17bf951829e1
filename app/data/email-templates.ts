import { eq } from "drizzle-orm";
import type { Db } from "./db";
import { deleteById, firstRow, listNewestFirst, NOW_MS, updateById } from "./rows";
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
  return listNewestFirst(db, emailTemplates, columns);
}

export async function getTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  return firstRow(db.select(columns).from(emailTemplates).where(eq(emailTemplates.id, id)));
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
  return updateById(db, emailTemplates, id, { ...t, updatedAt: NOW_MS });
}

export function deleteTemplate(db: Db, id: number) {
  return deleteById(db, emailTemplates, id, { id: emailTemplates.id });
}
