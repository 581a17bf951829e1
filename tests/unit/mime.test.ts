import { describe, expect, it } from "vitest";
import { buildMime, encodeWords, mailbox } from "~/domain/email/mime";

const base = {
  from: { name: "Waymark", email: "news@waymark.test" },
  to: "a@b.test",
  text: "Hello",
  html: "<p>Hello</p>",
  messageId: "<m1@waymark.test>",
  date: new Date(Date.UTC(2026, 10, 22)),
  headers: {},
};

describe("MIME messages", () => {
  it("keep header values on one line, so a subject cannot add headers", () => {
    const mime = buildMime({ ...base, subject: "Hi\r\nBcc: victim@x.test" }, "b1");
    const headers = mime.split("\r\n\r\n")[0]!.split("\r\n");
    expect(headers).toContain("Subject: Hi Bcc: victim@x.test");
    expect(headers.some((h) => h.startsWith("Bcc:"))).toBe(false);
  });

  it("encode non-ASCII words (RFC 2047) in pieces of at most 75 characters", () => {
    const encoded = encodeWords("नमस्ते ".repeat(8));
    for (const word of encoded.split("\r\n ")) {
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(word.length).toBeLessThanOrEqual(75);
    }
    const decoded = encoded
      .split("\r\n ")
      .map((w) =>
        new TextDecoder().decode(Uint8Array.from(atob(w.slice(10, -2)), (c) => c.charCodeAt(0))),
      )
      .join("");
    expect(decoded).toBe("नमस्ते ".repeat(8));
    expect(encodeWords("plain")).toBe("plain");
  });

  it("quote display names and carry text and HTML parts in base64", () => {
    expect(mailbox('Wa "y" mark', "n@w.test")).toBe('"Wa \\"y\\" mark" <n@w.test>');
    const mime = buildMime({ ...base, subject: "s" }, "b2");
    expect(mime).toContain('Content-Type: multipart/alternative; boundary="b2"');
    expect(mime).toContain(
      `Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${btoa("Hello")}\r\n`,
    );
    expect(mime.endsWith("--b2--\r\n")).toBe(true);
  });
});
