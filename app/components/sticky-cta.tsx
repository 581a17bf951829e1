import { MINIMUM_FUNDING_USD } from "~/domain/site/income-plan";
import { useI18n } from "./i18n-provider";
import { JoinLink } from "./referral";
import { useFormat } from "./use-format";

/** The sticky bottom call-to-action bar (spec section 2). */
export function StickyCta() {
  const { t } = useI18n();
  const { usd } = useFormat();
  return (
    <div
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
      data-testid="sticky-cta"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-800">
          {t("general.stickyCta.text", { amount: usd(MINIMUM_FUNDING_USD) })}
        </p>
        <JoinLink className="shrink-0 rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600">
          {t("general.joinNow")}
        </JoinLink>
      </div>
    </div>
  );
}
