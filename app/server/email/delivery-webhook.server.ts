// POST /webhooks/email: the HTTP email API provider's delivery events (bounces, complaints,
// deliveries), signed with the Standard Webhooks scheme and EMAIL_WEBHOOK_SECRET. A bad
// signature, an old timestamp, a malformed body or a replayed event id changes nothing; a valid
// event is applied to the contacts it names once (app/data/contact-suppression.ts).
import { applyDeliveryEvent, contactIdByEmail } from "~/data/contact-suppression";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { providerEventOutcome, providerEventRecipients } from "~/domain/email/delivery-events";
import { providerEventSchema } from "~/schemas/delivery-events";
import { verifyWebhookSignature, webhookSecretBytes } from "./webhook-signature.server";

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

export async function handleDeliveryWebhook(
  request: Request,
  env: Pick<Env, "DB" | "EMAIL_WEBHOOK_SECRET">,
  now = Date.now(),
): Promise<Response> {
  if (!env.EMAIL_WEBHOOK_SECRET)
    return answer(503, {
      error: {
        code: "not_configured",
        message: "Delivery events are not accepted: EMAIL_WEBHOOK_SECRET is not set.",
      },
    });
  const secret = webhookSecretBytes(env.EMAIL_WEBHOOK_SECRET);
  if (!secret) {
    console.error("EMAIL_WEBHOOK_SECRET is not a whsec_<base64> secret");
    return answer(503, {
      error: { code: "not_configured", message: "The webhook secret is not usable." },
    });
  }
  const body = await request.text();
  const check = await verifyWebhookSignature(secret, request.headers, body, now);
  if (!check.ok)
    return answer(401, { error: { code: "bad_signature", message: "Signature refused." } });

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  const parsed = providerEventSchema.safeParse(json);
  if (!parsed.success)
    return answer(400, {
      error: { code: "invalid_event", message: parsed.error.issues[0]?.message ?? "Invalid" },
    });

  const outcome = providerEventOutcome(parsed.data);
  // Sent, opened, clicked and the like: acknowledged, nothing to do, nothing stored.
  if (!outcome) return answer(200, { ok: true, applied: false });

  const db = getDb(env.DB);
  const ids = await Promise.all(
    providerEventRecipients(parsed.data).map((address) => contactIdByEmail(db, address)),
  );
  const contacts = ids.filter((id): id is number => id !== null);
  const { softBounceLimit } = await getSiteSettings(db);
  const result = await applyDeliveryEvent(
    db,
    `webhook:${check.id}`,
    contacts,
    outcome,
    softBounceLimit,
    now,
  );
  return answer(200, { ok: true, applied: result === "applied", contacts: contacts.length });
}
