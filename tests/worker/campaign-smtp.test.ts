// Campaigns sent over SMTP (worker-mailer on cloudflare:sockets) to a real local SMTP server
// started by the global setup; what it accepted is read back over its HTTP API.
import { env } from "cloudflare:workers";
import { createExecutionContext, getQueueResult } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, inject, it } from "vitest";
import {
  claimRecipient,
  CLAIMS_PER_STATEMENT,
  expireStaleClaims,
  CLAIM_LEASE_MS,
  UNCONFIRMED_ERROR,
} from "~/data/campaign-ledger";
import { createCampaign, setCampaignStatus } from "~/data/campaigns";
import { unsubscribeByToken, upsertContactStatements } from "~/data/contacts";
import { getDb } from "~/data/db";
import { insertTemplate } from "~/data/email-templates";
import {
  campaignRecipients,
  campaignTranslations,
  emailCampaigns,
  emailContacts,
  emailTemplates,
} from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import type { Contact } from "~/domain/formats/csv";
import { emailTransport, parseSmtpUrl, SendPacer } from "~/server/email/transport.server";
import { SmtpError } from "~/server/email/smtp-client.server";
import {
  LibreTranslateProvider,
  type TranslationProvider,
} from "~/server/translation/machine-translation.server";
import { EMAIL_API_KEY, type ApiEmail } from "../support/email-api-stub";
import type { SinkMessage } from "../support/smtp-sink";
import { campaignBatch, campaignMessage, ORIGIN } from "./support/campaign-fixtures";
import { resetContacts } from "./support/contact-fixtures";
import { hi } from "~/i18n/dictionaries/hi";
import {
  handleQueueBatch,
  retryDelaySeconds,
  siteUnsubscribeLabel,
} from "../../workers/jobs/queue";
import {
  DEAD_LETTER_ERROR,
  sendCampaignSlice,
  TemporarySendError,
  type SendDeps,
} from "~/server/email/send-campaign.server";

const db = getDb(env.DB);

async function reset() {
  await db.delete(campaignTranslations);
  await resetContacts();
  await db.delete(emailTemplates);
}
beforeEach(reset);

/** Contacts at a domain of their own, so this test reads only its own mail from the sink. */
async function contacts(
  n: number,
  domain: string,
  make: (i: number) => Partial<Contact> = () => ({}),
) {
  const list: Contact[] = Array.from({ length: n }, (_, i) => ({
    name: `Name${i}`,
    surname: `Sur${i}`,
    email: `c${i}@${domain}`,
    country: "India",
    language: "en",
    ...make(i),
  }));
  const statements = upsertContactStatements(db, list, "import:test.csv", Date.now());
  for (let i = 0; i < statements.length; i += 50)
    await db.batch(statements.slice(i, i + 50) as unknown as Parameters<typeof db.batch>[0]);
  return list;
}

async function template(
  t: { name?: string; subject?: string; body?: string; language?: string } = {},
) {
  const [row] = await insertTemplate(db, {
    name: "Welcome",
    subject: "Hi {name}",
    body: "Dear {name} {surname},\n\nWelcome from {country}.",
    language: "en",
    ...t,
  });
  return row!.id;
}

async function campaign(templateId: number, useTranslation = false) {
  return createCampaign(db, {
    name: "SMTP test",
    templateId,
    languageFilter: "all",
    countryFilter: "all",
    useTranslation,
    createdBy: 1,
  });
}

const domainOf = () => `run-${crypto.randomUUID().slice(0, 8)}.test`;

/** Gives contact i the address `<locals[i]>@<domain>`, one the sink answers in its own way. */
const withAddresses =
  (locals: Record<number, string>) =>
  (i: number, domain: string): Partial<Contact> =>
    i in locals ? { email: `${locals[i]}@${domain}` } : {};

/** `n` contacts at a fresh domain of their own (`make` changes contact i, e.g. gives it an
 * address the sink answers in its own way) and a campaign of the English template to them, with
 * the queue message that sends it. */
async function campaignOnFreshDomain(
  n: number,
  make: (i: number, domain: string) => Partial<Contact> = () => ({}),
) {
  const domain = domainOf();
  await contacts(n, domain, (i) => make(i, domain));
  const c = await campaign(await template());
  return { domain, c, message: campaignMessage(c.id) };
}

