import { env } from "cloudflare:workers";
import { getQueueResult, createExecutionContext } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCampaign, listOutbox, setCampaignStatus } from "~/data/campaigns";
import { unsubscribeByToken } from "~/data/contacts";
import { getDb } from "~/data/db";
import { emailCampaigns, emailContacts, outboxEmails } from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import type { Contact } from "~/domain/formats/csv";
import { renderCampaignEmail, unknownPlaceholders } from "~/domain/email/template";
import { handleQueueBatch } from "../../workers/jobs/queue";
import { sendCampaignSlice, type SendDeps } from "~/server/email/send-campaign.server";
import { emailTransport, SendPacer } from "~/server/email/transport.server";
import { addTemplate, campaignBatch, importContacts } from "./support/campaign-fixtures";
import { resetContacts } from "./support/contact-fixtures";

const db = getDb(env.DB);

async function contacts(n: number, extra: Partial<Contact> = {}) {
  const list: Contact[] = Array.from({ length: n }, (_, i) => ({
    name: `Name${i}`,
    surname: `S${i}`,
    email: `c${i}-${crypto.randomUUID()}@example.com`,
    country: i % 2 ? "India" : "Nepal",
    language: i % 3 ? "hi" : "en",
    ...extra,
  }));
  await importContacts(list);
  return list;
}

async function campaign(filter = { language: "all", country: "all" }) {
  const templateId = await addTemplate({
    name: "Welcome",
    subject: "Hi {name}",
    body: "Dear {name} {surname},\n\nWelcome from {country}.",
  });
  return createCampaign(db, {
    name: "Test",
    templateId,
    languageFilter: filter.language,
    countryFilter: filter.country,
    useTranslation: false,
    createdBy: 1,
  });
}

async function outboxCount() {
  const [row] = await db.select({ n: count() }).from(outboxEmails);
  return row!.n;
}

beforeEach(resetContacts);

/** Sending to the local outbox, unpaced, without translation. */
async function outboxDeps(limit?: number): Promise<SendDeps> {
  return {
    db,
    settings: await getSiteSettings(db),
    transport: emailTransport({}, db),
    pacer: new SendPacer(0),
    translator: null,
    ...(limit ? { limit } : {}),
  };
}

describe("templates", () => {
  it("flag unknown placeholders and render text and HTML with the footer", () => {
    expect(unknownPlaceholders("Hi {name}, {nmae} and {email}")).toEqual(["nmae"]);
    const email = renderCampaignEmail(
      { subject: "Hi {name}", body: "Dear {name},\n\n<b>bold</b>" },
      { name: "Ana <3", surname: "", email: "a@example.com", country: "IN", language: "en" },
      {
        unsubscribeUrl: "https://example.com/unsubscribe/t",
        postalAddress: "1 Road",
        senderName: "Waymark",
      },
    );
    expect(email.subject).toBe("Hi Ana <3");
    expect(email.text).toContain("Dear Ana <3,");
    expect(email.text).toContain("Unsubscribe: https://example.com/unsubscribe/t");
    expect(email.html).toContain("Dear Ana &lt;3,");
    expect(email.html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(email.html).toContain('<a href="https://example.com/unsubscribe/t">Unsubscribe</a>');
  });
});

describe("contacts", () => {
  it("upsert by lowercased email and never re-subscribe someone who opted out", async () => {
    const [c] = await contacts(1);
    const [row] = await db.select().from(emailContacts);
    await unsubscribeByToken(db, row!.unsubscribeToken);
    await importContacts(
      [{ ...c!, email: c!.email.toUpperCase(), name: "Renamed" }],
      "import:again.csv",
    );
    const rows = await db.select().from(emailContacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Renamed",
      subscribed: false,
      consentSource: "import:test.csv",
    });
  });
});

describe("sending", () => {
  it("counts only subscribed matching contacts", async () => {
    await contacts(30);
    const c = await campaign({ language: "hi", country: "India" });
    const expected = Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 2 && i % 3).length;
    expect(c.recipients).toBe(expected);
  });

  it("delivers every recipient exactly once, through redelivery, concurrency, pause and resume", async () => {
    await contacts(120);
    const c = await campaign();
    const deps = await outboxDeps(30);
    const message = { type: "campaign" as const, campaignId: c.id, origin: "https://waymark.test" };
    const first = await sendCampaignSlice(message, deps);
    expect(first).toEqual({ delivered: 30, more: true, waitingOnClaims: false });
    // The same message delivered twice at once (queue redelivery).
    await Promise.all([sendCampaignSlice(message, deps), sendCampaignSlice(message, deps)]);
    expect(await outboxCount()).toBeLessThanOrEqual(90);
    await setCampaignStatus(db, c.id, "paused");
    expect(await sendCampaignSlice(message, deps)).toEqual({
      delivered: 0,
      more: false,
      waitingOnClaims: false,
    });
    await setCampaignStatus(db, c.id, "sending");
    while ((await sendCampaignSlice(message, deps)).more);
    expect(await outboxCount()).toBe(120);
    const addresses = (await db.select({ to: outboxEmails.toAddress }).from(outboxEmails)).map(
      (r) => r.to,
    );
    expect(new Set(addresses).size).toBe(120);
    const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, c.id));
    expect(row).toMatchObject({
      status: "sent",
      sentCount: 120,
      errorCount: 0,
      recipientCount: 120,
    });
  });

  it("skips a contact who unsubscribed before their turn, and carries the unsubscribe headers", async () => {
    await contacts(3);
    const c = await campaign();
    const [victim] = await db.select().from(emailContacts).limit(1);
    await unsubscribeByToken(db, victim!.unsubscribeToken);
    const deps = await outboxDeps();
    const settings = deps.settings;
    await sendCampaignSlice(
      { type: "campaign", campaignId: c.id, origin: "https://waymark.test" },
      deps,
    );
    const outbox = await listOutbox(db);
    expect(outbox.map((o) => o.to)).not.toContain(victim!.email);
    expect(outbox).toHaveLength(2);
    const headers = JSON.parse(outbox[0]!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(/^<https:\/\/waymark\.test\/unsubscribe\/[\w-]+>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(outbox[0]!.textBody).toContain(settings.postalAddress);
  });

  it("the queue consumer sends a slice, queues the next, and a dead letter marks the campaign failed", async () => {
    await contacts(5);
    const c = await campaign();
    const batch = campaignBatch("m1", c.id);
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(await outboxCount()).toBe(5);

    const dead = campaignBatch("d1", c.id, { origin: "x", queue: "waymark-email-dlq" });
    await handleQueueBatch(dead, env);
    const [row] = await db
      .select({ status: emailCampaigns.status })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, c.id));
    expect(row!.status).toBe("failed");
  });
});
