// What a translation must keep: {placeholders}, HTML-like tags and URLs, and nothing in braces or
// markup the English text does not have. A text that loses, alters or adds one is refused.

const PLACEHOLDER = /\{\w+\}/g;
const TAG = /<\/?[a-zA-Z][^>]*>/g;
const URL = /\bhttps?:\/\/[^\s<>"']+/g;

function tokens(text: string): string[] {
  return [
    ...(text.match(PLACEHOLDER) ?? []),
    ...(text.match(TAG) ?? []),
    ...(text.match(URL) ?? []),
  ].sort();
}

/** The protected tokens the translation lost or changed; empty when it kept them all. */
export function lostTokens(source: string, translated: string): string[] {
  const kept = tokens(translated);
  const lost: string[] = [];
  for (const t of tokens(source)) {
    const i = kept.indexOf(t);
    if (i === -1) lost.push(t);
    else kept.splice(i, 1);
  }
  // Extra placeholders would show as raw {braces} to visitors; extra markup is markup the
  // English text does not have (a text typed, imported or machine-made must not add any).
  for (const t of kept) if (t.startsWith("{") || t.startsWith("<")) lost.push(t);
  return lost;
}

/** Texts a page must always show in the visitor's language: never saved empty (an empty text
 * would silently show English). */
export const REQUIRED_KEYS: readonly string[] = [
  "general.disclaimer.title",
  "general.disclaimer.text",
];

/**
 * Why a text typed or imported for `key` cannot be saved, or null: the placeholders, tags and
 * links of the English text must all be there, and nothing else in braces (a typo like {amout}
 * would reach visitors raw); a required text may not be empty.
 */
export function textProblem(key: string, english: string, text: string): string | null {
  if (text.trim() === "")
    return REQUIRED_KEYS.includes(key) ? `${key}: this text cannot be empty.` : null;
  const lost = lostTokens(english, text);
  if (lost.length === 0) return null;
  const source = tokens(english);
  const unknown = lost.filter((t) => !source.includes(t));
  const missing = lost.filter((t) => source.includes(t));
  const parts = [
    ...(unknown.length > 0 ? [`${unknown.join(", ")} is not in the English text`] : []),
    ...(missing.length > 0 ? [`${missing.join(", ")} is missing`] : []),
  ];
  return `${key}: ${parts.join("; ")}.`;
}

/** The Translation Manager's tabs (spec section 2). */
export const TRANSLATION_CATEGORIES = [
  "general",
  "homepage",
  "join",
  "earnings",
  "presentations",
  "slots",
  "footer",
  "testimonials",
] as const;
export type TranslationCategory = (typeof TRANSLATION_CATEGORIES)[number];

export function categoryOf(key: string): TranslationCategory {
  if (key.startsWith("homepage.testimonials.")) return "testimonials";
  const first = key.split(".")[0] as TranslationCategory;
  return (TRANSLATION_CATEGORIES as readonly string[]).includes(first) ? first : "general";
}

/** Completion badge (spec section 9): destructive below 50%, secondary below 90%, else default. */
export function completionTone(percent: number): "destructive" | "secondary" | "default" {
  if (percent < 50) return "destructive";
  if (percent < 90) return "secondary";
  return "default";
}
