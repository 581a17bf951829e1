// Who enters a welcome sequence (issue 35): a confirmed signup (the hook in ./signup.server.ts),
// an import with consent, or the operator by hand from the Contacts screen. A contact is in a
// sequence at most once (the enrolment's unique key); their first step falls due the first step's
// delay after enrolling.
import { auditInsert, type Actor } from "~/data/audit";
import { contactIdByEmail } from "~/data/contact-suppression";
import type { Db } from "~/data/db";
import { firstRow } from "~/data/rows";
import { emailContacts } from "~/data/schema";
import {
  enrolByEmailStatement,
  enrolStatement,
  type EnrolmentSource,
} from "~/data/sequence-enrolments";
import { chunks } from "~/utils/chunks";
import { getSequence, listSteps, runningSequences, type SequenceRow } from "~/data/sequences";
import { firstDueAt } from "~/domain/email/sequence-rules";
import type { EnrolContact } from "~/schemas/sequences";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { eq } from "drizzle-orm";

/** Enrols the contacts in one sequence; answers how many were new to it. */
async function enrolIn(
  db: Db,
  sequence: SequenceRow,
  contactIds: readonly number[],
  source: EnrolmentSource,
  now: number,
  sponsor: string | null = null,
): Promise<number> {
  const firstDue = firstDueAt(await listSteps(db, sequence.id), now);
  if (firstDue === null || contactIds.length === 0) return 0;
  let enrolled = 0;
  // Seven columns a row: 14 rows stay within D1's 100 bound values.
  for (let i = 0; i < contactIds.length; i += 14) {
    const rows = await enrolStatement(db, sequence.id, contactIds.slice(i, i + 14), {
      source,
      firstDueAt: firstDue,
      now,
      sponsor,
    });
    enrolled += rows.length;
  }
  return enrolled;
}

/** The hook of a confirmed signup: the contact enters every running "signup" sequence. */
export async function enrolConfirmedSignup(
  db: Db,
  email: string,
  now = Date.now(),
  sponsor: string | null = null,
): Promise<number> {
  const sequences = await runningSequences(db, "signup");
  if (sequences.length === 0) return 0;
  const contactId = await contactIdByEmail(db, email.toLowerCase());
  if (contactId === null) return 0;
  let enrolled = 0;
  for (const s of sequences) enrolled += await enrolIn(db, s, [contactId], "signup", now, sponsor);
  return enrolled;
}

/** Addresses per enrolment statement (D1 binds at most 100 values). */
const EMAILS_PER_STATEMENT = 90;
/** Enrolment statements per D1 batch. */
const STATEMENTS_PER_BATCH = 50;

/** The hook of an import with consent: the imported contacts (by address) who are subscribed
 * enter every running "import" sequence; one already in it stays as they are. */
export async function enrolImportedContacts(
  db: Db,
  emails: readonly string[],
  now = Date.now(),
): Promise<void> {
  const lowered = [...new Set(emails.map((e) => e.toLowerCase()))];
  for (const sequence of await runningSequences(db, "import")) {
    const firstDue = firstDueAt(await listSteps(db, sequence.id), now);
    if (firstDue === null) continue;
    const statements = chunks(lowered, EMAILS_PER_STATEMENT).map((run) =>
      enrolByEmailStatement(db, sequence.id, run, { source: "import", firstDueAt: firstDue, now }),
    );
    for (const batch of chunks(statements, STATEMENTS_PER_BATCH)) await db.$client.batch(batch);
  }
}

/** The operator puts one contact in a running sequence (the Contacts screen). */
export async function enrolContactByHand(
  deps: { db: Db },
  actor: Actor,
  input: EnrolContact,
  now = Date.now(),
): Promise<Outcome> {
  const { db } = deps;
  const sequence = await getSequence(db, input.sequenceId);
  if (!sequence || sequence.status !== "running")
    return refused("Only a running sequence can take contacts.", 409);
  const contact = await firstRow(
    db
      .select({
        email: emailContacts.email,
        subscribed: emailContacts.subscribed,
        suppressed: emailContacts.suppressed,
      })
      .from(emailContacts)
      .where(eq(emailContacts.id, input.contactId)),
  );
  if (!contact) return refused("That contact no longer exists.", 404);
  if (!contact.subscribed || contact.suppressed)
    return refused(`${contact.email} is not subscribed, so no sequence may mail them.`, 409);
  const enrolled = await enrolIn(db, sequence, [input.contactId], "manual", now);
  if (enrolled === 0) return refused(`${contact.email} is already in ${sequence.name}.`, 409);
  await db.batch([
    auditInsert(db, actor, {
      action: "enrol",
      entity: "email_sequence",
      entityId: sequence.id,
      detail: contact.email,
    }),
  ]);
  return succeeded(`${contact.email} was added to ${sequence.name}.`);
}
