import type { PresentationRow } from "~/data/presentations";
import { useI18n } from "~/components/i18n-provider";
import { useDayFormat } from "~/components/use-day-format";
import { getLanguage, isLanguageCode, type LanguageCode } from "~/i18n/languages";

/** What a card shows of a presentation. */
export type Item = Pick<PresentationRow, "id" | "title" | "language" | "fileName" | "createdAt">;

export function PresentationCard({ item, main = false }: { item: Item; main?: boolean }) {
  const { t } = useI18n();
  const day = useDayFormat();
  const language = isLanguageCode(item.language)
    ? getLanguage(item.language as LanguageCode).native
    : item.language;
  return (
    <article
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${main ? "border-emerald-300" : "border-slate-200"}`}
    >
      <h3 className="font-semibold">{item.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("presentations.language", { language })}</p>
      {/* Month names come from the runtime's CLDR, which a browser may have in another version. */}
      <p className="text-xs text-slate-500" suppressHydrationWarning>
        {day(item.createdAt)}
      </p>
      <a
        href={`/files/presentations/${item.id}`}
        target="_blank"
        rel="noopener"
        className="mt-4 inline-flex w-fit rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        {t("presentations.view")}
        <span className="sr-only">
          {" "}
          {item.title} ({t("general.opensInNewTab")})
        </span>
      </a>
    </article>
  );
}
