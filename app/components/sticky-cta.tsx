import { useI18n } from "./i18n-provider";
import { JoinLink } from "./referral";
import { useMinimumAmount } from "./site/use-minimum-amount";

/**
 * The sticky bottom call-to-action bar (spec section 2). On a phone it stays one or two lines in
 * every language (issue 32: Tamil wrapped to six and hid a hero button): it shows the short
 * "Starts at $2" there, while screen readers and wider screens get the whole sentence. Under
 * 72 px tall, so the chat bubble (80 px above the bottom) sits clear of it.
 */
export function StickyCta() {
  const { t } = useI18n();
  const amount = useMinimumAmount();
  return (
    <div
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:py-3"
      data-testid="sticky-cta"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm font-medium text-slate-800">
          <span aria-hidden="true" className="line-clamp-2 sm:hidden">
            {t("homepage.features.start.title", { amount })}
          </span>
          <span className="sr-only sm:not-sr-only">{t("general.stickyCta.text", { amount })}</span>
        </p>
        <JoinLink className="inline-flex min-h-11 max-w-[45%] shrink-0 items-center justify-center rounded-lg bg-emerald-700 px-3 py-1 text-center text-sm leading-5 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:max-w-none sm:px-4">
          {t("general.joinNow")}
        </JoinLink>
      </div>
    </div>
  );
}
