// The back-office from outside: every admin page and API route guarded, sessions revoked on
// logout, cross-origin changes refused, and an administrator's whole visit in Chromium.
import { describe, expect, inject, it } from "vitest";
import { isAdminPublicPath } from "../../app/domain/admin/roles";
import { createAdminApi } from "../../workers/api/admin";
import { ADMIN_ROUTE_PATHS } from "./admin-routes";
import { signInCookie, signedInAdminPage } from "./admin-session";
import { baseURL, DESKTOP, pageErrors, setUpBrowser } from "./browser";
import { testSite } from "./site";

const get = (path: string, init: RequestInit = {}) =>
  fetch(baseURL() + path, { redirect: "manual", ...init });

// Every page under /admin in the route table, except the sign-in screen itself and logout.
// Dynamic segments get an id that does not exist: guarded all the same.
const pages = ADMIN_ROUTE_PATHS.filter(
  (p) => p !== "/admin" && p !== "/admin/logout" && !isAdminPublicPath(p),
).map((p) => p.replace(/:\w+/g, "999999"));
const apiRoutes = createAdminApi().routes.filter((r) => r.method !== "ALL");

describe("admin guard", () => {
  it("knows every admin screen of the spec", () => {
    expect(pages.filter((p) => !p.includes("999999")).sort()).toEqual(
      [
        "/admin/dashboard",
        "/admin/translations",
        "/admin/videos",
        "/admin/presentations",
        "/admin/testimonials",
        "/admin/earnings-proof",
        "/admin/referral-links",
        "/admin/email-campaigns",
        "/admin/settings",
        // data routes the screens load from
        "/admin/email-campaigns/recipients",
        "/admin/email-campaigns/preview",
        "/admin/email-campaigns/contacts.csv",
        "/admin/email-campaigns/import",
        "/admin/analytics",
        "/admin/analytics/export.csv",
        "/admin/translations/export",
        "/admin/translations/review",
        "/admin/translations/history",
        "/admin/translations/languages",
        // team accounts (issue 22)
        "/admin/team",
        "/admin/account",
        "/admin/account/two-factor",
        // contacts and their suppression (issue 20)
        "/admin/contacts",
        // welcome sequences (issue 35)
        "/admin/sequences",
        // members (issue 30)
        "/admin/members",
        "/admin/members/export.csv",
        // what the chat assistant could not answer (issue 33)
        "/admin/translations/assistant",
      ].sort(),
    );
  });

  it.each(pages)("%s sends a signed-out visitor to the sign-in screen and back", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each(pages)("%s opens for a signed-in administrator", async (path) => {
    const res = await get(path, { headers: { Cookie: await signInCookie() } });
    // The import takes POSTs only; the translations export and history need their query.
    const status = path.includes("999999")
      ? 404
      : path.endsWith("/import")
        ? 405
        : path.endsWith("/translations/export") || path.endsWith("/translations/history")
          ? 400
          : 200;
    expect(res.status).toBe(status);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it.each(apiRoutes.map((r) => [r.method, `/api/admin${r.path}`]))(
    "%s %s is 401 signed out and served signed in",
    async (method, path) => {
      const out = await get(path, {
        method,
        headers: { Origin: baseURL(), "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(out.status).toBe(401);
      const signedIn = await get(path, {
        method,
        headers: {
          Cookie: await signInCookie(),
          Origin: baseURL(),
          "Content-Type": "application/json",
        },
        body: method === "GET" ? undefined : "{}",
      });
      expect(signedIn.status).not.toBe(401);
      expect(signedIn.status).toBeLessThan(500);
    },
  );

  it("/admin is the sign-in screen signed out and the dashboard signed in", async () => {
    const out = await (await get("/admin")).text();
    expect(out).toContain("Sign in");
    expect(out).not.toContain("Quick Actions");
    const signedIn = await (
      await get("/admin", { headers: { Cookie: await signInCookie() } })
    ).text();
    expect(signedIn).toContain("Quick Actions");
  });

  it("a cookie replayed after logout is refused", async () => {
    const cookie = await signInCookie();
    const logout = await get("/admin/logout", {
      method: "POST",
      headers: { Cookie: cookie, Origin: baseURL() },
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.getSetCookie().join("\n")).toMatch(/__Host-wm_admin=;.*Max-Age=0/);
    const replay = await get("/admin/settings", { headers: { Cookie: cookie } });
    expect(replay.status).toBe(302);
    const api = await get("/api/admin/me", { headers: { Cookie: cookie } });
    expect(api.status).toBe(401);
  });

  it("a wrong password gets one generic message", async () => {
    const res = await get("/admin?index", {
      method: "POST",
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ email: inject("adminEmail"), password: "not-the-password" }),
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Invalid email or password.");
  });

  it("a cross-origin post to an admin action is refused and changes nothing", async () => {
    const cookie = await signInCookie();
    const form = new URLSearchParams({
      intent: "settings",
      referralLink: "https://evil.example/ref",
      youtubeDefaultId: "",
      senderName: "x",
      senderEmail: "x@example.com",
      postalAddress: "x",
    });
    const res = await get("/admin/settings", {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const settings = (await (
      await get("/api/admin/settings", { headers: { Cookie: cookie } })
    ).json()) as { referralLink: string };
    expect(settings.referralLink).not.toBe("https://evil.example/ref");
  });
});

const browser = setUpBrowser();

describe("an administrator's visit", () => {
  it("signs in, sees real counts, changes a setting seen on the public site, logs out", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/admin/settings");
    // Sent to sign-in, then back to the page asked for.
    await page.getByLabel("Email").fill(inject("adminEmail"));
    await page.getByLabel("Password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/admin/settings");
    await page.getByRole("heading", { name: "Site Settings" }).waitFor();
    expect(await page.getByTestId("admin-email").textContent()).toBe(inject("adminEmail"));
    // The Admin Account card says what is true (issue 23): the password can be changed here.
    expect(
      await page
        .getByText("You can change your password below; other signed-in sessions are signed out")
        .isVisible(),
    ).toBe(true);

    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByTestId("stat-languages").textContent()).toContain("22");
    const quick = page.getByRole("region", { name: "Quick Actions" });
    expect(await quick.getByRole("link").allTextContents()).toEqual([
      "Edit Translations",
      "Manage Presentations",
      "Manage Videos",
      "Email Campaigns",
      "Site Settings",
    ]);
    expect(await page.getByTestId("recent-activity").textContent()).toContain("sign-in");

    await quick.getByRole("link", { name: "Site Settings" }).click();
    await page
      .getByLabel("Default Referral Link")
      .fill("https://example.com/register?ref=changed-in-test");
    await page.getByRole("switch", { name: "Show Presentations" }).uncheck();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByTestId("toast").getByText("Settings updated").waitFor();
    expect(await page.getByTestId("toast").textContent()).toContain(
      "Your changes have been saved successfully",
    );
    await page.reload();
    expect(await page.getByRole("switch", { name: "Show Presentations" }).isChecked()).toBe(false);
    expect(await page.getByRole("switch", { name: "Show Video on Mobile" }).isChecked()).toBe(true);
    // Hidden on the public site: no nav link, and the page is gone.
    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/");
    expect(
      await visitor
        .getByRole("navigation", { name: "Main navigation" })
        .first()
        .getByRole("link", { name: "Presentations" })
        .count(),
    ).toBe(0);
    expect((await visitor.goto("/presentations"))!.status()).toBe(404);
    // Back on, for the other tests.
    await page.getByRole("switch", { name: "Show Presentations" }).check();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByTestId("toast").getByText("Settings updated").waitFor();

    // Link previews always get the default referral link, so one shows the new setting.
    const preview = await browser.newPage({
      ...DESKTOP,
      userAgent: "TelegramBot (like TwitterBot)",
    });
    await preview.goto("/");
    expect(await preview.getByTestId("referral-link").inputValue()).toBe(
      "https://example.com/register?ref=changed-in-test",
    );

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByTestId("toast").getByText("Logged out").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.goto("/admin/settings");
    expect(new URL(page.url()).pathname).toBe("/admin");
    expect(await page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows invalid settings with a message next to the field and keeps the old value", async () => {
    const page = await signedInAdminPage(browser);
    await page.goto("/admin/settings");
    const before = await page.getByLabel("Default Referral Link").inputValue();
    await page.getByLabel("Default Referral Link").fill("not a url");
    // Past the browser's own check, to see the server's.
    await page
      .getByLabel("Default Referral Link")
      .evaluate((el) => ((el as HTMLInputElement).form!.noValidate = true));
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Please enter a valid referral link URL.").waitFor();
    await page.reload();
    expect(await page.getByLabel("Default Referral Link").inputValue()).toBe(before);
  });

  it("the sidebar collapses to icons and expands again", async () => {
    const page = await signedInAdminPage(browser);
    await page.goto("/admin/dashboard", { waitUntil: "networkidle" });
    const sidebar = page.getByTestId("admin-sidebar");
    const wide = (await sidebar.boundingBox())!.width;
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    // The width animates: wait for it to settle narrower.
    await page.waitForFunction(
      (w) =>
        document.querySelector("[data-testid=admin-sidebar]")!.getBoundingClientRect().width <
        w / 2,
      wide,
    );
    expect(await sidebar.getAttribute("data-collapsed")).toBe("true");
    // Links keep their accessible names when collapsed.
    expect(await page.getByRole("link", { name: "Settings", exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
  });
});

describe("password change", () => {
  it("needs the current password, then signs out every other session of the account", async () => {
    // A separate account so the shared test admin keeps its password.
    const email = `pw-${Date.now()}@example.com`;
    const { adminInsertSql, executeSql } = await import("../../scripts/admin-account.ts");
    executeSql(await adminInsertSql(email, "first-password-123"), {
      persistTo: testSite().persistTo,
    });
    const signIn = async (password: string) => {
      const res = await get("/admin?index", {
        method: "POST",
        headers: { Origin: baseURL() },
        body: new URLSearchParams({ email, password }),
      });
      return res.status === 303
        ? res.headers
            .getSetCookie()
            .find((c) => c.startsWith("__Host-wm_admin="))!
            .split(";")[0]!
        : null;
    };
    const other = (await signIn("first-password-123"))!;
    const mine = (await signIn("first-password-123"))!;
    // The form as sent with the new password typed twice alike.
    const change = (currentPassword: string, newPassword: string) =>
      get("/admin/settings", {
        method: "POST",
        headers: { Cookie: mine, Origin: baseURL() },
        body: new URLSearchParams({
          intent: "change-password",
          currentPassword,
          newPassword,
          confirmPassword: newPassword,
        }),
      });

    const wrong = await change("nope", "second-password-456");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("The current password is not correct.");
    const short = await change("first-password-123", "short");
    expect(await short.text()).toContain("Use at least 12 characters.");
    // Attack: a common password dressed up with a capital letter, digits and a symbol.
    const common = await change("first-password-123", "Password1234!");
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("one of the 10,000 most common passwords");

    const ok = await change("first-password-123", "second-password-456");
    expect(ok.status).toBe(303);
    expect((await get("/admin/settings", { headers: { Cookie: other } })).status).toBe(302);
    expect(await signIn("first-password-123")).toBeNull();
    expect(await signIn("second-password-456")).not.toBeNull();
  });
});
