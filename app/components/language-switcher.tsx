import { Form, useLocation, useNavigation } from "react-router";
import { useI18n } from "./i18n-provider";
import { PageDisclosure } from "./page-disclosure";
import { usePageDisclosure } from "./use-page-disclosure";

/**
 * The language dropdown: a plain form of a button per language (22, plus any added ones) in a scrollable list (h-72, spec section 9),
 * so it works before JavaScript loads. The server remembers the choice and redirects to the same
 * page in the new language with a toast.
 */
export function LanguageSwitcher() {
  const { t, lang, language, languages } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const list = usePageDisclosure();

  return (
    <PageDisclosure
      state={list}
      className="relative"
      data-testid="language-switcher"
      label={`${t("general.language.label")}: ${language.native}`}
      summaryClassName="gap-2 border border-slate-200 px-3 text-sm font-medium"
      summary={
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
          </svg>
          <span lang={language.tag}>{language.native}</span>
        </>
      }
    >
      <Form
        method="post"
        action="/language"
        preventScrollReset
        className="absolute end-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white shadow-lg"
        onSubmit={list.close}
      >
        <input type="hidden" name="path" value={location.pathname + location.search} />
        <p
          id="language-list-label"
          className="border-b border-slate-100 px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t("general.language.choose")}
        </p>
        {/* Option styles set once on the list rather than on each of the 22 buttons. */}
        <ul
          className="h-72 overflow-y-auto py-1 [&_button]:flex [&_button]:w-full [&_button]:items-center [&_button]:justify-between [&_button]:px-3 [&_button]:py-2 [&_button]:text-start [&_button]:text-sm [&_button]:text-slate-700 [&_button:focus-visible]:bg-slate-100 [&_button:focus-visible]:outline-none [&_button:hover]:bg-slate-100 [&_button[aria-current]]:font-semibold [&_button[aria-current]]:text-emerald-700 [&_small]:text-xs [&_small]:text-slate-400"
          aria-labelledby="language-list-label"
        >
          {languages.map((l) => (
            <li key={l.code}>
              <button
                type="submit"
                name="lang"
                value={l.code}
                disabled={navigation.state === "submitting"}
                aria-current={l.code === lang ? "true" : undefined}
              >
                <span lang={l.tag} dir={l.dir}>
                  {l.native}
                </span>
                <small>{l.name}</small>
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </PageDisclosure>
  );
}
