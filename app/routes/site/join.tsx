import type { Route } from "./+types/join";
import { useI18n } from "~/components/i18n-provider";
import { PageTitle } from "~/components/section";
import { OpenInWalletStep } from "~/components/open-in-wallet";
import { JoinLink, useSite } from "~/components/referral";
import { ReferralBanner } from "~/components/referral-banner";
import { ReferralQr } from "~/components/referral-qr";
import { StickyCta } from "~/components/sticky-cta";
import { useFormat } from "~/components/use-format";
import { VideoFacade } from "~/components/video-facade";
import { MINIMUM_FUNDING_USD } from "~/domain/site/income-plan";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { sitePageMeta } from "~/i18n/page-meta";
import { pageTexts } from "~/server/i18n/page-messages.server";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, "/join");

// The page's own texts (issue 34); the shell's come with the root's data.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { texts: await pageTexts(request, context, "join") };
}

const STEPS = [1, 2, 3, 4, 5, 6, 7] as const;
/** On a phone with a recommended wallet, these two steps become one "Open in <wallet>" button. */
const WALLET_STEPS = new Set<number>([5, 6]);

export default function JoinPage() {
  const { t } = useI18n();
  const { usd } = useFormat();
  const site = useSite();
  const walletButton = site.recommendedWallet !== "";
  return (
    <>
      <section className="mx-auto max-w-5xl px-4 py-12">
        <PageTitle>{t("join.title")}</PageTitle>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("join.subtitle")}</p>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <div className="space-y-4">
            <VideoFacade
              video={site.tutorial}
              label={t("general.video.tutorial")}
              hideOnMobile={!site.showVideoOnMobile}
            />
            <JoinLink>{t("join.activate")}</JoinLink>
            <ReferralQr />
          </div>
          <ol className="space-y-3" data-testid="join-steps">
            {STEPS.flatMap((n) => {
              // After the merged wallet step, a phone counts one step less than a desktop.
              const phoneNumber = walletButton && n > 6 ? n - 1 : n;
              return [
                walletButton && n === 5 ? (
                  <OpenInWalletStep key="wallet" wallet={site.recommendedWallet} number={5} />
                ) : null,
                <li
                  key={n}
                  className={`${walletButton && WALLET_STEPS.has(n) ? "hidden md:flex" : "flex"} gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm`}
                >
                  <span
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
                    aria-hidden="true"
                  >
                    {phoneNumber !== n ? (
                      <>
                        <span className="md:hidden">{phoneNumber}</span>
                        <span className="hidden md:inline">{n}</span>
                      </>
                    ) : (
                      n
                    )}
                  </span>
                  <div>
                    <h2 className="font-semibold">
                      {/* Screen readers hear the number that is shown. */}
                      {phoneNumber !== n ? (
                        <>
                          <span className="sr-only md:hidden">
                            {t("join.stepLabel", { number: phoneNumber })}:{" "}
                          </span>
                          <span className="sr-only hidden md:inline">
                            {t("join.stepLabel", { number: n })}:{" "}
                          </span>
                        </>
                      ) : (
                        <span className="sr-only">{t("join.stepLabel", { number: n })}: </span>
                      )}
                      {t(`join.step${n}.title` as MessageKey)}
                    </h2>
                    <p className="mt-1 text-sm text-slate-600">
                      {t(`join.step${n}.text` as MessageKey, { amount: usd(MINIMUM_FUNDING_USD) })}
                    </p>
                  </div>
                </li>,
              ];
            })}
          </ol>
        </div>
        <p className="mt-6 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
          {t("join.tip")}
        </p>
      </section>
      <ReferralBanner />
      <StickyCta />
    </>
  );
}
