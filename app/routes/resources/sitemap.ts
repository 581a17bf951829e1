import type { Route } from "./+types/sitemap";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { SITE_PAGES } from "~/domain/site/pages";
import { LANGUAGES, localizedPath } from "~/i18n/languages";
import { publishedLanguages } from "~/server/i18n/site-languages.server";
import { getWorker } from "~/server/http/context";
import { siteOrigin } from "~/server/http/origin.server";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

// GET /sitemap.xml – every public page in every language (the built-in ones and the published
// added ones), each with its alternates; the presentations page only while Show Presentations is
// on (off, it answers 404).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const origin = siteOrigin(request, env.PUBLIC_URL);
  const showPresentations = await getSiteSettings(getDb(env.DB)).then(
    (s) => s.showPresentations,
    (error: unknown) => {
      console.error("sitemap: settings failed", error);
      return true;
    },
  );
  const languages = [...LANGUAGES, ...(await publishedLanguages(env))];
  const pages = SITE_PAGES.filter((p) => showPresentations || p.path !== "/presentations");
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...languages.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${l.tag}" href="${xml(origin + localizedPath(l.code, page.path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + localizedPath("en", page.path))}"/>`,
    ].join("\n");
    return languages.map(
      (l) =>
        `  <url>\n    <loc>${xml(origin + localizedPath(l.code, page.path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
