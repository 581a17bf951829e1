import type { Route } from "./+types/earnings";
import { PagePlaceholder } from "~/components/page-placeholder";
import { pageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "general.nav.earnings");

export default function EarningsPage() {
  return <PagePlaceholder titleKey="general.nav.earnings" />;
}
