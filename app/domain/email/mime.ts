// An email as RFC 5322 text: headers (non-ASCII words encoded per RFC 2047) and a
// multipart/alternative body with a text and an HTML part, each UTF-8 in base64. Pure.

export type MimeEmail = {
  from: { name: string; email: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  /** Extra headers (List-Unsubscribe …); values are single-line. */
  headers: Record<string, string>;
};

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A header value on one line: line breaks (header injection) become spaces. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ");
}

/** RFC 2047 encoded words for non-ASCII text, split so no encoded word passes 75 characters. */
export function encodeWords(text: string): string {
  const value = singleLine(text);
  if (ASCII_PRINTABLE.test(value)) return value;
  const words: string[] = [];
  let chunk = "";
  for (const ch of value) {
    // 45 bytes of UTF-8 make 60 base64 characters, plus 12 for =?UTF-8?B??=.
    if (new TextEncoder().encode(chunk + ch).length > 45) {
      words.push(`=?UTF-8?B?${base64(chunk)}?=`);
      chunk = "";
    }
    chunk += ch;
  }
  if (chunk) words.push(`=?UTF-8?B?${base64(chunk)}?=`);
  return words.join("\r\n ");
}

/** "Name" <address>, with the name quoted or encoded as needed. */
export function mailbox(name: string, email: string): string {
  const clean = singleLine(name).trim();
  if (!clean) return `<${email}>`;
  const display = ASCII_PRINTABLE.test(clean)
    ? `"${clean.replace(/["\\]/g, "\\$&")}"`
    : encodeWords(clean);
  return `${display} <${email}>`;
}

function wrap76(text: string): string {
  return text.replace(/.{1,76}/g, "$&\r\n");
}

/** The whole message with CRLF line ends (dot-stuffing is the SMTP client's job). */
export function buildMime(email: MimeEmail, boundary: string): string {
  const headers: [string, string][] = [
    ["From", mailbox(email.from.name, email.from.email)],
    ["To", `<${email.to}>`],
    ["Subject", encodeWords(email.subject)],
    ["Date", email.date.toUTCString()],
    ["Message-ID", email.messageId],
    ["MIME-Version", "1.0"],
    ...Object.entries(email.headers).map(([k, v]) => [k, singleLine(v)] as [string, string]),
    ["Content-Type", `multipart/alternative; boundary="${boundary}"`],
  ];
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${wrap76(base64(body))}`;
  return [
    headers.map(([k, v]) => `${k}: ${v}`).join("\r\n"),
    "",
    part("text/plain", email.text) + part("text/html", email.html) + `--${boundary}--\r\n`,
  ].join("\r\n");
}
