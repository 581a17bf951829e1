// The home page's sections (spec section 2, Home): the hero, features, the three-step guide, the
// income cards and why-points, kept apart so the route module holds its loader and the order.
import { Link } from "react-router";
import { useI18n } from "~/components/i18n-provider";
import { JoinLink, useSite, useSponsor } from "~/components/referral";
import { Section } from "~/components/section";
import { useMinimumAmount } from "~/components/site/use-minimum-amount";
import { VideoFacade } from "~/components/video-facade";
import { INCOME_TYPES } from "~/domain/site/income-plan";
import type { MessageKey } from "~/i18n/dictionaries/en";

const INCOME_ICONS: Record<(typeof INCOME_TYPES)[number], string> = {
  direct: "M12 5v14M5 12h14",
  level: "M4 18h4v-4h4v-4h4V6h4",
  global: "M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  leadership: "M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.4 6.8 19.2l1-5.9-4.3-4.1 5.9-.8z",
  royalty: "M3 18h18M5 18l-1-9 5 4 3-7 3 7 5-4-1 9",
  partner: "M12 2a10 10 0 100 20 10 10 0 000-20zm-3 7h6M9 15h6M12 6v12",
};

const FEATURES = ["lowFees", "contract", "start"] as const;

/** "Shared with you by {name}" for a visitor a member's link brought, when Settings turn it on
 * (issue 30). React escapes the name. */
function SharedBy() {
  const { t } = useI18n();
  const sponsor = useSponsor();
  const site = useSite();
  if (!site.showSharedBy || !sponsor) return null;
  return (
    <p className="mt-3 text-sm font-medium text-emerald-800" data-testid="shared-by">
      {t("homepage.hero.sharedBy", { name: sponsor.name })}
    </p>
  );
}

export function HomeHero({ presentationHref }: { presentationHref: string | null }) {
  const { t, href } = useI18n();
  const site = useSite();
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
        <p className="inline-block rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
          {t("homepage.hero.badge")}
        </p>
        <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {t("homepage.hero.title")}
        </h1>
        <SharedBy />
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("homepage.hero.subtitle")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={href("/join")}
            className="rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {t("homepage.hero.getStarted")}
          </Link>
          {presentationHref && site.showPresentations ? (
            <a
              href={presentationHref}
              target="_blank"
              rel="noopener"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {t("homepage.hero.learnMore")}
              <span className="sr-only"> ({t("general.opensInNewTab")})</span>
            </a>
          ) : (
            <a
              href="#how-to-join"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {t("homepage.hero.learnMore")}
            </a>
          )}
          <JoinLink>{t("general.joinNow")}</JoinLink>
        </div>
      </div>
    </section>
  );
}

export function HomeGuide() {
  const { t, href } = useI18n();
  const site = useSite();
  const amount = useMinimumAmount();
  return (
    <Section
      id="how-to-join"
      title={t("homepage.guide.title")}
      subtitle={t("homepage.guide.subtitle")}
    >
      {/* Without a tutorial video (none in the language, English or Settings) the steps take
          the whole width. */}
      <div className={`grid gap-6 ${site.tutorial ? "md:grid-cols-2" : ""}`}>
        <VideoFacade
          video={site.tutorial}
          label={t("general.video.tutorial")}
          hideOnMobile={!site.showVideoOnMobile}
        />
        <ol className="space-y-4">
          {[1, 2, 3].map((n) => (
            <li
              key={n}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <span
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
                aria-hidden="true"
              >
                {n}
              </span>
              <div>
                <h3 className="font-semibold">
                  {t(`homepage.guide.step${n}.title` as MessageKey)}
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  {t(`homepage.guide.step${n}.text` as MessageKey, { amount })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <Link
        to={href("/join")}
        className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-emerald-700 hover:underline"
      >
        {t("homepage.guide.fullGuide")}{" "}
        {/* Points the way the page reads: mirrored on right-to-left pages. */}
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          →
        </span>
      </Link>
    </Section>
  );
}

export function IncomeCards() {
  const { t, href } = useI18n();
  return (
    <Section
      id="earnings"
      title={t("homepage.earnings.title")}
      subtitle={t("homepage.earnings.subtitle")}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {INCOME_TYPES.map((type) => (
          <li key={type} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6 text-emerald-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            >
              <path d={INCOME_ICONS[type]} />
            </svg>
            <h3 className="mt-3 font-semibold">{t(`earnings.${type}.title` as MessageKey)}</h3>
            {/* The whole text: a clamp hid the last sentence of longer translations. */}
            <p className="mt-2 text-sm text-slate-600">
              {t(`earnings.${type}.text` as MessageKey)}
            </p>
            {/* At least 24 px tall, the smallest tap target WCAG 2.2 allows. */}
            <Link
              to={`${href("/earnings")}?tab=${type}`}
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-emerald-700 hover:underline"
              data-testid="income-details"
            >
              {t("homepage.earnings.details")}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HomeFeatures() {
  const { t } = useI18n();
  const amount = useMinimumAmount();
  return (
    <Section id="features" title={t("homepage.features.title")}>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold">
              {t(`homepage.features.${f}.title` as MessageKey, { amount })}
            </h3>
            <p className="mt-2 text-sm text-slate-600">
              {t(`homepage.features.${f}.text` as MessageKey, { amount })}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function WhyPoints() {
  const { t } = useI18n();
  const amount = useMinimumAmount();
  return (
    <Section id="why" title={t("homepage.why.title")}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {[1, 2, 3, 4].map((n) => (
          <li key={n} className="flex gap-3 rounded-lg bg-white p-4 shadow-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5 shrink-0 text-emerald-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M5 12l5 5 9-10" />
            </svg>
            <span className="text-sm text-slate-700">
              {t(`homepage.why.point${n}` as MessageKey, { amount })}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
