import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { fieldErrorsOf } from "~/components/admin/list-screen";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import type { Actor } from "~/data/audit";
import { getDb } from "~/data/db";
import { listPresentations } from "~/data/presentations";
import { PRESENTATION_KINDS } from "~/domain/formats/file-types";
import { contentIdSchema, presentationFieldsSchema } from "~/schemas/content";
import {
  actionError,
  answer,
  attempt,
  invalidInput,
  loadList,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { contentChange, postsFile } from "~/server/content/content-change.server";
import type { ContentDeps } from "~/server/content/content-items.server";
import {
  deletePresentation,
  reviewPresentation,
  uploadPresentation,
} from "~/server/content/presentations.server";
import { getWorker } from "~/server/http/context";
import { signedFileUrl } from "~/server/files/file-links.server";
import { readUploadForm } from "~/server/files/uploads.server";
import { PresentationLists } from "./presentation-grid";
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
  return loadList("Failed to load presentations", async () => {
    const rows = await listPresentations(getDb(env.DB));
    return Promise.all(
      rows.map(async (p) => ({
        ...p,
        url: await signedFileUrl(env.SESSION_SECRET, p.filePath).catch(() => null),
      })),
    );
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, deps } = contentChange(context);
  if (postsFile(request)) return upload(request, deps, user);

  const form = Object.fromEntries(await request.formData());
  if (form.intent === "refresh")
    return redirectWithToast(PAGE, { type: "success", title: "Presentation URLs refreshed" });
  const id = contentIdSchema.safeParse(form.id);
  if (!id.success)
    return actionError(
      { type: "error", title: "Error", description: "Unknown presentation." },
      400,
    );
  if (form.intent === "delete") return remove(deps, user, id.data);
  if (form.intent === "approve" || form.intent === "reject") {
    const decision = form.intent;
    return attempt(
      { type: "error", title: "Error", description: "The review could not be saved." },
      async () =>
        answer(await reviewPresentation(deps, user, id.data, decision), {
          failure: "Error",
          redirectTo: PAGE,
        }),
    );
  }
  return actionError({ type: "error", title: "Error" }, 400);
}

/** The admin's upload form (multipart): a title, a language and the file. */
async function upload(request: Request, deps: ContentDeps, user: Actor) {
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
  if (!fields.success) return invalidInput(fields.error.issues, "Error");
  if (!read.file) {
    const problem = PROBLEMS[read.problem ?? "missing"];
    return actionError({ type: "error", title: "Error", description: problem }, 400, {
      file: problem,
    });
  }
  const outcome = await uploadPresentation(deps, user, { fields: fields.data, file: read.file });
  return answer(outcome, { failure: "Failed to upload presentation", redirectTo: PAGE });
}

async function remove(deps: ContentDeps, user: Actor, id: number) {
  const failed = { type: "error", title: "Failed to delete presentation" } as const;
  return attempt(failed, async () => {
    const outcome = await deletePresentation(deps, user, id);
    // This screen's refusal says only that the deletion failed.
    if (!outcome.ok) return actionError(failed, outcome.status);
    return answer(outcome, { failure: failed.title, redirectTo: PAGE });
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Presentations | Waymark Admin" }];

export default function PresentationsManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const fields = fieldErrorsOf(actionData);
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

      <PresentationLists items={loaderData.items} />
    </div>
  );
}
