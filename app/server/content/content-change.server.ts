// What each content manager's action starts from (presentations, earnings proof, testimonials,
// videos): the signed-in admin making the change, and the bindings the operations take.
import type { RouterContextProvider } from "react-router";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { contentDeps } from "./content-items.server";

export function contentChange(context: Readonly<RouterContextProvider>) {
  const { user } = requireAdmin(context);
  return { user, deps: contentDeps(getWorker(context).env) };
}

/** Whether the form came with a file (multipart): an upload or a save with an image. */
export function postsFile(request: Request): boolean {
  return request.headers.get("Content-Type")?.startsWith("multipart/form-data") ?? false;
}
