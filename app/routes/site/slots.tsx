import type { Route } from "./+types/slots";
import { PagePlaceholder } from "~/components/page-placeholder";
import { pageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "general.nav.slots");

export default function SlotsPage() {
  return <PagePlaceholder titleKey="general.nav.slots" />;
}
