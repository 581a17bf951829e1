// Steps a person takes on the admin screens, shared by the browser tests.
import type { Locator, Page } from "playwright-core";
import { hydrated } from "./browser";

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

/** Opens the Translation Manager on `lang` and answers the text box of `key`, once it works. */
export async function translationBox(page: Page, lang: string, key: string): Promise<Locator> {
  await page.goto(`/admin/translations?lang=${lang}`, { waitUntil: "networkidle" });
  return hydrated(page.locator(`[data-key="${key}"] textarea`));
}

/** Types `text` at the end of the box key by key, as a person does (a key press counts as the
 * page's use, which the browser's own question on reload requires). */
export async function typeAtEnd(box: Locator, text: string) {
  await box.click();
  await box.press("End");
  await box.pressSequentially(text);
}
