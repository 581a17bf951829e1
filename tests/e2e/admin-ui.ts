// Steps a person takes on the admin screens, shared by the browser tests.
import type { Locator, Page } from "playwright-core";

/** Clicks the Delete button (by default any whose name says Delete) in `row`, accepts the
 * confirmation dialog it opens, and waits for the toast that says `done`. */
export async function deleteConfirmed(
  page: Page,
  row: Locator,
  done: string,
  button: string | RegExp = /Delete/,
) {
  page.once("dialog", (d) => void d.accept());
  await row.getByRole("button", { name: button }).click();
  await page.getByTestId("toast").getByText(done).waitFor();
}

/** Clicks the button named `button` and waits for the toast that says `toast`. */
export async function clickForToast(page: Page, button: string, toast: string) {
  await page.getByRole("button", { name: button }).click();
  await page.getByTestId("toast").getByText(toast).waitFor();
}

/** Saves the one changed text on the Translation Manager and waits for its toast. */
export async function saveOneTranslation(page: Page, languageName: string) {
  await clickForToast(page, "Save Changes (1)", `Updated 1 translations for ${languageName}`);
}