/** What an SMTP sink accepted for `domain` (by default the sink without a login). */
async function sinkMessages(domain: string, apiUrl = inject("smtpApiUrl")): Promise<SinkMessage[]> {
  const all = (await (await fetch(`${apiUrl}/messages`)).json()) as SinkMessage[];
  return all.filter((m) => m.envelopeTo.some((to) => to.endsWith(`@${domain}`)));
}

async function smtpDeps(extra: Partial<SendDeps> = {}): Promise<SendDeps> {
  return {
    db,
    settings: await getSiteSettings(db),
    transport: emailTransport({ SMTP_URL: inject("smtpUrl") }, db),
    pacer: new SendPacer(0),
    translator: null,
    ...extra,
  };
}

async function campaignRow(id: number) {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  return row!;
}

async function ledgerCounts(id: number) {
  const rows = await db
    .select({ status: campaignRecipients.status, n: sql<number>`count(*)` })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, id))
    .groupBy(campaignRecipients.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The campaign's first recipient whose send went wrong, with the error it keeps. */
async function firstWithError(campaignId: number) {
  const [row] = await db
    .select()
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        sql`${campaignRecipients.lastError} is not null`,
      ),
    );
  return row;
}

describe("SMTP configuration", () => {
  it("reads smtp:// and smtps:// addresses with credentials", () => {
    expect(parseSmtpUrl("smtp://user%40x.com:p%3Ass@mail.example.com:2525")).toMatchObject({
      host: "mail.example.com",
      port: 2525,
      secure: false,
      startTls: true,
      credentials: { username: "user@x.com", password: "p:ss" },
    });
    expect(parseSmtpUrl("smtps://mail.example.com")).toMatchObject({
      port: 465,
      secure: true,
      startTls: false,
    });
    expect(parseSmtpUrl("smtp://127.0.0.1:25?starttls=off")).toMatchObject({
      port: 25,
      startTls: false,
    });
    expect(() => parseSmtpUrl("http://mail.example.com")).toThrow(/smtp:\/\//);
  });

  it("treats 5xx replies about the recipient as permanent, and session refusals, 4xx or broken connections as temporary", () => {
    expect(
      new SmtpError("RCPT TO:<a@x.test>: 550 Mailbox unavailable", 550, "recipient").permanent,
    ).toBe(true);
    expect(
      new SmtpError("RCPT TO:<a@x.test>: 451 Try again later", 451, "recipient").permanent,
    ).toBe(false);
    expect(
      new SmtpError("AUTH PLAIN: 535 Authentication credentials invalid", 535, "session").permanent,
    ).toBe(false);
    expect(new SmtpError("the server closed the connection", null).permanent).toBe(false);
  });

  it("an unreachable server is a temporary failure, not a hang", async () => {
    const transport = emailTransport({ SMTP_URL: "smtp://127.0.0.1:1?starttls=off" }, db);
    const outcome = await transport.send({
      ledgerId: 1,
      campaignId: 1,
      messageId: "<m@x>",
      from: { name: "W", email: "w@x.test" },
      to: "a@x.test",
      subject: "s",
      text: "t",
      html: "h",
      headers: {},
    });
    expect(outcome).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/Could not start an SMTP session/),
    });
  });
});

describe("attack: STARTTLS stripped from the server's EHLO reply", () => {
  const email = (to: string) => ({
    ledgerId: 1,
    campaignId: 1,
    messageId: `<${crypto.randomUUID()}@x>`,
    from: { name: "W", email: "w@x.test" },
    to,
    subject: "s",
    text: "t",
    html: "h",
    headers: {},
  });
  const authAttempts = async () =>
    (
      (await (await fetch(`${inject("smtpNoStartTlsApiUrl")}/auth-attempts`)).json()) as {
        count: number;
      }
    ).count;

  it("smtp:// without ?starttls=off refuses to go on: a clear error, no login and no mail sent in clear", async () => {
    const before = await authAttempts();
    const domain = domainOf();
    const transport = emailTransport({ SMTP_URL: inject("smtpNoStartTlsUrl") }, db);
    const outcome = await transport.send(email(`a@${domain}`));
    await transport.close();
    expect(outcome).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/did not offer STARTTLS.*\?starttls=off/),
    });
    expect(await authAttempts()).toBe(before);
    expect(await sinkMessages(domain, inject("smtpNoStartTlsApiUrl"))).toEqual([]);
  });

  it("the same server with an explicit ?starttls=off (a trusted local relay) logs in and delivers", async () => {
    const before = await authAttempts();
    const domain = domainOf();
    const transport = emailTransport(
      { SMTP_URL: `${inject("smtpNoStartTlsUrl")}?starttls=off` },
      db,
    );
    const outcome = await transport.send(email(`a@${domain}`));
    await transport.close();
    expect(outcome).toEqual({ ok: true });
    expect(await authAttempts()).toBe(before + 1);
    expect(await sinkMessages(domain, inject("smtpNoStartTlsApiUrl"))).toHaveLength(1);
  });
});

