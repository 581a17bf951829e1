// "Get updates by email" with double opt-in: the form's endpoint, the confirmation email (local
// outbox: no transport is configured here) and the confirmation link, on the real local D1, KV
// and rate-limiter Durable Objects.
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailContacts, outboxEmails } from "~/data/schema";
import { saveSiteSettings } from "~/data/settings";
import { countRecipients, unsubscribeByToken } from "~/data/contacts";
import { hi } from "~/i18n/dictionaries/hi";
import * as signupRoute from "~/routes/site/signup/route";
import * as confirmRoute from "~/routes/site/signup/confirm";
import { signJson } from "~/server/http/signing.server";
import { importContacts } from "./support/campaign-fixtures";
import { storedContact } from "./support/contact-fixtures";
import { db } from "./support/local";
import { outboxTo } from "./support/outbox";
import { routeContext } from "./support/route-context";

const HOUR = 60 * 60 * 1000;

type Unwrapped = { status: number; body: unknown };

/** An action's or loader's answer: a data() value, a plain value, or a thrown response. */
async function settle(run: () => Promise<unknown>): Promise<Unwrapped> {
  try {
    const value = await run();
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const init = (value as { init: ResponseInit | null }).init;
      return { status: init?.status ?? 200, body: (value as { data: unknown }).data };
    }
    return { status: 200, body: value };
  } catch (thrown) {
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return { status: (thrown as { init: ResponseInit }).init.status ?? 500, body: null };
    throw thrown;
  }
}

