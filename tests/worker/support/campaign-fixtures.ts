// Templates, contacts and queue messages for tests that start or send a campaign.
import { env } from "cloudflare:workers";
import { createMessageBatch } from "cloudflare:test";
import { upsertContactStatements } from "~/data/contacts";
import { getDb } from "~/data/db";
import { insertTemplate } from "~/data/email-templates";
import type { Contact } from "~/domain/formats/csv";
import type { CampaignMessage } from "~/server/email/send-campaign.server";

/** The site's origin in the emails and links of these tests. */
export const ORIGIN = "https://waymark.test";

/** Stores a template (English unless told otherwise); answers its id. */
export async function addTemplate(t: {
  name: string;
  subject: string;
  body: string;
  language?: string;
}): Promise<number> {
  const [row] = await insertTemplate(getDb(env.DB), { language: "en", ...t });
  return row!.id;
}

/** Imports the contacts as the CSV import `source` would have, with their consent dated `at`. */
export async function importContacts(list: Contact[], source = "import:test.csv", at = Date.now()) {
  const db = getDb(env.DB);
  await db.batch(
    upsertContactStatements(db, list, source, at) as unknown as Parameters<typeof db.batch>[0],
  );
}

/** Stores an English "Hello {name}" template and one new contact in `language`; answers the
 * template's id. */
export async function templateAndContact(language: string): Promise<number> {
  const templateId = await addTemplate({
    name: "Hello",
    subject: "Hi {name}",
    body: "Dear {name}",
  });
  await importContacts([
    {
      name: "Asha",
      surname: "R",
      email: `asha-${crypto.randomUUID()}@example.com`,
      country: "India",
      language,
    },
  ]);
  return templateId;
}

/** The queue message that sends a campaign's next slice. */
export const campaignMessage = (campaignId: number, origin = ORIGIN): CampaignMessage => ({
  type: "campaign",
  campaignId,
  origin,
});

/** A batch of one campaign message with this id, as the queue consumer is given it (from the
 * main queue unless told otherwise, e.g. the dead-letter one). */
export function campaignBatch(
  messageId: string,
  campaignId: number,
  { origin = ORIGIN, queue = "waymark-email", attempts = 1 } = {},
) {
  const body = campaignMessage(campaignId, origin);
  return createMessageBatch(queue, [{ id: messageId, timestamp: new Date(), attempts, body }]);
}
