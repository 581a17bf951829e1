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
import { forgotPasswordSchema, SAME_ANSWER } from "~/schemas/team";
import { answer, invalidInput } from "~/server/admin/action-results.server";
import { askForPasswordReset } from "~/server/auth/account-links.server";
import { deferTo } from "~/server/auth/sign-in-limits.server";
import { requestClientKey } from "~/server/limits/client-key";
import { getWorker } from "~/server/http/context";

// /admin/forgot-password – ask for a reset link. The answer is the same, and as quick, whether or
// not the email has an account, and whether or not the rate limit stopped the email.
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getWorker(context);
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error.issues, "Link not sent");
  const deps = { db: getDb(env.DB), env, defer: deferTo(ctx) };
  const outcome = await askForPasswordReset(deps, parsed.data, requestClientKey(request));
  return answer(outcome, { failure: "Link not sent" });
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
