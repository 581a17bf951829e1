// Attacks from outside, one test each, named for the attack (issue 15). They run against their
// own site with the real per-client budgets (the shared e2e site raises them for Chromium), and
// each client is a real socket address on the loopback network (127.0.0.x): the local runtime,
// like Cloudflare's edge, takes the client address from the connection, never from a header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hi } from "../../app/i18n/dictionaries/hi";
import { sendFrom } from "./from-address";
import { adminInsertSql, executeSql } from "../../scripts/admin-account.ts";
import {
  newSecret,
  querySql,
  startScratchSite,
  type ScratchSite,
} from "../../scripts/local-runtime.ts";

let site: ScratchSite;
let adminCookie = "";
const send = (from: string, path: string, init: Parameters<typeof sendFrom>[3] = {}) =>
  sendFrom(site.url, from, path, {
    ...init,
    headers: { "User-Agent": BROWSER_UA, ...init.headers },
  });
const ADMIN = { email: "hostile-admin@example.com", password: newSecret() };
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";

beforeAll(async () => {
  site = await startScratchSite();
  executeSql(await adminInsertSql(ADMIN.email, ADMIN.password), { persistTo: site.persistTo });
  const signedIn = await signIn("127.0.0.30", ADMIN.password);
  adminCookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
}, 180_000);
afterAll(() => site?.close());

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: {
    Origin: site.url,
    "Content-Type": "application/x-www-form-urlencoded",
  },
  body: new URLSearchParams(fields).toString(),
});

async function multipart(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  const encoded = new Request("http://x.invalid/", { method: "POST", body: data });
  return {
    method: "POST",
    headers: { Origin: site.url, "Content-Type": encoded.headers.get("Content-Type")! },
    body: new Uint8Array(await encoded.arrayBuffer()),
  };
}

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const presentation = (title: string) =>
  multipart({
    title,
    language: "en",
    file: new File([PDF], "deck.pdf", { type: "application/pdf" }),
  });

const signIn = (from: string, password: string) =>
  send(from, "/admin?index", form({ email: ADMIN.email, password }));

/** Displays left in the active pool, read through the admin API (signed in from its own address). */
async function displaysLeft(): Promise<number> {
  const res = await send("127.0.0.30", "/api/admin/referral-links", {
    headers: { Cookie: adminCookie },
  });
  const { links } = JSON.parse(res.text) as {
    links: { isActive: boolean; displaysLeft: number }[];
  };
  return links.filter((l) => l.isActive).reduce((sum, l) => sum + l.displaysLeft, 0);
}

const refresh = (from: string, headers: Record<string, string> = {}) =>
  send(from, "/referral/refresh", {
    ...form({ page: "/" }),
    headers: { ...form({}).headers, ...headers },
  });

