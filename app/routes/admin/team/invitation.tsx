import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/invitation";
import { AuthCard, FormError, Notice } from "~/components/admin/auth-card";
import { NewPasswordFields } from "~/components/admin/password-card";
import { Button } from "~/components/ui/button";
import { getDb } from "~/data/db";
import { acceptInvitation, checkLink, LINK_MESSAGES } from "~/server/auth/account-links.server";
import { newPasswordServerSchema } from "~/server/auth/new-password.server";
import { getWorker } from "~/server/http/context";

// /admin/invitation/:token – accept a team invitation by choosing a password.
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb(getWorker(context).env.DB);
  const link = await checkLink(db, "invite", params.token);
  if (link.status !== "ok") return { ok: false as const, error: LINK_MESSAGES[link.status] };
  return { ok: true as const, email: link.email ?? "", role: link.role ?? "editor" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb(getWorker(context).env.DB);
  const parsed = newPasswordServerSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ done: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const result = await acceptInvitation(db, params.token, parsed.data.password);
  if (!result.ok) return data({ done: false, error: result.error }, { status: 410 });
  return { done: true, error: null };
}

export const meta: Route.MetaFunction = () => [{ title: "Accept invitation | Waymark Admin" }];

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.done) {
    return (
      <AuthCard title="Your account is ready">
        <Notice>Your password is set. Sign in with your email and the new password.</Notice>
        <Link to="/admin" className="inline-block text-emerald-700 underline">
          Go to sign-in
        </Link>
      </AuthCard>
    );
  }
  if (!loaderData.ok) {
    return (
      <AuthCard title="Invitation not valid">
        <FormError message={loaderData.error} />
        <p className="text-sm text-slate-700">Ask an owner of the site to invite you again.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Join the Waymark team">
      <p className="text-sm text-slate-700">
        You are invited as <strong>{loaderData.role}</strong> with the email{" "}
        <strong className="break-all">{loaderData.email}</strong>. Choose a password to finish.
      </p>
      <Form method="post" className="space-y-4">
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={loaderData.email}
          readOnly
          hidden
        />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" />
        <FormError message={actionData?.error ?? undefined} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating…" : "Create my account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
