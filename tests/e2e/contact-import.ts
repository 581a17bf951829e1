// The contact import of the Email Campaigns screen, as a person uses it.
import type { Page } from "playwright-core";

/** Picks a CSV file (named `name`, holding `csv`) in the import's file field. */
export function chooseContactsCsv(page: Page, name: string, csv: string) {
  return page
    .getByLabel("CSV file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
}
