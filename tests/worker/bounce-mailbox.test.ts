// The bounce mailbox of SMTP setups: a campaign goes out through the local SMTP server, then the
// receiving side's delivery status notification (RFC 3464) or feedback report (RFC 5965), quoting
// that email's own headers (or sent to its stamped envelope address), reaches the Worker's email()
// handler, which suppresses the contact; the next campaign skips them. The reports below are
// written for these tests.
import { beforeEach, describe, expect, inject, it } from "vitest";
import { emailDeliveryEvents } from "~/data/schema";
import { saveSiteSettings } from "~/data/settings";
import {
  deliveryStatusNotification,
  feedbackReport,
  type ReportedEmail,
} from "../support/delivery-reports";
import type { SinkMessage } from "../support/smtp-sink";
import {
  addContacts,
  campaignSentTo,
  campaignToEveryone,
  person,
  resetContacts,
  suppressionOf,
} from "./support/contact-fixtures";
import { BOUNCE_ADDRESS, deliverToBounceMailbox } from "./support/bounce-mail";
import { db } from "./support/local";

beforeEach(async () => {
  await resetContacts();
  await saveSiteSettings(db, { softBounceLimit: 3 });
});

/** Two contacts on a fresh domain get a campaign through the local SMTP server (stamped, as the
 * queue consumer sends it; with `bounceAddress`, that is the envelope sender); answers the
 * messages the server accepted, by recipient. */
async function sendCampaignOverSmtp(domain: string, bounceAddress?: string) {
  const addresses = [`asha@${domain}`, `ravi@${domain}`];
  await campaignSentTo(addresses, {
    SMTP_URL: inject("smtpUrl"),
    EMAIL_BOUNCE_ADDRESS: bounceAddress,
  });
  const all = (await (await fetch(`${inject("smtpApiUrl")}/messages`)).json()) as SinkMessage[];
  const byRecipient = new Map(
    all.filter((m) => m.envelopeTo[0]?.endsWith(`@${domain}`)).map((m) => [m.envelopeTo[0]!, m]),
  );
  expect([...byRecipient.keys()].sort()).toEqual(addresses);
  return byRecipient;
}

/** The sent email as a report quotes it (text/rfc822-headers). */
function reported(m: SinkMessage): ReportedEmail {
  return {
    recipient: m.envelopeTo[0]!,
    sender: m.envelopeFrom,
    quotedHeaders: [
      `From: ${m.headers.from}`,
      `To: ${m.headers.to}`,
      `Subject: ${m.subject}`,
      `Message-ID: ${m.headers["message-id"]}`,
      `List-Unsubscribe: ${m.headers["list-unsubscribe"]}`,
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    ].join("\r\n"),
  };
}

/** Delivers raw mail to the Worker's email() handler, as Email Routing does, sent to `to`. */
const deliver = (raw: string, from?: string, to?: string) =>
  deliverToBounceMailbox(raw, { from, to });

const suppression = suppressionOf;

describe("the bounce mailbox (email handler)", () => {
  it("suppresses the contact on an RFC 3464 hard bounce; the next campaign skips them", async () => {
    const domain = `dsn-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    const asha = sent.get(`asha@${domain}`)!;
    const report = deliveryStatusNotification(
      reported(asha),
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

    const next = await campaignToEveryone("Second");
    expect(next.recipients).toBe(1);
  });

  it("counts an RFC 3464 soft bounce (4.x.x) and suppresses after the configured run", async () => {
    await saveSiteSettings(db, { softBounceLimit: 2 });
    const domain = `soft-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    const ravi = sent.get(`ravi@${domain}`)!;
    const full = "452 4.2.2 Mailbox full";
    await deliver(deliveryStatusNotification(reported(ravi), "4.2.2", full));
    expect(await suppression(`ravi@${domain}`)).toMatchObject({ softBounces: 1, suppressed: null });
    await deliver(deliveryStatusNotification(reported(ravi), "4.2.2", full));
    expect((await suppression(`ravi@${domain}`)).suppressed).toBe("bounced");
  });

  it("marks the contact complained on an RFC 5965 feedback report", async () => {
    const domain = `arf-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain);
    await deliver(feedbackReport(reported(sent.get(`ravi@${domain}`)!)), "fbl@isp.test");
    const after = await suppression(`ravi@${domain}`);
    expect(after.suppressed).toBe("complained");
    expect(after.reason).toContain("abuse");
    expect((await suppression(`asha@${domain}`)).suppressed).toBeNull();
  });

  it("believes a report that quotes no headers by its stamped envelope address (VERP), never by the recipient it names", async () => {
    const domain = `fallback-${crypto.randomUUID().slice(0, 8)}.test`;
    const sent = await sendCampaignOverSmtp(domain, BOUNCE_ADDRESS);
    const asha = sent.get(`asha@${domain}`)!;
    expect(asha.envelopeFrom).toMatch(/^bounces\+\d+-\d+-[0-9a-f]{32}@waymark\.test$/);
    const withoutHeaders = deliveryStatusNotification(
      reported(asha),
      "5.1.1",
      "550 5.1.1 User unknown",
      { quoteHeaders: false },
    );
    expect(withoutHeaders).not.toContain("List-Unsubscribe");
    // To the plain bounce address, it only names a recipient: anyone could have written it.
    await deliver(withoutHeaders);
    expect((await suppression(`asha@${domain}`)).suppressed).toBeNull();
    // To the address the email's bounces come back to, it is about that email.
    await deliver(withoutHeaders, undefined, asha.envelopeFrom);
    expect((await suppression(`asha@${domain}`)).suppressed).toBe("bounced");

    // An address no campaign has mailed: a report about it is not about our mail.
    await addContacts([person("N", `new@${domain}`)]);
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
    const delayed = deliveryStatusNotification(reported(asha), "4.4.1", "Connection timed out", {
      action: "delayed",
    });
    await deliver(delayed);
    expect(await suppression(`asha@${domain}`)).toMatchObject({ suppressed: null, softBounces: 0 });
    expect(await db.select().from(emailDeliveryEvents)).toHaveLength(0);
  });
});
