// The chat's reply timing and the rendering of a reply's links (spec section 5 "Chat", constants
// in section 9). The choice of reply is in assistant.ts. Pure: it runs in the browser.

/** Delay before a knowledge-base reply appears. */
export const REPLY_DELAY_MS = 800;
/** No reply appears sooner than this, whatever produced it. */
export const MIN_REPLY_DELAY_MS = 500;
/** How many suggested prompts the chat offers. */
export const SUGGESTED_PROMPT_COUNT = 4;

export type ReplyPart =
  { type: "text"; text: string } | { type: "link"; href: string; text: string };

// An http(s) URL not glued to a preceding ASCII letter or digit (Chinese and Japanese text
// often runs straight into a URL). It runs until whitespace, <>"`, or punctuation/symbols
// outside ASCII (so "https://example.com。" stops before "。").
const URL_PATTERN =
  /(?<![a-z0-9])https?:\/\/(?:[^\s<>"`\p{P}\p{S}]|[!#$%&'()*+,\-./:;=?@[\]\\^_{|}~])+/giu;
const TRAILING_PUNCTUATION = /[.,;:!?'"*]$/;
const CLOSING_BRACKETS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops sentence punctuation after a URL; a closing bracket stays when the URL opened it. */
function trimUrl(url: string): string {
  let trimmed = url;
  for (;;) {
    const last = trimmed.slice(-1);
    const opening = CLOSING_BRACKETS[last];
    if (TRAILING_PUNCTUATION.test(last)) trimmed = trimmed.slice(0, -1);
    else if (opening && count(trimmed, last) > count(trimmed, opening))
      trimmed = trimmed.slice(0, -1);
    else return trimmed;
  }
}

function isWebUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Splits a reply into text and link parts so the UI can render links as elements (never as
 * HTML). Only http:// and https:// URLs become links; trailing ".", ",", ")" and the like stay
 * text. An empty reply gives no parts.
 */
export function linkify(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const pushText = (value: string) => {
    if (value === "") return;
    const previous = parts.at(-1);
    if (previous?.type === "text") previous.text += value;
    else parts.push({ type: "text", text: value });
  };

  let position = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    if (!isWebUrl(url)) continue;
    pushText(text.slice(position, match.index));
    parts.push({ type: "link", href: url, text: url });
    position = match.index + url.length;
  }
  pushText(text.slice(position));
  return parts;
}

/** Empty or whitespace-only input is not sent. */
export function isSendable(input: string): boolean {
  return input.trim() !== "";
}
