import type { MetaDescriptor } from "react-router";
import type { MessageKey, Messages } from "./dictionaries/en";
import { FALLBACK_MESSAGES } from "./fallback-messages";
import {
  getLanguage,
  isLanguageCode,
  LANGUAGES,
  localizedPath,
  type SiteLanguage,
} from "./languages";
import { SITE_PAGE_TEXT, type SitePagePath } from "./site-page-text";
import { interpolate } from "./translate";
import { pageTextsOf } from "./matched-texts";
import { PREVIEW_IMAGE, previewImagePath } from "~/domain/site/link-preview";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;
type RootData = {
  messages?: Messages;
  lang?: string;
  language?: SiteLanguage;
  addedLanguages?: SiteLanguage[];
  origin?: string;
};

function rootData(matches: readonly MetaMatch[]): RootData {
  return (matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined) ?? {};
}

/** The page's texts (the shell's and its own), for meta functions (which have no React context). */
export function messagesFromMatches(matches: readonly MetaMatch[]): Messages {
  return { ...(rootData(matches).messages ?? FALLBACK_MESSAGES), ...pageTextsOf(matches) };
}

/** "<Page> | Waymark" in the page's language. */
export function pageMeta(matches: readonly MetaMatch[], titleKey: MessageKey): MetaDescriptor[] {
  const m = messagesFromMatches(matches);
  return [{ title: `${interpolate(m[titleKey])} | ${m["general.productName"]}` }];
}

/**
 * A public page's title, description, canonical URL, its language versions (hreflang for the 22
 * built-in and the published added languages, with x-default = English), Open Graph tags and its
 * link-preview image (Open Graph and Twitter card: drawn at build time in each built-in language by
 * scripts/build-images.ts; an added language shows English's).
 */
export function sitePageMeta(matches: readonly MetaMatch[], path: SitePagePath): MetaDescriptor[] {
  const root = rootData(matches);
  const m = messagesFromMatches(matches);
  const language = root.language ?? getLanguage("en");
  const lang = language.code;
  // A hidden added language (an administrator's preview) is in no list and never indexed.
  const hidden = !isLanguageCode(lang) && !root.addedLanguages?.some((l) => l.code === lang);
  const origin = root.origin ?? "";
  const page = SITE_PAGE_TEXT[path];
  const title = `${m[page.titleKey]} | ${m["general.productName"]}`;
  const description = m[page.descriptionKey];
  const url = origin + localizedPath(lang, path);
  const image =
    origin + previewImagePath(isLanguageCode(lang) ? lang : "en", path, __IMAGES_VERSION__);
  const imageAlt = `${m["general.productName"]}: ${m[page.titleKey]}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...[...LANGUAGES, ...(root.addedLanguages ?? [])].map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l.tag,
      href: origin + localizedPath(l.code, path),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: origin + localizedPath("en", path),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: m["general.productName"] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: language.tag.replace("-", "_") },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(PREVIEW_IMAGE.width) },
    { property: "og:image:height", content: String(PREVIEW_IMAGE.height) },
    { property: "og:image:type", content: PREVIEW_IMAGE.type },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(hidden ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

export function notFoundMeta(matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [...pageMeta(matches, "general.notFound.message"), { name: "robots", content: "noindex" }];
}
