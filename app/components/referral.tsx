import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { readSponsorToken, withVia } from "~/domain/referral/attribution";
import { ASSIGNMENT_TTL_MS } from "~/domain/referral/assignment";
import { useI18n } from "./i18n-provider";
import { ReferralQr } from "./referral-qr";
import { TitledSection } from "./titled-section";
import { sendFunnelBeacon } from "./use-funnel-beacon";
import { useCopyLink } from "./use-copy-link";

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

/** The link the rotator gives now (spec step 4's forced refresh), or null when it cannot say. */
async function refreshedLink(page: string): Promise<string | null> {
  try {
    const body = new FormData();
    body.set("page", page);
    const res = await fetch("/referral/refresh", { method: "POST", body });
    const answer: unknown = res.ok ? await res.json() : null;
    const link = (answer as { link?: unknown } | null)?.link;
    return typeof link === "string" ? link : null;
  } catch {
    return null;
  }
}

/** The referral link banner: read-only field, copy button and join button (spec section 2). A
 * page left open longer than the one-hour assignment asks the rotator again before copying, so
 * the visitor copies the link a reload would show (Join goes through /go, which does the same). */
export function ReferralBanner() {
  const { t } = useI18n();
  const copyLink = useCopyLink();
  const { pathname } = useLocation();
  const served = useReferralLink();
  // The renewed link, with the served link it replaced (a newly served one wins).
  const [renewed, setRenewed] = useState<{ from: string | null; link: string } | null>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [served]);
  const link = renewed && renewed.from === served ? renewed.link : served;
  if (!link) return null;

  async function copy() {
    let value = link!;
    if (shownAt.current > 0 && Date.now() - shownAt.current >= ASSIGNMENT_TTL_MS) {
      const fresh = await refreshedLink(pathname);
      if (fresh) {
        value = fresh;
        shownAt.current = Date.now();
        setRenewed({ from: served, link: fresh });
      }
    }
    sendFunnelBeacon("copy");
    await copyLink(value);
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <TitledSection
        id="referral-title"
        title={t("homepage.referral.title")}
        titleClassName="text-2xl font-bold sm:text-3xl"
        className="rounded-2xl bg-gradient-to-br from-emerald-600 to-teal-700 p-6 text-white shadow-lg sm:p-10"
      >
        <p className="mt-2 max-w-2xl text-emerald-50">{t("homepage.referral.description")}</p>
        <label
          htmlFor="referral-link-field"
          className="mt-6 block text-sm font-medium text-emerald-50"
        >
          {t("homepage.referral.fieldLabel")}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="referral-link-field"
            readOnly
            value={link}
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border-0 bg-white/95 px-4 py-3 font-mono text-sm text-slate-900"
            data-testid="referral-link"
          />
          <button
            type="button"
            onClick={copy}
            className="rounded-lg bg-white/15 px-5 py-3 font-semibold text-white ring-1 ring-white/40 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t("general.copyLink")}
          </button>
          <JoinLink className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-white">
            {t("general.joinNow")}
          </JoinLink>
        </div>
        <div className="mt-6">
          <ReferralQr tone="dark" />
        </div>
      </TitledSection>
    </div>
  );
}
