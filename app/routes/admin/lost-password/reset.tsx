import { Form, Link } from "react-router";
import type { Route } from "./+types/reset";
import {
  AuthCard,
  FormError,
  refusalOf,
  SignInNextCard,
  SubmitButton,
} from "~/components/admin/auth-card";
import { asActionResult } from "~/schemas/action-result";
import { NewPasswordFields } from "~/components/admin/password-card";
import { getDb } from "~/data/db";
import { checkLink, LINK_MESSAGES, resetPassword } from "~/server/auth/account-links.server";
import { clearSessionCookie } from "~/server/auth/session.server";
import { setPasswordByLink } from "~/server/auth/new-password.server";
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
  return setPasswordByLink(request, (password) => resetPassword(db, params.token, password), {
    headers: { "Set-Cookie": clearSessionCookie() },
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Waymark Admin" }];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (asActionResult(actionData)?.ok) {
    return (
      <SignInNextCard title="Password changed">
        Your new password is set and every session was signed out. Sign in again.
      </SignInNextCard>
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
        <FormError message={refusalOf(actionData)} />
        <SubmitButton busyLabel="Saving…">Set the new password</SubmitButton>
      </Form>
    </AuthCard>
  );
}
