import { useSyncExternalStore } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { readSponsorToken, withVia } from "~/domain/referral/attribution";
import { useI18n } from "./i18n-provider";

type SiteData = {
  referralLink: string;
  /** The member the visit is attributed to (app/domain/referral/attribution.ts), "" for none. */
  sponsor?: string;
  site: {
    showPresentations: boolean;
    showVideoOnMobile: boolean;
    /** "" when no wallet is recommended (Settings). */
    recommendedWallet: string;
    /** The "Get updates by email" form is shown (Settings). */
    emailSignup: boolean;
    /** The home page says "Shared with you by {name}" (Settings, issue 30). */
    showSharedBy?: boolean;
    /** The chat's unanswered questions are kept as typed (Settings, issue 33): only then does
     * the page send their text along with the count. */
    keepMissedQuestions?: boolean;
    defaultReferralLink: string | null;
    intro: { id: string; title: string } | null;
    tutorial: { id: string; title: string } | null;
  };
};

function useSiteData(): SiteData | undefined {
  return useRouteLoaderData("routes/site/layout") as SiteData | undefined;
}

/** The visitor's referral link, chosen by the server's rotator for this visit. */
export function useReferralLink(): string | null {
  return useSiteData()?.referralLink ?? null;
}

const noSubscription = () => () => undefined;

/**
 * The member the visitor is attributed to (issue 30), once the page is hydrated: a cached page's
 * markup is the same for every visitor (only its data carries the member), so what shows the
 * member (share links with `?via=`, the "Shared with you by" line) appears after hydration.
 */
export function useSponsor(): { code: string; name: string } | null {
  const token = useSiteData()?.sponsor ?? "";
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? readSponsorToken(token) : null;
}

/** Site-wide settings and videos for the public pages. */
export function useSite(): SiteData["site"] {
  return (
    useSiteData()?.site ?? {
      showPresentations: true,
      showVideoOnMobile: true,
      recommendedWallet: "",
      emailSignup: false,
      defaultReferralLink: null,
      intro: null,
      tutorial: null,
    }
  );
}

/** Every join/activate button goes through /go, which logs the click and redirects; with the
 * member's code once hydrated, so a browser that keeps no cookies still gets the member's link. */
export function useJoinHref(): string {
  const { pathname } = useLocation();
  return withVia(`/go?from=${encodeURIComponent(pathname)}`, useSponsor()?.code);
}

/** A join/activate/register button: opens the visitor's referral link in a new tab. */
export function JoinLink({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <a
      href={useJoinHref()}
      target="_blank"
      rel="noopener"
      className={
        className ??
        "inline-flex items-center justify-center rounded-lg bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      }
      data-testid="join-link"
    >
      {children}
      <span className="sr-only"> ({t("general.opensInNewTab")})</span>
    </a>
  );
}
