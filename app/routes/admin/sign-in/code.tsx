import { Form } from "react-router";
import type { Route } from "./+types/code";
import { AuthCard, FormError, refusalOf, SubmitButton } from "~/components/admin/auth-card";
import { TextField } from "~/components/ui/field";
import { getDb } from "~/data/db";
import { clearClientAttempts, reserveAttempt } from "~/data/login-attempts";
import { secondFactorCodeSchema } from "~/schemas/team";
import { actionError, invalidInput } from "~/server/admin/action-results.server";
import { LOGIN_LIMITS, LOGIN_THROTTLED_MESSAGE, LOGIN_WINDOW_MS } from "~/server/auth/auth.server";
import {
  finishSignIn,
  readStepCookie,
  restartSignIn,
  STEP_EXPIRED,
  stepUser,
} from "~/server/auth/sign-in-steps.server";
import { redeemRecoveryCode, verifyTotpCode } from "~/server/auth/two-factor.server";
import { getWorker } from "~/server/http/context";
import { requestClientKey } from "~/server/limits/client-key";

// /admin/sign-in/code – the second step: a code from the authenticator app or a recovery code.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await readStepCookie(request, getWorker(context).env, "code"))) restartSignIn();
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const user = await stepUser(db, env, request, "code");
  if (!user) return actionError(STEP_EXPIRED, 401);

  const parsed = secondFactorCodeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error.issues, "Enter a code.");
  // Each code attempt is reserved before it is checked, by the same atomic throttle as
  // passwords (a wrong code stays counted; a right one forgives this client).
  const client = requestClientKey(request);
  const now = Date.now();
  const attempt = await reserveAttempt(
    db,
    user.email,
    client,
    LOGIN_LIMITS,
    now - LOGIN_WINDOW_MS,
    now,
  );
  if (attempt === null) return actionError(LOGIN_THROTTLED_MESSAGE, 429);
  const code = parsed.data.code;
  const isTotp = /^\d{6}$/.test(code.replace(/\s/g, ""));
  const ok = isTotp
    ? await verifyTotpCode(db, env, user.id, code)
    : await redeemRecoveryCode(db, user.id, code);
  if (!ok) {
    return actionError(
      isTotp
        ? "That code is not right or was already used. Wait for the next code and try again."
        : "That recovery code is not right or was already used.",
      401,
    );
  }
  await clearClientAttempts(db, client);
  return finishSignIn(db, env, request, user, isTotp ? "totp" : "recovery code");
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
