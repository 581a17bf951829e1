import { redirect } from "react-router";
import type { Route } from "./+types/proof-image";
import { getDb } from "~/data/db";
import { getProofImagePath } from "~/data/earnings-proof";
import { getWorker } from "~/server/http/context";
import { fileLinkRefusal } from "~/server/files/file-link-refusal.server";
import { signedFileUrl } from "~/server/files/file-links.server";

// GET /media/proofs/:id – an earnings-proof image: bundled ones by path, stored ones by a fresh
// signed link (cached pages can name this stable URL).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const id = Number(params.id);
  const path = Number.isInteger(id) && id > 0 ? await getProofImagePath(getDb(env.DB), id) : null;
  if (!path) return fileLinkRefusal(request, env, "missing");
  const target = path.startsWith("/") ? path : await signedFileUrl(env.SESSION_SECRET, path);
  return redirect(target, { headers: { "Cache-Control": "private, max-age=600" } });
}
