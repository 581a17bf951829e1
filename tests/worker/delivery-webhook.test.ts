// The email provider's delivery events at POST /webhooks/email (Standard Webhooks signatures):
// hard bounces and complaints suppress, soft bounces suppress after the configured run, and a bad
// signature, a replayed event, an old timestamp or a malformed body change nothing.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { countRecipients } from "~/data/contacts";
import { campaignRecipients, emailDeliveryEvents } from "~/data/schema";
import { saveSiteSettings } from "~/data/settings";
import { pruneDeliveryEvents, DELIVERY_EVENT_RETENTION_MS } from "~/data/contact-suppression";
import { createHmac } from "node:crypto";
import worker from "../../workers/app";
import {
  addContacts,
  campaignToEveryone,
  person,
  resetContacts,
  suppressionOf,
} from "./support/contact-fixtures";
import { db } from "./support/local";
import { runScheduled } from "../../workers/jobs/scheduled";

// 32 random-looking bytes in the provider's "whsec_<base64>" form.
const SECRET = `whsec_${btoa("waymark-webhook-test-secret-0123")}`;
const OTHER_SECRET = `whsec_${btoa("somebody-elses-secret-0123456789")}`;

/** The provider's side of Standard Webhooks, written with Node's HMAC (not the app's code):
 * "v1," + base64 HMAC-SHA256 of "id.timestamp.body", keyed with the secret's decoded bytes. */
function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

type Contact = { id: number; email: string };

async function contact(email: string): Promise<Contact> {
  const ids = await addContacts([person("Asha", email)]);
  return { id: ids.get(email)!, email };
}

const state = (c: Contact) => suppressionOf(c.email);

function bounced(to: string, type = "Permanent", message = "550 5.1.1 No such user") {
  return {
    type: "email.bounced",
    created_at: new Date().toISOString(),
    data: {
      email_id: crypto.randomUUID(),
      to: [to],
      subject: "Hi",
      bounce: { type, subType: type === "Permanent" ? "General" : "MailboxFull", message },
    },
  };
}

async function post(
  body: unknown,
  options: {
    id?: string;
    secret?: string | null;
    at?: number;
    raw?: string;
    envSecret?: string | undefined;
  } = {},
) {
  const text = options.raw ?? JSON.stringify(body);
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = Math.floor((options.at ?? Date.now()) / 1000);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
  };
  if (options.secret !== null)
    headers["webhook-signature"] = sign(options.secret ?? SECRET, id, timestamp, text);
  const request = new Request("https://waymark.test/webhooks/email", {
    method: "POST",
    headers,
    body: text,
  });
  const testEnv = {
    ...env,
    EMAIL_WEBHOOK_SECRET: "envSecret" in options ? options.envSecret : SECRET,
  };
  return worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    testEnv,
    createExecutionContext(),
  );
}

beforeEach(async () => {
  await resetContacts();
  await saveSiteSettings(db, { softBounceLimit: 3 });
});

