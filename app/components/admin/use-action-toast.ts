import { useEffect } from "react";
import { useToast } from "~/components/toaster";

/** Shows the toast an admin action returned (errors; successes arrive as flash toasts). */
export function useActionToast(actionData: unknown) {
  const { toast } = useToast();
  useEffect(() => {
    const t = (
      actionData as
        { toast?: { type: "success" | "error"; title: string; description?: string } } | undefined
    )?.toast;
    if (t) toast(t);
  }, [actionData, toast]);
}
