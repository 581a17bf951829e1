import type { Route } from "./+types/home";
import { PagePlaceholder } from "~/components/page-placeholder";
import { ReferralBanner } from "~/components/referral";
import { pageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "general.nav.home");

export default function HomePage() {
  return (
    <>
      <PagePlaceholder titleKey="general.nav.home" />
      <ReferralBanner />
    </>
  );
}
