// The one answer of every admin form and fetcher (issue 29): whether the change was made, the
// toast that says so, and a message per form field. A success that moves on is a redirect with
// a flash toast instead (redirectWithToast in app/server/admin/action-results.server.ts). Shared
// by the server, which builds it, and the screens, which read it.

export type ActionToast = {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
};
export type FieldErrors = Record<string, string>;

/** An action's answer; `Extra` carries what a screen shows beyond the toast (a preview, codes). */
export type ActionResult<Extra extends object = object> = {
  ok: boolean;
  toast: ActionToast;
  fields: FieldErrors;
  /** Which form of a multi-form screen answered (its `intent` field). */
  intent?: string;
} & Partial<Extra>;

/** The answer in a fetcher's or action's data, when it is one. */
export function asActionResult(value: unknown): ActionResult | null {
  if (typeof value !== "object" || value === null) return null;
  const toast = (value as { toast?: unknown }).toast;
  if (typeof toast !== "object" || toast === null) return null;
  return value as ActionResult;
}
