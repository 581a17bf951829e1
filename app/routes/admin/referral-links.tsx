import type { Route } from "./+types/referral-links";
import { AdminPending } from "~/components/admin/admin-pending";
import { requireAdmin } from "~/server/auth.server";

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Referral Links | Waymark Admin" }];

export default function Page() {
  return <AdminPending title="Referral Links" />;
}
