// What a provider's delivery event means for its recipients: a hard or soft bounce, a complaint,
// a delivery (which ends a run of soft bounces), or nothing we act on (sent, opened, clicked…).
import type { ProviderEvent } from "~/schemas/delivery-events";

/** Where the HTTP email API provider posts its delivery events (workers/app.ts). */
export const EMAIL_WEBHOOK_PATH = "/webhooks/email";

export type DeliveryOutcome =
  | { kind: "hard-bounce"; reason: string }
  | { kind: "soft-bounce"; reason: string }
  | { kind: "complaint"; reason: string }
  | { kind: "delivered" };

/** Bounce types that mean the address will not work (Resend says "Permanent"). */
const HARD = new Set(["permanent", "hard", "hardbounce", "hard_bounce"]);

export function providerEventOutcome(event: ProviderEvent): DeliveryOutcome | null {
  switch (event.type) {
    case "email.bounced": {
      const bounce = event.data.bounce;
      const type = (bounce?.type ?? "").toLowerCase().replace(/[\s-]/g, "");
      const reason =
        [bounce?.type, bounce?.subType, bounce?.message].filter(Boolean).join(": ") || "Bounced";
      // "Transient", "soft", "Undetermined" or none: counted as soft, suppressed after a run.
      return HARD.has(type) ? { kind: "hard-bounce", reason } : { kind: "soft-bounce", reason };
    }
    case "email.complained":
      return {
        kind: "complaint",
        reason: `Marked as spam${event.data.complaint?.type ? ` (${event.data.complaint.type})` : ""}`,
      };
    case "email.delivered":
      return { kind: "delivered" };
    default:
      return null;
  }
}

/** The event's recipient addresses, lowercased. */
export function providerEventRecipients(event: ProviderEvent): string[] {
  const to = Array.isArray(event.data.to) ? event.data.to : [event.data.to];
  return to.map((address) => bareAddress(address)).filter((a): a is string => a !== null);
}

/** "Name <a@b>" or "a@b" to "a@b", lowercased; null when it is no address. */
export function bareAddress(value: string): string | null {
  const inBrackets = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  const address = (inBrackets?.[1] ?? value).trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}
