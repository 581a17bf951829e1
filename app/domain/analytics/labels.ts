// How the analytics screens name dimension values (admin, English).
import { getLanguage, isLanguageCode } from "~/i18n/languages";

export function formatLanguage(code: string): string {
  return isLanguageCode(code) ? `${getLanguage(code).name} (${code})` : code;
}

/** "campaign:7" -> "Campaign: Spring news (#7)", "sequence:3.12" -> "Welcome sequence #3, step
 * #12", "site:news.example" -> "news.example". */
export function formatSource(source: string, campaignNames: ReadonlyMap<number, string>): string {
  if (source === "direct") return "Direct";
  if (source === "other") return "Other (unknown campaign)";
  if (source === "site:other") return "Other sites";
  if (source.startsWith("campaign:")) {
    const id = Number(source.slice(9));
    const name = campaignNames.get(id);
    return name ? `Campaign: ${name} (#${id})` : `Campaign #${id}`;
  }
  if (source.startsWith("sequence:")) {
    const [sequence, step] = source.slice(9).split(".");
    return `Welcome sequence #${sequence}, step #${step}`;
  }
  if (source.startsWith("site:")) return source.slice(5);
  return source;
}
