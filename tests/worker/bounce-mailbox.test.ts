// The bounce mailbox of SMTP setups: a campaign goes out through the local SMTP server, then the
// receiving side's delivery status notification (RFC 3464) or feedback report (RFC 5965), quoting
// that email's own headers, reaches the Worker's email() handler, which suppresses the contact;
// the next campaign skips them. The reports below are written for these tests.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { createCampaign } from "~/data/campaigns";
import { upsertContactStatements } from "~/data/contacts";
import { getDb } from "~/data/db";
import { insertTemplate } from "~/data/email-templates";
import {
  campaignRecipients,
  emailCampaigns,
  emailContacts,
  emailDeliveryEvents,
} from "~/data/schema";
import { getSiteSettings, saveSiteSettings } from "~/data/settings";
import { emailTransport, SendPacer } from "~/server/email/transport.server";
import type { SinkMessage } from "../support/smtp-sink";
import worker from "../../workers/app";
import { sendCampaignSlice } from "../../workers/jobs/send-campaign";

const db = getDb(env.DB);

beforeEach(async () => {
  await db.delete(campaignRecipients);
  await db.delete(emailCampaigns);
  await db.delete(emailContacts);
  await db.delete(emailDeliveryEvents);
  await saveSiteSettings(db, { softBounceLimit: 3 });
});

/** Two contacts on a fresh domain get a campaign through the local SMTP server; answers the
 * messages the server accepted, by recipient. */
async function sendCampaignOverSmtp(domain: string) {
  const addresses = [`asha@${domain}`, `ravi@${domain}`];
  await db.batch(
    upsertContactStatements(
      db,
      addresses.map((email) => ({ name: "N", surname: "S", email, country: "IN", language: "en" })),
      "import:test.csv",
      Date.now(),
    ) as unknown as Parameters<typeof db.batch>[0],
  );
  const campaign = await startCampaign("First");
  await sendCampaignSlice(
    { type: "campaign", campaignId: campaign.id, origin: "https://waymark.test" },
    {
      db,
      settings: await getSiteSettings(db),
      transport: emailTransport({ SMTP_URL: inject("smtpUrl") }, db),
      pacer: new SendPacer(0),
      translator: null,
    },
  );
  const all = (await (await fetch(`${inject("smtpApiUrl")}/messages`)).json()) as SinkMessage[];
  const byRecipient = new Map(
    all.filter((m) => m.envelopeTo[0]?.endsWith(`@${domain}`)).map((m) => [m.envelopeTo[0]!, m]),
  );
  expect([...byRecipient.keys()].sort()).toEqual(addresses);
  return byRecipient;
}

async function startCampaign(name: string) {
  const [template] = await insertTemplate(db, {
    name: "T",
    subject: "News for {name}",
    body: "Dear {name}",
    language: "en",
  });
  return createCampaign(db, {
    name,
    templateId: template!.id,
    languageFilter: "all",
    countryFilter: "all",
    useTranslation: false,
    createdBy: 1,
  });
}

/** The headers of the sent email as a receiving server quotes them (text/rfc822-headers). */
function quotedHeaders(m: SinkMessage) {
  return [
    `From: ${m.headers.from}`,
    `To: ${m.headers.to}`,
    `Subject: ${m.subject}`,
    `Message-ID: ${m.headers["message-id"]}`,
    `List-Unsubscribe: ${m.headers["list-unsubscribe"]}`,
    "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
  ].join("\r\n");
}

