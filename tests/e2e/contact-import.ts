// The contact import of the Email Campaigns screen, as a person uses it.
import type { Page } from "playwright-core";
import { signedInAdminPage } from "./admin-session";
import type { setUpBrowser } from "./browser";

/** The Email Campaigns screen, where contacts are imported, signed in as the test administrator. */
export async function emailCampaignsScreen(browser: ReturnType<typeof setUpBrowser>) {
  const admin = await signedInAdminPage(browser);
  await admin.goto("/admin/email-campaigns", { waitUntil: "networkidle" });
  return admin;
}

/** Picks a CSV file (named `name`, holding `csv`) in the import's file field. */
export function chooseContactsCsv(page: Page, name: string, csv: string) {
  return page
    .getByLabel("CSV file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
}
