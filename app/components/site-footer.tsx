import { Link, useLocation } from "react-router";
import { FOOTER_PAGES } from "~/domain/site/pages";
import { useI18n } from "./i18n-provider";
import { lazyWhenNear } from "./lazy-when-near";
import { Logo } from "./logo";
import { LineIcon } from "./ui/icon";
import { useSite } from "./referral";

// The email-updates form is off by default (Settings): its code loads only where it is shown, once
// the visitor nears the footer or reaches into the form, so the home page's JavaScript budget does
// not carry it (issue 34). Until then the server's form posts without JavaScript.
const SignupForm = lazyWhenNear(() =>
  import("./signup-form").then((m) => ({ default: m.SignupForm })),
);

const SOCIAL_NETWORKS = [
  { name: "Telegram", icon: "M21 4L3 11l5 2 2 6 3-4 5 4 3-15zM8 13l10-6-7 8" },
  {
    name: "YouTube",
    icon: "M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V8zm7 1v6l5-3-5-3z",
  },
  { name: "X", icon: "M4 4l16 16M20 4L4 20" },
] as const;

/** The heading of one of the footer's columns. */
function FooterHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{children}</h2>;
}

/** Footer: page links, three social icons that all open the default referral link (the one in
 * Site Settings, not the visitor's rotated link: spec section 2), and the statement
 * that this is an unofficial guide (spec section 2). */
export function SiteFooter({ referralLink }: { referralLink: string | null }) {
  const { t, href } = useI18n();
  const site = useSite();
  const defaultLink = site.defaultReferralLink;
  // The signup pages show the form themselves.
  const onSignupPage = /\/signup(\/|$)/.test(useLocation().pathname);
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <Link to={href("/")} className="flex items-center gap-2 font-bold text-white">
            <Logo className="h-8 w-8" />
            {t("general.productName")}
          </Link>
          <p className="mt-3 text-sm" data-testid="unofficial-statement">
            {t("footer.unofficial")}
          </p>
        </div>
        <nav aria-label={t("footer.navLabel")}>
          <FooterHeading>{t("footer.pagesHeading")}</FooterHeading>
          {/* Each link at least 32 px tall: a tap target (WCAG 2.2 asks for 24). */}
          <ul className="mt-2 space-y-1 text-sm">
            {FOOTER_PAGES.map((p) => (
              <li key={p.path}>
                <Link
                  to={href(p.path)}
                  className="inline-flex min-h-8 items-center hover:text-white hover:underline"
                  data-testid="footer-link"
                >
                  {t(p.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {referralLink && defaultLink ? (
          <div>
            <FooterHeading>{t("footer.socialHeading")}</FooterHeading>
            <ul className="mt-3 flex gap-3">
              {SOCIAL_NETWORKS.map((n) => (
                <li key={n.name}>
                  <a
                    href={defaultLink}
                    target="_blank"
                    rel="noopener"
                    aria-label={t("footer.socialLink", { network: n.name })}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-400"
                    data-testid="social-link"
                  >
                    <LineIcon className="h-5 w-5" d={n.icon} strokeLinejoin="round" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {site.emailSignup && !onSignupPage ? (
        <div className="mx-auto max-w-6xl px-4 pb-10">
          <SignupForm tone="dark" />
        </div>
      ) : null}
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