describe("the delivery webhook", () => {
  it("suppresses a contact on a signed hard bounce, and the next campaign skips them", async () => {
    const asha = await contact("asha@example.com");
    await contact("ravi@example.com");
    expect(await countRecipients(db, "all", "all")).toBe(2);

    const res = await post(bounced("Asha <ASHA@example.com>"));
    expect(res.status).toBe(200);
    const after = await state(asha);
    expect(after.suppressed).toBe("bounced");
    expect(after.reason).toContain("550 5.1.1 No such user");
    expect(after.suppressedAt).toBeGreaterThan(Date.now() - 60_000);

    expect(await countRecipients(db, "all", "all")).toBe(1);
    // Importing the address again does not lift the suppression.
    await contact("asha@example.com");
    expect((await state(asha)).suppressed).toBe("bounced");
    const campaign = await campaignToEveryone("Next");
    expect(campaign.recipients).toBe(1);
    const rows = await db
      .select({ contactId: campaignRecipients.contactId })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    expect(rows.map((r) => r.contactId)).not.toContain(asha.id);
  });

  it("changes nothing on a bad signature, an unsigned post or an old timestamp", async () => {
    const asha = await contact("asha@example.com");
    expect((await post(bounced(asha.email), { secret: OTHER_SECRET })).status).toBe(401);
    expect((await post(bounced(asha.email), { secret: null })).status).toBe(401);
    expect((await post(bounced(asha.email), { at: Date.now() - 6 * 60_000 })).status).toBe(401);
    // A body changed after signing: the signature no longer matches.
    const signedFor = JSON.stringify(bounced("someone@example.com"));
    const tampered = await (async () => {
      const id = "msg_tampered";
      const ts = Math.floor(Date.now() / 1000);
      const signature = sign(SECRET, id, ts, signedFor);
      return worker.fetch(
        new Request("https://waymark.test/webhooks/email", {
          method: "POST",
          headers: {
            "webhook-id": id,
            "webhook-timestamp": String(ts),
            "webhook-signature": signature,
          },
          body: JSON.stringify(bounced(asha.email)),
        }) as Parameters<typeof worker.fetch>[0],
        { ...env, EMAIL_WEBHOOK_SECRET: SECRET },
        createExecutionContext(),
      );
    })();
    expect(tampered.status).toBe(401);
    expect((await state(asha)).suppressed).toBeNull();
    expect(await db.select().from(emailDeliveryEvents)).toHaveLength(0);
  });

  it("changes nothing on a replayed event id", async () => {
    const asha = await contact("asha@example.com");
    const first = await post(bounced(asha.email, "Transient", "452 4.2.2 Mailbox full"), {
      id: "msg_replayed",
    });
    expect(first.status).toBe(200);
    expect((await state(asha)).softBounces).toBe(1);
    // The same event again (a replay, or the provider's retry): acknowledged, not counted again.
    const again = await post(bounced(asha.email, "Transient", "452 4.2.2 Mailbox full"), {
      id: "msg_replayed",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ applied: false });
    expect((await state(asha)).softBounces).toBe(1);
  });

  it("changes nothing on a malformed body, even when signed", async () => {
    const asha = await contact("asha@example.com");
    expect((await post(null, { raw: "{not json" })).status).toBe(400);
    expect((await post({ type: "email.bounced", data: { bounce: {} } })).status).toBe(400);
    expect((await post({ type: "email.bounced", data: { to: [] } })).status).toBe(400);
    expect((await state(asha)).suppressed).toBeNull();
    expect(await db.select().from(emailDeliveryEvents)).toHaveLength(0);
  });

  it("suppresses after the configured number of soft bounces in a row; a delivery resets", async () => {
    await saveSiteSettings(db, { softBounceLimit: 2 });
    const asha = await contact("asha@example.com");
    await post(bounced(asha.email, "Transient"));
    expect(await state(asha)).toMatchObject({ softBounces: 1, suppressed: null });
    await post({ type: "email.delivered", data: { to: [asha.email] } });
    expect(await state(asha)).toMatchObject({ softBounces: 0, suppressed: null });
    await post(bounced(asha.email, "Transient"));
    expect((await state(asha)).suppressed).toBeNull();
    await post(bounced(asha.email, "Transient", "452 4.2.2 Mailbox full"));
    const after = await state(asha);
    expect(after.suppressed).toBe("bounced");
    expect(after.reason).toContain("Mailbox full");
  });

  it("marks a complaint, and skips the contact's pending rows in a running campaign", async () => {
    const asha = await contact("asha@example.com");
    const campaign = await campaignToEveryone("Running");
    const res = await post({ type: "email.complained", data: { to: [asha.email] } });
    expect(res.status).toBe(200);
    expect((await state(asha)).suppressed).toBe("complained");
    const [row] = await db
      .select({ status: campaignRecipients.status })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    expect(row!.status).toBe("skipped");
  });

  it("accepts any valid one of several signatures (a secret being rotated)", async () => {
    const asha = await contact("asha@example.com");
    const body = JSON.stringify(bounced(asha.email));
    const id = "msg_rotated";
    const ts = Math.floor(Date.now() / 1000);
    const res = await worker.fetch(
      new Request("https://waymark.test/webhooks/email", {
        method: "POST",
        headers: {
          "webhook-id": id,
          "webhook-timestamp": String(ts),
          "webhook-signature": `${sign(OTHER_SECRET, id, ts, body)} ${sign(SECRET, id, ts, body)}`,
        },
        body,
      }) as Parameters<typeof worker.fetch>[0],
      { ...env, EMAIL_WEBHOOK_SECRET: SECRET },
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    expect((await state(asha)).suppressed).toBe("bounced");
  });

  it("acknowledges events it does not act on without storing them", async () => {
    const asha = await contact("asha@example.com");
    const res = await post({ type: "email.opened", data: { to: [asha.email] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ applied: false });
    expect(await db.select().from(emailDeliveryEvents)).toHaveLength(0);
  });

  it("answers 503 and changes nothing while EMAIL_WEBHOOK_SECRET is unset", async () => {
    const asha = await contact("asha@example.com");
    const res = await post(bounced(asha.email), { envSecret: undefined });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("EMAIL_WEBHOOK_SECRET");
    expect((await state(asha)).suppressed).toBeNull();
  });

  it("refuses a body over the size cap", async () => {
    const res = await post(null, { raw: JSON.stringify({ pad: "x".repeat(70 * 1024) }) });
    expect(res.status).toBe(413);
  });

  it("forgets event ids after the retention, from the hourly cron", async () => {
    const now = Date.now();
    await db.insert(emailDeliveryEvents).values([
      { id: "webhook:old", receivedAt: now - DELIVERY_EVENT_RETENTION_MS - 1 },
      { id: "webhook:new", receivedAt: now - 1000 },
    ]);
    await runScheduled("0 * * * *", env, now);
    const left = await db.select({ id: emailDeliveryEvents.id }).from(emailDeliveryEvents);
    expect(left.map((r) => r.id)).toEqual(["webhook:new"]);
    expect(await pruneDeliveryEvents(db, now)).toBe(0);
  });
});
