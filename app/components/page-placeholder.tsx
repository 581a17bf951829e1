import type { MessageKey } from "~/i18n/dictionaries/en";
import { useI18n } from "./i18n-provider";

/** A page whose content is still to come: its title and a short note. */
export function PagePlaceholder({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{t(titleKey)}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("general.page.preparing")}</p>
    </section>
  );
}
