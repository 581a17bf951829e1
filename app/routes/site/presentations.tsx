import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/presentations";
import { formatDate } from "~/components/admin/format";
import { useI18n } from "~/components/i18n-provider";
import { getDb } from "~/data/db";
import { loadPublicPresentations } from "~/data/public-content";
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, type LanguageCode } from "~/i18n/languages";
import { sitePageMeta } from "~/i18n/page-meta";
import { auditInsert } from "~/data/audit";
import { putFile } from "~/data/files";
import { insertPresentation } from "~/data/presentations";
import {
  MAX_UPLOAD_BYTES,
  PRESENTATION_KINDS,
  safeFileName,
  storageKey,
} from "~/domain/file-types";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { LANGUAGES } from "~/i18n/languages";
import { presentationFieldsSchema } from "~/schemas/content";
import { getWorker } from "~/server/http/context";
import { setFlash } from "~/server/http/cookies.server";
import { allowEvent, clientAddress } from "~/server/limits/rate-limit.server";
import { pagePath } from "~/server/http/request-path.server";
import { readUploadForm } from "~/server/files/uploads.server";

export const VISITOR_UPLOADS_PER_HOUR = 5;

// POST /presentations – a visitor's presentation, stored as pending until an admin approves it.
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const fail = (key: MessageKey, status: number, field?: string) =>
    data({ error: key, field: field ?? null }, { status });
  if (
    !(await allowEvent(env.KV, `upload:${clientAddress(request)}`, VISITOR_UPLOADS_PER_HOUR, 3600))
  ) {
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
  const db = getDb(env.DB);
  const fileKey = storageKey(
    fields.data.language,
    safeFileName(read.file.name, read.file.type.extension),
    Date.now(),
  );
  try {
    await putFile(env.FILES, fileKey, read.file.bytes, read.file.type, read.file.name);
    await db.batch([
      insertPresentation(db, {
        ...fields.data,
        filePath: fileKey,
        fileName: read.file.name.slice(0, 200),
        contentType: read.file.type.mime,
        sizeBytes: read.file.bytes.length,
        status: "pending",
        uploadedBy: "visitor",
      }),
      auditInsert(
        db,
        { id: 0, email: "visitor" },
        { action: "upload (pending review)", entity: "presentation", detail: fields.data.title },
      ),
    ]);
  } catch (error) {
    console.error("visitor upload failed", error);
    return fail("presentations.upload.failed", 500);
  }
  const page = pagePath(request).pathname;
  throw redirect(page, {
    status: 303,
    headers: {
      "Set-Cookie": await setFlash({ type: "success", key: "presentations.upload.success" }),
    },
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLanguageCode(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const { show, main, others } = await loadPublicPresentations(
    getDb(getWorker(context).env.DB),
    lang,
  );
  // "Show Presentations" off hides the page as well as its link.
  if (!show) throw data(null, { status: 404 });
  return { main, others };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    path: "/presentations",
    titleKey: "presentations.title",
    descriptionKey: "general.meta.presentationsDescription",
  });

type Item = { id: number; title: string; language: string; fileName: string; createdAt: number };

function PresentationCard({ item, main = false }: { item: Item; main?: boolean }) {
  const { t } = useI18n();
  const language = isLanguageCode(item.language)
    ? getLanguage(item.language as LanguageCode).native
    : item.language;
  return (
    <article
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${main ? "border-emerald-300" : "border-slate-200"}`}
    >
      <h3 className="font-semibold">{item.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("presentations.language", { language })}</p>
      <p className="text-xs text-slate-500">{formatDate(item.createdAt)}</p>
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

export default function PresentationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("presentations.title")}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("presentations.subtitle")}</p>
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
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.others.map((p) => (
            <PresentationCard key={p.id} item={p} />
          ))}
        </div>
      )}
      <VisitorUpload error={actionData?.error ?? null} field={actionData?.field ?? null} />
    </section>
  );
}

function VisitorUpload({ error, field }: { error: MessageKey | null; field: string | null }) {
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The browser mirrors the server's size check, so a visitor hears it before a long upload.
  const [tooLarge, setTooLarge] = useState(false);
  const message = tooLarge ? t("presentations.upload.tooLarge") : error ? t(error) : null;
  return (
    <section
      aria-labelledby="upload-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="upload-title" className="text-xl font-semibold">
        {t("presentations.upload.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("presentations.upload.intro")}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          const file = (e.currentTarget.elements.namedItem("file") as HTMLInputElement | null)
            ?.files?.[0];
          if (file && file.size > MAX_UPLOAD_BYTES) {
            e.preventDefault();
            setTooLarge(true);
          }
        }}
      >
        <div>
          <label htmlFor="upload-title-field" className="block text-sm font-medium">
            {t("presentations.upload.titleLabel")}
          </label>
          <input
            id="upload-title-field"
            name="title"
            required
            maxLength={200}
            aria-invalid={field === "title" || undefined}
            aria-describedby={field === "title" ? "upload-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="upload-language" className="block text-sm font-medium">
            {t("presentations.upload.languageLabel")}
          </label>
          <select
            id="upload-language"
            name="language"
            defaultValue={lang}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.tag}>
                {l.native}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="upload-file" className="block text-sm font-medium">
            {t("presentations.upload.fileLabel")}
          </label>
          <input
            id="upload-file"
            name="file"
            type="file"
            required
            accept=".pdf,.ppt,.pptx"
            onChange={() => setTooLarge(false)}
            aria-invalid={field === "file" || tooLarge || undefined}
            aria-describedby="upload-hint"
            className="mt-1 block w-full text-sm"
          />
          <p id="upload-hint" className="mt-1 text-xs text-slate-500">
            {t("presentations.upload.hint")}
          </p>
        </div>
        {message ? (
          <p
            id="upload-error"
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
          >
            {message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {busy ? t("presentations.upload.sending") : t("presentations.upload.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