let ipCounter = 0;
/** A client address of its own for each test, so budgets never leak between tests. */
function newClient(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function signupRequest(fields: Record<string, string>, ip: string, path = "/hi/signup") {
  return new Request(`https://waymark.test${path}`, {
    method: "POST",
    headers: { "CF-Connecting-IP": ip, Origin: "https://waymark.test" },
    body: new URLSearchParams(fields),
  });
}

function postSignup(fields: Record<string, string>, ip = newClient(), lang = "hi") {
  return settle(() =>
    signupRoute.action({
      request: signupRequest(fields, ip, `/${lang}/signup`),
      params: { lang },
      context: routeContext(),
    } as never),
  );
}

function contactRow(address: string) {
  return storedContact(address, {
    name: emailContacts.name,
    language: emailContacts.language,
    subscribed: emailContacts.subscribed,
    consentSource: emailContacts.consentSource,
    consentAt: emailContacts.consentAt,
  });
}

/** A contact subscribed by the Hindi join page's signup form, under this name. */
const subscribedBySignup = (name: string) => ({
  name,
  language: "hi",
  subscribed: true,
  consentSource: "signup:/hi/join",
});

function tokenFrom(text: string): string {
  const match = text.match(/\/hi\/signup\/confirm\/([\w-]+\.[\w-]+)/);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

function openLink(token: string) {
  return settle(() =>
    confirmRoute.loader({
      request: new Request(`https://waymark.test/hi/signup/confirm/${token}`),
      params: { lang: "hi", token },
      context: routeContext(),
    } as never),
  );
}

function confirm(token: string) {
  return settle(() =>
    confirmRoute.action({
      request: new Request(`https://waymark.test/hi/signup/confirm/${token}`, { method: "POST" }),
      params: { lang: "hi", token },
      context: routeContext(),
    } as never),
  );
}

const address = () => `signup-${crypto.randomUUID()}@example.com`;

/** A contact imported `daysAgo` days ago (its consent is that old). */
async function importContact(email: string, name: string, country = "", daysAgo = 30) {
  await importContacts(
    [{ name, surname: "", email, country, language: "en" }],
    "import:old.csv",
    Date.now() - daysAgo * 24 * HOUR,
  );
}

beforeEach(async () => {
  await saveSiteSettings(db, { emailSignup: true });
});

describe("the signup form's endpoint", () => {
  it("answers 404, sends nothing and stores nothing while Settings has the form off", async () => {
    await saveSiteSettings(db, { emailSignup: false });
    const email = address();
    expect((await postSignup({ email, from: "/hi/join" })).status).toBe(404);
    const page = await settle(() =>
      signupRoute.loader({
        request: new Request("https://waymark.test/hi/signup"),
        params: { lang: "hi" },
        context: routeContext(),
      } as never),
    );
    expect(page.status).toBe(404);
    expect(await outboxTo(email)).toEqual([]);
    // A link sent while it was on does not work either.
    const token = await signJson(env.SESSION_SECRET, "email-signup", {
      e: email,
      n: "",
      l: "hi",
      p: "/hi/join",
      t: Date.now(),
    });
    expect((await openLink(token)).status).toBe(404);
    expect((await confirm(token)).status).toBe(404);
    expect(await contactRow(email)).toBeNull();
  });

  it("emails a Hindi confirmation link and stores no contact until it is used", async () => {
    const email = address();
    const answer = await postSignup({ email: email.toUpperCase(), name: "Asha", from: "/hi/join" });
    expect(answer).toEqual({ status: 200, body: { state: "sent" } });
    const [mail, ...more] = await outboxTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(hi["general.signup.emailSubject"]);
    expect(mail!.text).toContain("पुष्टि करने के लिए 48 घंटे के भीतर यह लिंक खोलें");
    const token = tokenFrom(mail!.text);
    expect(mail!.html).toContain(`<a href="https://waymark.test/hi/signup/confirm/${token}">`);
    // Not a contact, so no campaign reaches it.
    expect(await contactRow(email)).toBeNull();
  });

  it("answers the same, and sends the same email, whether or not the address is a contact", async () => {
    const known = address();
    await importContact(known, "Known");
    const unknown = address();
    const a = await postSignup({ email: known, from: "/hi" });
    const b = await postSignup({ email: unknown, from: "/hi" });
    expect(a).toEqual(b);
    expect((await outboxTo(known)).map((m) => m.subject)).toEqual(
      (await outboxTo(unknown)).map((m) => m.subject),
    );
  });

  it("answers a filled honeypot like a person, and sends and stores nothing", async () => {
    const email = address();
    const answer = await postSignup({ email, website: "https://spam.example", from: "/hi" });
    expect(answer).toEqual({ status: 200, body: { state: "sent" } });
    expect(await outboxTo(email)).toEqual([]);
    expect(await contactRow(email)).toBeNull();
  });

  it("refuses a bad address or name in the page's language and sends nothing", async () => {
    const bad = await postSignup({ email: "not-an-address", from: "/hi" });
    expect(bad).toEqual({
      status: 400,
      body: { state: "error", error: "general.signup.invalidEmail", field: "email" },
    });
    const email = address();
    const longName = await postSignup({ email, name: "x".repeat(101), from: "/hi" });
    expect(longName.body).toMatchObject({ error: "general.signup.nameTooLong", field: "name" });
    expect(await outboxTo(email)).toEqual([]);
  });

  it("limits one client to 5 requests an hour (atomic budget), then answers 429", async () => {
    const ip = newClient();
    const emails = Array.from({ length: 6 }, address);
    const answers = await Promise.all(
      emails.map((email) => postSignup({ email, from: "/hi" }, ip)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toEqual([
      {
        status: 429,
        body: { state: "error", error: "general.signup.tooMany", field: null },
      },
    ]);
    const sent = await db
      .select({ to: outboxEmails.toAddress })
      .from(outboxEmails)
      .where(like(outboxEmails.toAddress, "signup-%"));
    expect(emails.filter((e) => sent.some((s) => s.to === e))).toHaveLength(5);
  });

  it("honours CLIENT_LIMIT_MULTIPLIER", async () => {
    const ip = newClient();
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(
        await settle(() =>
          signupRoute.action({
            request: signupRequest({ email: address(), from: "/hi" }, ip),
            params: { lang: "hi" },
            context: routeContext({ env: { CLIENT_LIMIT_MULTIPLIER: "2" } }),
          } as never),
        ),
      );
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("sends one address at most 3 confirmation emails a day, whoever asks, with the same answer", async () => {
    const email = address();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await postSignup({ email, from: "/hi" }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await outboxTo(email)).toHaveLength(3);
  });
});

describe("the confirmation link", () => {
  async function signUp(email: string, fields: Record<string, string> = {}) {
    await postSignup({ email, from: "/hi/join", ...fields });
    const mails = await outboxTo(email);
    return tokenFrom(mails.at(-1)!.text);
  }

  it("asks before it changes anything, then stores the contact with its consent record", async () => {
    const email = address();
    const before = Date.now();
    const token = await signUp(email, { name: "Asha" });
    const opened = await openLink(token);
    expect(opened.body).toEqual({ status: "valid", email });
    expect(await contactRow(email)).toBeNull();

    expect((await confirm(token)).body).toEqual({ confirmed: true });
    const row = await contactRow(email);
    expect(row).toMatchObject(subscribedBySignup("Asha"));
    expect(row!.consentAt).toBeGreaterThanOrEqual(before);

    // Twice is harmless: one contact, the first consent kept.
    expect((await confirm(token)).body).toEqual({ confirmed: true });
    expect(await contactRow(email)).toEqual(row);
    const rows = await db.select().from(emailContacts).where(eq(emailContacts.email, email));
    expect(rows).toHaveLength(1);
  });

  it("re-subscribes a contact who had unsubscribed, with the new consent", async () => {
    const email = address();
    await importContact(email, "Old", "IN");
    const [{ token: unsubscribe }] = (await db
      .select({ token: emailContacts.unsubscribeToken })
      .from(emailContacts)
      .where(eq(emailContacts.email, email))) as [{ token: string }];
    await unsubscribeByToken(db, unsubscribe);
    expect((await contactRow(email))!.subscribed).toBe(false);

    const token = await signUp(email);
    await confirm(token);
    const row = await contactRow(email);
    expect(row).toMatchObject(subscribedBySignup("Old"));
    expect(row!.consentAt).toBeGreaterThan(Date.now() - HOUR);
  });

  it("keeps a bounced contact suppressed when it confirms: still never mailed", async () => {
    const email = address();
    await importContact(email, "Bounced", "Nowhere-land");
    await db
      .update(emailContacts)
      .set({
        suppressed: "bounced",
        suppressedAt: Date.now(),
        suppressionReason: "550 no such user",
      })
      .where(eq(emailContacts.email, email));
    await confirm(await signUp(email));
    const [row] = await db
      .select({ suppressed: emailContacts.suppressed, consentSource: emailContacts.consentSource })
      .from(emailContacts)
      .where(eq(emailContacts.email, email));
    expect(row).toEqual({ suppressed: "bounced", consentSource: "signup:/hi/join" });
    expect(await countRecipients(db, "all", "Nowhere-land")).toBe(0);
  });

  it("refuses a forged or altered link and stores nothing", async () => {
    const email = address();
    const token = await signUp(email);
    const [payload, signature] = token.split(".") as [string, string];
    const other = btoa(
      JSON.stringify({ e: "victim@example.com", n: "", l: "hi", p: "/hi", t: Date.now() }),
    ).replace(/=+$/, "");
    for (const forged of [
      `${other}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      "not-a-token",
      await signJson("another-secret-another-secret-another-secret", "email-signup", {
        e: email,
        n: "",
        l: "hi",
        p: "/hi",
        t: Date.now(),
      }),
    ]) {
      expect((await openLink(forged)).body, forged).toEqual({ status: "invalid", email: null });
      expect((await confirm(forged)).status).toBe(400);
    }
    expect(await contactRow(email)).toBeNull();
    expect(await contactRow("victim@example.com")).toBeNull();
  });

  it("refuses an expired link (older than 48 hours) and stores nothing", async () => {
    const email = address();
    const token = await signJson(env.SESSION_SECRET, "email-signup", {
      e: email,
      n: "",
      l: "hi",
      p: "/hi/join",
      t: Date.now() - 49 * HOUR,
    });
    expect((await openLink(token)).body).toEqual({ status: "expired", email: null });
    expect((await confirm(token)).status).toBe(400);
    expect(await contactRow(email)).toBeNull();
  });
});
