import { Form } from "react-router";
import type { Route } from "./+types/code";
import { AuthCard, FormError, refusalOf, SubmitButton } from "~/components/admin/auth-card";
import { TextField } from "~/components/ui/field";
import { getDb } from "~/data/db";
import { secondFactorCodeSchema } from "~/schemas/team";
import { actionError, invalidInput } from "~/server/admin/action-results.server";
import {
  actAtStep,
  checkSignInCode,
  finishSignIn,
  readStepCookie,
  restartSignIn,
} from "~/server/auth/sign-in-steps.server";
import { deferTo } from "~/server/auth/sign-in-limits.server";
import { getWorker } from "~/server/http/context";
import { requestClientKey } from "~/server/limits/client-key";

// /admin/sign-in/code – the second step: a code from the authenticator app or a recovery code.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await readStepCookie(request, getWorker(context).env, "code"))) restartSignIn();
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getWorker(context);
  const db = getDb(env.DB);
  return actAtStep(db, env, request, "code", async (user) => {
    const parsed = secondFactorCodeSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return invalidInput(parsed.error.issues, "Enter a code.");
    const deps = { db, env, defer: deferTo(ctx) };
    const checked = await checkSignInCode(deps, user, parsed.data.code, requestClientKey(request));
    if (!checked.ok) return actionError(checked.error, checked.status);
    return finishSignIn(db, env, request, user, checked.detail);
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Enter your code | Waymark Admin" }];

export default function SecondStep({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Enter your code">
      <p className="text-sm text-slate-700">
        Open your authenticator app and enter the 6-digit code for Waymark. Lost your phone? Enter
        one of your recovery codes instead.
      </p>
      <Form method="post" className="space-y-4">
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          required
          maxLength={40}
        />
        <FormError message={refusalOf(actionData)} />
        <SubmitButton busyLabel="Checking…">Verify and sign in</SubmitButton>
      </Form>
      <p className="text-sm">
        <a href="/admin" className="text-emerald-700 underline">
          Start again
        </a>
      </p>
    </AuthCard>
  );
}
