import { data } from "react-router";
import type { Route } from "./+types/presentations";
import { formatDate } from "~/components/admin/format";
import { useI18n } from "~/components/i18n-provider";
import { getDb } from "~/data/db";
import { loadPublicPresentations } from "~/data/public-content";
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, type LanguageCode } from "~/i18n/languages";
import { sitePageMeta } from "~/i18n/page-meta";
import { getWorker } from "~/server/context";

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLanguageCode(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const { show, main, others } = await loadPublicPresentations(getDb(getWorker(context).env.DB), lang);
  // "Show Presentations" off hides the page as well as its link.
  if (!show) throw data(null, { status: 404 });
  return { main, others };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, { path: "/presentations", titleKey: "presentations.title", descriptionKey: "general.meta.presentationsDescription" });

type Item = { id: number; title: string; language: string; fileName: string; createdAt: number };

function PresentationCard({ item, main = false }: { item: Item; main?: boolean }) {
  const { t } = useI18n();
  const language = isLanguageCode(item.language) ? getLanguage(item.language as LanguageCode).native : item.language;
  return (
    <article className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${main ? "border-emerald-300" : "border-slate-200"}`}>
      <h3 className="font-semibold">{item.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("presentations.language", { language })}</p>
      <p className="text-xs text-slate-500">{formatDate(item.createdAt)}</p>
      <a href={`/files/presentations/${item.id}`} target="_blank" rel="noopener" className="mt-4 inline-flex w-fit rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800">
        {t("presentations.view")}
        <span className="sr-only"> {item.title} ({t("general.opensInNewTab")})</span>
      </a>
    </article>
  );
}

export default function PresentationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("presentations.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("presentations.subtitle")}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("presentations.main")}</h2>
      <div className="mt-4">
        {loaderData.main ? <PresentationCard item={loaderData.main} main /> : <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-600">{t("presentations.empty")}</p>}
      </div>
      <h2 className="mt-10 text-xl font-semibold">{t("presentations.others")}</h2>
      {loaderData.others.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("presentations.noOthers")}</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.others.map((p) => <PresentationCard key={p.id} item={p} />)}
        </div>
      )}
    </section>
  );
}
