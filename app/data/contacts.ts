import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "./db";
import { firstRow } from "./rows";
import { emailContacts } from "./schema";
import type { Contact } from "~/domain/formats/csv";
import { randomToken } from "~/domain/formats/base64url";
import { chunks } from "~/utils/chunks";

/** D1 allows 100 bound parameters per statement; drizzle binds all 12 columns of a contact row. */
export const CONTACTS_PER_STATEMENT = 8;

/**
 * Upserts contacts by (lowercased) email, recording where consent came from. An existing
 * contact's details are updated, but a contact who unsubscribed stays unsubscribed.
 */
export function upsertContactStatements(
  db: Db,
  contacts: Contact[],
  consentSource: string,
  now: number,
) {
  return chunks(contacts, CONTACTS_PER_STATEMENT).map((run) =>
    db
      .insert(emailContacts)
      .values(
        run.map((c) => ({
          name: c.name,
          surname: c.surname,
          email: c.email.toLowerCase(),
          country: c.country,
          language: c.language,
          consentSource,
          consentAt: now,
          unsubscribeToken: randomToken(18),
        })),
      )
      .onConflictDoUpdate({
        target: emailContacts.email,
        set: {
          name: sql`excluded.name`,
          surname: sql`excluded.surname`,
          country: sql`excluded.country`,
          language: sql`excluded.language`,
        },
      }),
  );
}

export type ConfirmedSignup = {
  email: string;
  name: string;
  language: string;
  /** "signup:" and the page the form was on. */
  consentSource: string;
  /** When the visitor asked for the confirmation email. */
  requestedAt: number;
};

/**
 * Stores the contact of a confirmed signup (double opt-in) with the consent's source, time and
 * language. A new address is added; one that unsubscribed, or whose consent predates this request
 * (an import, an older signup), is subscribed with this consent. Using the same confirmation again
 * changes nothing (its consent is then newer than its request). True when a row was written.
 */
export async function confirmSignupContact(
  db: Db,
  signup: ConfirmedSignup,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db
    .insert(emailContacts)
    .values({
      name: signup.name,
      email: signup.email.toLowerCase(),
      language: signup.language,
      consentSource: signup.consentSource,
      consentAt: now,
      unsubscribeToken: randomToken(18),
    })
    .onConflictDoUpdate({
      target: emailContacts.email,
      set: {
        subscribed: true,
        unsubscribedAt: null,
        language: sql`excluded.language`,
        consentSource: sql`excluded.consent_source`,
        consentAt: sql`excluded.consent_at`,
        // A signup without a name keeps the name the contact already has.
        name: sql`CASE WHEN excluded.name <> '' THEN excluded.name ELSE ${emailContacts.name} END`,
      },
      setWhere: or(
        eq(emailContacts.subscribed, false),
        lt(emailContacts.consentAt, signup.requestedAt),
      ),
    })
    .returning({ id: emailContacts.id });
  return rows.length > 0;
}

/** Subscribed, not suppressed contacts matching the filters ("all" matches everything). */
export function recipientFilter(language: string, country: string) {
  return and(
    eq(emailContacts.subscribed, true),
    isNull(emailContacts.suppressed),
    language === "all" ? undefined : eq(emailContacts.language, language),
    country === "all" ? undefined : eq(emailContacts.country, country),
  );
}

export async function countRecipients(db: Db, language: string, country: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailContacts)
    .where(recipientFilter(language, country));
  return row?.n ?? 0;
}

/** A contact's fields that a template's placeholders are filled with (and the CSV's columns). */
const placeholderFields = {
  name: emailContacts.name,
  surname: emailContacts.surname,
  email: emailContacts.email,
  country: emailContacts.country,
  language: emailContacts.language,
};

/** One subscribed contact matching the filters, preferring one in `language` (the sample a
 * test send and the preview fill the placeholders with); null when none matches. */
export async function sampleContact(db: Db, language: string, country: string, preferred: string) {
  return firstRow(
    db
      .select(placeholderFields)
      .from(emailContacts)
      .where(recipientFilter(language, country))
      .orderBy(sql`${emailContacts.language} = ${preferred} DESC`, emailContacts.id),
  );
}

/** Totals for the campaign screen: contacts, and the languages and countries present. */
export async function contactFacets(db: Db) {
  const [total, languages, countries] = await db.batch([
    db.select({ n: count() }).from(emailContacts),
    db
      .select({ value: emailContacts.language, n: count() })
      .from(emailContacts)
      .groupBy(emailContacts.language),
    db
      .select({ value: emailContacts.country, n: count() })
      .from(emailContacts)
      .where(recipientFilter("all", "all"))
      .groupBy(emailContacts.country),
  ]);
  return {
    total: total[0]?.n ?? 0,
    languages: languages.map((l) => ({ language: l.value || "Unknown", count: l.n })),
    countries: countries
      .filter((c) => c.value)
      .map((c) => c.value)
      .sort(),
  };
}

export async function unsubscribeByToken(db: Db, tokenValue: string, now = Date.now()) {
  const rows = await db
    .update(emailContacts)
    .set({ subscribed: false, unsubscribedAt: now })
    .where(eq(emailContacts.unsubscribeToken, tokenValue))
    .returning({ email: emailContacts.email, language: emailContacts.language });
  return rows[0] ?? null;
}

export async function findContactByToken(db: Db, tokenValue: string) {
  return firstRow(
    db
      .select({
        email: emailContacts.email,
        language: emailContacts.language,
        subscribed: emailContacts.subscribed,
      })
      .from(emailContacts)
      .where(eq(emailContacts.unsubscribeToken, tokenValue)),
  );
}

export async function listContactsForExport(db: Db) {
  return db
    .select({
      ...placeholderFields,
      subscribed: emailContacts.subscribed,
      consentSource: emailContacts.consentSource,
      consentAt: emailContacts.consentAt,
    })
    .from(emailContacts)
    .orderBy(emailContacts.email);
}