describe("a 1,000-recipient campaign over SMTP", () => {
  it(
    "delivers exactly 1,000 personalised emails through a crash after a send, a redelivered batch, and a pause",
    { timeout: 180_000 },
    async () => {
      const { domain, c, message } = await campaignOnFreshDomain(1001);
      expect(c.recipients).toBe(1001);
      // One contact opts out after the campaign was created: checked again at send time.
      const [quitter] = await db
        .select()
        .from(emailContacts)
        .where(eq(emailContacts.email, `c500@${domain}`));
      await unsubscribeByToken(db, quitter!.unsubscribeToken);

      const deps = await smtpDeps({ limit: 100 });

      // 1. A normal slice.
      expect(await sendCampaignSlice(message, deps)).toMatchObject({ delivered: 100, more: true });

      // 2. The consumer throws right after the SMTP server accepted the 37th email of a slice.
      let sends = 0;
      const crashing = await smtpDeps({
        limit: 100,
        afterSend: () => {
          if (++sends === 37) throw new Error("consumer crashed after a send");
        },
      });
      await expect(sendCampaignSlice(message, crashing)).rejects.toThrow(
        "consumer crashed after a send",
      );
      await crashing.transport.close();
      expect((await ledgerCounts(c.id)).sent).toBe(137);

      // 3. The queue redelivers the same message to two consumers at once.
      const [a, b] = [await smtpDeps({ limit: 100 }), await smtpDeps({ limit: 100 })];
      const both = await Promise.all([
        sendCampaignSlice(message, a),
        sendCampaignSlice(message, b),
      ]);
      expect(both[0].delivered + both[1].delivered).toBeGreaterThanOrEqual(100);
      await Promise.all([a.transport.close(), b.transport.close()]);

      // 4. Paused mid-way: nothing goes out until it is resumed.
      await setCampaignStatus(db, c.id, "paused");
      const sentBeforePause = (await ledgerCounts(c.id)).sent;
      expect(await sendCampaignSlice(message, deps)).toMatchObject({ delivered: 0, more: false });
      expect((await ledgerCounts(c.id)).sent).toBe(sentBeforePause);
      expect((await campaignRow(c.id)).status).toBe("paused");
      await setCampaignStatus(db, c.id, "sending", ["paused"]);

      // 5. The rest goes through the real queue consumer, slice after slice.
      for (let i = 0; i < 20 && (await campaignRow(c.id)).status !== "sent"; i++) {
        const batch = campaignBatch(`m${i}`, c.id);
        await handleQueueBatch(batch, env, {
          transport: deps.transport,
          pacer: new SendPacer(0),
          translator: null,
        });
        expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual([
          `m${i}`,
        ]);
      }
      await deps.transport.close();

      const row = await campaignRow(c.id);
      expect(row).toMatchObject({
        status: "sent",
        sentCount: 1000,
        errorCount: 0,
        recipientCount: 1001,
      });
      expect(await ledgerCounts(c.id)).toEqual({ sent: 1000, skipped: 1 });

      const mail = await sinkMessages(domain);
      expect(mail).toHaveLength(1000);
      const recipients = mail.map((m) => m.envelopeTo[0]!);
      expect(new Set(recipients).size).toBe(1000);
      expect(recipients).not.toContain(`c500@${domain}`);

      const settings = await getSiteSettings(db);
      const tokens = new Map(
        (
          await db
            .select({ email: emailContacts.email, token: emailContacts.unsubscribeToken })
            .from(emailContacts)
        ).map((r) => [r.email, r.token]),
      );
      for (const m of mail) {
        const i = Number(m.envelopeTo[0]!.match(/^c(\d+)@/)![1]);
        expect(m.subject).toBe(`Hi Name${i}`);
        expect(m.text).toContain(`Dear Name${i} Sur${i},`);
        expect(m.html).toContain(`Dear Name${i} Sur${i},`);
        expect(m.text).toContain(settings.postalAddress);
        expect(m.from).toBe(settings.senderEmail);
        expect(m.headers["list-unsubscribe"]).toBe(
          `<${ORIGIN}/unsubscribe/${tokens.get(m.envelopeTo[0]!)}>`,
        );
        expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
        expect(m.messageId).toMatch(new RegExp(`^<campaign-${c.id}\\.recipient-\\d+@`));
      }
      expect(new Set(mail.map((m) => m.messageId)).size).toBe(1000);
    },
  );
});

