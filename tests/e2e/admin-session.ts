import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseURL, DESKTOP, type PHONE, type setUpBrowser } from "./browser";

/** Signs in over HTTP as the test administrator (or as `admin` on the site at `origin`);
 * returns the session cookie ("__Host-wm_admin=..."). */
export async function signInCookie(
  origin = baseURL(),
  admin = { email: inject("adminEmail"), password: inject("adminPassword") },
): Promise<string> {
  const res = await fetch(`${origin}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin },
    body: new URLSearchParams(admin),
  });
  if (res.status !== 303) throw new Error(`sign-in failed with ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-wm_admin="));
  return cookie!.split(";")[0]!;
}

/** Gives the page's browser context a `__Host-` cookie ("name=value") for the site, as the
 * site's own Set-Cookie would. Playwright's addCookies sends a Domain, which `__Host-` cookies
 * must not have, so this goes through the DevTools protocol with the URL alone (host-only). */
export async function addHostCookie(page: Page, cookie: string, origin = baseURL()): Promise<void> {
  const eq = cookie.indexOf("=");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCookie", {
    name: cookie.slice(0, eq),
    value: cookie.slice(eq + 1),
    url: `${origin}/`,
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
  });
  await cdp.detach();
}

/** A desktop browser page signed in as the test administrator. */
export async function signedInAdminPage(
  browser: ReturnType<typeof setUpBrowser>,
  size: typeof DESKTOP | typeof PHONE = DESKTOP,
): Promise<Page> {
  const page = await browser.newPage(size);
  await addHostCookie(page, await signInCookie());
  return page;
}
