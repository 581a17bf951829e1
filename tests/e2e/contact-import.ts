// The contact import of the Email Campaigns screen, as a person uses it.
import type { Page } from "playwright-core";
import { signedInAdminPage } from "./admin-session";
import { clickForToast } from "./admin-ui";
import { hydrated, type DESKTOP, type PHONE, type setUpBrowser } from "./browser";

/** The Email Campaigns screen, where contacts are imported, signed in as the test administrator. */
export async function emailCampaignsScreen(
  browser: ReturnType<typeof setUpBrowser>,
  size?: typeof DESKTOP | typeof PHONE,
) {
  const admin = await signedInAdminPage(browser, size);
  await admin.goto("/admin/email-campaigns", { waitUntil: "networkidle" });
  return admin;
}

/** Picks a CSV file (named `name`, holding `csv`) in the import's file field, once the screen is
 * hydrated: a file set before React listens is never read (a loaded machine starts the scripts
 * after the network's quiet moment). */
export async function chooseContactsCsv(page: Page, name: string, csv: string) {
  const field = await hydrated(page.getByLabel("CSV file"));
  await field.setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
}

/** Confirms, as the import asks before saving, that the file's people agreed to receive email. */
export function confirmConsent(page: Page) {
  return page.getByRole("checkbox", { name: /agreed to receive email/ }).check();
}

/** Confirms consent and saves the previewed contacts; waits for the toast that says `toast`. */
export async function saveContacts(page: Page, toast: string) {
  await confirmConsent(page);
  await clickForToast(page, "Save All Contacts", toast);
}
