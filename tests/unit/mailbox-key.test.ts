// The mailbox key that signup limits count by (issue 31, "email abuse"): the spellings of one
// inbox share one key, so `victim+1@` and `victim+2@` cannot each have a budget of their own.
import { describe, expect, it } from "vitest";
import { mailboxKey } from "~/domain/email/mailbox-key";

describe("mailboxKey", () => {
  it("drops +tags for every provider and lower-cases", () => {
    expect(mailboxKey("Victim+1@Example.com")).toBe("victim@example.com");
    expect(mailboxKey("victim+news+x@example.com")).toBe("victim@example.com");
    expect(mailboxKey(" victim@example.com ")).toBe("victim@example.com");
  });

  it("drops dots only where the provider ignores them, and joins Gmail's two domains", () => {
    expect(mailboxKey("v.ic.tim@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("V.ictim+2@GoogleMail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("v.ictim@example.com")).toBe("v.ictim@example.com");
    expect(mailboxKey("v.ictim@gmail.com.")).toBe("victim@gmail.com");
  });

  it("keeps different mailboxes apart", () => {
    expect(mailboxKey("victim@example.com")).not.toBe(mailboxKey("victim@example.org"));
    expect(mailboxKey("victim2@gmail.com")).not.toBe(mailboxKey("victim@gmail.com"));
  });

  it("leaves what is no address to parse as it was, lower-cased", () => {
    expect(mailboxKey("+tag@example.com")).toBe("+tag@example.com");
    expect(mailboxKey("no-at-sign")).toBe("no-at-sign");
  });
});
