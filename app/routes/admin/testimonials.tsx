import type { Route } from "./+types/testimonials";
import { AdminPending } from "~/components/admin/admin-pending";
import { requireAdmin } from "~/server/auth.server";

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Waymark Admin" }];

export default function Page() {
  return <AdminPending title="Testimonials" />;
}
