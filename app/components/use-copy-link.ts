import { useI18n } from "./i18n-provider";
import { useToast } from "./toaster";

/** Copies a link for the visitor and says so in a toast in their language (a refusal's reason
 * from the browser is English, so the toast gives its own). */
export function useCopyLink() {
  const { t } = useI18n();
  const { toast } = useToast();
  return async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ type: "success", title: t("general.share.copied"), description: link });
    } catch {
      toast({
        type: "error",
        title: t("general.copyFailed", { reason: t("general.copyBlocked") }),
      });
    }
  };
}
