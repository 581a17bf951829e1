import { useSyncExternalStore } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { withVia } from "~/domain/referral/attribution";
import { telegramShareUrl, whatsappShareUrl } from "~/domain/referral/share-links";
import { useI18n } from "./i18n-provider";
import { useSponsor } from "./referral";
import { TitledSection } from "./titled-section";
import { useCopyLink } from "./use-copy-link";

const noSubscription = () => () => undefined;
/** Whether this browser has a share sheet (false while rendering on the server). */
function useHasShareSheet(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator !== "undefined" && typeof navigator.share === "function",
    () => false,
  );
}

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600";

/** The apps offered when the browser has no share sheet, with their share address. */
const SHARE_SITES = [
  { name: "WhatsApp", shareUrl: whatsappShareUrl },
  { name: "Telegram", shareUrl: telegramShareUrl },
];

/** A share control on every public page: the phone's share sheet where there is one, else
 * WhatsApp, Telegram and copy link. It shares this page's URL in the current language, with the
 * member's code when the visitor came through a member's link (the sponsor is kept). */
export function ShareControl() {
  const { t } = useI18n();
  const copyLink = useCopyLink();
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const url = withVia(`${root?.origin ?? ""}${pathname}`, useSponsor()?.code);
  const text = t("general.share.text");
  const hasShareSheet = useHasShareSheet();

  async function share() {
    try {
      await navigator.share({ title: document.title, text, url });
    } catch {
      // Closing the sheet rejects the promise: nothing to tell the visitor.
    }
  }

  return (
    <TitledSection
      id="share-title"
      title={t("general.share.label")}
      titleClassName="me-2 font-semibold text-slate-700"
      className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-6"
      data-testid="share-control"
    >
      {hasShareSheet ? (
        <button type="button" onClick={share} className={BUTTON} data-testid="share-sheet">
          {t("general.share.button")}
        </button>
      ) : (
        <>
          {SHARE_SITES.map((site) => (
            <a
              key={site.name}
              href={site.shareUrl(url, text)}
              target="_blank"
              rel="noopener noreferrer"
              className={BUTTON}
            >
              {site.name}
              <span className="sr-only"> ({t("general.opensInNewTab")})</span>
            </a>
          ))}
          <button type="button" onClick={() => copyLink(url)} className={BUTTON}>
            {t("general.copyLink")}
          </button>
        </>
      )}
    </TitledSection>
  );
}
