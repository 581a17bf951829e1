// The admin's changes to one contact (issue 29), from the Contacts screen
// (app/routes/admin/contacts/): lift a suppression with a reason, and delete a contact with the
// campaign emails still waiting for it; each with its audit row in the same batch.
import { sql } from "drizzle-orm";
import { auditInsert, auditInsertIf, type Actor } from "~/data/audit";
import { deleteContactStatements, getContactSummary } from "~/data/contact-list";
import { liftSuppression } from "~/data/contact-suppression";
import type { Db } from "~/data/db";
import { deleteContactEnrolments } from "~/data/sequence-enrolments";
import type { DeleteContact, LiftSuppression } from "~/schemas/contacts";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";

/** Lets campaigns mail a suppressed contact again; the reason goes to the audit log. */
export async function liftContactSuppression(
  deps: { db: Db },
  actor: Actor,
  input: LiftSuppression,
): Promise<Outcome<{ email: string }>> {
  const { db } = deps;
  const [lifted] = await db.batch([
    liftSuppression(db, input.id),
    // Audited only when the contact was suppressed (the statement before changed a row).
    auditInsertIf(
      db,
      {
        actor,
        entry: {
          action: "lift-suppression",
          entity: "email_contact",
          entityId: input.id,
          detail: input.reason,
        },
      },
      sql`changes() > 0`,
    ),
  ]);
  const contact = lifted[0];
  if (!contact) return refused("That contact is not suppressed (or no longer exists).", 404);
  return succeeded(`${contact.email} can be mailed again.`, { email: contact.email });
}

/** Deletes a contact and the campaign emails still waiting for it. */
export async function deleteContact(
  deps: { db: Db },
  actor: Actor,
  { id }: DeleteContact,
): Promise<Outcome<{ email: string }>> {
  const { db } = deps;
  const contact = await getContactSummary(db, id);
  if (!contact) return refused("That contact no longer exists.", 404);
  await db.batch([
    // Their welcome sequences end with them (issue 35).
    ...deleteContactEnrolments(db, contact.id),
    ...deleteContactStatements(db, contact.id),
    auditInsert(db, actor, {
      action: "delete",
      entity: "email_contact",
      entityId: contact.id,
      detail: contact.email,
    }),
  ]);
  return succeeded(`${contact.email} was removed, with any email still waiting for it.`, {
    email: contact.email,
  });
}
