import { Form } from "react-router";
import type { Route } from "./+types/invitation";
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
import { acceptInvitation, checkLink, LINK_MESSAGES } from "~/server/auth/account-links.server";
import { setPasswordByLink } from "~/server/auth/new-password.server";
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
  return setPasswordByLink(request, (password) => acceptInvitation(db, params.token, password));
}

export const meta: Route.MetaFunction = () => [{ title: "Accept invitation | Waymark Admin" }];

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  if (asActionResult(actionData)?.ok) {
    return (
      <SignInNextCard title="Your account is ready">
        Your password is set. Sign in with your email and the new password.
      </SignInNextCard>
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
        <FormError message={refusalOf(actionData)} />
        <SubmitButton busyLabel="Creating…">Create my account</SubmitButton>
      </Form>
    </AuthCard>
  );
}
