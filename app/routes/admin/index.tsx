import { Form, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { AccountEmailField, FormError, SubmitButton } from "~/components/admin/auth-card";
import { Dashboard } from "~/components/admin/dashboard-panels";
import { Logo } from "~/components/logo";
import { TextField } from "~/components/ui/field";
import { getDb } from "~/data/db";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { adminSessionContext, loginAction } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

// /admin: the sign-in screen when signed out, the dashboard when signed in.
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  if (!session) return { mode: "login" as const };
  return {
    mode: "dashboard" as const,
    ...(await loadDashboard(getDb(getWorker(context).env.DB), getWorker(context).env)),
  };
}

// POST /admin?index – sign in (the layout also accepts POST /admin for non-browser clients).
export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.mode === "dashboard" ? "Dashboard | Waymark Admin" : "Admin sign-in | Waymark",
  },
];

export default function AdminIndex({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "dashboard") {
    return <Dashboard {...loaderData} />;
  }
  return <LoginForm error={actionData?.error} />;
}

function LoginForm({ error }: { error?: string }) {
  const [params] = useSearchParams();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-2">
          <Logo className="h-8 w-8" />
          <span className="text-lg font-bold">Waymark Admin</span>
        </div>
        <h1 className="mt-6 text-xl font-semibold">Sign in</h1>
        <Form method="post" className="mt-6 space-y-4" noValidate={false}>
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/admin"} />
          <AccountEmailField />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
          />
          <FormError message={error} testId="login-error" />
          <SubmitButton busyLabel="Signing in…">Sign in</SubmitButton>
        </Form>
        <p className="mt-4 text-sm">
          <a href="/admin/forgot-password" className="text-emerald-700 underline">
            Forgot password?
          </a>
        </p>
      </div>
    </main>
  );
}
