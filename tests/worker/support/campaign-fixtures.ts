// A template and one contact to send it to, for tests that start a campaign.
import { env } from "cloudflare:workers";
import { upsertContactStatements } from "~/data/contacts";
import { getDb } from "~/data/db";
import { insertTemplate } from "~/data/email-templates";

/** Stores an English "Hello {name}" template and one new contact in `language`; answers the
 * template's id. */
export async function templateAndContact(language: string): Promise<number> {
  const db = getDb(env.DB);
  const [template] = await insertTemplate(db, {
    name: "Hello",
    subject: "Hi {name}",
    body: "Dear {name}",
    language: "en",
  });
  await db.batch(
    upsertContactStatements(
      db,
      [
        {
          name: "Asha",
          surname: "R",
          email: `asha-${crypto.randomUUID()}@example.com`,
          country: "India",
          language,
        },
      ],
      "import:test.csv",
      Date.now(),
    ) as unknown as Parameters<typeof db.batch>[0],
  );
  return template!.id;
}