describe("SMTP servers that require a login", () => {
  async function sendThrough(smtpUrl: string, n = 3) {
    const { domain, c, message } = await campaignOnFreshDomain(n);
    const deps = await smtpDeps({ transport: emailTransport({ SMTP_URL: smtpUrl }, db) });
    const outcome = await sendCampaignSlice(message, deps).catch((e: unknown) => e);
    await deps.transport.close();
    return { domain, campaignId: c.id, outcome };
  }

  it.each([
    ["AUTH PLAIN", "smtpAuthUrl", "smtpAuthApiUrl"],
    ["AUTH LOGIN (the only method offered)", "smtpLoginOnlyUrl", "smtpLoginOnlyApiUrl"],
  ] as const)(
    "signs in with the URL's credentials by %s and delivers",
    async (_method, url, api) => {
      const { domain, campaignId, outcome } = await sendThrough(inject(url));
      expect(outcome).toMatchObject({ delivered: 3 });
      expect(await ledgerCounts(campaignId)).toEqual({ sent: 3 });
      expect((await sinkMessages(domain, inject(api))).map((m) => m.subject).sort()).toEqual([
        "Hi Name0",
        "Hi Name1",
        "Hi Name2",
      ]);
    },
  );

  it("a refused login fails no recipient: they wait with the server's reply, the queue retries, the password is never shown", async () => {
    const wrong = inject("smtpAuthUrl").replace(/:[^:@/]+@/, ":wrong-secret@");
    const { domain, campaignId, outcome } = await sendThrough(wrong);
    expect(outcome).toBeInstanceOf(TemporarySendError);
    expect(await ledgerCounts(campaignId)).toEqual({ pending: 3 });
    const first = await firstWithError(campaignId);
    expect(first!.lastError).toMatch(/^Could not start an SMTP session: AUTH PLAIN: 535 /);
    expect(first!.lastError).not.toContain("wrong-secret");
    expect(first!.lastError).not.toContain(btoa("\0sender@example.test\0wrong-secret"));
    expect(await sinkMessages(domain, inject("smtpAuthApiUrl"))).toEqual([]);
  });

  it("no credentials for a server that requires them: the sender is refused, no recipient fails", async () => {
    const anonymous = inject("smtpAuthUrl").replace(/\/\/[^@]+@/, "//");
    const { domain, campaignId, outcome } = await sendThrough(anonymous);
    expect(outcome).toBeInstanceOf(TemporarySendError);
    expect(await ledgerCounts(campaignId)).toEqual({ pending: 3 });
    const first = await firstWithError(campaignId);
    expect(first!.lastError).toMatch(/^MAIL FROM:<[^>]+>: 530 /);
    expect(await sinkMessages(domain, inject("smtpAuthApiUrl"))).toEqual([]);
  });
});

