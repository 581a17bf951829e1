import { useEffect } from "react";
import { useToast } from "~/components/toaster";
import { asActionResult } from "~/schemas/action-result";

/** Shows the toast of an admin action's answer (ActionResult), once per answer: refusals, and
 * the successes a fetcher answers in place (a form's success arrives as a flash toast). */
export function useActionToast(actionData: unknown) {
  const { toast } = useToast();
  useEffect(() => {
    const t = asActionResult(actionData)?.toast;
    if (t) toast(t);
  }, [actionData, toast]);
}
