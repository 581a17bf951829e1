import { useMemo } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "~/components/error-page";
import { stylesheetLink } from "~/components/stylesheet-link";
import { errorPageKind } from "~/components/route-error";
import { I18nProvider } from "~/components/i18n-provider";
import { ToastProvider } from "~/components/toaster";
import { FALLBACK_MESSAGES } from "~/i18n/fallback-messages";
import { pageTextsOf } from "~/i18n/matched-texts";
import { getLanguage, isLanguageCode, type SiteLanguage } from "~/i18n/languages";
import { publishedLanguages } from "~/server/i18n/site-languages.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { loadBundledLanguages } from "~/server/i18n/messages.server";
import { numberSpecOf } from "~/server/i18n/number-spec.server";
import { pageLanguage } from "~/server/i18n/page-language.server";
import { shellMessages } from "~/server/i18n/page-messages.server";
import { getWorker } from "~/server/http/context";
import { useNonce } from "~/server/http/nonce";
import { readFlash } from "~/server/http/cookies.server";
import { siteOrigin } from "~/server/http/origin.server";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  stylesheetLink(stylesheet),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The Translation Manager (/admin/translations/*) reads every built-in language's bundled texts,
// which a Worker loads only when a request needs them (issue 34): all of them before its loaders
// and actions run. Other requests load their language through getSiteMessages.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/admin/translations")) await loadBundledLanguages();
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const language = await pageLanguage(request, context);
  const lang = language.code;
  // The flash is not cleared here: it expires by itself and the toaster shows each one once, so
  // a revalidation that React Router aborts cannot lose it (issue 32).
  const flash = await readFlash(request);
  return data({
    lang,
    language,
    // Added languages visitors may choose (the 22 built-in ones are in the code).
    addedLanguages: await publishedLanguages(env),
    // The shell's texts; each public page's loader sends its own (`texts`, issue 34).
    messages: shellMessages(lang, await getSiteMessages(env, lang), flash?.key),
    flash,
    origin: siteOrigin(request, env.PUBLIC_URL),
    // How the language writes numbers, so the browser formats them without Intl (issue 34).
    numbers: numberSpecOf(language.tag),
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const language: SiteLanguage = root?.language ?? getLanguage("en");
  const nonce = useNonce();
  const { pathname } = useLocation();
  // Public pages are installable, each built-in language with its own manifest (an added
  // language uses English's); the back-office is not.
  const manifest =
    pathname === "/admin" || pathname.startsWith("/admin/")
      ? null
      : isLanguageCode(language.code)
        ? language.code
        : "en";
  return (
    <html lang={language.tag} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {/* No paint before the page's <main> is parsed, so the header is whole at the first paint:
            a paint between two network packets once drew the language list's <details> with
            no <summary> yet ("Details", smaller) and the header's controls then moved (issue 34;
            decision 0060). Ends at the document's end on a page without one. */}
        <link rel="expect" href="#main" blocking="render" />
        {manifest ? <link rel="manifest" href={`/manifest/${manifest}.webmanifest`} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The shell's texts and the page's own (issue 34).
  const shell = loaderData.messages;
  const texts = pageTextsOf(useMatches());
  const messages = useMemo(() => ({ ...shell, ...texts }), [shell, texts]);
  return (
    <I18nProvider
      language={loaderData.language}
      addedLanguages={loaderData.addedLanguages}
      messages={messages}
    >
      <ToastProvider flash={loaderData.flash}>
        <Outlet />
      </ToastProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <I18nProvider
      language={root?.language ?? getLanguage("en")}
      addedLanguages={root?.addedLanguages ?? []}
      messages={root?.messages ?? FALLBACK_MESSAGES}
    >
      <ErrorPage kind={errorPageKind(error)} />
    </I18nProvider>
  );
}
