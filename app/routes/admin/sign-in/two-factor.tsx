import { data, Form } from "react-router";
import type { Route } from "./+types/two-factor";
import {
  AuthCard,
  FormError,
  RecoveryCodes,
  TotpCodeField,
  SubmitButton,
  TotpSetupView,
} from "~/components/admin/auth-card";
import { getDb } from "~/data/db";
import { totpCodeSchema } from "~/schemas/team";
import {
  finishSignIn,
  issueStepCookie,
  readStepCookie,
  restartSignIn,
  STEP_EXPIRED,
  stepUser,
} from "~/server/auth/sign-in-steps.server";
import { beginSetup, confirmSetup } from "~/server/auth/two-factor.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const form = Object.fromEntries(await request.formData());

  if (form.intent === "continue") {
    const user = await stepUser(db, env, request, "confirmed");
    if (!user) return data({ error: STEP_EXPIRED, codes: null }, { status: 401 });
    return finishSignIn(db, env, request, user, "totp set up at sign-in");
  }

  const user = await stepUser(db, env, request, "setup");
  if (!user) return data({ error: STEP_EXPIRED, codes: null }, { status: 401 });
  const parsed = totpCodeSchema.safeParse(form);
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]!.message, codes: null }, { status: 400 });
  }
  const codes = await confirmSetup(db, env, user.id, parsed.data.code);
  if (!codes) {
    return data(
      {
        error: "That code is not right. Check the time on your phone and try the next code.",
        codes: null,
      },
      { status: 400 },
    );
  }
  const cookie = await issueStepCookie(env, user.id, "confirmed");
  return data({ error: null, codes }, { headers: { "Set-Cookie": cookie } });
}

export const meta: Route.MetaFunction = () => [
  { title: "Set up two-factor sign-in | Waymark Admin" },
];

export default function RequiredSetup({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "confirmed") {
    return (
      <AuthCard title="Two-factor sign-in is on">
        {actionData?.codes ? <RecoveryCodes codes={actionData.codes} /> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="continue" />
          <FormError message={actionData?.error ?? undefined} />
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
        <FormError message={actionData?.error ?? undefined} />
        <SubmitButton busyLabel="Checking…">Turn on two-factor sign-in</SubmitButton>
      </Form>
    </AuthCard>
  );
}