describe("delivery failures", () => {
  it("a mailbox the server refuses (550) becomes an error and the campaign carries on", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(
      5,
      withAddresses({ 2: "reject-me" }),
    );
    const deps = await smtpDeps();
    await sendCampaignSlice(message, deps);
    await deps.transport.close();
    expect(await campaignRow(c.id)).toMatchObject({ status: "sent", sentCount: 4, errorCount: 1 });
    const [failed] = await db
      .select()
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, c.id), eq(campaignRecipients.status, "failed")));
    expect(failed!.lastError).toMatch(/550/);
    expect((await sinkMessages(domain)).map((m) => m.envelopeTo[0])).not.toContain(
      `reject-me@${domain}`,
    );
  });

  it("a temporary refusal (451) stops the slice, keeps the recipient pending and asks the queue to retry later", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(4, withAddresses({ 1: "busy-box" }));
    const deps = await smtpDeps();
    await expect(sendCampaignSlice(message, deps)).rejects.toBeInstanceOf(TemporarySendError);
    expect(await ledgerCounts(c.id)).toEqual({ sent: 1, pending: 3 });

    const batch = campaignBatch("t1", c.id);
    await handleQueueBatch(batch, env, {
      transport: deps.transport,
      pacer: new SendPacer(0),
      translator: null,
    });
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["t1"]);
    expect([1, 2, 3, 6, 10].map(retryDelaySeconds)).toEqual([10, 20, 40, 300, 300]);
    await deps.transport.close();
    expect((await sinkMessages(domain)).length).toBe(1);
  });

  it("a server that hangs up (421) is a temporary failure, and the next send starts a new session", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(
      3,
      withAddresses({ 1: "drop-line" }),
    );
    const deps = await smtpDeps();
    await expect(sendCampaignSlice(message, deps)).rejects.toBeInstanceOf(TemporarySendError);
    expect(await ledgerCounts(c.id)).toEqual({ sent: 1, pending: 2 });
    // The mailbox comes back (the contact fixed their address): the same transport reconnects.
    await db
      .update(emailContacts)
      .set({ email: `c1@${domain}` })
      .where(eq(emailContacts.email, `drop-line@${domain}`));
    await sendCampaignSlice(message, deps);
    await deps.transport.close();
    expect(await ledgerCounts(c.id)).toEqual({ sent: 3 });
    expect((await sinkMessages(domain)).map((m) => m.envelopeTo[0]).sort()).toEqual([
      `c0@${domain}`,
      `c1@${domain}`,
      `c2@${domain}`,
    ]);
  });

  it("keeps one connection for many emails, and when the server closed it in between, sends the next email again on a new one", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(4);
    let sends = 0;
    const deps = await smtpDeps({
      afterSend: async () => {
        // The server drops the (idle) connection after the second email.
        if (++sends === 2)
          await fetch(`${inject("smtpApiUrl")}/drop-connections`, { method: "POST" });
      },
    });
    expect(await sendCampaignSlice(message, deps)).toMatchObject({ delivered: 4, more: false });
    await deps.transport.close();
    expect(await ledgerCounts(c.id)).toEqual({ sent: 4 });
    expect((await sinkMessages(domain)).map((m) => m.envelopeTo[0]).sort()).toEqual(
      [0, 1, 2, 3].map((i) => `c${i}@${domain}`),
    );
  });

  it("a connection lost after an email's whole text, before the server's answer: that recipient is an unconfirmed error, never resent, and the rest go on a new connection", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(
      3,
      withAddresses({ 1: "vanish-box" }),
    );
    const deps = await smtpDeps();
    expect(await sendCampaignSlice(message, deps)).toMatchObject({ delivered: 2, more: false });
    expect(await sendCampaignSlice(message, deps)).toMatchObject({ delivered: 0, more: false });
    await deps.transport.close();
    expect(await ledgerCounts(c.id)).toEqual({ sent: 2, failed: 1 });
    const [lost] = await db
      .select({ error: campaignRecipients.lastError })
      .from(campaignRecipients)
      .innerJoin(emailContacts, eq(emailContacts.id, campaignRecipients.contactId))
      .where(eq(emailContacts.email, `vanish-box@${domain}`));
    expect(lost!.error).toBe(UNCONFIRMED_ERROR);
    // The server had kept it: each address has exactly one email.
    expect((await sinkMessages(domain)).map((m) => m.envelopeTo[0]).sort()).toEqual([
      `c0@${domain}`,
      `c2@${domain}`,
      `vanish-box@${domain}`,
    ]);
  });

  it("a consumer that dies in the middle of a connection: nothing it sent goes again, its unsettled group is reported after the lease, the rest goes out once", async () => {
    // Two groups of claims and ten more; the consumer dies five emails into the second group.
    const group = CLAIMS_PER_STATEMENT;
    const total = 2 * group + 10;
    const { domain, c, message } = await campaignOnFreshDomain(total);
    let sends = 0;
    const dying = await smtpDeps({
      limit: total,
      // After this email the server accepted, the consumer never runs again.
      afterSend: () => (++sends === group + 5 ? new Promise<void>(() => undefined) : undefined),
    });
    void sendCampaignSlice(message, dying);
    // Thirty emails through a real SMTP conversation: on a loaded machine that takes longer than
    // the default second of polling (it once stopped at 20).
    await expect
      .poll(async () => (await sinkMessages(domain)).length, { timeout: 15_000 })
      .toBe(group + 5);
    // Its first group was settled in one statement; the second is claimed and unsettled.
    expect(await ledgerCounts(c.id)).toEqual({ sent: group, sending: group, pending: 10 });

    const next = await smtpDeps({ limit: total });
    expect(await sendCampaignSlice(message, next)).toEqual({
      delivered: 10,
      more: false,
      waitingOnClaims: true,
    });
    await next.transport.close();
    expect(await expireStaleClaims(db, c.id, Date.now() + CLAIM_LEASE_MS + 1)).toBe(group);
    expect(await ledgerCounts(c.id)).toEqual({ sent: group + 10, failed: group });
    const mail = await sinkMessages(domain);
    expect(mail).toHaveLength(group + 15);
    expect(new Set(mail.map((m) => m.envelopeTo[0])).size).toBe(group + 15);
    await dying.transport.close();
  });

  it("a failure while composing an email leaves the recipient pending, never claimed", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(2);
    const deps = await smtpDeps({
      unsubscribeLabel: () => Promise.reject(new Error("translations unavailable")),
    });
    await expect(sendCampaignSlice(message, deps)).rejects.toThrow("translations unavailable");
    await deps.transport.close();
    expect(await ledgerCounts(c.id)).toEqual({ pending: 2 });
    expect(await sinkMessages(domain)).toEqual([]);
  });

  it("messages the queue gave up on turn the waiting recipients into errors and fail the campaign", async () => {
    const { c } = await campaignOnFreshDomain(3);
    const dead = campaignBatch("d1", c.id, { queue: "waymark-email-dlq", attempts: 6 });
    await handleQueueBatch(dead, env);
    expect(await campaignRow(c.id)).toMatchObject({
      status: "failed",
      sentCount: 0,
      errorCount: 3,
    });
    const rows = await db
      .select({ error: campaignRecipients.lastError })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, c.id));
    expect(rows.every((r) => r.error === DEAD_LETTER_ERROR)).toBe(true);
  });

  it("a recipient claimed by a consumer that died is never resent on its own; after the lease it shows as an error", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(3);
    const [first] = await db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, c.id))
      .orderBy(campaignRecipients.id)
      .limit(1);
    // A consumer claimed the first row and vanished before recording the outcome.
    expect(await claimRecipient(db, first!.id, "<x@y>")).toBe(true);
    const deps = await smtpDeps();
    const result = await sendCampaignSlice(message, deps);
    await deps.transport.close();
    expect(result).toEqual({ delivered: 2, more: false, waitingOnClaims: true });
    expect((await campaignRow(c.id)).status).toBe("sending");
    expect(await expireStaleClaims(db, c.id, Date.now() + CLAIM_LEASE_MS + 1)).toBe(1);
    const [row] = await db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.id, first!.id));
    expect(row).toMatchObject({ status: "failed", lastError: UNCONFIRMED_ERROR });
    expect((await sinkMessages(domain)).length).toBe(2);
  });
});

