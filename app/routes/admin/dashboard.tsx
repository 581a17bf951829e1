import type { Route } from "./+types/dashboard";
import { Dashboard } from "~/components/admin/dashboard-panels";
import { getDb } from "~/data/db";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getWorker(context);
  return loadDashboard(getDb(env.DB), env);
}

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Waymark Admin" }];

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard {...loaderData} />;
}
