// Misuse from outside: floods, oversized bodies, hostile input against the admin API and forms,
// and the contact export's formula neutralisation. Each is refused clearly or stored inertly,
// and nothing else changes.
import type { ActionResult } from "../../app/schemas/action-result";
import { describe, expect, it } from "vitest";
import { signInCookie } from "./admin-session";
import { baseURL, setUpBrowser } from "./browser";
import { chooseContactsCsv, confirmConsent, emailCampaignsScreen } from "./contact-import";

async function api(path: string, method: string, body: unknown) {
  return fetch(`${baseURL()}/api/admin${path}`, {
    method,
    headers: {
      Cookie: await signInCookie(),
      Origin: baseURL(),
      "Content-Type": "application/json",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const HOSTILE_STRINGS = [
  "<script>alert(1)</script>",
  "'; DROP TABLE referral_links; --",
  "\u202Eevil\u202C \u200B\u200D zero-width",
  "😀👩‍👩‍👧 emoji",
  "../../../../etc/passwd",
  "a".repeat(600),
];

describe("oversized bodies", () => {
  it("are refused from their declared size before being read, and change nothing", async () => {
    const before = await (await api("/settings", "GET", undefined)).json();
    // The server answers 413 at once; the client may still be sending and see the connection close.
    try {
      const res = await api(
        "/settings",
        "PUT",
        JSON.stringify({ referralLink: "https://example.com/" + "a".repeat(2_000_000) }),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: "payload_too_large", message: "The request is too large." },
      });
    } catch (error) {
      expect(`${error} ${(error as Error).cause ?? ""}`).toMatch(
        /ECONNRESET|EPIPE|terminated|other side closed|socket/i,
      );
    }
    expect(await (await api("/settings", "GET", undefined)).json()).toEqual(before);
  });
});

describe("hostile input to the admin API", () => {
  it.each([
    ["wrong types", { link: 42, displayLimit: { $gt: 0 }, isActive: "maybe" }],
    ["missing fields", {}],
    ["a script URL", { link: "javascript:alert(document.cookie)" }],
    ["a data URL", { link: "data:text/html,<script>alert(1)</script>" }],
    ["not JSON at all", "{'link': "],
  ])("refuses %s with a 400 and stores nothing", async (_label, body) => {
    const before = (
      (await (await api("/referral-links", "GET", undefined)).json()) as { links: unknown[] }
    ).links.length;
    const res = await api("/referral-links", "POST", body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe("bad_request");
    expect(json.error.message).not.toMatch(/SQL|D1_|stack|at\s/);
    expect(
      ((await (await api("/referral-links", "GET", undefined)).json()) as { links: unknown[] })
        .links.length,
    ).toBe(before);
  });

  it.each(HOSTILE_STRINGS)("stores %j in a description as inert text", async (text) => {
    const res = await api("/referral-links", "POST", {
      link: `https://example.com/r?x=${encodeURIComponent(text.slice(0, 50))}`,
      description: text.slice(0, 500),
      isActive: false,
    });
    if (text.length > 500) return;
    expect(res.status).toBe(201);
    const { link } = (await res.json()) as { link: { id: number; description: string } };
    expect(link.description).toBe(text.trim());
    const html = await (
      await fetch(`${baseURL()}/admin/referral-links`, {
        headers: { Cookie: await signInCookie() },
      })
    ).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    await api(`/referral-links/${link.id}`, "DELETE", undefined);
  });

  it("refuses an unknown id, a negative id and a path traversal in an id", async () => {
    for (const id of ["999999", "-1", "..%2F..%2Fadmin", "1;DROP"]) {
      const res = await api(`/referral-links/${id}/stats`, "GET", undefined);
      expect([400, 404], id).toContain(res.status);
    }
  });
});

describe("hostile file names", () => {
  it("never reach a storage key", async () => {
    const form = new FormData();
    form.set("title", "Traversal");
    form.set("language", "en");
    form.set(
      "file",
      new Blob([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")]),
      "../../../etc/passwd\\..\\boot.ini.pdf",
    );
    const res = await fetch(`${baseURL()}/admin/presentations`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Cookie: await signInCookie(), Origin: baseURL() },
    });
    expect(res.status).toBe(303);
    const html = await (
      await fetch(`${baseURL()}/admin/presentations`, { headers: { Cookie: await signInCookie() } })
    ).text();
    const keys = [...html.matchAll(/\/files\/o\/([^?"]+)/g)].map((m) => decodeURIComponent(m[1]!));
    const key = keys.find((k) => k.includes("passwd"))!;
    expect(key).toMatch(/^en\/\d+_[\w.-]+\.pdf$/);
    expect(key).not.toContain("..");
  });
});

const browser = setUpBrowser();

describe("contact export", () => {
  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const admin = await emailCampaignsScreen(browser);
    const stamp = Date.now();
    const csv = `name,surname,email,country,language\n"=HYPERLINK(""http://evil.example"",""x"")",@SUM(A1),formula${stamp}@example.com,+India,en\n`;
    await chooseContactsCsv(admin, "formula.csv", csv);
    await confirmConsent(admin);
    await admin.getByRole("button", { name: "Save All Contacts" }).click();
    await admin.getByTestId("toast").getByText("Contacts saved").waitFor();
    const res = await fetch(`${baseURL()}/admin/email-campaigns/contacts.csv`, {
      headers: { Cookie: await signInCookie() },
    });
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const line = (await res.text()).split("\r\n").find((l) => l.includes(`formula${stamp}`))!;
    const [cells, consentAt] = [line.slice(0, line.lastIndexOf(",")), line.split(",").at(-1)!];
    expect(cells).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(A1),formula${stamp}@example.com,'+India,en,yes,import:formula.csv`,
    );
    // When consent was recorded: the import, in UTC.
    expect(Math.abs(Date.parse(consentAt) - Date.now())).toBeLessThan(10 * 60_000);
    expect(consentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe("hostile input to the admin forms", () => {
  async function post(path: string, body: Record<string, string> | object, json = false) {
    return fetch(baseURL() + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: await signInCookie(),
        Origin: baseURL(),
        ...(json ? { "Content-Type": "application/json" } : {}),
      },
      body: json ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>),
    });
  }
  async function latestAudit() {
    const res = await fetch(`${baseURL()}/api/admin/audit-log`, {
      headers: { Cookie: await signInCookie() },
    });
    return (
      ((await res.json()) as { entries: { id: number; action: string }[] }).entries.find(
        (e) => e.action !== "sign-in",
      )?.id ?? 0
    );
  }

  it.each([
    [
      "testimonial without fields",
      "/admin/testimonials",
      { name: " ", country: "", text: "<script>x</script>" },
      false,
    ],
    [
      "testimonial with an id that is not a number",
      "/admin/testimonials",
      { id: "1 OR 1=1", name: "a", country: "b", text: "c" },
      false,
    ],
    [
      "video with a script URL",
      "/admin/videos",
      { title: "<b>x</b>", language: "en", url: "javascript:alert(1)" },
      false,
    ],
    [
      "video in an unknown language",
      "/admin/videos",
      { title: "x", language: "../../etc", url: "https://youtu.be/dQw4w9WgXcQ" },
      false,
    ],
    [
      "referral link with a data URL",
      "/admin/referral-links",
      { intent: "save", link: "data:text/html,x", displayLimit: "10" },
      false,
    ],
    [
      "settings with a script URL",
      "/admin/settings",
      {
        intent: "settings",
        referralLink: "javascript:alert(1)",
        youtubeDefaultId: "",
        senderName: "x",
        senderEmail: "x@example.com",
        postalAddress: "x",
      },
      false,
    ],
    [
      "translations with an unknown key",
      "/admin/translations",
      { intent: "save", language: "hi", edits: [{ key: "__proto__", text: "x", source: "human" }] },
      true,
    ],
    [
      "translations with a huge text",
      "/admin/translations",
      {
        intent: "save",
        language: "hi",
        edits: [{ key: "general.nav.home", text: "x".repeat(5001), source: "human" }],
      },
      true,
    ],
    [
      "translations in an unknown language",
      "/admin/translations",
      {
        intent: "save",
        language: "xx",
        edits: [{ key: "general.nav.home", text: "x", source: "human" }],
      },
      true,
    ],
    [
      "a template without a body",
      "/admin/email-campaigns",
      { intent: "save-template", name: "x", subject: "y", body: " ", language: "en" },
      true,
    ],
    [
      "a campaign with an injected template id",
      "/admin/email-campaigns",
      {
        intent: "send",
        name: "x",
        templateId: "1 OR 1=1",
        languageFilter: "all",
        countryFilter: "all",
      },
      true,
    ],
  ])("refuses %s and changes nothing", async (_label, path, body, json) => {
    const before = await latestAudit();
    const res = await post(path, body, json);
    expect(res.status).toBeLessThan(500);
    // JSON actions answer inside the page; form actions with 400. Either way nothing was
    // changed: every successful admin change writes the audit log.
    if (!json) expect(res.status).toBe(400);
    expect(await latestAudit()).toBe(before);
  });

  it.each([
    [
      "CSV text that is not text",
      { consent: true, fileName: "x.csv", csv: { rows: 1 } },
      "Please upload a valid CSV file",
    ],
    [
      "a bad header",
      { consent: true, fileName: "x.csv", csv: "email\na@b.co" },
      "Missing required field: name",
    ],
    [
      "only bad rows",
      { consent: true, fileName: "x.csv", csv: "name,email,country,language\nA,not-mail,X,en" },
      "No valid contacts to save",
    ],
    [
      "part 0",
      {
        consent: true,
        fileName: "x.csv",
        csv: "name,email,country,language\nA,a@b.co,X,en",
        part: 0,
        parts: 1,
      },
      "Invalid import part",
    ],
    [
      "no consent",
      { fileName: "x.csv", csv: "name,email,country,language\nA,a@b.co,X,en" },
      "Confirm that these people agreed to receive email",
    ],
    [
      "no file name",
      { consent: true, fileName: " ", csv: "name,email,country,language\nA,a@b.co,X,en" },
      "Please select a CSV file to import",
    ],
  ])(
    "refuses a contact import with %s, saying why, and saves nothing",
    async (_label, body, message) => {
      const before = await latestAudit();
      const res = await post("/admin/email-campaigns/import", body, true);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as ActionResult;
      expect(answer.ok).toBe(false);
      expect(answer.toast.description?.toLowerCase()).toContain(message.toLowerCase());
      expect(await latestAudit()).toBe(before);
    },
  );

  it("refuses an oversized sign-in and an unknown language choice without side effects", async () => {
    const login = await fetch(`${baseURL()}/admin?index`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ email: "a".repeat(300) + "@example.com", password: "x" }),
    });
    expect(login.status).toBe(400);
    const lang = await fetch(`${baseURL()}/language`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ lang: "xx", path: "/join" }),
    });
    expect(lang.status).toBe(303);
    expect(lang.headers.get("Location")).toBe("/");
    expect(lang.headers.getSetCookie().join("")).not.toContain("__Host-wm_lang");
  });
});