describe("recipient languages", () => {
  class CountingProvider implements TranslationProvider {
    readonly name = "counting";
    calls: string[] = [];
    private readonly inner = new LibreTranslateProvider(inject("translateUrl"));
    translateBatch(texts: string[], source: string, target: string) {
      this.calls.push(`${source}>${target}`);
      return this.inner.translateBatch(texts, source, target);
    }
  }

  it("use the same-name template in the contact's language, else translate once per language, else the original", async () => {
    const domain = domainOf();
    const languages = ["en", "hi", "es", "es", "Spanish", "el", "xx", "fr", "fr"];
    await contacts(languages.length, domain, (i) => ({ language: languages[i]! }));
    const id = await template();
    await template({ language: "hi", subject: "नमस्ते {name}", body: "प्रिय {name}" });
    await template({ name: "Other", language: "fr", subject: "Autre", body: "Autre" });
    const c = await campaign(id, true);
    const provider = new CountingProvider();
    const deps = await smtpDeps({
      translator: provider,
      unsubscribeLabel: siteUnsubscribeLabel(env),
    });
    await sendCampaignSlice({ type: "campaign", campaignId: c.id, origin: ORIGIN }, deps);
    await deps.transport.close();

    // The footer speaks the email's language: Hindi for the Hindi variant, English for the original.
    const mail = await sinkMessages(domain);
    const hindi = mail.find((m) => m.envelopeTo[0] === `c1@${domain}`)!;
    expect(hindi.text).toContain(`${hi["general.unsubscribe.button"]}: ${ORIGIN}/unsubscribe/`);
    expect(hindi.html).toContain('<html lang="hi" dir="ltr">');
    expect(mail.find((m) => m.envelopeTo[0] === `c5@${domain}`)!.text).toContain(
      `Unsubscribe: ${ORIGIN}/unsubscribe/`,
    );

    const bySubject = Object.fromEntries(
      (await sinkMessages(domain)).map((m) => [m.envelopeTo[0]!.split("@")[0], m.subject]),
    );
    expect(bySubject).toEqual({
      c0: "Hi Name0",
      c1: "नमस्ते Name1", // the Hindi variant of "Welcome"
      c2: "[es] Hi Name2", // machine-translated, placeholder kept and filled
      c3: "[es] Hi Name3",
      c4: "[es] Hi Name4", // "Spanish" is read as es
      c5: "Hi Name5", // the provider failed for Greek: the original
      c6: "Hi Name6", // not a language we know: the original
      c7: "[fr] Hi Name7", // a French template of another name is not a variant
      c8: "[fr] Hi Name8",
    });
    // Each language was translated once for the whole campaign.
    expect(provider.calls.sort()).toEqual(["en>el", "en>es", "en>fr"]);
    const stored = await db
      .select({
        language: campaignTranslations.language,
        source: campaignTranslations.source,
        note: campaignTranslations.note,
      })
      .from(campaignTranslations)
      .where(eq(campaignTranslations.campaignId, c.id))
      .orderBy(campaignTranslations.language);
    expect(stored.map((s) => [s.language, s.source])).toEqual([
      ["el", "original"],
      ["es", "machine"],
      ["fr", "machine"],
      ["hi", "variant"],
    ]);
    expect(stored[0]!.note).toMatch(/Translation failed/);
  });

  it("send the original to other languages when auto-translate is off", async () => {
    const domain = domainOf();
    await contacts(2, domain, (i) => ({ language: i ? "es" : "en" }));
    const c = await campaign(await template(), false);
    const provider = new CountingProvider();
    const deps = await smtpDeps({ translator: provider });
    await sendCampaignSlice({ type: "campaign", campaignId: c.id, origin: ORIGIN }, deps);
    await deps.transport.close();
    expect((await sinkMessages(domain)).map((m) => m.subject).sort()).toEqual([
      "Hi Name0",
      "Hi Name1",
    ]);
    expect(provider.calls).toEqual([]);
  });
});

