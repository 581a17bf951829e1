import { Form } from "react-router";
import type { Route } from "./+types/two-factor";
import {
  AuthCard,
  FormError,
  RecoveryCodes,
  refusalOf,
  TotpCodeField,
  SubmitButton,
  TotpSetupView,
} from "~/components/admin/auth-card";
import { getDb } from "~/data/db";
import { asActionResult, type ActionResult } from "~/schemas/action-result";
import { totpCodeSchema } from "~/schemas/team";
import { answer, invalidInput } from "~/server/admin/action-results.server";
import { turnOnTwoFactor } from "~/server/auth/account.server";
import {
  actAtStep,
  finishSignIn,
  issueStepCookie,
  readStepCookie,
  restartSignIn,
  stepUser,
} from "~/server/auth/sign-in-steps.server";
import { beginSetup } from "~/server/auth/two-factor.server";
import { getWorker } from "~/server/http/context";

// /admin/sign-in/two-factor – owners require a second factor and this account has none yet: set
// it up now, after the password. A first code confirms it; the recovery codes are shown once,
// and "Continue" starts the session (the step cookie then says "confirmed", which only a right
// code can earn).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  if (await readStepCookie(request, env, "confirmed")) return { mode: "confirmed" as const };
  const user = await stepUser(db, env, request, "setup");
  const setup = user ? await beginSetup(db, env, user) : null;
  if (!setup) restartSignIn();
  return { mode: "setup" as const, secret: setup.secret, qrSvg: setup.qrSvg };
}

const FAILURE = "Two-factor sign-in not turned on";

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const form = Object.fromEntries(await request.formData());

  if (form.intent === "continue") {
    return actAtStep(db, env, request, "confirmed", (user) =>
      finishSignIn(db, env, request, user, "totp set up at sign-in"),
    );
  }
  return actAtStep(db, env, request, "setup", async (user) => {
    const parsed = totpCodeSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error.issues, FAILURE);
    const outcome = await turnOnTwoFactor({ db, env }, user, parsed.data);
    // The step cookie now says "confirmed": only a right code earns it.
    const cookie = outcome.ok ? await issueStepCookie(env, user.id, "confirmed") : "";
    return answer(outcome, {
      failure: FAILURE,
      extra: (value) => value,
      headers: { "Set-Cookie": cookie },
    });
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Set up two-factor sign-in | Waymark Admin" },
];

export default function RequiredSetup({ loaderData, actionData }: Route.ComponentProps) {
  const codes = (asActionResult(actionData) as ActionResult<{ codes: string[] }> | null)?.codes;
  if (loaderData.mode === "confirmed") {
    return (
      <AuthCard title="Two-factor sign-in is on">
        {codes ? <RecoveryCodes codes={codes} /> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="continue" />
          <FormError message={refusalOf(actionData)} />
          <SubmitButton>Continue to the dashboard</SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set up two-factor sign-in">
      <p className="text-sm text-slate-700">
        The owners of this site require a second factor for every account.
      </p>
      <TotpSetupView secret={loaderData.secret} qrSvg={loaderData.qrSvg} />
      <Form method="post" className="space-y-4">
        <TotpCodeField />
        <FormError message={refusalOf(actionData)} />
        <SubmitButton busyLabel="Checking…">Turn on two-factor sign-in</SubmitButton>
      </Form>
    </AuthCard>
  );
}
