// Reading delivery status notifications (RFC 3464) and feedback reports (RFC 5965), and the
// provider's delivery events: pure rules.
import { describe, expect, it } from "vitest";
import { providerEventOutcome, providerEventRecipients } from "~/domain/email/delivery-events";
import {
  deliveryStatusFinding,
  feedbackFinding,
  headerSection,
  parseFieldBlocks,
  unsubscribeTokenOf,
} from "~/domain/email/delivery-report";
import { providerEventSchema } from "~/schemas/delivery-events";

describe("report fields", () => {
  it("split into blocks at blank lines, unfold continuation lines, and lowercase names", () => {
    const blocks = parseFieldBlocks(
      "Reporting-MTA: dns; mx.example.net\r\n\r\nFinal-Recipient: rfc822; a@example.com\r\nDiagnostic-Code: smtp; 550 5.1.1\r\n  mailbox unavailable\r\n",
    );
    expect(blocks).toHaveLength(2);
    expect(blocks[1]!.get("diagnostic-code")).toBe("smtp; 550 5.1.1 mailbox unavailable");
  });

  it("read the quoted message's header section only", () => {
    const headers = headerSection(
      "Message-ID: <m1@example.com>\nList-Unsubscribe: <https://site.test/unsubscribe/abcdefghijklmnop1234>\n\nList-Unsubscribe: <https://evil.test/unsubscribe/zzzzzzzzzzzzzzzzzzzz>\n",
    );
    expect(headers.get("message-id")).toBe("<m1@example.com>");
    expect(unsubscribeTokenOf(headers)).toBe("abcdefghijklmnop1234");
  });
});

describe("a delivery status notification", () => {
  const dsn = (action: string, status: string) =>
    `Reporting-MTA: dns; mx.example.net\n\nFinal-Recipient: rfc822; Someone@Example.com\nAction: ${action}\nStatus: ${status}\nDiagnostic-Code: smtp; 550 no such user\n`;

  it("is a hard bounce for a failed 5.x.x and a soft one for a failed 4.x.x", () => {
    expect(deliveryStatusFinding(dsn("failed", "5.1.1"))).toEqual({
      outcome: { kind: "hard-bounce", reason: "5.1.1 550 no such user" },
      recipient: "someone@example.com",
    });
    expect(deliveryStatusFinding(dsn("failed", "4.2.2 (mailbox full)"))?.outcome.kind).toBe(
      "soft-bounce",
    );
  });

  it("is no verdict for a delay, a delivery or a relay", () => {
    for (const [action, status] of [
      ["delayed", "4.4.1"],
      ["delivered", "2.0.0"],
      ["relayed", "2.0.0"],
      ["failed", "2.0.0"],
    ] as const)
      expect(deliveryStatusFinding(dsn(action, status))).toBeNull();
  });
});

describe("a feedback report", () => {
  it("is a complaint unless the receiver says not-spam", () => {
    expect(
      feedbackFinding(
        "Feedback-Type: abuse\nUser-Agent: SomeFBL/1.0\nVersion: 1\nOriginal-Rcpt-To: <a@example.com>\n",
      ),
    ).toEqual({
      outcome: { kind: "complaint", reason: "Feedback report: abuse (SomeFBL/1.0)" },
      recipient: "a@example.com",
    });
    expect(feedbackFinding("Feedback-Type: not-spam\nVersion: 1\n")).toBeNull();
  });
});

describe("the provider's delivery events", () => {
  const event = (type: string, data: Record<string, unknown>) =>
    providerEventSchema.parse({ type, data: { to: ["A <A@Example.com>"], ...data } });

  it("map bounce types to hard and soft bounces, complaints and deliveries", () => {
    expect(
      providerEventOutcome(event("email.bounced", { bounce: { type: "Permanent" } }))?.kind,
    ).toBe("hard-bounce");
    expect(
      providerEventOutcome(event("email.bounced", { bounce: { type: "Transient" } }))?.kind,
    ).toBe("soft-bounce");
    expect(providerEventOutcome(event("email.bounced", {}))?.kind).toBe("soft-bounce");
    expect(providerEventOutcome(event("email.complained", {}))?.kind).toBe("complaint");
    expect(providerEventOutcome(event("email.delivered", {}))).toEqual({ kind: "delivered" });
    expect(providerEventOutcome(event("email.clicked", {}))).toBeNull();
    expect(providerEventRecipients(event("email.delivered", {}))).toEqual(["a@example.com"]);
  });
});
