import { Link } from "react-router";
import { useI18n } from "./i18n-provider";

/** The 404 page ('404 / Oops! Page not found') and the generic 'Unexpected Application Error!'. */
export function ErrorPage({ kind }: { kind: "not-found" | "unexpected" }) {
  const { t, href } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {kind === "not-found" ? (
        <>
          <h1 className="text-6xl font-bold text-slate-900">{t("general.notFound.title")}</h1>
          <p className="mt-4 text-xl text-slate-600">{t("general.notFound.message")}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{t("general.error.title")}</h1>
          <p className="mt-4 text-lg text-slate-600">{t("general.error.message")}</p>
        </>
      )}
      <Link
        to={href("/")}
        className="mt-8 rounded-lg bg-emerald-700 px-5 py-3 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t("general.notFound.backHome")}
      </Link>
    </section>
  );
}
