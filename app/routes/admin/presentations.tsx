import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/presentations";
import { formatDate } from "~/components/admin/format";
import { LanguageSelect } from "~/components/admin/language-select";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import { putFile, removeFileQuietly } from "~/data/files";
import {
  deletePresentation,
  insertPresentation,
  listPresentations,
  setPresentationStatus,
} from "~/data/presentations";
import { PRESENTATION_KINDS, safeFileName, storageKey } from "~/domain/file-types";
import { getLanguage, isLanguageCode } from "~/i18n/languages";
import { contentIdSchema, presentationFieldsSchema } from "~/schemas/content";
import {
  actionError,
  attempt,
  fieldErrorsFrom,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { getWorker } from "~/server/http/context";
import { signedFileUrl } from "~/server/files/file-links.server";
import { readUploadForm } from "~/server/files/uploads.server";

const PAGE = "/admin/presentations";
export const UPLOAD_HINT = "PDF, PPT, PPTX (max 10MB)";
const PROBLEMS = {
  missing: "Please select a file to upload",
  too_large: `The file is too large. ${UPLOAD_HINT}`,
  unsupported:
    "This file is not a PDF, PPT or PPTX presentation (checked by its content, not its name).",
  length_required: "The upload could not be read. Please try again.",
} as const;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getWorker(context);
  try {
    const rows = await listPresentations(getDb(env.DB));
    const items = await Promise.all(
      rows.map(async (p) => ({
        ...p,
        url: await signedFileUrl(env.SESSION_SECRET, p.filePath).catch(() => null),
      })),
    );
    return { items, loadError: null };
  } catch (error) {
    console.error("Failed to load presentations", error);
    return { items: [], loadError: "Failed to load presentations" };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const isUpload = request.headers.get("Content-Type")?.startsWith("multipart/form-data");

  if (isUpload) {
    const read = await readUploadForm(request, PRESENTATION_KINDS);
    if (!read.ok)
      return actionError(
        {
          type: "error",
          title: "Failed to upload presentation",
          description: PROBLEMS[read.problem],
        },
        read.problem === "too_large" ? 413 : 411,
      );
    const fields = presentationFieldsSchema.safeParse(read.fields);
    if (!fields.success)
      return actionError(
        { type: "error", title: "Error", description: fields.error.issues[0]!.message },
        400,
        fieldErrorsFrom(fields.error.issues),
      );
    if (!read.file)
      return actionError(
        { type: "error", title: "Error", description: PROBLEMS[read.problem ?? "missing"] },
        400,
        { file: PROBLEMS[read.problem ?? "missing"] },
      );
    const { file } = read;
    const key = storageKey(
      fields.data.language,
      safeFileName(file.name, file.type.extension),
      Date.now(),
    );
    try {
      await putFile(env.FILES, key, file.bytes, file.type, file.name);
    } catch (error) {
      console.error(error);
      return actionError(
        {
          type: "error",
          title: "Failed to upload presentation",
          description: "Upload failed: the file could not be stored.",
        },
        500,
      );
    }
    try {
      await db.batch([
        insertPresentation(db, {
          ...fields.data,
          filePath: key,
          fileName: file.name.slice(0, 200),
          contentType: file.type.mime,
          sizeBytes: file.bytes.length,
          status: "approved",
          uploadedBy: "admin",
        }),
        auditInsert(db, user, {
          action: "upload",
          entity: "presentation",
          detail: `${fields.data.title} (${fields.data.language})`,
        }),
      ]);
    } catch (error) {
      console.error(error);
      await removeFileQuietly(env.FILES, key);
      return actionError(
        {
          type: "error",
          title: "Failed to upload presentation",
          description: "Database insert failed: the presentation was not saved.",
        },
        500,
      );
    }
    await bumpContentVersion(env.KV);
    return redirectWithToast(PAGE, {
      type: "success",
      title: "Presentation uploaded successfully",
    });
  }

  const form = Object.fromEntries(await request.formData());
  if (form.intent === "refresh")
    return redirectWithToast(PAGE, { type: "success", title: "Presentation URLs refreshed" });
  const id = contentIdSchema.safeParse(form.id);
  if (!id.success)
    return actionError(
      { type: "error", title: "Error", description: "Unknown presentation." },
      400,
    );

  if (form.intent === "delete") {
    return attempt({ type: "error", title: "Failed to delete presentation" }, async () => {
      const [removed] = await db.batch([
        deletePresentation(db, id.data),
        auditInsert(db, user, { action: "delete", entity: "presentation", entityId: id.data }),
      ]);
      if (removed.length === 0)
        return actionError({ type: "error", title: "Failed to delete presentation" }, 404);
      await removeFileQuietly(env.FILES, removed[0]!.filePath);
      await bumpContentVersion(env.KV);
      return redirectWithToast(PAGE, { type: "success", title: "Presentation deleted" });
    });
  }
  if (form.intent === "approve" || form.intent === "reject") {
    const status = form.intent === "approve" ? "approved" : "rejected";
    return attempt(
      { type: "error", title: "Error", description: "The review could not be saved." },
      async () => {
        const [changed] = await db.batch([
          setPresentationStatus(db, id.data, status),
          auditInsert(db, user, {
            action: form.intent as string,
            entity: "presentation",
            entityId: id.data,
          }),
        ]);
        if (changed.length === 0)
          return actionError(
            { type: "error", title: "Error", description: "Unknown presentation." },
            404,
          );
        await bumpContentVersion(env.KV);
        return redirectWithToast(PAGE, {
          type: "success",
          title: status === "approved" ? "Presentation approved" : "Presentation rejected",
        });
      },
    );
  }
  return actionError({ type: "error", title: "Error" }, 400);
}

export const meta: Route.MetaFunction = () => [{ title: "Presentations | Waymark Admin" }];

const languageName = (code: string) => (isLanguageCode(code) ? getLanguage(code).name : code);

export default function PresentationsManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const fields = (actionData as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const pending = loaderData.items.filter((p) => p.status === "pending");
  const published = loaderData.items.filter((p) => p.status === "approved");

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Presentation Manager</h1>
        <Form method="post">
          <Button type="submit" variant="secondary" name="intent" value="refresh">
            Refresh URLs
          </Button>
        </Form>
      </div>
      {loaderData.loadError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {loaderData.loadError}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 className="text-lg font-semibold">Upload a presentation</h2>
          <TextField label="Title" name="title" required maxLength={200} error={fields.title} />
          <LanguageSelect name="language" defaultValue="en" />
          <TextField
            label="File"
            name="file"
            type="file"
            accept=".pdf,.ppt,.pptx,application/pdf,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation"
            required
            hint={UPLOAD_HINT}
            error={fields.file}
          />
          <Button type="submit" disabled={uploading}>
            {uploading ? "Uploading…" : "Upload Presentation"}
          </Button>
        </Form>
        <section
          aria-labelledby="guidelines"
          className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700 shadow-sm"
        >
          <h2 id="guidelines" className="font-semibold text-slate-900">
            Upload guidelines
          </h2>
          <ul className="mt-3 list-disc space-y-1 ps-5">
            <li>PDF, PPT or PPTX, up to 10 MB. Files are checked by their content.</li>
            <li>
              Choose the language the slides are written in; visitors see their language first.
            </li>
            <li>The newest presentation of a language is its main presentation.</li>
            <li>Visitor uploads wait under “Waiting for review” until approved.</li>
          </ul>
        </section>
      </div>

      {pending.length > 0 ? (
        <section aria-labelledby="pending-title">
          <h2 id="pending-title" className="text-lg font-semibold">
            Waiting for review ({pending.length})
          </h2>
          <PresentationGrid items={pending} review />
        </section>
      ) : null}

      <section aria-labelledby="published-title">
        <h2 id="published-title" className="text-lg font-semibold">
          Published
        </h2>
        {published.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No presentations available yet
          </p>
        ) : (
          <PresentationGrid items={published} />
        )}
      </section>
    </div>
  );
}

