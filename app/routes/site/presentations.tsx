import type { Route } from "./+types/presentations";
import { PagePlaceholder } from "~/components/page-placeholder";
import { pageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "general.nav.presentations");

export default function PresentationsPage() {
  return <PagePlaceholder titleKey="general.nav.presentations" />;
}
