import { createContext, useContext, useMemo } from "react";
import type { Messages } from "~/i18n/dictionaries/en";
import { LANGUAGES, localizedPath, type SiteLanguage } from "~/i18n/languages";
import { createTranslate, type Translate } from "~/i18n/translate";

type I18n = {
  /** The page's language code: a built-in one ("hi") or an added one ("pt-br"). */
  lang: string;
  language: SiteLanguage;
  /** Every language a visitor may choose: the built-in ones, then the published added ones. */
  languages: readonly SiteLanguage[];
  t: Translate;
  /** A site path in the current language: href("/join") -> "/hi/join". */
  href: (path: string) => string;
};

const I18nContext = createContext<I18n | null>(null);
/** One empty list, so a render without added languages keeps the context value (and `t`). */
const NONE: readonly SiteLanguage[] = [];

export function I18nProvider({
  language,
  addedLanguages = NONE,
  messages,
  children,
}: {
  language: SiteLanguage;
  addedLanguages?: readonly SiteLanguage[];
  messages: Messages;
  children: React.ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      lang: language.code,
      language,
      languages: addedLanguages.length ? [...LANGUAGES, ...addedLanguages] : LANGUAGES,
      t: createTranslate(messages),
      href: (path) => localizedPath(language.code, path),
    }),
    [language, addedLanguages, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page language's texts and links: every page is inside the I18nProvider (root.tsx). */
export function useI18n(): I18n {
  return useContext(I18nContext)!;
}
