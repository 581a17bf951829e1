import { Link, NavLink } from "react-router";
import { SITE_PAGES } from "~/domain/site/pages";
import { useI18n } from "./i18n-provider";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { PageDisclosure } from "./page-disclosure";
import { LineIcon } from "./ui/icon";
import { useSite } from "./referral";
import { usePageDisclosure } from "./use-page-disclosure";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-emerald-500 ${
    isActive
      ? "bg-emerald-50 text-emerald-800"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

export function SiteHeader() {
  const { t, href } = useI18n();
  // A <details> element, closed when a link is chosen.
  const menu = usePageDisclosure();

  const { showPresentations } = useSite();
  const links = SITE_PAGES.filter((p) => showPresentations || p.path !== "/presentations").map(
    (page) => ({
      to: href(page.path),
      label: t(page.label),
      end: page.path === "/",
    }),
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("general.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to={href("/")} className="flex shrink-0 items-center gap-2 font-bold text-slate-900">
          <Logo className="h-8 w-8" />
          <span className="text-lg">{t("general.productName")}</span>
        </Link>

        <SiteNav
          links={links}
          className="ms-4 hidden flex-1 lg:block"
          listClassName="flex items-center gap-1"
        />

        <div className="ms-auto flex items-center gap-2 lg:ms-0">
          <LanguageSwitcher />
          <PageDisclosure
            state={menu}
            className="lg:hidden"
            data-testid="mobile-menu"
            label={t("general.menu.toggle")}
            summaryClassName="w-10 justify-center"
            summary={
              <LineIcon
                className="h-6 w-6"
                d={menu.open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
              />
            }
          >
            <SiteNav
              links={links}
              className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-md"
              listClassName="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3"
              block
              onNavigate={menu.close}
            />
          </PageDisclosure>
        </div>
      </div>
    </header>
  );
}

/** The site's pages as a navigation list: in the header on wide screens, in the menu on a phone
 * (one link a line, and a chosen link closes the menu). */
function SiteNav({
  links,
  className,
  listClassName,
  block = false,
  onNavigate,
}: {
  links: { to: string; label: string; end: boolean }[];
  className: string;
  listClassName: string;
  block?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("general.nav.label")} className={className}>
      <ul className={listClassName}>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={(s) => (block ? `block ${linkClass(s)}` : linkClass(s))}
              onClick={onNavigate}
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
