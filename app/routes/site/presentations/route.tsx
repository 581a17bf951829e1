import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { useI18n } from "~/components/i18n-provider";
import { Offscreen } from "~/components/offscreen";
import { PageTitle } from "~/components/section";
import { getDb } from "~/data/db";
import { loadPublicPresentations } from "~/data/public-content";
import { getSiteSettings } from "~/data/settings";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { sitePageMeta } from "~/i18n/page-meta";
import { PRESENTATION_KINDS } from "~/domain/formats/file-types";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { presentationFieldsSchema } from "~/schemas/content";
import { getWorker } from "~/server/http/context";
import { pageTexts } from "~/server/i18n/page-messages.server";
import { setFlash } from "~/server/http/cookies.server";
import { consumeRequestLimit } from "~/server/limits/atomic-limits.server";
import { keepIfQueueHasRoom, reviewQueueIsFull } from "~/server/files/review-queue.server";
import { pagePath } from "~/server/http/request-path.server";
import { readUploadForm } from "~/server/files/uploads.server";
import { storePresentation } from "~/server/files/store-presentation.server";
import { PresentationCard } from "./presentation-card";
import { VisitorUpload } from "./visitor-upload";

// POST /presentations – a visitor's presentation, stored as pending until an admin approves it.
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const fail = (key: MessageKey, status: number, field?: string) =>
    data({ error: key, field: field ?? null }, { status });
  const db = getDb(env.DB);
  // Both answered before the body is read.
  if (await reviewQueueIsFull(db)) return fail("presentations.upload.queueFull", 503);
  if (!(await consumeRequestLimit(env, "visitorUpload", request))) {
    return fail("presentations.upload.tooMany", 429);
  }
  const read = await readUploadForm(request, PRESENTATION_KINDS);
  if (!read.ok)
    return fail(
      read.problem === "too_large"
        ? "presentations.upload.tooLarge"
        : "presentations.upload.failed",
      read.problem === "too_large" ? 413 : 411,
    );
  const fields = presentationFieldsSchema.safeParse(read.fields);
  if (!fields.success) return fail("presentations.upload.noTitle", 400, "title");
  if (!read.file) {
    const key =
      read.problem === "too_large"
        ? "presentations.upload.tooLarge"
        : read.problem === "unsupported"
          ? "presentations.upload.unsupported"
          : "presentations.upload.noFile";
    return fail(key, 400, "file");
  }
  const stored = await storePresentation(
    env,
    db,
    { fields: fields.data, file: read.file, status: "pending", uploadedBy: "visitor" },
    {
      actor: { id: 0, email: "visitor" },
      action: "upload (pending review)",
      detail: fields.data.title,
    },
  );
  if (!stored.ok) return fail("presentations.upload.failed", 500);
  if (!(await keepIfQueueHasRoom(env, db, stored)))
    return fail("presentations.upload.queueFull", 503);
  const page = pagePath(request).pathname;
  throw redirect(page, {
    status: 303,
    headers: {
      "Set-Cookie": await setFlash({ type: "success", key: "presentations.upload.success" }),
    },
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The layout's loader answers 404 for a language this request may not see.
  const lang = params.lang ?? DEFAULT_LANGUAGE;
  const db = getDb(getWorker(context).env.DB);
  const texts = await pageTexts(request, context, "presentations");
  let loaded: Awaited<ReturnType<typeof loadPublicPresentations>>;
  try {
    loaded = await loadPublicPresentations(db, lang);
  } catch (error) {
    // The page stays, with the spec's message where the list would be and the upload form
    // working. Not a 200, so the page cache does not keep it.
    console.error("Failed to load presentations", error);
    const show = await getSiteSettings(db).then(
      (s) => s.showPresentations,
      () => true,
    );
    if (!show) throw data(null, { status: 404 });
    return data({ main: null, others: [], loadFailed: true, texts }, { status: 503 });
  }
  // "Show Presentations" off hides the page as well as its link.
  if (!loaded.show) throw data(null, { status: 404 });
  return { main: loaded.main, others: loaded.others, loadFailed: false, texts };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, "/presentations");

export default function PresentationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <PageTitle>{t("presentations.title")}</PageTitle>
      <p className="mt-3 text-lg text-slate-700">{t("presentations.subtitle")}</p>
      {loaderData.loadFailed ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          {t("presentations.loadFailed")}
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold">{t("presentations.main")}</h2>
      <div className="mt-4">
        {loaderData.main ? (
          <PresentationCard item={loaderData.main} main />
        ) : (
          <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-600">
            {t("presentations.empty")}
          </p>
        )}
      </div>
      <h2 className="mt-10 text-xl font-semibold">{t("presentations.others")}</h2>
      {loaderData.others.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("presentations.noOthers")}</p>
      ) : (
        <Offscreen>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.others.map((p) => (
              <PresentationCard key={p.id} item={p} />
            ))}
          </div>
        </Offscreen>
      )}
      <Offscreen>
        <VisitorUpload error={actionData?.error ?? null} field={actionData?.field ?? null} />
      </Offscreen>
    </section>
  );
}
