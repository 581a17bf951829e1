import { createContext, useContext, useMemo } from "react";
import type { Messages } from "~/i18n/dictionaries/en";
import { getLanguage, localizedPath, type Language, type LanguageCode } from "~/i18n/languages";
import { createTranslate, type Translate } from "~/i18n/translate";

type I18n = {
  lang: LanguageCode;
  language: Language;
  t: Translate;
  /** A site path in the current language: href("/join") -> "/hi/join". */
  href: (path: string) => string;
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: LanguageCode;
  messages: Messages;
  children: React.ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      lang,
      language: getLanguage(lang),
      t: createTranslate(messages),
      href: (path) => localizedPath(lang, path),
    }),
    [lang, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside I18nProvider");
  return value;
}
