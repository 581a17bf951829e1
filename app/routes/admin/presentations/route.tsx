import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import { removeFileQuietly } from "~/data/files";
import { deletePresentation, listPresentations, setPresentationStatus } from "~/data/presentations";
import { PRESENTATION_KINDS } from "~/domain/formats/file-types";
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
import { storePresentation } from "~/server/files/store-presentation.server";
import { PresentationGrid } from "./presentation-grid";
import { UPLOAD_HINT, UploadSection } from "./upload-section";

const PAGE = "/admin/presentations";
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
    const stored = await storePresentation(
      env,
      db,
      { fields: fields.data, file: read.file, status: "approved", uploadedBy: "admin" },
      {
        actor: user,
        action: "upload",
        detail: `${fields.data.title} (${fields.data.language})`,
      },
    );
    if (!stored.ok)
      return actionError(
        {
          type: "error",
          title: "Failed to upload presentation",
          description:
            stored.failure === "storage"
              ? "Upload failed: the file could not be stored."
              : "Database insert failed: the presentation was not saved.",
        },
        500,
      );
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

export default function PresentationsManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const fields = (actionData as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const pending = loaderData.items.filter((p) => p.status === "pending");
  const published = loaderData.items.filter((p) => p.status === "approved");
  // Rejected visitor uploads stay listed until deleted (which removes their stored files).
  const rejected = loaderData.items.filter((p) => p.status === "rejected");

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

      <UploadSection fields={fields} uploading={uploading} />

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

      {rejected.length > 0 ? (
        <section aria-labelledby="rejected-title">
          <h2 id="rejected-title" className="text-lg font-semibold">
            Rejected ({rejected.length})
          </h2>
          <p className="text-sm text-slate-600">
            Not shown on the site. Deleting one also deletes its stored file.
          </p>
          <PresentationGrid items={rejected} />
        </section>
      ) : null}
    </div>
  );
}
