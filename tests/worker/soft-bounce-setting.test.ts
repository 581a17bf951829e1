// The soft-bounce run that suppresses a contact is a site setting: validated on the Settings
// screen (a whole number from 1 to 20), 3 until the owner sets another.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { siteSettings } from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import * as settingsRoute from "~/routes/admin/settings";
import { DEFAULT_SOFT_BOUNCE_LIMIT, settingsUpdateSchema } from "~/schemas/settings";
import { routeContext, testAdmin } from "./support/route-context";

const db = getDb(env.DB);

const validForm = {
  intent: "settings",
  referralLink: "https://example.com/register?ref=me",
  youtubeDefaultId: "",
  senderName: "Waymark",
  senderEmail: "news@example.com",
  postalAddress: "1 Main Street, Pune",
};

async function save(fields: Record<string, string>) {
  const admin = await testAdmin();
  try {
    return await settingsRoute.action({
      request: new Request("https://waymark.test/admin/settings", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context: routeContext({ admin }),
      params: {},
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown; // saved: redirected with a toast
    throw thrown;
  }
}

describe("the soft-bounce setting", () => {
  it("defaults to 3, refuses anything but 1 to 20 with a message, and stores a valid number", async () => {
    await db.delete(siteSettings);
    expect((await getSiteSettings(db)).softBounceLimit).toBe(DEFAULT_SOFT_BOUNCE_LIMIT);
    expect(DEFAULT_SOFT_BOUNCE_LIMIT).toBe(3);

    for (const bad of ["0", "21", "2.5", "abc", ""]) {
      const refused = await save({ ...validForm, softBounceLimit: bad });
      expect(refused).toMatchObject({
        data: { fields: { softBounceLimit: "Enter a whole number of soft bounces from 1 to 20." } },
      });
    }
    expect((await getSiteSettings(db)).softBounceLimit).toBe(3);

    const saved = await save({ ...validForm, softBounceLimit: "5" });
    expect((saved as Response).status).toBe(303);
    expect((await getSiteSettings(db)).softBounceLimit).toBe(5);

    // The API: a number, optional (a client that does not know it keeps the stored value).
    expect(settingsUpdateSchema.safeParse({ ...apiBody(), softBounceLimit: 0 }).success).toBe(
      false,
    );
    expect(settingsUpdateSchema.safeParse(apiBody()).data?.softBounceLimit).toBeUndefined();
  });
});

function apiBody() {
  const { intent: _intent, ...rest } = validForm;
  return { ...rest, showPresentations: true, showVideoOnMobile: true, enableAutoTranslate: true };
}
