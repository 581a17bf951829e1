// Team accounts in Chromium: an owner invites an editor, the editor accepts, sets up TOTP, signs
// out and back in with a code, and cannot open the team or settings screens. Also walks the
// admin route table as an editor against the role matrix.
import { describe, expect, it } from "vitest";
import { isAdminPublicPath, rolesForAdminPath } from "../../app/domain/admin/roles";
import { base32Decode, totp } from "../../app/server/auth/totp";
import { adminInsertSql, executeSql } from "../../scripts/admin-account.ts";
import { ADMIN_ROUTE_PATHS } from "./admin-routes";
import { signedInAdminPage } from "./admin-session";
import { sendFrom } from "./from-address";
import { baseURL, DESKTOP, setUpBrowser } from "./browser";
import { testSite } from "./site";

const browser = setUpBrowser();

const guardedPages = ADMIN_ROUTE_PATHS.filter(
  (p) => p.startsWith("/admin/") && !isAdminPublicPath(p) && p !== "/admin/logout",
);

let editor: { email: string; password: string; cookie: string; secret: string } | null = null;

async function signInOverHttp(email: string, password: string) {
  const res = await fetch(`${baseURL()}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseURL() },
    body: new URLSearchParams({ email, password }),
  });
  return res;
}

describe("team accounts in the browser", () => {
  it("owner invites an editor who accepts, sets up TOTP, signs in with a code, and is kept out of team and settings", async () => {
    const email = `editor-${Date.now()}@example.com`;
    const password = "editor-password-123";

    // The owner invites (no email transport here: the link is shown once).
    const owner = await signedInAdminPage(browser);
    await owner.goto("/admin/team");
    await owner.getByLabel("Email").fill(email);
    await owner.getByLabel("Role").selectOption("editor");
    await owner.getByRole("button", { name: "Send invitation" }).click();
    const link = (await owner.getByTestId("invitation-link").textContent())!.trim();
    expect(link).toMatch(/\/admin\/invitation\/[\w-]{43}$/);

    // The editor accepts and chooses a password.
    const page = await browser.newPage(DESKTOP);
    await page.goto(link);
    await page.getByRole("heading", { name: "Join the Waymark team" }).waitFor();
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByRole("heading", { name: "Your account is ready" }).waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByText("This link has already been used.").waitFor();

    // Sign in with the password alone (no second factor yet), then set one up.
    await page.goto("/admin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).first().waitFor();
    const nav = page.getByRole("navigation", { name: "Admin" }).first();
    expect(await nav.getByRole("link", { name: "Team" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Settings" }).count()).toBe(0);

    await page.goto("/admin/account/two-factor");
    const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
    const key = base32Decode(secret)!;
    await page.getByLabel("6-digit code").fill(await totp(key, Date.now()));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect.poll(() => page.getByTestId("recovery-codes").locator("li").count()).toBe(10);

    // Sign out, sign in: the password leads to the code step; a code from the next time step
    // (the current one was used at set-up) signs in.
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Enter your code" }).waitFor();
    await page.getByLabel("Code").fill(await totp(key, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).first().waitFor();

    // Team and settings are refused.
    for (const path of ["/admin/team", "/admin/settings"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(403);
      expect(
        await page
          .getByRole("heading", { name: path.endsWith("team") ? "Team" : "Site Settings" })
          .count(),
      ).toBe(0);
    }
    const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-wm_admin")!;
    editor = { email, password, cookie: `__Host-wm_admin=${cookie.value}`, secret };
  }, 120_000);

  it("a password alone no longer signs the editor in", async () => {
    expect(editor).not.toBeNull();
    const res = await signInOverHttp(editor!.email, editor!.password);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/sign-in\/code/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__Host-wm_admin="))).toBe(false);
  });

  it("has admin pages to walk", () => {
    expect(guardedPages).toContain("/admin/team");
    expect(guardedPages).toContain("/admin/settings");
  });

  it.each(guardedPages)("%s: an editor is refused or let in as the matrix says", async (path) => {
    expect(editor).not.toBeNull();
    const url = path.replace(/:\w+/g, "999999");
    const res = await fetch(baseURL() + url, {
      redirect: "manual",
      headers: { Cookie: editor!.cookie },
    });
    if (rolesForAdminPath(path).includes("editor")) {
      expect(res.status).not.toBe(403);
      expect(res.status).not.toBe(302);
    } else {
      expect(res.status).toBe(403);
      // A POST is refused as well, before any action runs.
      const post = await fetch(baseURL() + url, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: editor!.cookie, Origin: baseURL() },
        body: new URLSearchParams({ intent: "require-2fa", required: "on" }),
      });
      expect(post.status).toBe(403);
    }
  });
});

describe("an owner resets a lost second factor", () => {
  it("from the Team screen: the editor is signed out and signs in with the password alone", async () => {
    expect(editor).not.toBeNull();
    const owner = await signedInAdminPage(browser);
    await owner.goto("/admin/team");
    owner.once("dialog", (d) => void d.accept());
    await owner.getByRole("button", { name: `Reset second factor: ${editor!.email}` }).click();
    await owner
      .getByTestId("team-notice")
      .getByText(/Second factor reset/)
      .waitFor();
    const row = owner.getByTestId(`member-${editor!.email}`);
    // The list is read again after the action.
    await expect.poll(() => row.getByText("Off").count()).toBe(1);
    // Their open session ended; the password alone now gives a session.
    const old = await fetch(`${baseURL()}/admin/dashboard`, {
      redirect: "manual",
      headers: { Cookie: editor!.cookie },
    });
    expect(old.status).toBe(302);
    const res = await signInOverHttp(editor!.email, editor!.password);
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__Host-wm_admin="))).toBe(true);
  });
});

describe("My Account: every person changes their own password", () => {
  it("an editor changes their password: wrong or common ones are refused, the old one stops working, this browser stays signed in", async () => {
    const email = `pw-editor-${Date.now()}@example.com`;
    const old = "editor-first-password-1";
    const fresh = "editor-second-password-2";
    executeSql(
      `${await adminInsertSql(email, old)} UPDATE admin_users SET role = 'editor' WHERE email = '${email}';`,
      { persistTo: testSite().persistTo },
    );
    const page = await browser.newPage(DESKTOP);
    await page.goto("/admin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(old);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).first().waitFor();

    await page.goto("/admin/account");
    const form = page.getByRole("form", { name: "Change your password" });
    const fill = async (current: string, next: string, confirm = next) => {
      await form.getByLabel("Current password").fill(current);
      await form.getByLabel("New password", { exact: true }).fill(next);
      await form.getByLabel("Confirm new password").fill(confirm);
      await form.getByRole("button", { name: "Change password" }).click();
    };
    await fill("not-my-password-at-all", fresh);
    await form.getByText("The current password is not correct.").waitFor();
    await fill(old, "password1234");
    await expect
      .poll(() => form.getByLabel("New password", { exact: true }).getAttribute("aria-invalid"))
      .toBe("true");
    expect((await signInOverHttp(email, old)).status).toBe(303);

    await fill(old, fresh);
    await page.getByText("Password changed").first().waitFor();
    expect(page.url()).toContain("/admin/account");
    await page.getByRole("heading", { name: "My Account" }).waitFor();
    // The failing sign-in comes from its own address: failures count per client.
    const asClient = (password: string) =>
      sendFrom(baseURL(), "127.0.0.61", "/admin?index", {
        method: "POST",
        headers: { Origin: baseURL(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password }).toString(),
      });
    expect((await asClient(old)).status).not.toBe(303);
    expect((await asClient(fresh)).status).toBe(303);
  });
});
