import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/use-action-toast";
import type { ActionResult } from "~/schemas/action-result";

/** Posts an intent as JSON and shows its answer (the one ActionResult) as a toast; `onSuccess`
 * runs once per successful answer, while rendering (so it may set the calling component's
 * state). */
export function useJsonAction(onSuccess?: (result: ActionResult) => void) {
  const fetcher = useFetcher<ActionResult>();
  const [handled, setHandled] = useState(fetcher.data);
  if (fetcher.state === "idle" && fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data?.ok) onSuccess?.(fetcher.data);
  }
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined);
  return {
    fetcher,
    submit: (data: Record<string, unknown>) =>
      fetcher.submit(data as never, { method: "post", encType: "application/json" }),
    busy: fetcher.state !== "idle",
  };
}
