import type { Route } from "./+types/assistant";
import { ChatPanel } from "~/components/chat/chat-panel";
import { EarningsDisclaimer } from "~/components/disclaimer";
import { useI18n } from "~/components/i18n-provider";
import { suggestedPrompts } from "~/domain/chat/assistant";
import { sitePageMeta } from "~/i18n/page-meta";
import { getWorker } from "~/server/http/context";
import { pageLanguage } from "~/server/i18n/page-language.server";
import { pageTexts } from "~/server/i18n/page-messages.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, "/assistant");

// The layout's loader answers 404 for a language this request may not see.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { code } = await pageLanguage(request, context);
  const [messages, texts] = await Promise.all([
    getSiteMessages(getWorker(context).env, code),
    pageTexts(request, context, "assistant"),
  ]);
  return { suggestions: suggestedPrompts(messages), texts };
}

export default function AssistantPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("general.nav.assistant")}</h1>
      <p className="mt-2 text-slate-600">{t("general.chat.intro")}</p>
      <div className="mt-6 h-[min(40rem,calc(100vh-12rem))]">
        <ChatPanel initialSuggestions={loaderData.suggestions} />
      </div>
      <EarningsDisclaimer />
    </section>
  );
}
