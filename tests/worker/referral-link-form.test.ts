// The referral link form's toast uses the form's variant of the message; the API keeps its own
// ('Please enter a valid referral link URL.', tests/worker/referral-admin.test.ts).
import { expect, it } from "vitest";
import * as referralLinksRoute from "~/routes/admin/referral-links/route";
import { routeContext, testAdmin } from "./support/route-context";

it("says 'Please enter a valid referral link.' for an invalid link, under 'Invalid input'", async () => {
  const admin = await testAdmin();
  const result = (await referralLinksRoute.action({
    request: new Request("https://waymark.test/admin/referral-links", {
      method: "POST",
      body: new URLSearchParams({ intent: "save", link: "not a link" }),
    }),
    context: routeContext({ admin }),
    params: {},
  } as never)) as unknown as { data: { toast: unknown; fields: Record<string, string> } };
  expect(result.data.toast).toEqual({
    type: "error",
    title: "Invalid input",
    description: "Please enter a valid referral link.",
  });
  expect(result.data.fields.link).toBe("Please enter a valid referral link URL.");
});