/** A receiving MTA's RFC 3464 report about `m`, with the given status. */
function deliveryStatusNotification(m: SinkMessage, status: string, diagnostic: string) {
  const boundary = "dsn-boundary-4f1c";
  const to = m.envelopeTo[0]!;
  return [
    "Return-Path: <>",
    "Received: from mx.receiver.test by bounces.waymark.test; Tue, 24 Nov 2026 10:00:05 +0000",
    "From: Mail Delivery System <MAILER-DAEMON@mx.receiver.test>",
    `To: ${m.envelopeFrom || "bounces@waymark.test"}`,
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <dsn-${crypto.randomUUID()}@mx.receiver.test>`,
    "Date: Tue, 24 Nov 2026 10:00:05 +0000",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    "",
    "This is a MIME-encapsulated message.",
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is the mail system at host mx.receiver.test.",
    "",
    "I'm sorry to have to inform you that your message could not",
    "be delivered to one or more recipients.",
    "",
    `<${to}>: host mx.receiver.test said: ${diagnostic}`,
    "",
    `--${boundary}`,
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.receiver.test",
    "X-Postfix-Queue-ID: 4Xy1Zq0abcz",
    "Arrival-Date: Tue, 24 Nov 2026 10:00:03 +0000",
    "",
    `Final-Recipient: rfc822; ${to}`,
    `Original-Recipient: rfc822;${to}`,
    "Action: failed",
    `Status: ${status}`,
    "Remote-MTA: dns; mx.receiver.test",
    `Diagnostic-Code: smtp; ${diagnostic}`,
    "",
    `--${boundary}`,
    "Content-Type: text/rfc822-headers",
    "",
    quotedHeaders(m),
    "",
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** A mailbox provider's RFC 5965 abuse report about `m` (ARF). */
function feedbackReport(m: SinkMessage) {
  const boundary = "arf-boundary-77aa";
  return [
    "From: Feedback Loop <fbl@isp.test>",
    "To: bounces@waymark.test",
    "Subject: FW: complaint about a message from waymark.test",
    `Message-ID: <arf-${crypto.randomUUID()}@isp.test>`,
    "Date: Tue, 24 Nov 2026 11:00:00 +0000",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=us-ascii",
    "Content-Transfer-Encoding: 7bit",
    "",
    "This is an email abuse report for an email message received from IP",
    "192.0.2.10 on Tue, 24 Nov 2026 10:00:00 +0000.",
    "",
    `--${boundary}`,
    "Content-Type: message/feedback-report",
    "",
    "Feedback-Type: abuse",
    "User-Agent: ExampleFBL/2.1",
    "Version: 1",
    `Original-Mail-From: <${m.envelopeFrom}>`,
    // Providers often redact the complainer's address: the quoted headers still name the contact.
    "Original-Rcpt-To: <redacted@isp.test>",
    "Arrival-Date: Tue, 24 Nov 2026 10:00:00 +0000",
    "Source-IP: 192.0.2.10",
    "",
    `--${boundary}`,
    "Content-Type: message/rfc822",
    "Content-Disposition: inline",
    "",
    quotedHeaders(m),
    "",
    "Dear N,",
    "",
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Delivers raw mail to the Worker's email() handler, as Email Routing does. */
async function deliver(raw: string, from = "MAILER-DAEMON@mx.receiver.test") {
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from,
    to: "bounces@waymark.test",
    headers: new Headers(),
    raw: new Response(bytes).body!,
    rawSize: bytes.byteLength,
    setReject: () => undefined,
    forward: async () => ({ messageId: "" }),
    reply: async () => ({ messageId: "" }),
  } as unknown as ForwardableEmailMessage;
  await worker.email(message, env, createExecutionContext());
}

async function suppression(email: string) {
  const [row] = await db
    .select({
      suppressed: emailContacts.suppressed,
      reason: emailContacts.suppressionReason,
      softBounces: emailContacts.softBounces,
    })
    .from(emailContacts)
    .where(eq(emailContacts.email, email));
  return row!;
}

describe("the bounce mailbox (email handler)", () => {
  it("suppresses the contact on an RFC 3464 hard bounce; the next campaign skips them", async () => {
    const domain = `dsn-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    const asha = sent.get(`asha@${domain}`)!;
    const report = deliveryStatusNotification(
      asha,
      "5.1.1",
      "550 5.1.1 <asha@receiver.test>: Recipient address rejected: User unknown",
    );
    await deliver(report);
    const after = await suppression(`asha@${domain}`);
    expect(after.suppressed).toBe("bounced");
    expect(after.reason).toContain("User unknown");
    expect((await suppression(`ravi@${domain}`)).suppressed).toBeNull();

    // The same report delivered twice counts once.
    await deliver(report);
    expect(await db.select().from(emailDeliveryEvents)).toHaveLength(1);

    const next = await startCampaign("Second");
    expect(next.recipients).toBe(1);
  });

  it("counts an RFC 3464 soft bounce (4.x.x) and suppresses after the configured run", async () => {
    await saveSiteSettings(db, { softBounceLimit: 2 });
    const domain = `soft-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    const ravi = sent.get(`ravi@${domain}`)!;
    const full = "452 4.2.2 Mailbox full";
    await deliver(deliveryStatusNotification(ravi, "4.2.2", full));
    expect(await suppression(`ravi@${domain}`)).toMatchObject({ softBounces: 1, suppressed: null });
    await deliver(deliveryStatusNotification(ravi, "4.2.2", full));
    expect((await suppression(`ravi@${domain}`)).suppressed).toBe("bounced");
  });

  it("marks the contact complained on an RFC 5965 feedback report", async () => {
    const domain = `arf-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    await deliver(feedbackReport(sent.get(`ravi@${domain}`)!), "fbl@isp.test");
    const after = await suppression(`ravi@${domain}`);
    expect(after.suppressed).toBe("complained");
    expect(after.reason).toContain("abuse");
    expect((await suppression(`asha@${domain}`)).suppressed).toBeNull();
  });

  it("falls back to Final-Recipient when the report quotes no headers, only for mailed contacts", async () => {
    const domain = `fallback-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    const asha = sent.get(`asha@${domain}`)!;
    const withoutHeaders = deliveryStatusNotification(
      asha,
      "5.1.1",
      "550 5.1.1 User unknown",
    ).replace(/Content-Type: text\/rfc822-headers[\s\S]*?(--dsn-boundary-4f1c--)/, "$1");
    expect(withoutHeaders).not.toContain("List-Unsubscribe");
    await deliver(withoutHeaders);
    expect((await suppression(`asha@${domain}`)).suppressed).toBe("bounced");

    // An address no campaign has mailed: a report about it is not about our mail.
    await db.batch(
      upsertContactStatements(
        db,
        [{ name: "N", surname: "", email: `new@${domain}`, country: "", language: "en" }],
        "import:test.csv",
        Date.now(),
      ) as unknown as Parameters<typeof db.batch>[0],
    );
    await deliver(
      withoutHeaders
        .replaceAll(`asha@${domain}`, `new@${domain}`)
        .replace(/Message-ID: <dsn-[^>]+>/, "Message-ID: <dsn-other@mx.receiver.test>"),
    );
    expect((await suppression(`new@${domain}`)).suppressed).toBeNull();
  });

  it("ignores ordinary mail and delay notices", async () => {
    const domain = `plain-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    const asha = sent.get(`asha@${domain}`)!;
    await deliver(
      [
        "From: someone@example.test",
        "To: bounces@waymark.test",
        "Subject: hello",
        "",
        `Please stop, I am asha@${domain}`,
        "",
      ].join("\r\n"),
    );
    const delayed = deliveryStatusNotification(asha, "4.4.1", "Connection timed out").replace(
      "Action: failed",
      "Action: delayed",
    );
    await deliver(delayed);
    expect(await suppression(`asha@${domain}`)).toMatchObject({ suppressed: null, softBounces: 0 });
    expect(await db.select().from(emailDeliveryEvents)).toHaveLength(0);
  });
});
