import { useLocation } from "react-router";
import { withVia } from "~/domain/referral/attribution";
import { isWalletId, WALLET_NAMES } from "~/domain/referral/wallet-links";
import { useI18n } from "./i18n-provider";
import { useSponsor } from "./referral";
import { sendFunnelBeacon } from "./use-funnel-beacon";

/** The /go link that opens the visitor's referral link in the recommended wallet's browser: the
 * click redirect counts the click, and sends a phone on to the wallet's universal link. */
export function useWalletHref(): string {
  const { pathname } = useLocation();
  const href = withVia(`/go?from=${encodeURIComponent(pathname)}`, useSponsor()?.code);
  return `${href}&open=wallet`;
}

/** On a phone (below the md breakpoint), the join guide's "open the wallet's browser" and "paste
 * the link" steps as one button. Rendered only when a wallet is recommended in Settings. */
export function OpenInWalletStep({ wallet, number }: { wallet: string; number: number }) {
  const { t } = useI18n();
  const href = useWalletHref();
  if (!isWalletId(wallet)) return null;
  const name = WALLET_NAMES[wallet];
  return (
    <li
      className="flex gap-4 rounded-xl border-2 border-emerald-600 bg-emerald-50 p-4 shadow-sm md:hidden"
      data-testid="open-in-wallet-step"
    >
      <span
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
        aria-hidden="true"
      >
        {number}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold">
          <span className="sr-only">{t("join.stepLabel", { number })}: </span>
          {t("join.wallet.open", { wallet: name })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("join.wallet.text", { wallet: name })}</p>
        <a
          href={href}
          rel="noopener"
          className="mt-3 inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          data-testid="open-in-wallet"
          onClick={() => sendFunnelBeacon("wallet")}
        >
          {t("join.wallet.open", { wallet: name })}
        </a>
        <p className="mt-3 text-sm text-slate-600">{t("join.wallet.other")}</p>
      </div>
    </li>
  );
}
