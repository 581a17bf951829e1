import type { Route } from "./+types/contacts-import";
import { getDb } from "~/data/db";
import { answer, invalidInput, jsonAnswer } from "~/server/admin/action-results.server";
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

// POST /admin/email-campaigns/import – saves a CSV of contacts (or one part of a large one) sent
// with fetch (the screen shows progress per part), and answers the one admin answer as JSON:
// { ok, toast, fields, saved, skipped }.
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const body = await request.json().catch(() => null);
  const input = contactImportRequestSchema.safeParse(body);
  if (!input.success) return jsonAnswer(invalidInput(input.error.issues, FAILURE));
  const outcome = await importContacts(getDb(getWorker(context).env.DB), user, input.data);
  return jsonAnswer(await answer(outcome, { failure: FAILURE, extra: (value) => value }));
}

const FAILURE = "Failed to import contacts";
