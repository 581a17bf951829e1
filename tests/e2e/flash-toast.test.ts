// Issue 32, "an action's answer sometimes never shows": after an action's redirect, React Router
// loads the page's data (`.data`), and the root loader reads the flash toast. When the router
// aborts that request after the server answered (a second revalidation overtook it), the browser
// has stored the answer's cookies but the page never sees its data. A flash ended by that answer
// was lost; the flash now lives on until it expires, and the toaster shows each one once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInAdminPage } from "./admin-session";
import { baseURL, hydrated, setUpBrowser } from "./browser";

const browser = setUpBrowser();
const TOAST = "Presentation URLs refreshed";

/** Stores a response's cookies in the page's browser as Chromium would from the network.
 * (Playwright's route.fetch() stores cookies with a Domain, which `__Host-` cookies refuse.) */
async function storeCookies(page: Page, setCookies: string[]) {
  const cdp = await page.context().newCDPSession(page);
  for (const header of setCookies) {
    const [pair = "", ...attributes] = header.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const maxAge = attributes.find((a) => /^max-age=/i.test(a))?.split("=")[1];
    if (maxAge !== undefined && Number(maxAge) <= 0) {
      await cdp.send("Network.deleteCookies", { name, url: `${baseURL()}/` });
    } else {
      await cdp.send("Network.setCookie", {
        name,
        value,
        url: `${baseURL()}/`,
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "Lax",
        ...(maxAge ? { expires: Date.now() / 1000 + Number(maxAge) } : {}),
      });
    }
  }
  await cdp.detach();
}

/** Makes the first page-data request after the form's POST reach the server, keep its cookies,
 * and then fail, as when the router aborts it; resolves once that happened. */
async function abortFirstRevalidation(page: Page): Promise<{ aborted: Promise<number> }> {
  let posted = false;
  let done = false;
  let answered!: (status: number) => void;
  const aborted = new Promise<number>((resolve) => (answered = resolve));
  await page.route(/\/admin\/presentations\.data(\?|$)/, async (route) => {
    const request = route.request();
    if (request.method() === "POST") posted = true;
    if (request.method() !== "GET" || !posted || done) return route.continue();
    done = true;
    const response = await route.fetch();
    const setCookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    await storeCookies(page, setCookies);
    await route.abort("aborted");
    answered(response.status());
  });
  return { aborted };
}

describe("flash toasts after a redirect", () => {
  it("still shows when the first revalidation after the redirect is aborted after the server answered", async () => {
    const page = await signedInAdminPage(browser);
    await page.goto("/admin/presentations");
    const { aborted } = await abortFirstRevalidation(page);
    await (await hydrated(page.getByRole("button", { name: "Refresh URLs" }))).click();
    // The server answered that request in full before it was dropped.
    expect(await aborted).toBe(200);
    // The next load of the page data (here, opening the page again) shows the answer.
    await page.goto("/admin/presentations");
    await page.getByTestId("toast").getByText(TOAST).waitFor({ timeout: 5000 });
  });

  it("shows once: loading the page again within the flash's life does not repeat it; a new answer shows", async () => {
    const page = await signedInAdminPage(browser);
    await page.goto("/admin/presentations");
    await (await hydrated(page.getByRole("button", { name: "Refresh URLs" }))).click();
    const toast = page.getByTestId("toast").getByText(TOAST);
    await toast.waitFor();
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await toast.waitFor({ state: "detached" });

    // Within the flash's life the page is loaded again: its data carries the same flash.
    await page.reload();
    await hydrated(page.getByRole("button", { name: "Refresh URLs" }));
    await expect.poll(() => page.getByTestId("toast").count(), { timeout: 1000 }).toBe(0);

    // A new answer is a new flash, shown even with the same text.
    await page.getByRole("button", { name: "Refresh URLs" }).click();
    await toast.waitFor();
  });
});
