import type { Route } from "./+types/route";
import type { Actor } from "~/data/audit";
import { getDb } from "~/data/db";
import { listProofs } from "~/data/earnings-proof";
import { IMAGE_KINDS } from "~/domain/formats/file-types";
import { contentIdSchema, FILL_REQUIRED, proofDescriptionSchema } from "~/schemas/content";
import {
  actionError,
  answer,
  attempt,
  fieldErrorsFrom,
  loadList,
} from "~/server/admin/action-results.server";
import { contentChange, postsFile } from "~/server/content/content-change.server";
import type { ContentDeps } from "~/server/content/content-items.server";
import { createProof, deleteProof, updateProof } from "~/server/content/earnings-proof.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { readUploadForm } from "~/server/files/uploads.server";
import { ProofForm } from "./proof-form";
import { ProofTable } from "./proof-table";
import { ManagerScreen } from "~/components/admin/manager-screen";

const PAGE = "/admin/earnings-proof";
const IMAGE_PROBLEMS = {
  missing: FILL_REQUIRED,
  too_large: "The image is too large (max 10MB).",
  unsupported:
    "This file is not a JPEG, PNG, WebP or GIF image (checked by its content, not its name).",
  length_required: "The upload could not be read. Please try again.",
} as const;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadList("Failed to load proof images", async () =>
    (await listProofs(getDb(getWorker(context).env.DB))).map((p) => ({
      ...p,
      src: p.imagePath.startsWith("/") ? p.imagePath : `/media/proofs/${p.id}`,
    })),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, deps } = contentChange(context);
  if (postsFile(request)) return saveProof(request, deps, user);
  const form = Object.fromEntries(await request.formData());
  const id = contentIdSchema.safeParse(form.id);
  if (form.intent !== "delete" || !id.success)
    return actionError({ type: "error", title: "Error" }, 400);
  return attempt(
    { type: "error", title: "Error", description: "Failed to delete image" },
    async () =>
      answer(await deleteProof(deps, user, id.data), { failure: "Error", redirectTo: PAGE }),
  );
}

/** The add and edit form (multipart): a new proof needs an image, an edit may keep its own. */
async function saveProof(request: Request, deps: ContentDeps, user: Actor) {
  const read = await readUploadForm(request, IMAGE_KINDS);
  if (!read.ok)
    return actionError(
      { type: "error", title: "Failed to save", description: IMAGE_PROBLEMS[read.problem] },
      read.problem === "too_large" ? 413 : 411,
    );
  const input = proofDescriptionSchema.safeParse(read.fields);
  const id = read.fields.id ? contentIdSchema.safeParse(read.fields.id) : null;
  if (id && !id.success) return actionError({ type: "error", title: "Error" }, 400);
  const fields = input.success ? {} : fieldErrorsFrom(input.error.issues);
  if (read.problem && (read.problem !== "missing" || !id))
    fields.file = IMAGE_PROBLEMS[read.problem];
  if (!input.success || fields.file)
    return actionError(
      { type: "error", title: "Invalid data", description: fields.file ?? FILL_REQUIRED },
      400,
      fields,
    );
  // A new proof without an image was refused above.
  const save = id
    ? () => updateProof(deps, user, id.data, input.data, read.file)
    : () => createProof(deps, user, input.data, read.file!);
  return attempt({ type: "error", title: "Failed to save" }, async () =>
    answer(await save(), { failure: "Failed to save", redirectTo: PAGE }),
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Earnings Proof | Waymark Admin" }];

export default function EarningsProofManager({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ManagerScreen
      items={loaderData.items}
      actionData={actionData}
      form={ProofForm}
      title="Earnings Proof Manager"
      addLabel="Add Earnings Proof"
      loadError={loaderData.loadError}
      empty="No earnings proof images found. Add your first one."
    >
      <ProofTable items={loaderData.items} />
    </ManagerScreen>
  );
}
