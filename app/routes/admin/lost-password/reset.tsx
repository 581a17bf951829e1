import { Link } from "react-router";
import type { Route } from "./+types/reset";
import { NewPasswordFields } from "~/components/admin/password-card";
import { PasswordLinkPage } from "~/components/admin/password-link-page";
import { getDb } from "~/data/db";
import { openLink, resetPassword } from "~/server/auth/account-links.server";
import { clearSessionCookie } from "~/server/auth/session.server";
import { setPasswordByLink } from "~/server/auth/new-password.server";
import { getWorker } from "~/server/http/context";

// /admin/reset-password/:token – choose a new password from a reset link; every session of the
// account ends.
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await openLink(getDb(getWorker(context).env.DB), "reset", params.token);
  return link.ok ? { ok: true as const } : link;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb(getWorker(context).env.DB);
  return setPasswordByLink(request, (password) => resetPassword(db, params.token, password), {
    headers: { "Set-Cookie": clearSessionCookie() },
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Waymark Admin" }];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordLinkPage
      link={loaderData}
      actionData={actionData}
      title="Choose a new password"
      submit={{ label: "Set the new password", busyLabel: "Saving…" }}
      invalid={{
        title: "Link not valid",
        next: (
          <Link
            to="/admin/forgot-password"
            className="inline-block text-sm text-emerald-700 underline"
          >
            Ask for a new link
          </Link>
        ),
      }}
      done={{
        title: "Password changed",
        text: "Your new password is set and every session was signed out. Sign in again.",
      }}
    >
      <NewPasswordFields />
    </PasswordLinkPage>
  );
}
