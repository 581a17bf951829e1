// A campaign whose recipients went between the count on screen and the send: the toast says it
// failed, and no campaign row stays behind marked "sent".
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getDb } from "~/data/db";
import { insertTemplate } from "~/data/email-templates";
import { testAdmin } from "./support/route-context";
import { campaignsNamed, creationFailed, postCampaignAction } from "./support/campaign-action";

const db = getDb(env.DB);

it("leaves no row when nobody matches at send time", async () => {
  const admin = await testAdmin();
  const [template] = await insertTemplate(db, {
    name: "Hello",
    subject: "Hi {name}",
    body: "Dear {name}",
    language: "en",
  });
  const name = `Empty ${crypto.randomUUID()}`;
  const result = await postCampaignAction(
    {
      intent: "send",
      name,
      templateId: template!.id,
      // The last contact in this country unsubscribed after the count was shown.
      countryFilter: "Nowhere",
      useTranslation: false,
    },
    { admin },
  );
  expect(result).toEqual(creationFailed("No subscribed contacts match these filters."));
  expect(await campaignsNamed(name)).toEqual([]);
});
