// Capability: the admin screens' shared server side. This module answers admin actions: a
// redirect with a toast after a change, or the error toast and field errors after a refusal.
// ./dashboard.server.ts gathers the dashboard's figures (shared by /admin and the API). The
// screens are app/routes/admin/, their shared components app/components/admin/.
import { data, redirect } from "react-router";
import { setFlash } from "~/server/http/cookies.server";

export type ActionToast = { type: "success" | "error"; title: string; description?: string };
export type FieldErrors = Record<string, string>;

/** After a successful admin change: back to the page with a toast (Epic Stack's redirectWithToast). */
export async function redirectWithToast(to: string, toast: ActionToast): Promise<never> {
  throw redirect(to, {
    status: 303,
    headers: {
      "Set-Cookie": await setFlash({
        type: toast.type,
        text: toast.title,
        description: toast.description,
      }),
    },
  });
}

/** A refused or failed admin change: the page stays, with a toast and per-field messages. */
export function actionError(toast: ActionToast, status: number, fields: FieldErrors = {}) {
  return data({ toast, fields }, { status });
}

export function fieldErrorsFrom(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
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
