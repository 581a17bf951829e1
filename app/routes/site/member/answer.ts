// The member page's answer to a form: the one ActionResult, whose toast title and field errors
// are dictionary keys the page shows in its language (./say.ts).
import { actionError, actionSuccess, type Outcome } from "~/server/admin/action-results.server";

export function memberAnswer(outcome: Outcome<unknown>, intent: string) {
  if (!outcome.ok)
    return actionError(
      { type: "error", title: outcome.error },
      outcome.status,
      outcome.fields ?? {},
      { intent },
    );
  return actionSuccess({ type: "success", title: outcome.message }, { intent });
}
