// The Contacts screen's list: search, filters and keyset pages (ordered by email, the next page
// starts after the last email shown), so page 2,000 costs what page 1 does at 100,000 contacts.
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "./db";
import { deleteById, firstRow } from "./rows";
import { campaignRecipients, emailContacts } from "./schema";
import type { ContactListQuery } from "~/schemas/contacts";

export const CONTACTS_PAGE_SIZE = 50;

export type ContactStatus = "subscribed" | "unsubscribed" | "bounced" | "complained";

export type ContactListRow = {
  id: number;
  name: string;
  surname: string;
  email: string;
  language: string;
  country: string;
  subscribed: boolean;
  unsubscribedAt: number | null;
  suppressed: "bounced" | "complained" | null;
  suppressedAt: number | null;
  suppressionReason: string | null;
  softBounces: number;
};

/** What the screen shows: a suppression outranks the subscription. */
export function contactStatus(row: Pick<ContactListRow, "suppressed" | "subscribed">) {
  return row.suppressed ?? (row.subscribed ? "subscribed" : "unsubscribed");
}

function statusCondition(status: ContactListQuery["status"]) {
  switch (status) {
    case "subscribed":
      return and(eq(emailContacts.subscribed, true), isNull(emailContacts.suppressed));
    case "unsubscribed":
      return and(eq(emailContacts.subscribed, false), isNull(emailContacts.suppressed));
    case "bounced":
    case "complained":
      return eq(emailContacts.suppressed, status);
    default:
      return undefined;
  }
}

/** One page of contacts matching the query, and the cursor of the next page (null at the end). */
export async function listContactsPage(
  db: Db,
  query: ContactListQuery,
  pageSize = CONTACTS_PAGE_SIZE,
): Promise<{ rows: ContactListRow[]; next: string | null }> {
  const q = query.q.toLowerCase();
  const rows = await db
    .select({
      id: emailContacts.id,
      name: emailContacts.name,
      surname: emailContacts.surname,
      email: emailContacts.email,
      language: emailContacts.language,
      country: emailContacts.country,
      subscribed: emailContacts.subscribed,
      unsubscribedAt: emailContacts.unsubscribedAt,
      suppressed: emailContacts.suppressed,
      suppressedAt: emailContacts.suppressedAt,
      suppressionReason: emailContacts.suppressionReason,
      softBounces: emailContacts.softBounces,
    })
    .from(emailContacts)
    .where(
      and(
        query.after ? gt(emailContacts.email, query.after) : undefined,
        query.language ? eq(emailContacts.language, query.language) : undefined,
        query.country ? eq(emailContacts.country, query.country) : undefined,
        statusCondition(query.status),
        // Emails are stored lowercased; names are compared lowercased (ASCII letters).
        q
          ? sql`(instr(${emailContacts.email}, ${q}) > 0 OR instr(lower(${emailContacts.name} || ' ' || ${emailContacts.surname}), ${q}) > 0)`
          : undefined,
      ),
    )
    .orderBy(asc(emailContacts.email))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return { rows: page, next: rows.length > pageSize ? page[page.length - 1]!.email : null };
}

/** The languages and countries contacts have, for the filters. */
export async function contactFilterOptions(db: Db) {
  const [languages, countries] = await db.batch([
    db
      .selectDistinct({ value: emailContacts.language })
      .from(emailContacts)
      .orderBy(emailContacts.language),
    db
      .selectDistinct({ value: emailContacts.country })
      .from(emailContacts)
      .orderBy(emailContacts.country),
  ]);
  return {
    languages: languages.map((l) => l.value).filter(Boolean),
    countries: countries.map((c) => c.value).filter(Boolean),
  };
}

export async function getContactSummary(db: Db, id: number) {
  return firstRow(
    db
      .select({ id: emailContacts.id, email: emailContacts.email })
      .from(emailContacts)
      .where(eq(emailContacts.id, id)),
  );
}

/** Deletes a contact: its rows still waiting in campaigns go first (so no consumer picks them
 * up), then the contact (its other ledger rows go with it, by the foreign key). */
export function deleteContactStatements(db: Db, id: number) {
  return [
    db
      .delete(campaignRecipients)
      .where(and(eq(campaignRecipients.contactId, id), eq(campaignRecipients.status, "pending"))),
    deleteById(db, emailContacts, id, { id: emailContacts.id }),
  ] as const;
}
