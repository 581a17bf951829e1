import { Form, Link } from "react-router";
import type { Route } from "./+types/forgot";
import {
  AccountEmailField,
  AuthCard,
  FormError,
  Notice,
  refusalOf,
  SubmitButton,
} from "~/components/admin/auth-card";
import { asActionResult } from "~/schemas/action-result";
import { getDb } from "~/data/db";
import { forgotPasswordSchema } from "~/schemas/team";
import { actionSuccess, invalidInput } from "~/server/admin/action-results.server";
import { requestPasswordReset } from "~/server/auth/account-links.server";
import { requestClientKey } from "~/server/limits/client-key";
import { sendAccountEmail } from "~/server/email/account-email.server";
import { getWorker } from "~/server/http/context";

// /admin/forgot-password – ask for a reset link. The answer is the same whether or not the email
// has an account, and whether or not the rate limit stopped the email.
export const SAME_ANSWER =
  "If an account uses this email, a link to choose a new password is on its way. It works once, for 30 minutes.";

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error.issues, "Link not sent");
  const origin = new URL(request.url).origin;
  const reset = await requestPasswordReset(
    db,
    origin,
    parsed.data.email,
    requestClientKey(request),
  );
  if (reset) {
    await sendAccountEmail(env, db, {
      to: reset.to,
      subject: "Choose a new Waymark admin password",
      text: `Someone asked to reset the password of this Waymark admin account.\n\nOpen this link to choose a new password (it works once, for 30 minutes; every signed-in session is then signed out):\n${reset.link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
    });
  }
  return actionSuccess(SAME_ANSWER);
}

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | Waymark Admin" }];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Forgot your password?">
      {asActionResult(actionData)?.ok ? (
        <Notice>{SAME_ANSWER}</Notice>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-slate-700">
            Enter the email of your admin account and we will send you a link to choose a new
            password.
          </p>
          <AccountEmailField />
          <FormError message={refusalOf(actionData)} />
          <SubmitButton busyLabel="Sending…">Send the link</SubmitButton>
        </Form>
      )}
      <Link to="/admin" className="inline-block text-sm text-emerald-700 underline">
        Back to sign-in
      </Link>
    </AuthCard>
  );
}
