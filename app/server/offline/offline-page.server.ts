import { escapeHtml } from "~/domain/formats/html";
import type { Messages } from "~/i18n/dictionaries/en";
import { getLanguage, localizedPath, type LanguageCode } from "~/i18n/languages";

/** The page the service worker shows, in the visitor's language, for a page not read yet. Plain
 * HTML with its own styles: it must work with nothing else cached. "Try again" is a link to the
 * address the visitor asked for (an empty href), which needs no script. */
export function offlinePageHtml(lang: LanguageCode, t: Messages): string {
  const language = getLanguage(lang);
  return `<!doctype html>
<html lang="${language.tag}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f172a">
<meta name="robots" content="noindex">
<title>${escapeHtml(t["general.offline.title"])} | ${escapeHtml(t["general.productName"])}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem}
h1{font-size:1.75rem;margin:0 0 1rem}
p{line-height:1.6;color:#334155}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}
.primary{background:#047857;color:#fff}
.secondary{background:#fff;color:#0f172a;border:1px solid #cbd5e1}
</style>
</head>
<body>
<main data-testid="offline-page">
<h1>${escapeHtml(t["general.offline.title"])}</h1>
<p>${escapeHtml(t["general.offline.text"])}</p>
<div class="actions">
<a class="primary" href="">${escapeHtml(t["general.offline.retry"])}</a>
<a class="secondary" href="${localizedPath(lang, "/")}">${escapeHtml(t["general.offline.home"])}</a>
</div>
</main>
</body>
</html>`;
}
