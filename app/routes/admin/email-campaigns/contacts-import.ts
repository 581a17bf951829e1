import type { Route } from "./+types/contacts-import";
import { getDb } from "~/data/db";
import { requireAdmin } from "~/server/auth/auth.server";
import { contactImportRequestSchema, importContacts } from "~/server/email/contact-import.server";
import { getWorker } from "~/server/http/context";

/** Only POST saves; a GET (a typed URL) is told so. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return new Response("Use POST to import contacts.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

// POST /admin/email-campaigns/import – saves a CSV of contacts (or one part of a large one) and
// answers JSON: { ok, saved, skipped } or { ok: false, title, message }.
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const body = await request.json().catch(() => null);
  const input = contactImportRequestSchema.safeParse(body);
  if (!input.success)
    return Response.json(
      { ok: false, title: "Failed to import contacts", message: input.error.issues[0]!.message },
      { status: 400 },
    );
  const result = await importContacts(getDb(getWorker(context).env.DB), user, input.data);
  return Response.json(result, { status: result.ok ? 200 : 400 });
}
