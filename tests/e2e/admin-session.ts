import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseURL, DESKTOP, type setUpBrowser } from "./browser";

/** Signs in over HTTP as the test administrator; returns the session cookie ("__Host-wm_admin=..."). */
export async function signInCookie(): Promise<string> {
  const res = await fetch(`${baseURL()}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseURL() },
    body: new URLSearchParams({ email: inject("adminEmail"), password: inject("adminPassword") }),
  });
  if (res.status !== 303) throw new Error(`sign-in failed with ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-wm_admin="));
  return cookie!.split(";")[0]!;
}

/** A desktop browser page signed in as the test administrator. */
export async function signedInAdminPage(browser: ReturnType<typeof setUpBrowser>): Promise<Page> {
  const page = await browser.newPage(DESKTOP);
  await page.context().addCookies([
    {
      name: "__Host-wm_admin",
      value: (await signInCookie()).slice("__Host-wm_admin=".length),
      url: baseURL(),
      // A __Host- cookie is Secure (browsers take Secure cookies from http://localhost).
      secure: true,
    },
  ]);
  return page;
}
