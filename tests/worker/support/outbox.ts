// The local outbox, where email goes when no provider is configured: what was sent to an
// address, oldest first.
import { asc, eq } from "drizzle-orm";
import { outboxEmails } from "~/data/schema";
import { db } from "./local";

export function outboxTo(address: string) {
  return db
    .select({
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      html: outboxEmails.htmlBody,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(asc(outboxEmails.id));
}
