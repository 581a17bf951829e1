// What a server operation answers (issue 29): the change was made, with a message for people
// and a value, or it was refused, with the reason, the HTTP status that fits and the fields it
// concerns. Pure (no bindings), so operations, jobs and Node scripts can all import it; the
// route side that turns it into an answer is ./action-results.server.ts.
import type { FieldErrors } from "~/schemas/action-result";

/** What a server operation answers: the change was made (with a message for people, and a
 * value), or it was refused (why, the HTTP status that fits, and the fields concerned). */
export type Outcome<T = undefined> =
  | { ok: true; message: string; value: T }
  | { ok: false; status: RefusalStatus; error: string; fields?: FieldErrors };
export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

export function succeeded(message: string): Outcome<undefined>;
export function succeeded<T>(message: string, value: T): Outcome<T>;
export function succeeded<T>(message: string, value?: T): Outcome<T | undefined> {
  return { ok: true, message, value };
}

export function refused(
  error: string,
  status: RefusalStatus = 400,
  fields?: FieldErrors,
): Outcome<never> {
  return { ok: false, status, error, fields };
}
