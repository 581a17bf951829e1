import type { MetaDescriptor } from "react-router";
import type { MessageKey, Messages } from "./dictionaries/en";
import { FALLBACK_MESSAGES } from "./fallback-messages";
import { getLanguage, LANGUAGES, localizedPath, type LanguageCode } from "./languages";
import { interpolate } from "./translate";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;
type RootData = { messages?: Messages; lang?: LanguageCode; origin?: string };

function rootData(matches: readonly MetaMatch[]): RootData {
  return (matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined) ?? {};
}

/** The messages the root loader chose, for meta functions (which have no React context). */
export function messagesFromMatches(matches: readonly MetaMatch[]): Messages {
  return rootData(matches).messages ?? FALLBACK_MESSAGES;
}

/** "<Page> | Waymark" in the page's language. */
export function pageMeta(matches: readonly MetaMatch[], titleKey: MessageKey): MetaDescriptor[] {
  const m = messagesFromMatches(matches);
  return [{ title: `${interpolate(m[titleKey])} | ${m["general.productName"]}` }];
}

/**
 * A public page's title, description, canonical URL, its 22 language versions (hreflang, with
 * x-default = English) and Open Graph tags.
 */
export function sitePageMeta(
  matches: readonly MetaMatch[],
  page: { path: string; titleKey: MessageKey; descriptionKey: MessageKey },
): MetaDescriptor[] {
  const root = rootData(matches);
  const m = root.messages ?? FALLBACK_MESSAGES;
  const lang = root.lang ?? "en";
  const origin = root.origin ?? "";
  const title = `${m[page.titleKey]} | ${m["general.productName"]}`;
  const description = m[page.descriptionKey];
  const url = origin + localizedPath(lang, page.path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l.tag,
      href: origin + localizedPath(l.code, page.path),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: origin + localizedPath("en", page.path),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: m["general.productName"] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: getLanguage(lang).tag.replace("-", "_") },
    { name: "twitter:card", content: "summary" },
  ];
}

export function notFoundMeta(matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [...pageMeta(matches, "general.notFound.message"), { name: "robots", content: "noindex" }];
}
