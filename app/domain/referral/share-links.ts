// Share targets for a page (issue 18): where the browser has no share sheet (Web Share API),
// WhatsApp's and Telegram's documented share URLs, each carrying the page URL and a short text.

/** https://wa.me/?text=<text and URL>: WhatsApp's "click to chat" share link (one text field). */
export function whatsappShareUrl(url: string, text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** https://t.me/share/url?url=<URL>&text=<text>: Telegram's share link. */
export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}
