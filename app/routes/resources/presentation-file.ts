import { redirect } from "react-router";
import type { Route } from "./+types/presentation-file";
import { getDb } from "~/data/db";
import { getPresentationFile } from "~/data/presentations";
import { getWorker } from "~/server/http/context";
import { fileLinkRefusal } from "~/server/files/file-link-refusal.server";
import { signedFileUrl } from "~/server/files/file-links.server";

// GET /files/presentations/:id – an approved presentation: a fresh signed link to its file.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const id = Number(params.id);
  const file = Number.isInteger(id) && id > 0 ? await getPresentationFile(getDb(env.DB), id) : null;
  if (!file || file.status !== "approved") return fileLinkRefusal(request, env, "missing");
  return redirect(await signedFileUrl(env.SESSION_SECRET, file.filePath), {
    headers: { "Cache-Control": "no-store" },
  });
}
