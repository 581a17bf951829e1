import { useLocation } from "react-router";
import { useI18n } from "./i18n-provider";

/** Where the Worker serves the visitor's QR code (workers/referral-qr.ts). */
const QR_PATH = "/qr/referral.svg";
/** A 1x1 transparent GIF: what a phone loads instead of the QR (the <source> matches only on a
 * wide screen, so phones never request the code). */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** On a desktop, the visitor's referral link as a QR code to scan with the phone's wallet. The
 * SVG is rendered by the server per visitor (it carries a signed scan token), so the page itself
 * stays the same for everyone and no script is added. */
export function ReferralQr({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const src = `${QR_PATH}?from=${encodeURIComponent(pathname)}`;
  return (
    <figure
      className={`hidden items-center gap-4 md:flex ${tone === "dark" ? "text-emerald-50" : "text-slate-700"}`}
      data-testid="referral-qr"
    >
      <picture className="shrink-0 rounded-lg bg-white p-1">
        <source media="(min-width: 768px)" srcSet={src} />
        <img src={BLANK} width={144} height={144} alt={t("general.qr.alt")} loading="lazy" />
      </picture>
      <figcaption className="max-w-xs text-sm">
        <strong className="block text-base">{t("general.qr.title")}</strong>
        {t("general.qr.text")}
      </figcaption>
    </figure>
  );
}
