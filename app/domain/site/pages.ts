import type { MessageKey } from "~/i18n/dictionaries/en";
import { DEFAULT_LANGUAGE, siteLanguageFromPath, stripSiteLanguage } from "~/i18n/languages";

/** The public pages in the header's order (spec section 2). */
export const SITE_PAGES = [
  { path: "/", label: "general.nav.home" },
  { path: "/join", label: "general.nav.join" },
  { path: "/earnings", label: "general.nav.earnings" },
  { path: "/slots", label: "general.nav.slots" },
  { path: "/presentations", label: "general.nav.presentations" },
  { path: "/assistant", label: "general.nav.assistant" },
] as const satisfies readonly { path: string; label: MessageKey }[];

export type SitePagePath = (typeof SITE_PAGES)[number]["path"];

/** The footer's links: home, join, earnings, slots, assistant (spec section 2). */
export const FOOTER_PAGES = SITE_PAGES.filter((p) => p.path !== "/presentations");

/** The site page a URL path shows ("/hi/join" -> { lang: "hi", path: "/join" }), or null.
 * `added` holds the codes of the added languages to know as well ("/pt-br/join"). */
export function matchSitePage(
  pathname: string,
  added?: ReadonlySet<string>,
): { lang: string; path: string } | null {
  const lang = siteLanguageFromPath(pathname, added);
  if (lang === DEFAULT_LANGUAGE && pathname.startsWith("/en")) {
    if (pathname === "/en" || pathname.startsWith("/en/")) return null;
  }
  const path = stripSiteLanguage(pathname, added);
  return SITE_PAGES.some((p) => p.path === path) ? { lang, path } : null;
}
