import type { Route } from "./+types/assistant";
import { PagePlaceholder } from "~/components/page-placeholder";
import { pageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "general.nav.assistant");

export default function AssistantPage() {
  return <PagePlaceholder titleKey="general.nav.assistant" />;
}
