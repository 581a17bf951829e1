// EMAIL_BOUNCE_ADDRESS: with SMTP, every email's envelope sender (where bounces go) is the bounce
// mailbox routed to the Worker's email() handler, while the From header stays the sender's; unset
// or malformed, bounces go to the sender, and the campaign screen says which.
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { getDb } from "~/data/db";
import { insertTemplate } from "~/data/email-templates";
import { getSiteSettings } from "~/data/settings";
import { describeTransport } from "~/server/email/transport.server";
import type { SinkMessage } from "../support/smtp-sink";
import { postCampaignAction } from "./support/campaign-action";

const db = getDb(env.DB);

async function testSendTo(address: string, bounce?: string): Promise<SinkMessage> {
  const [template] = await insertTemplate(db, {
    name: `Bounce ${crypto.randomUUID()}`,
    subject: "Hello",
    body: "Dear {name}",
    language: "en",
  });
  const result = await postCampaignAction(
    {
      intent: "test-send",
      templateId: template!.id,
      language: "en",
      useTranslation: false,
      addresses: address,
    },
    {
      env: {
        SMTP_URL: inject("smtpUrl"),
        ...(bounce === undefined ? {} : { EMAIL_BOUNCE_ADDRESS: bounce }),
      },
    },
  );
  expect(result).toMatchObject({ ok: true });
  const all = (await (await fetch(`${inject("smtpApiUrl")}/messages`)).json()) as SinkMessage[];
  return all.find((m) => m.envelopeTo.includes(address))!;
}

describe("the bounce address", () => {
  it("is the envelope sender of SMTP emails, and the From header stays the sender's", async () => {
    const { senderEmail } = await getSiteSettings(db);
    const message = await testSendTo(
      `bounce-${crypto.randomUUID()}@example.com`,
      " bounces@mail.example.com ",
    );
    expect(message.envelopeFrom).toBe("bounces@mail.example.com");
    expect(message.from).toContain(senderEmail);
  });

  it("unset or malformed, bounces go to the sender", async () => {
    const { senderEmail } = await getSiteSettings(db);
    for (const bounce of [undefined, "not an address"]) {
      const message = await testSendTo(`plain-${crypto.randomUUID()}@example.com`, bounce);
      expect(message.envelopeFrom).toBe(senderEmail);
    }
  });

  it("is shown on the campaign screen's delivery line, or why it is not used", () => {
    const smtp = "smtp://mail.example.com:587";
    expect(
      describeTransport({ SMTP_URL: smtp, EMAIL_BOUNCE_ADDRESS: "bounces@mail.example.com" })
        .description,
    ).toBe("SMTP server mail.example.com:587, bounces to bounces@mail.example.com");
    expect(describeTransport({ SMTP_URL: smtp, EMAIL_BOUNCE_ADDRESS: "nope" }).description).toBe(
      "SMTP server mail.example.com:587 (EMAIL_BOUNCE_ADDRESS is not an email address: bounces go to the sender)",
    );
    expect(describeTransport({ SMTP_URL: smtp }).description).toBe(
      "SMTP server mail.example.com:587",
    );
  });
});
