// The admin's email template changes (issue 29): save a new template or an edit, and delete one,
// each with its audit row in the same batch. The Templates tab of the Email Campaigns screen
// (app/routes/admin/email-campaigns/) posts them; its action answers the Outcome.
import { sql } from "drizzle-orm";
import { auditInsert, auditInsertIf, type Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import { deleteTemplate, insertTemplate, updateTemplate } from "~/data/email-templates";
import type { TemplateSave } from "~/schemas/email";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";

/** Stores a new template, or the edit of template `id`. */
export async function saveEmailTemplate(
  deps: { db: Db },
  actor: Actor,
  { id, ...template }: TemplateSave,
): Promise<Outcome> {
  const { db } = deps;
  if (id === undefined) {
    await db.batch([
      insertTemplate(db, template),
      auditInsert(db, actor, { action: "create", entity: "email_template", detail: template.name }),
    ]);
    return succeeded("Template saved");
  }
  const [changed] = await db.batch([
    updateTemplate(db, id, template),
    auditInsertIf(
      db,
      {
        actor,
        entry: { action: "update", entity: "email_template", entityId: id, detail: template.name },
      },
      sql`changes() > 0`,
    ),
  ]);
  if (changed.length === 0) return refused("Missing required fields for template update", 404);
  return succeeded("Template updated");
}

/** Deletes a template that no campaign uses. */
export async function deleteEmailTemplate(
  deps: { db: Db },
  actor: Actor,
  { id }: { id: number },
): Promise<Outcome> {
  const { db } = deps;
  try {
    await db.batch([
      deleteTemplate(db, id),
      auditInsert(db, actor, { action: "delete", entity: "email_template", entityId: id }),
    ]);
  } catch {
    // A template used by a campaign cannot go (foreign key).
    return refused("A campaign uses this template.", 409);
  }
  return succeeded("Template deleted");
}
