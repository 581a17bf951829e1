// Capability: the admin screens' shared server side. This module is the one way an admin change
// answers (issue 29). A server operation (app/server/<capability>/*.server.ts) does the whole
// change and returns an Outcome; the route action or Hono handler parses its input with the
// shared zod schema, calls the operation, and turns the Outcome into one kind of answer: a
// redirect with a flash toast, or an ActionResult (toast and field errors) for the page or
// fetcher. ./dashboard-figures.server.ts gathers the dashboard's figures (shared by /admin and the API).
// The screens are app/routes/admin/, their shared components app/components/admin/.
import { data, redirect } from "react-router";
import type { ActionResult, ActionToast, FieldErrors } from "~/schemas/action-result";
import { setFlash } from "~/server/http/cookies.server";

export type { ActionResult, ActionToast, FieldErrors };
export { refused, succeeded, type Outcome, type RefusalStatus } from "./outcome";
import type { Outcome } from "./outcome";

/** After a successful admin change: back to the page with a toast (Epic Stack's redirectWithToast). */
export async function redirectWithToast(
  to: string,
  toast: ActionToast,
  init: { headers?: HeadersInit } = {},
): Promise<never> {
  const headers = new Headers(init.headers);
  headers.append(
    "Set-Cookie",
    await setFlash({ type: toast.type, text: toast.title, description: toast.description }),
  );
  throw redirect(to, { status: 303, headers });
}

/** A change made, answered in place (a fetcher, or a form whose page shows the result). */
export function actionSuccess<Extra extends object = object>(
  toast: ActionToast | string,
  extra?: Extra & { intent?: string },
  init: { headers?: HeadersInit } = {},
) {
  const t: ActionToast = typeof toast === "string" ? { type: "success", title: toast } : toast;
  return data({ ok: true, toast: t, fields: {}, ...extra } as ActionResult<Extra>, init);
}

/** A refused or failed admin change: the page stays, with a toast and per-field messages. */
export function actionError<Extra extends object = object>(
  toast: ActionToast | string,
  status: number,
  fields: FieldErrors = {},
  extra?: Extra & { intent?: string },
) {
  const t: ActionToast = typeof toast === "string" ? { type: "error", title: toast } : toast;
  return data({ ok: false, toast: t, fields, ...extra } as ActionResult<Extra>, { status });
}

/** An answer as a JSON response, for a screen that posts with fetch rather than a form or fetcher
 * (the contact import sends its parts one by one to show progress). */
export function jsonAnswer(answer: ReturnType<typeof actionSuccess>): Response {
  return Response.json(answer.data, answer.init ?? undefined);
}

export function fieldErrorsFrom(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** Input that failed its zod schema: 400, the first problem in the toast, each field's own. */
export function invalidInput(
  issues: { path: PropertyKey[]; message: string }[],
  title = "Check the form",
  extra?: { intent?: string },
) {
  return actionError(
    { type: "error", title, description: issues[0]?.message },
    400,
    fieldErrorsFrom(issues),
    extra,
  );
}

type AnswerOptions<T> = {
  /** Title of the failure toast ("Save failed"); the refusal's reason is its description. */
  failure: string;
  /** Title of the success toast; the operation's message when left out. */
  success?: string | ((value: T) => string);
  /** Redirect there with a flash toast on success (a form); else answer in place (a fetcher). */
  redirectTo?: string;
  intent?: string;
  /** What the screen shows beyond the toast, from the operation's value. */
  extra?: (value: T) => object;
  /** Headers of a success (a renewed session cookie, a step cookie). */
  headers?: HeadersInit | ((value: T) => HeadersInit);
};

/** The route side of an operation: its Outcome as the one admin answer. */
export async function answer<T>(outcome: Outcome<T>, options: AnswerOptions<T>) {
  if (!outcome.ok)
    return actionError(
      { type: "error", title: options.failure, description: outcome.error },
      outcome.status,
      outcome.fields ?? {},
      { intent: options.intent },
    );
  const title =
    typeof options.success === "function"
      ? options.success(outcome.value)
      : (options.success ?? outcome.message);
  const description = options.success === undefined ? undefined : outcome.message;
  const toast: ActionToast = {
    type: "success",
    title,
    description: description && description !== title ? description : undefined,
  };
  const headers =
    typeof options.headers === "function" ? options.headers(outcome.value) : options.headers;
  if (options.redirectTo) return redirectWithToast(options.redirectTo, toast, { headers });
  return actionSuccess(
    toast,
    { intent: options.intent, ...options.extra?.(outcome.value) },
    { headers },
  );
}

/** Runs a change; any unexpected error is logged and becomes the given failure toast. */
export async function attempt<T>(failure: ActionToast, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(failure.title, error);
    return actionError(failure, 500);
  }
}

/** A screen's list, or an empty one with the spec's "Failed to load …" message when the
 * database fails, so the rest of the screen keeps working. */
export async function loadList<T>(
  failure: string,
  load: () => Promise<T[]>,
): Promise<{ items: T[]; loadError: string | null }> {
  try {
    return { items: await load(), loadError: null };
  } catch (error) {
    console.error(failure, error);
    return { items: [], loadError: failure };
  }
}
