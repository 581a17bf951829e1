import type { Route } from "./+types/join";
import { PagePlaceholder } from "~/components/page-placeholder";
import { ReferralBanner } from "~/components/referral";
import { pageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "general.nav.join");

export default function JoinPage() {
  return (
    <>
      <PagePlaceholder titleKey="general.nav.join" />
      <ReferralBanner />
    </>
  );
}
