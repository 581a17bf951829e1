// The member's personal links: the chosen language's link with a copy button, its QR code and
// WhatsApp and Telegram share buttons (text in that language), and every other language's link.
import { Link } from "react-router";
import { useCopyLink } from "~/components/use-copy-link";
import { useI18n } from "~/components/i18n-provider";
import { buttonClass } from "~/components/ui/button";
import type { MemberPage } from "~/server/members/page.server";
import { TitledSection } from "~/components/titled-section";

const SHARE_APPS = [
  ["whatsapp", "general.member.whatsapp"],
  ["telegram", "general.member.telegram"],
] as const;

export function MemberLinks({ page }: { page: MemberPage }) {
  const { t } = useI18n();
  const copy = useCopyLink();
  const { chosen } = page;
  return (
    <TitledSection
      id="member-links-title"
      title={t("general.member.personalLinks")}
      className="space-y-4"
    >
      <p className="text-slate-700">{t("general.member.personalLinksText")}</p>
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="font-medium">
          {t("general.member.linkLanguage", { language: chosen.name })}
        </h3>
        <p className="font-mono text-sm break-all" data-testid="member-link" dir="ltr">
          {chosen.link}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() => copy(chosen.link)}
          >
            {t("general.copyLink")}
          </button>
          {SHARE_APPS.map(([app, label]) => (
            <a
              key={app}
              href={chosen[app]}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary")}
            >
              {t(label)}
            </a>
          ))}
        </div>
        <div
          role="img"
          aria-label={t("general.member.qrAlt")}
          className="w-40 rounded-lg bg-white p-1"
          data-testid="member-qr"
          // The SVG is drawn by the server (uqr) from the member's own link: no visitor text.
          dangerouslySetInnerHTML={{ __html: chosen.qrSvg }}
        />
      </div>
      <nav aria-label={t("general.member.otherLanguages")}>
        <h3 className="font-medium">{t("general.member.otherLanguages")}</h3>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {page.links.map((l) => (
            <li key={l.code} className="flex min-h-11 items-center justify-between gap-2">
              <Link
                to={`?for=${l.code}`}
                preventScrollReset
                className="underline"
                aria-current={l.code === chosen.code ? "true" : undefined}
                dir="auto"
              >
                {l.name}
              </Link>
              <button
                type="button"
                className={buttonClass("ghost", "px-2 py-1 text-sm")}
                onClick={() => copy(l.link)}
                aria-label={`${t("general.copyLink")}: ${l.name}`}
              >
                {t("general.copyLink")}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </TitledSection>
  );
}