type Item = {
  id: number;
  title: string;
  language: string;
  fileName: string;
  createdAt: number;
  url: string | null;
};

function PresentationGrid({ items, review = false }: { items: Item[]; review?: boolean }) {
  return (
    <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((p) => (
        <li
          key={p.id}
          className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="presentation-card"
        >
          <h3 className="font-semibold">{p.title}</h3>
          <p className="text-sm text-slate-600">{languageName(p.language)}</p>
          <p className="truncate text-xs text-slate-500" title={p.fileName}>
            {p.fileName}
          </p>
          <p className="text-xs text-slate-500">Added {formatDate(p.createdAt)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {p.url ? (
              <a
                href={p.url}
                target="_blank"
                rel="noopener"
                className={buttonClass("secondary", "px-3 py-1")}
              >
                View<span className="sr-only"> {p.title} (opens in a new tab)</span>
              </a>
            ) : (
              <button type="button" disabled className={buttonClass("secondary", "px-3 py-1")}>
                URL Unavailable
              </button>
            )}
            {review ? (
              <>
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <Button type="submit" name="intent" value="approve" className="px-3 py-1">
                    Approve
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    name="intent"
                    value="reject"
                    className="px-3 py-1"
                  >
                    Reject
                  </Button>
                </Form>
              </>
            ) : null}
            <Form
              method="post"
              onSubmit={(e) => {
                if (!confirm(`Delete “${p.title}”?`)) e.preventDefault();
              }}
            >
              <input type="hidden" name="id" value={p.id} />
              <Button
                type="submit"
                variant="danger"
                name="intent"
                value="delete"
                className="px-3 py-1"
                aria-label={`Delete ${p.title}`}
              >
                Delete
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
