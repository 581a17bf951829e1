// Campaign emails: placeholders filled per contact, a text and an HTML part, and the footer
// every email carries (unsubscribe link and the sender's postal address).
import { escapeHtml } from "../formats/html";

export const TEMPLATE_PLACEHOLDERS = ["name", "surname", "email", "country", "language"] as const;
export type TemplateContact = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

/** Placeholders the template uses that no contact field fills. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return [
    ...new Set(found.filter((p) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(p))),
  ];
}

export function fillPlaceholders(
  text: string,
  contact: TemplateContact,
  escape: (s: string) => string = (s) => s,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)
      ? escape(contact[name as keyof TemplateContact] ?? "")
      : whole,
  );
}

export type RenderedEmail = { subject: string; text: string; html: string };

export type EmailFooter = {
  unsubscribeUrl: string;
  postalAddress: string;
  senderName: string;
  /** "Unsubscribe" in the language the email is written in. */
  unsubscribeLabel?: string;
  /** The email's language, for <html lang dir>. */
  language?: { tag: string; dir: "ltr" | "rtl" };
};

export function renderCampaignEmail(
  template: { subject: string; body: string },
  contact: TemplateContact,
  footer: EmailFooter,
): RenderedEmail {
  const label = footer.unsubscribeLabel ?? "Unsubscribe";
  const subject = fillPlaceholders(template.subject, contact).replace(/[\r\n]+/g, " ");
  const body = fillPlaceholders(template.body, contact);
  const text = `${body}\n\n--\n${footer.senderName}\n${footer.postalAddress}\n${label}: ${footer.unsubscribeUrl}\n`;
  const htmlBody = escapeHtml(fillPlaceholders(template.body, contact))
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  const lang = footer.language
    ? ` lang="${escapeHtml(footer.language.tag)}" dir="${footer.language.dir}"`
    : "";
  const html = `<!doctype html><html${lang}><body>${htmlBody}<hr><p style="font-size:12px;color:#555">${escapeHtml(footer.senderName)}<br>${escapeHtml(footer.postalAddress)}<br><a href="${escapeHtml(footer.unsubscribeUrl)}">${escapeHtml(label)}</a></p></body></html>`;
  return { subject, text, html };
}
