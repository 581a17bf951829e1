import type { Route } from "./+types/route";
import { useActionToast } from "~/components/admin/use-action-toast";
import { getDb } from "~/data/db";
import { deleteProof, insertProof, listProofs, updateProof } from "~/data/earnings-proof";
import { putNewFile, removeFileQuietly } from "~/data/files";
import { IMAGE_KINDS, safeFileName } from "~/domain/formats/file-types";
import { contentIdSchema, FILL_REQUIRED, proofDescriptionSchema } from "~/schemas/content";
import {
  actionError,
  attempt,
  fieldErrorsFrom,
  loadList,
} from "~/server/admin/action-results.server";
import { deleteContentItem, writeContentItem } from "~/server/admin/content-items.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { readUploadForm } from "~/server/files/uploads.server";
import { ProofForm } from "./proof-form";
import { ProofTable } from "./proof-table";
import { fieldErrorsOf, ListScreen, useEditTarget } from "~/components/admin/list-screen";

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
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);

  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const form = Object.fromEntries(await request.formData());
    const id = contentIdSchema.safeParse(form.id);
    if (form.intent !== "delete" || !id.success)
      return actionError({ type: "error", title: "Error" }, 400);
    return deleteContentItem<{ imagePath: string }>({
      db,
      kv: env.KV,
      user,
      entity: "earnings_proof",
      id: id.data,
      statement: deleteProof(db, id.data),
      page: PAGE,
      failed: "Failed to delete image",
      done: { type: "success", title: "Image deleted" },
      after: async (row) => {
        if (!row.imagePath.startsWith("/")) await removeFileQuietly(env.FILES, row.imagePath);
      },
    });
  }

  const read = await readUploadForm(request, IMAGE_KINDS);
  if (!read.ok)
    return actionError(
      { type: "error", title: "Failed to save", description: IMAGE_PROBLEMS[read.problem] },
      read.problem === "too_large" ? 413 : 411,
    );
  const description = proofDescriptionSchema.safeParse(read.fields);
  const id = read.fields.id ? contentIdSchema.safeParse(read.fields.id) : null;
  if (id && !id.success) return actionError({ type: "error", title: "Error" }, 400);
  const fields: Record<string, string> = description.success
    ? {}
    : fieldErrorsFrom(description.error.issues);
  // A new proof needs an image; an edit may keep the current one.
  if (read.problem && (read.problem !== "missing" || !id))
    fields.file = IMAGE_PROBLEMS[read.problem];
  if (!description.success || fields.file) {
    return actionError(
      { type: "error", title: "Invalid data", description: fields.file ?? FILL_REQUIRED },
      400,
      fields,
    );
  }

  let newKey: string | null = null;
  if (read.file) {
    try {
      newKey = await putNewFile(
        env.FILES,
        {
          prefix: "proofs",
          fileName: safeFileName(read.file.name, read.file.type.extension),
          now: Date.now(),
        },
        { bytes: read.file.bytes, type: read.file.type, originalName: read.file.name },
      );
    } catch (error) {
      console.error(error);
      return actionError(
        { type: "error", title: "Failed to save", description: "File upload failed" },
        500,
      );
    }
  }
  return attempt({ type: "error", title: "Failed to save" }, async () => {
    const write = { db, kv: env.KV, user, page: PAGE };
    if (id) {
      const current = (await listProofs(db)).find((p) => p.id === id.data);
      if (!current)
        return actionError(
          { type: "error", title: "Failed to save", description: "The image no longer exists." },
          404,
        );
      return writeContentItem({
        ...write,
        statement: updateProof(db, id.data, {
          imagePath: newKey ?? current.imagePath,
          ...description.data,
        }),
        audit: { action: "update", entity: "earnings_proof", entityId: id.data },
        done: { type: "success", title: "Earnings proof updated" },
        after: async () => {
          if (newKey && !current.imagePath.startsWith("/"))
            await removeFileQuietly(env.FILES, current.imagePath);
        },
      });
    }
    return writeContentItem({
      ...write,
      statement: insertProof(db, { imagePath: newKey!, ...description.data }),
      audit: {
        action: "create",
        entity: "earnings_proof",
        detail: description.data.description.slice(0, 80),
      },
      done: { type: "success", title: "Earnings proof added" },
    });
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Earnings Proof | Waymark Admin" }];

export default function EarningsProofManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { editing, current } = useEditTarget(loaderData.items);
  if (editing) return <ProofForm item={current} errors={fieldErrorsOf(actionData)} />;
  return (
    <ListScreen
      title="Earnings Proof Manager"
      addLabel="Add Earnings Proof"
      loadError={loaderData.loadError}
      count={loaderData.items.length}
      empty="No earnings proof images found. Add your first one."
    >
      <ProofTable items={loaderData.items} />
    </ListScreen>
  );
}
