// Email abuse, tried as an attacker would (issue 31): one mailbox flooded with confirmation
// emails under many spellings, forged bounce and complaint reports sent to the bounce mailbox,
// and a request's Host header choosing where the links in an email point.
import { env } from "cloudflare:workers";
import { inject, beforeEach, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import {
  campaignRecipients,
  emailContacts,
  emailDeliveryEvents,
  outboxEmails,
} from "~/data/schema";
import { saveSiteSettings } from "~/data/settings";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { PUBLIC_URL_NOT_CONFIGURED } from "~/server/email/delivery-problem.server";
import { confirmSignup, readSignupLink } from "~/server/email/signup.server";
import { LOCAL_ORIGIN } from "~/server/http/origin.server";
import * as signupRoute from "~/routes/site/signup/route";
import * as campaignsRoute from "~/routes/admin/email-campaigns/route";
import { deliveryStatusNotification, feedbackReport } from "../support/delivery-reports";
import type { SinkMessage } from "../support/smtp-sink";
import { deliverToBounceMailbox } from "./support/bounce-mail";
import { creationFailed, postCampaignAction } from "./support/campaign-action";
import { addTemplate } from "./support/campaign-fixtures";
import {
  addContacts,
  campaignSentTo,
  person,
  resetContacts,
  suppressionOf,
} from "./support/contact-fixtures";
import { db } from "./support/local";
import { routeContext, testAdmin } from "./support/route-context";

let ipCounter = 0;
/** A client address of its own for each request: the attacker spreads over many. */
function newClient(): string {
  ipCounter++;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** The signup form posted to `origin` (the Host the Worker received) with this address. */
async function postSignup(email: string, options: { origin?: string; env?: Partial<Env> } = {}) {
  const origin = options.origin ?? "https://waymark.test";
  const request = new Request(`${origin}/hi/signup`, {
    method: "POST",
    headers: { Host: new URL(origin).host, Origin: origin, "CF-Connecting-IP": newClient() },
    body: new URLSearchParams({ email, from: "/hi/join" }),
  });
  const answer = await signupRoute.action({
    request,
    params: { lang: "hi" },
    context: routeContext({ env: options.env }),
  } as never);
  return { status: answer.init?.status ?? 200, body: answer.data };
}

async function outboxTo(addresses: string[]) {
  return db
    .select({ to: outboxEmails.toAddress, text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(inArray(outboxEmails.toAddress, addresses));
}

/** The confirmation link in an email's text. */
function linkIn(text: string): URL {
  const match = /https?:\/\/\S+\/hi\/signup\/confirm\/[\w.-]+/.exec(text);
  expect(match, text).not.toBeNull();
  return new URL(match![0]);
}

describe("the signup confirmation limit", () => {
  beforeEach(async () => {
    await saveSiteSettings(db, { emailSignup: true });
  });

  it("counts +tags and Gmail's dots as one mailbox: victim+1@, victim+2@ and v.ictim@ share one budget", async () => {
    const name = `victim${crypto.randomUUID().slice(0, 8)}`;
    const spellings = [
      `${name}+1@gmail.com`,
      `${name}+2@gmail.com`,
      `${name.slice(0, 1)}.${name.slice(1)}@gmail.com`,
      `${name.toUpperCase()}+news@googlemail.com`,
    ];
    const answers = [];
    for (const email of spellings)
      for (let i = 0; i < 3; i++) answers.push(await postSignup(email));
    // Every request hears the same answer; the mailbox gets the day's 3 emails, not 12.
    expect(answers.every((a) => a.status === 200 && a.body.state === "sent")).toBe(true);
    const lowered = spellings.map((s) => s.toLowerCase());
    expect(await outboxTo(lowered)).toHaveLength(3);

    // Another person's mailbox at the same provider keeps its own budget.
    const other = `${name}x+1@gmail.com`;
    await postSignup(other);
    expect(await outboxTo([other])).toHaveLength(1);
  });

  it("stores the contact with the address as typed, not its mailbox key", async () => {
    const typed = `v.ictim+${crypto.randomUUID().slice(0, 8)}@gmail.com`;
    await postSignup(typed);
    const [mail] = await outboxTo([typed]);
    const token = linkIn(mail!.text).pathname.split("/").at(-1)!;
    const link = await readSignupLink(env.SESSION_SECRET, token);
    expect(link.status).toBe("valid");
    if (link.status === "valid") await confirmSignup(db, link.signup);
    const rows = await db
      .select({ email: emailContacts.email })
      .from(emailContacts)
      .where(eq(emailContacts.email, typed));
    expect(rows).toEqual([{ email: typed }]);
  });
});

describe("links in emails come from PUBLIC_URL, never from the request's Host", () => {
  beforeEach(async () => {
    await saveSiteSettings(db, { emailSignup: true });
  });

  it("a signup posted with Host: evil.example gets a confirmation link to the site's own origin", async () => {
    const email = `host-${crypto.randomUUID()}@example.com`;
    // Not configured (a local run): the origin `npm start` serves.
    await postSignup(email, { origin: "http://evil.example", env: { PUBLIC_URL: undefined } });
    const configured = `host2-${crypto.randomUUID()}@example.com`;
    await postSignup(configured, {
      origin: "http://evil.example",
      env: { PUBLIC_URL: "https://waymark.example/any/path" },
    });
    const [local] = await outboxTo([email]);
    const [published] = await outboxTo([configured]);
    expect(linkIn(local!.text).origin).toBe(LOCAL_ORIGIN);
    expect(linkIn(published!.text).origin).toBe("https://waymark.example");
    expect(`${local!.text}${published!.text}`).not.toContain("evil.example");
  });

  it("production without PUBLIC_URL sends no confirmation email", async () => {
    const email = `prod-${crypto.randomUUID()}@example.com`;
    const answer = await postSignup(email, {
      env: { APP_ENV: "production", PUBLIC_URL: undefined, SMTP_URL: inject("smtpUrl") },
    });
    expect(answer).toEqual({
      status: 503,
      body: { state: "error", error: "general.signup.failed", field: null },
    });
    expect(await outboxTo([email])).toEqual([]);
  });

  it("a test send and a campaign started from Host: evil.example link to the configured origin", async () => {
    const templateId = await addTemplate({
      name: `Host ${crypto.randomUUID()}`,
      subject: "Hi {name}",
      body: "Dear {name}",
    });
    const address = `test-send-${crypto.randomUUID()}@example.com`;
    const queued: unknown[] = [];
    const queue = { send: async (body: unknown) => void queued.push(body) } as unknown as Queue;
    const overrides = { SMTP_URL: inject("smtpUrl"), PUBLIC_URL: undefined, EMAIL_QUEUE: queue };
    const post = async (body: Record<string, unknown>) =>
      campaignsRoute.action({
        request: new Request("http://evil.example/admin/email-campaigns", {
          method: "POST",
          headers: { Host: "evil.example", "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        context: routeContext({ admin: await testAdmin(), env: overrides }),
        params: {},
      } as never);
    const base = { templateId, useTranslation: false };
    await post({ intent: "test-send", ...base, language: "en", addresses: address });
    const all = (await (await fetch(`${inject("smtpApiUrl")}/messages`)).json()) as SinkMessage[];
    const testEmail = all.find((m) => m.envelopeTo.includes(address))!;
    expect(testEmail.text).toContain(`${LOCAL_ORIGIN}/unsubscribe/test-send`);
    expect(testEmail.text).not.toContain("evil.example");

    await addContacts([person("Host", `host-${crypto.randomUUID()}@example.com`)]);
    await post({ intent: "send", name: `Host ${crypto.randomUUID()}`, ...base });
    expect(queued).toMatchObject([{ type: "campaign", origin: LOCAL_ORIGIN }]);
  });

  it("production refuses to start sending without PUBLIC_URL, and says why on the screens", async () => {
    const templateId = await addTemplate({ name: "P", subject: "Hi", body: "Dear {name}" });
    await addContacts([person("Prod", `prod-${crypto.randomUUID()}@example.com`)]);
    const production = {
      APP_ENV: "production",
      SMTP_URL: inject("smtpUrl"),
      PUBLIC_URL: undefined,
    };
    const started = await postCampaignAction(
      { intent: "send", name: "Launch", templateId, useTranslation: false },
      { env: production },
    );
    expect(started).toEqual(creationFailed(PUBLIC_URL_NOT_CONFIGURED));
    const tested = await postCampaignAction(
      {
        intent: "test-send",
        templateId,
        language: "en",
        useTranslation: false,
        addresses: "a@example.com",
      },
      { env: production },
    );
    expect(tested).toMatchObject({ ok: false, message: PUBLIC_URL_NOT_CONFIGURED });
    expect((await loadDashboard(db, { ...env, ...production })).emailProblem).toBe(
      PUBLIC_URL_NOT_CONFIGURED,
    );
  });
});

describe("forged bounce and complaint reports", () => {
  beforeEach(async () => {
    await resetContacts();
    await saveSiteSettings(db, { softBounceLimit: 3 });
  });

  /** A campaign to a victim through the outbox, stamped as the queue consumer sends it. */
  async function mailVictim() {
    const victim = `victim-${crypto.randomUUID()}@example.com`;
    const campaign = await campaignSentTo([victim]);
    const [row] = await db
      .select({ ledgerId: campaignRecipients.id, messageId: campaignRecipients.messageId })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    const [mail] = await db
      .select({ headers: outboxEmails.headers })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, victim));
    const headers = JSON.parse(mail!.headers) as Record<string, string>;
    return { victim, campaignId: campaign.id, ...row!, headers };
  }

  /** A report about an email to `recipient` that quotes these header lines. */
  const about = (recipient: string, quoted: string[]) => ({
    recipient,
    sender: "news@waymark.test",
    quotedHeaders: [`To: <${recipient}>`, "Subject: News", ...quoted].join("\r\n"),
  });

  const hardBounce = (recipient: string, quoted: string[] = []) =>
    deliveryStatusNotification(about(recipient, quoted), "5.1.1", "550 5.1.1 User unknown");

  async function storedEvents() {
    const [row] = await db.select({ n: count() }).from(emailDeliveryEvents);
    return row!.n;
  }

  it("a report that only names the recipient suppresses nobody and stores nothing", async () => {
    const { victim } = await mailVictim();
    await deliverToBounceMailbox(hardBounce(victim));
    await deliverToBounceMailbox(feedbackReport(about(victim, [])), { from: "fbl@isp.test" });
    for (let i = 0; i < 4; i++)
      await deliverToBounceMailbox(
        deliveryStatusNotification(about(victim, []), "4.2.2", "452 4.2.2 Mailbox full"),
      );
    expect(await suppressionOf(victim)).toMatchObject({ suppressed: null, softBounces: 0 });
    expect(await storedEvents()).toBe(0);
  });

  it("a report quoting a guessed Message-ID (campaign-N.recipient-M) suppresses nobody", async () => {
    const { victim, messageId } = await mailVictim();
    expect(messageId).toMatch(/^<campaign-\d+\.recipient-\d+@/);
    await deliverToBounceMailbox(hardBounce(victim, [`Message-ID: ${messageId}`]));
    expect((await suppressionOf(victim)).suppressed).toBeNull();
  });

  it("a forged or borrowed stamp suppresses nobody, in the quoted headers or the envelope address", async () => {
    const { victim, campaignId, ledgerId } = await mailVictim();
    const forged = `${campaignId}-${ledgerId}-${"0".repeat(32)}`;
    await deliverToBounceMailbox(hardBounce(victim, [`X-Waymark-Message: ${forged}`]));
    await deliverToBounceMailbox(hardBounce(victim), { to: `bounces+${forged}@waymark.test` });
    expect((await suppressionOf(victim)).suppressed).toBeNull();
    expect(await storedEvents()).toBe(0);
  });

  it("a report quoting the email's own stamp (X-Waymark-Message) is believed", async () => {
    const { victim, headers } = await mailVictim();
    const stamp = headers["X-Waymark-Message"]!;
    expect(stamp).toMatch(/^\d+-\d+-[0-9a-f]{32}$/);
    await deliverToBounceMailbox(hardBounce(victim, [`X-Waymark-Message: ${stamp}`]));
    expect((await suppressionOf(victim)).suppressed).toBe("bounced");
    expect(await storedEvents()).toBe(1);
  });

  it("a flood of forged reports, each with its own id, stores no rows", async () => {
    const { victim } = await mailVictim();
    // Each report has a new Message-ID (a random report id), as a flood would.
    for (let i = 0; i < 30; i++) await deliverToBounceMailbox(hardBounce(victim));
    expect(await storedEvents()).toBe(0);
  });
});
