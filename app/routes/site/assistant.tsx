import type { Route } from "./+types/assistant";
import { ChatPanel } from "~/components/chat/chat-panel";
import { EarningsDisclaimer } from "~/components/disclaimer";
import { useI18n } from "~/components/i18n-provider";
import { sitePageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, "/assistant");

export default function AssistantPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("general.nav.assistant")}</h1>
      <p className="mt-2 text-slate-600">{t("general.chat.intro")}</p>
      <div className="mt-6 h-[min(40rem,calc(100vh-12rem))]">
        <ChatPanel />
      </div>
      <EarningsDisclaimer />
    </section>
  );
}
