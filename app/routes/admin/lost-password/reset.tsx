import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset";
import { AuthCard, FormError, Notice } from "~/components/admin/auth-card";
import { NewPasswordFields } from "~/components/admin/password-card";
import { Button } from "~/components/ui/button";
import { getDb } from "~/data/db";
import { checkLink, LINK_MESSAGES, resetPassword } from "~/server/auth/account-links.server";
import { clearSessionCookie } from "~/server/auth/session.server";
import { newPasswordServerSchema } from "~/server/auth/new-password.server";
import { getWorker } from "~/server/http/context";

// /admin/reset-password/:token – choose a new password from a reset link; every session of the
// account ends.
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await checkLink(getDb(getWorker(context).env.DB), "reset", params.token);
  if (link.status !== "ok") return { ok: false as const, error: LINK_MESSAGES[link.status] };
  return { ok: true as const, error: null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb(getWorker(context).env.DB);
  const parsed = newPasswordServerSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ done: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const result = await resetPassword(db, params.token, parsed.data.password);
  if (!result.ok) return data({ done: false, error: result.error }, { status: 410 });
  return data({ done: true, error: null }, { headers: { "Set-Cookie": clearSessionCookie() } });
}

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Waymark Admin" }];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.done) {
    return (
      <AuthCard title="Password changed">
        <Notice>Your new password is set and every session was signed out. Sign in again.</Notice>
        <Link to="/admin" className="inline-block text-emerald-700 underline">
          Go to sign-in
        </Link>
      </AuthCard>
    );
  }
  if (!loaderData.ok) {
    return (
      <AuthCard title="Link not valid">
        <FormError message={loaderData.error} />
        <Link
          to="/admin/forgot-password"
          className="inline-block text-sm text-emerald-700 underline"
        >
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <Form method="post" className="space-y-4">
        <NewPasswordFields />
        <FormError message={actionData?.error ?? undefined} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving…" : "Set the new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
