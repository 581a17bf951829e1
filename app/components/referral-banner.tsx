// The referral link banner (spec section 2), apart from the referral hooks so that the pages
// that only use those do not carry its texts (issue 34: each page's data has its own texts).
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ASSIGNMENT_TTL_MS } from "~/domain/referral/assignment";
import { useI18n } from "./i18n-provider";
import { JoinLink, useReferralLink } from "./referral";
import { ReferralQr } from "./referral-qr";
import { TitledSection } from "./titled-section";
import { sendFunnelBeacon } from "./use-funnel-beacon";
import { useCopyLink } from "./use-copy-link";

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
