import { useRef, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/earnings-proof";
import { RowActions } from "~/components/admin/row-actions";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button, buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import {
  deleteProof,
  insertProof,
  listProofs,
  updateProof,
  type ProofRow,
} from "~/data/earnings-proof";
import { putFile, removeFileQuietly } from "~/data/files";
import { IMAGE_KINDS, safeFileName, storageKey } from "~/domain/file-types";
import { contentIdSchema, FILL_REQUIRED, proofDescriptionSchema } from "~/schemas/content";
import {
  actionError,
  attempt,
  fieldErrorsFrom,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { getWorker } from "~/server/http/context";
import { readUploadForm } from "~/server/files/uploads.server";

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
  try {
    const rows = await listProofs(getDb(getWorker(context).env.DB));
    return {
      items: rows.map((p) => ({
        ...p,
        src: p.imagePath.startsWith("/") ? p.imagePath : `/media/proofs/${p.id}`,
      })),
      loadError: null,
    };
  } catch (error) {
    console.error("Failed to load proof images", error);
    return { items: [], loadError: "Failed to load proof images" };
  }
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
    return attempt(
      { type: "error", title: "Error", description: "Failed to delete image" },
      async () => {
        const [removed] = await db.batch([
          deleteProof(db, id.data),
          auditInsert(db, user, { action: "delete", entity: "earnings_proof", entityId: id.data }),
        ]);
        if (removed.length === 0)
          return actionError(
            { type: "error", title: "Error", description: "Failed to delete image" },
            404,
          );
        if (!removed[0]!.imagePath.startsWith("/"))
          await removeFileQuietly(env.FILES, removed[0]!.imagePath);
        await bumpContentVersion(env.KV);
        return redirectWithToast(PAGE, { type: "success", title: "Image deleted" });
      },
    );
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
    newKey = storageKey(
      "proofs",
      safeFileName(read.file.name, read.file.type.extension),
      Date.now(),
    );
    try {
      await putFile(env.FILES, newKey, read.file.bytes, read.file.type, read.file.name);
    } catch (error) {
      console.error(error);
      return actionError(
        { type: "error", title: "Failed to save", description: "File upload failed" },
        500,
      );
    }
  }
  return attempt({ type: "error", title: "Failed to save" }, async () => {
    if (id) {
      const current = (await listProofs(db)).find((p) => p.id === id.data);
      if (!current)
        return actionError(
          { type: "error", title: "Failed to save", description: "The image no longer exists." },
          404,
        );
      await db.batch([
        updateProof(db, id.data, {
          imagePath: newKey ?? current.imagePath,
          description: description.data.description,
        }),
        auditInsert(db, user, { action: "update", entity: "earnings_proof", entityId: id.data }),
      ]);
      if (newKey && !current.imagePath.startsWith("/"))
        await removeFileQuietly(env.FILES, current.imagePath);
      await bumpContentVersion(env.KV);
      return redirectWithToast(PAGE, { type: "success", title: "Earnings proof updated" });
    }
    await db.batch([
      insertProof(db, { imagePath: newKey!, description: description.data.description }),
      auditInsert(db, user, {
        action: "create",
        entity: "earnings_proof",
        detail: description.data.description.slice(0, 80),
      }),
    ]);
    await bumpContentVersion(env.KV);
    return redirectWithToast(PAGE, { type: "success", title: "Earnings proof added" });
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Earnings Proof | Waymark Admin" }];

type Item = ProofRow & { src: string };

export default function EarningsProofManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const [params] = useSearchParams();
  const editing = params.get("edit");
  const current =
    editing && editing !== "new"
      ? loaderData.items.find((p) => String(p.id) === editing)
      : undefined;
  const fields = (actionData as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const viewer = useRef<HTMLDialogElement>(null);
  const [viewing, setViewing] = useState<Item | null>(null);

  if (editing === "new" || current) return <ProofForm item={current} errors={fields} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Earnings Proof Manager</h1>
        <Link to="?edit=new" className={buttonClass("primary")}>
          Add Earnings Proof
        </Link>
      </div>
      {loaderData.loadError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {loaderData.loadError}
        </p>
      ) : null}
      {loaderData.items.length === 0 && !loaderData.loadError ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No earnings proof images found. Add your first one.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  Image
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  Description
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {loaderData.items.map((p) => (
                <tr key={p.id} data-testid="proof-row">
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      onClick={() => {
                        setViewing(p);
                        viewer.current?.showModal();
                      }}
                      className="block overflow-hidden rounded border border-slate-200"
                      aria-label={`View larger: ${p.description}`}
                    >
                      <img
                        src={p.src}
                        alt=""
                        width={96}
                        height={72}
                        loading="lazy"
                        className="h-18 w-24 object-cover"
                      />
                    </button>
                  </td>
                  <td className="px-4 py-3">{p.description}</td>
                  <td className="px-4 py-3">
                    <RowActions id={p.id} label={p.description} confirmText="Delete this image?" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dialog
        ref={viewer}
        onClose={() => setViewing(null)}
        aria-label={viewing?.description ?? "Image viewer"}
        className="m-auto max-w-3xl rounded-xl p-0 backdrop:bg-slate-900/70"
      >
        {viewing ? (
          <figure>
            <img
              src={viewing.src}
              alt={viewing.description}
              className="max-h-[80vh] w-full object-contain"
            />
            <figcaption className="flex items-center justify-between gap-4 p-3 text-sm">
              {viewing.description}
              <Button variant="secondary" onClick={() => viewer.current?.close()}>
                Close
              </Button>
            </figcaption>
          </figure>
        ) : null}
      </dialog>
    </div>
  );
}

function ProofForm({ item, errors }: { item?: Item; errors: Record<string, string> }) {
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      noValidate
    >
      <h1 className="text-xl font-bold">{item ? "Edit Earnings Proof" : "Add Earnings Proof"}</h1>
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {item ? (
        <div>
          <p className="text-sm font-medium text-slate-700">Current image</p>
          <img
            src={item.src}
            alt={item.description}
            width={320}
            height={240}
            className="mt-1 max-h-48 rounded border border-slate-200 object-contain"
          />
        </div>
      ) : null}
      <TextField
        label={item ? "Replace image (optional)" : "Image"}
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        required={!item}
        hint="JPEG, PNG, WebP or GIF, up to 10 MB."
        error={errors.file}
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={3}
        defaultValue={item?.description}
        error={errors.description}
        maxLength={500}
      />
      <div className="flex gap-2">
        <Link to="." className={buttonClass("secondary")}>
          Cancel
        </Link>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving…" : "Save"}
        </Button>
      </div>
    </Form>
  );
}
