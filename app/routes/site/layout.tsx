import { data, Outlet, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/error-page";
import { errorPageKind } from "~/components/route-error";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ShareControl } from "~/components/share-control";
import { ServiceWorkerRegistration } from "~/components/service-worker";
import { DEFAULT_LANGUAGE, isLanguageCode, stripLanguage } from "~/i18n/languages";
import { getDb } from "~/data/db";
import { loadSiteFrame } from "~/data/public-content";
import { parseYouTubeVideoId } from "~/domain/site/youtube";
import { getWorker } from "~/server/http/context";
import { bareRootRedirect } from "~/server/i18n/language-redirect.server";
import { addedLanguageFor } from "~/server/i18n/site-languages.server";
import { referralDepsFromContext } from "~/server/referral/rotator-deps.server";
import {
  appendVisitCookies,
  presetReferralContext,
  presetSponsorContext,
  resolveVisitLink,
  visitSponsorToken,
} from "~/server/referral/visit-link.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (params.lang !== undefined) {
    // English has no prefix: /en/join is /join.
    if (params.lang === DEFAULT_LANGUAGE) {
      throw redirect(stripLanguage(url.pathname.slice(3) || "/") + url.search, 301);
    }
  }
  const { env } = getWorker(context);
  // An added language's pages: public once published, before that only for administrators.
  const added =
    params.lang !== undefined && !isLanguageCode(params.lang)
      ? await addedLanguageFor(request, env, params.lang)
      : null;
  if (params.lang !== undefined && !isLanguageCode(params.lang) && !added)
    throw data(null, { status: 404 });

  const languageRedirect = await bareRootRedirect(request, env);
  if (languageRedirect) throw languageRedirect;

  const lang = params.lang ?? DEFAULT_LANGUAGE;
  const frame = await loadSiteFrame(getDb(env.DB), lang);
  const site = {
    showPresentations: frame.settings.showPresentations,
    showVideoOnMobile: frame.settings.showVideoOnMobile,
    recommendedWallet: frame.settings.recommendedWallet,
    emailSignup: frame.settings.emailSignup,
    // The home page names the member who shared it (issue 30).
    showSharedBy: frame.settings.showSharedBy,
    keepMissedQuestions: frame.settings.keepMissedQuestions,
    // The footer's social icons open the default link, not the rotated one (spec section 2).
    defaultReferralLink: frame.settings.referralLink,
    ...pickVideos(frame.videos, frame.settings.youtubeDefaultId),
  };
  // A page rendered for the page cache gets a placeholder the Worker replaces per visitor.
  const preset = context.get(presetReferralContext);
  if (preset) return { referralLink: preset, sponsor: context.get(presetSponsorContext), site };
  const referral = await resolveVisitLink(
    request,
    url.pathname,
    referralDepsFromContext(context, request),
  );
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (added?.hidden) headers.set("X-Robots-Tag", "noindex");
  appendVisitCookies(headers, referral);
  // The visit's member (issue 30), "" for none: a token the page cache puts in per visitor too.
  const sponsor = visitSponsorToken(referral);
  return data({ referralLink: referral.link, sponsor, site }, { headers });
}

/** The intro video is the language's newest, the tutorial its second newest; without them the
 * default video from settings stands in. */
function pickVideos(rows: { title: string; videoUrl: string }[], defaultId: string) {
  const toRef = (row: { title: string; videoUrl: string } | undefined) => {
    const id = row ? parseYouTubeVideoId(row.videoUrl) : null;
    return id ? { id, title: row!.title } : null;
  };
  const fallback = defaultId ? { id: defaultId, title: "" } : null;
  const intro = toRef(rows[0]) ?? fallback;
  return { intro, tutorial: toRef(rows[1]) ?? intro };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell referralLink={loaderData.referralLink}>
      <Outlet />
    </SiteShell>
  );
}

function SiteShell({
  referralLink,
  children,
}: {
  referralLink: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <ShareControl />
      <SiteFooter referralLink={referralLink} />
      <ServiceWorkerRegistration />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>("routes/site/layout");
  return (
    <SiteShell referralLink={site?.referralLink ?? null}>
      <ErrorPage kind={errorPageKind(error)} />
    </SiteShell>
  );
}
