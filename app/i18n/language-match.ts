// Which of our languages a visitor's Accept-Language header or a contact's CSV label names. Apart
// from languages.ts, which every page's script holds: only the server and the back-office's CSV
// import use these (issue 34: the home page's JavaScript budget).
import { isLanguageCode, LANGUAGES, type LanguageCode } from "./languages";

/**
 * The best supported language for an Accept-Language header, or null. Matches full tags first
 * (zh-TW), then the primary subtag (hi-IN -> hi); q=0 entries are ignored.
 */
export function languageFromAcceptHeader(header: string | null): LanguageCode | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag!.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((e) => e.tag && e.tag !== "*" && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === "zh-hant" || tag.startsWith("zh-hant-") || tag === "zh-hk" || tag === "zh-mo")
      return "zh-tw";
    if (tag === "zh" || tag.startsWith("zh-hans")) return "zh-cn";
    if (isLanguageCode(tag)) return tag;
    const primary = tag.split("-")[0]!;
    if (primary === "tl") return "fil";
    if (primary !== "zh" && isLanguageCode(primary)) return primary;
  }
  return null;
}

const byLabel = new Map<string, LanguageCode>(
  LANGUAGES.flatMap((l) => [
    [l.name.toLowerCase(), l.code] as const,
    [l.native.toLowerCase(), l.code] as const,
  ]),
);

/**
 * A contact's language as one of ours, from what a CSV may hold: a code in any case ("HI",
 * "zh_CN", "hi-IN"), an English name ("Hindi") or a native one ("हिन्दी"). Null when unknown.
 */
export function languageFromLabel(raw: string): LanguageCode | null {
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  return byLabel.get(text) ?? languageFromAcceptHeader(text.replace(/_/g, "-"));
}
