import type { Route } from "./+types/invitation";
import { NewPasswordFields } from "~/components/admin/password-card";
import { PasswordLinkPage } from "~/components/admin/password-link-page";
import { getDb } from "~/data/db";
import { acceptInvitation, openLink } from "~/server/auth/account-links.server";
import { setPasswordByLink } from "~/server/auth/new-password.server";
import { getWorker } from "~/server/http/context";

// /admin/invitation/:token – accept a team invitation by choosing a password.
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await openLink(getDb(getWorker(context).env.DB), "invite", params.token);
  return link.ok ? { ok: true as const, ...link.value } : link;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb(getWorker(context).env.DB);
  return setPasswordByLink(request, (password) => acceptInvitation(db, params.token, password));
}

export const meta: Route.MetaFunction = () => [{ title: "Accept invitation | Waymark Admin" }];

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordLinkPage
      link={loaderData}
      actionData={actionData}
      title="Join the Waymark team"
      intro={
        loaderData.ok ? (
          <p className="text-sm text-slate-700">
            You are invited as <strong>{loaderData.role}</strong> with the email{" "}
            <strong className="break-all">{loaderData.email}</strong>. Choose a password to finish.
          </p>
        ) : null
      }
      submit={{ label: "Create my account", busyLabel: "Creating…" }}
      invalid={{
        title: "Invitation not valid",
        next: (
          <p className="text-sm text-slate-700">Ask an owner of the site to invite you again.</p>
        ),
      }}
      done={{
        title: "Your account is ready",
        text: "Your password is set. Sign in with your email and the new password.",
      }}
    >
      {loaderData.ok ? (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={loaderData.email}
          readOnly
          hidden
        />
      ) : null}
      <NewPasswordFields label="Password" confirmLabel="Confirm password" />
    </PasswordLinkPage>
  );
}
