// Contacts and campaigns for the tests of contacts (suppression by webhook, bounce mailbox and
// Contacts screen; the signup form).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import { createCampaign } from "~/data/campaigns";
import {
  campaignRecipients,
  emailCampaigns,
  emailContacts,
  emailDeliveryEvents,
  outboxEmails,
} from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import type { Contact } from "~/domain/formats/csv";
import { sendCampaignSlice } from "~/server/email/send-campaign.server";
import { emailTransport, SendPacer } from "~/server/email/transport.server";
import { addTemplate, importContacts } from "./campaign-fixtures";
import { db } from "./local";
import { TEST_PUBLIC_URL } from "./route-context";

/** Empties the contacts, campaigns, their ledger and outbox, and the applied event ids. */
export async function resetContacts() {
  await db.delete(outboxEmails);
  await db.delete(campaignRecipients);
  await db.delete(emailCampaigns);
  await db.delete(emailContacts);
  await db.delete(emailDeliveryEvents);
}

/** A contact with this name and address (English, India unless told otherwise). */
export const person = (name: string, email: string, language = "en", country = "India") =>
  ({ name, surname: "Test", email, language, country }) satisfies Contact;

/** Imports the contacts; answers every contact's id by email. */
export async function addContacts(list: Contact[]): Promise<Map<string, number>> {
  await importContacts(list);
  const rows = await db
    .select({ id: emailContacts.id, email: emailContacts.email })
    .from(emailContacts);
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Changes a stored contact's columns, as something outside the screen under test would. */
export async function changeContact(
  email: string,
  values: Partial<typeof emailContacts.$inferInsert>,
) {
  await db.update(emailContacts).set(values).where(eq(emailContacts.email, email));
}

/** A new campaign (its own English template) to every contact it may mail. */
export async function campaignToEveryone(name: string) {
  const templateId = await addTemplate({
    name: "T",
    subject: "News for {name}",
    body: "Dear {name}",
  });
  return createCampaign(db, {
    name,
    templateId,
    languageFilter: "all",
    countryFilter: "all",
    useTranslation: false,
    createdBy: 1,
  });
}

/** Sends the campaign as the queue consumer does, signing stamps with `secret` where given: to
 * the local outbox, or through the transport `mail` names (the local SMTP server). */
export async function sendCampaignLocally(
  campaignId: number,
  secret?: string,
  mail: Parameters<typeof emailTransport>[0] = {},
) {
  await sendCampaignSlice(
    { type: "campaign", campaignId, origin: TEST_PUBLIC_URL },
    {
      db,
      settings: await getSiteSettings(db),
      transport: emailTransport(mail, db),
      pacer: new SendPacer(0),
      translator: null,
      secret,
    },
  );
}

/** Adds these addresses as contacts and sends them a new campaign as the queue consumer does
 * (stamped with the site's secret): to the local outbox, or through the transport `mail` names. */
export async function campaignSentTo(
  addresses: string[],
  mail: Parameters<typeof emailTransport>[0] = {},
) {
  await addContacts(addresses.map((email) => person("N", email)));
  const campaign = await campaignToEveryone("First");
  await sendCampaignLocally(campaign.id, env.SESSION_SECRET, mail);
  return campaign;
}

/** The stored contact with this address (the columns asked for), or null. */
export async function storedContact<T extends SelectedFields>(
  email: string,
  columns: T,
): Promise<SelectResultFields<T> | null> {
  // drizzle cannot name the row of a select over generic columns: this says what it is.
  const [row] = await db.select(columns).from(emailContacts).where(eq(emailContacts.email, email));
  return row ?? null;
}

/** A contact's suppression as stored: status, when, why, and the soft bounces in a row. */
export async function suppressionOf(email: string) {
  const row = await storedContact(email, {
    suppressed: emailContacts.suppressed,
    suppressedAt: emailContacts.suppressedAt,
    reason: emailContacts.suppressionReason,
    softBounces: emailContacts.softBounces,
  });
  return row!;
}
