import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/code";
import { AuthCard, FormError } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { findTeamMember } from "~/data/admin-team";
import { getDb } from "~/data/db";
import { clearClientAttempts, reserveAttempt } from "~/data/login-attempts";
import { secondFactorCodeSchema } from "~/schemas/team";
import { LOGIN_LIMITS, LOGIN_THROTTLED_MESSAGE, LOGIN_WINDOW_MS } from "~/server/auth/auth.server";
import {
  clearStepCookie,
  finishSignIn,
  readStepCookie,
  returnPathFrom,
} from "~/server/auth/sign-in-steps.server";
import { redeemRecoveryCode, verifyTotpCode } from "~/server/auth/two-factor.server";
import { getWorker } from "~/server/http/context";
import { requestClientKey } from "~/server/limits/client-key";

// /admin/sign-in/code – the second step: a code from the authenticator app or a recovery code.
const EXPIRED = "Your sign-in step has expired. Please sign in again with your password.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  if (!(await readStepCookie(request, env, "code"))) {
    throw redirect("/admin", { headers: { "Set-Cookie": clearStepCookie() } });
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const userId = await readStepCookie(request, env, "code");
  const user = userId ? await findTeamMember(db, userId) : null;
  if (!user) return data({ error: EXPIRED }, { status: 401 });

  const parsed = secondFactorCodeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Enter a code." }, { status: 400 });
  }
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
  if (attempt === null) return data({ error: LOGIN_THROTTLED_MESSAGE }, { status: 429 });
  const code = parsed.data.code;
  const isTotp = /^\d{6}$/.test(code.replace(/\s/g, ""));
  const ok = isTotp
    ? await verifyTotpCode(db, env, user.id, code)
    : await redeemRecoveryCode(db, user.id, code);
  if (!ok) {
    return data(
      {
        error: isTotp
          ? "That code is not right or was already used. Wait for the next code and try again."
          : "That recovery code is not right or was already used.",
      },
      { status: 401 },
    );
  }
  await clearClientAttempts(db, client);
  const headers = await finishSignIn(db, env, request, user, isTotp ? "totp" : "recovery code");
  throw redirect(returnPathFrom(request), { status: 303, headers });
}

export const meta: Route.MetaFunction = () => [{ title: "Enter your code | Waymark Admin" }];

export default function SecondStep({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
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
        <FormError message={actionData?.error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Checking…" : "Verify and sign in"}
        </Button>
      </Form>
      <p className="text-sm">
        <a href="/admin" className="text-emerald-700 underline">
          Start again
        </a>
      </p>
    </AuthCard>
  );
}
