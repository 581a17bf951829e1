import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/toaster";

/** What every intent of the email campaigns action answers. */
export type CampaignActionResult = { ok: boolean; message?: string; title?: string };

/** Posts an intent as JSON and shows its answer as a toast; `onSuccess` runs once per
 * successful answer, while rendering (so it may set the calling component's state). */
export function useJsonAction(onSuccess?: (result: CampaignActionResult) => void) {
  const fetcher = useFetcher<CampaignActionResult>();
  const [handled, setHandled] = useState(fetcher.data);
  if (fetcher.state === "idle" && fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data?.ok) onSuccess?.(fetcher.data);
  }
  const { toast } = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    toast({
      type: fetcher.data.ok ? "success" : "error",
      title: fetcher.data.title ?? (fetcher.data.ok ? "Done" : "Error"),
      description: fetcher.data.message,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
  return {
    fetcher,
    submit: (data: Record<string, unknown>) =>
      fetcher.submit(data as never, { method: "post", encType: "application/json" }),
    busy: fetcher.state !== "idle",
  };
}