describe("the HTTP email API transport", () => {
  const apiDeps = async (key = EMAIL_API_KEY) =>
    smtpDeps({
      transport: emailTransport({ EMAIL_API_URL: inject("emailApiUrl"), EMAIL_API_KEY: key }, db),
    });
  const apiEmails = async (domain: string) =>
    ((await (await fetch(inject("emailApiUrl"))).json()) as ApiEmail[]).filter((e) =>
      e.to[0]!.endsWith(`@${domain}`),
    );

  it("sends each email once with its Message-ID as the idempotency key; 422 fails that recipient, 429 retries later", async () => {
    const { domain, c, message } = await campaignOnFreshDomain(
      4,
      withAddresses({ 1: "reject-x", 3: "busy-y" }),
    );
    const deps = await apiDeps();
    expect(deps.transport.kind).toBe("http");
    await expect(sendCampaignSlice(message, deps)).rejects.toBeInstanceOf(TemporarySendError);
    expect(await ledgerCounts(c.id)).toEqual({ sent: 2, failed: 1, pending: 1 });
    const sent = await apiEmails(domain);
    expect(sent.map((e) => e.to[0]).sort()).toEqual([`c0@${domain}`, `c2@${domain}`]);
    const first = sent.find((e) => e.to[0] === `c0@${domain}`)!;
    expect(first.subject).toBe("Hi Name0");
    expect(first.idempotencyKey).toBe(first.headers["Message-ID"]);
    expect(first.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(first.text).toContain("Dear Name0 Sur0,");
  });

  it("a wrong API key fails the recipients with the provider's answer", async () => {
    const { c, message } = await campaignOnFreshDomain(1);
    await sendCampaignSlice(message, await apiDeps("wrong"));
    const [row] = await db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, c.id));
    expect(row).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/^Email API answered 401/),
    });
  });
});