// Hundreds of requests each, on a machine that may be busy: generous time.
describe("hostile input from outside", { timeout: 240_000 }, () => {
  it("open redirect through the language switch: the Location stays on the site", async () => {
    for (const path of [
      "/hi//evil.example",
      "/.//evil.example",
      "/hi/\\evil.example",
      "/hi/%2F%2Fevil.example",
      "/hi/%5Cevil.example",
      "/hi/./%2e%2e//evil.example",
    ]) {
      const res = await send("127.0.0.2", "/language", form({ lang: "en", path }));
      expect(res.status, path).toBe(303);
      const location = String(res.headers.location);
      expect(location, path).toBe("/");
      expect(new URL(location, site.url).origin).toBe(new URL(site.url).origin);
    }
    // An ordinary switch still lands on the same page in the new language.
    const ok = await send("127.0.0.2", "/language", form({ lang: "en", path: "/hi/join" }));
    expect(ok.headers.location).toBe("/join");
  });

  it("parallel password guessing: 60 wrong guesses at once get at most 10 checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn("127.0.0.3", `wrong-guess-${i}`)),
    );
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(60 - checked);
  });

  it("admin lockout: after 100 failures from one address the admin signs in from another", async () => {
    for (let i = 0; i < 100; i++)
      expect((await signIn("127.0.0.4", `nope-${i}`)).status).not.toBe(303);
    // The attacker stays refused, even with the right password.
    expect((await signIn("127.0.0.4", ADMIN.password)).status).toBe(429);
    const admin = await signIn("127.0.0.5", ADMIN.password);
    expect(admin.status).toBe(303);
    expect(String(admin.headers["set-cookie"])).toContain("wm_admin=");
  });

  it("referral pool drain: 300 refreshes from one client take at most 3 displays; others still get pool links", async () => {
    const before = await displaysLeft();
    for (let i = 0; i < 300; i += 30)
      await Promise.all(Array.from({ length: 30 }, () => refresh("127.0.0.6")));
    const taken = before - (await displaysLeft());
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(3);
    const other = await refresh("127.0.0.7");
    expect(other.status).toBe(200);
    expect(await displaysLeft()).toBe(before - taken - 1);
  });

  it("forged client address: a CF-Connecting-IP header does not give a client a new budget", async () => {
    const before = await displaysLeft();
    for (let i = 0; i < 10; i++)
      await refresh("127.0.0.8", { "CF-Connecting-IP": `198.51.100.${i + 1}` });
    expect(before - (await displaysLeft())).toBeLessThanOrEqual(3);
  });

  it("upload flood: 20 parallel visitor uploads from one client, at most 5 accepted", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        send("127.0.0.9", "/presentations", await presentation(`Flood ${i}`)),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    const accepted = statuses.filter((s) => s === 303).length;
    expect(accepted, statuses.join(" ")).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(5);
    expect(
      statuses.filter((s) => s !== 303 && s !== 429),
      statuses.join(" "),
    ).toEqual([]);
    const [row] = querySql<{ n: number }>(
      site.persistTo,
      "SELECT count(*) AS n FROM presentations WHERE title LIKE 'Flood %'",
    );
    expect(Number(row?.n)).toBe(accepted);
  });

  it("click flood: /go answers 429 with a clear message after 60 clicks a minute from one client, others unaffected", async () => {
    const click = (from: string) =>
      send(from, "/go?from=/hi", { headers: { "User-Agent": "Mozilla/5.0 Chrome/120" } });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await click("127.0.0.11")).status);
    expect(statuses.every((s) => s === 302)).toBe(true);
    const refused = await click("127.0.0.11");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.text).toBe(hi["general.rateLimited"]);
    expect((await click("127.0.0.12")).status).toBe(302);
  });

  it("review queue flood: once it is full a visitor is told so in their language, and nothing is stored", async () => {
    executeSql(
      `WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 60)
       INSERT INTO presentations (title, language, file_path, file_name, content_type, size_bytes, status, uploaded_by)
       SELECT 'Queued ' || value, 'en', 'en/queued-' || value || '.pdf', 'q.pdf', 'application/pdf', 1000, 'pending', 'visitor'
       FROM n`,
      { persistTo: site.persistTo },
    );
    const res = await send("127.0.0.10", "/hi/presentations", await presentation("One too many"));
    expect(res.status).toBe(503);
    expect(res.text).toContain(hi["presentations.upload.queueFull"]);
    const [row] = querySql<{ n: number }>(
      site.persistTo,
      "SELECT count(*) AS n FROM presentations WHERE title = 'One too many'",
    );
    expect(Number(row?.n)).toBe(0);
  });
  it("hostile XLIFF character reference: &#x110000; or a 20-digit reference gets a clear refusal, not a 500, and saves nothing", async () => {
    const before = querySql<{ n: number }>(
      site.persistTo,
      "SELECT COUNT(*) AS n FROM translation_overrides WHERE language = 'hi'",
    )[0]!.n;
    for (const reference of ["&#x110000;", "&#12345678901234567890;"]) {
      const content = `<xliff version="2.0" srcLang="en" trgLang="hi"><file id="f"><unit id="general.nav.home"><segment><source>Home</source><target>घर${reference}</target></segment></unit></file></xliff>`;
      for (const intent of ["import-preview", "import-apply"]) {
        const res = await send("127.0.0.30", "/admin/translations", {
          method: "POST",
          headers: { Cookie: adminCookie, Origin: site.url, "Content-Type": "application/json" },
          body: JSON.stringify({ intent, language: "hi", content }),
        });
        expect(res.status, `${intent} ${reference}`).toBeLessThan(500);
        expect(res.text, `${intent} ${reference}`).toContain(
          "is not a character an XML file may hold",
        );
      }
    }
    const after = querySql<{ n: number }>(
      site.persistTo,
      "SELECT COUNT(*) AS n FROM translation_overrides WHERE language = 'hi'",
    )[0]!.n;
    expect(after).toBe(before);
  });

  /** An account with a second factor turned on, for the code step (no secret: every code is wrong). */
  async function accountWithSecondFactor(email: string, password: string) {
    executeSql(await adminInsertSql(email, password), { persistTo: site.persistTo });
    executeSql(`UPDATE admin_users SET totp_enabled_at = 1 WHERE email = '${email}'`, {
      persistTo: site.persistTo,
    });
  }

  /** The right password from `from`: the code step's cookie. */
  async function codeStep(from: string, email: string, password: string) {
    const res = await send(from, "/admin?index", form({ email, password }));
    expect(res.status).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/admin\/sign-in\/code/);
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    return cookies.find((c) => c.startsWith("wm_admin_step="))!.split(";")[0]!;
  }

  const postCode = (from: string, cookie: string, code: string) =>
    send(from, "/admin/sign-in/code", {
      ...form({ code }),
      headers: { ...form({}).headers, Cookie: cookie },
    });

  it("second factor brute force from one address: alternating the password and wrong codes gets at most 5 codes checked", async () => {
    const email = "hostile-2fa-one@example.com";
    const password = newSecret();
    await accountWithSecondFactor(email, password);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const cookie = await codeStep("127.0.0.70", email, password);
      for (let i = 0; i < 9; i++)
        statuses.push((await postCode("127.0.0.70", cookie, String(100000 + i))).status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it("second factor brute force from many addresses: each with the password, at most 5 codes checked in all", async () => {
    const email = "hostile-2fa-many@example.com";
    const password = newSecret();
    await accountWithSecondFactor(email, password);
    const statuses: number[] = [];
    for (let n = 71; n <= 82; n++) {
      const from = `127.0.0.${n}`;
      const cookie = await codeStep(from, email, password);
      for (let i = 0; i < 3; i++)
        statuses.push((await postCode(from, cookie, String(200000 + i))).status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });
});
