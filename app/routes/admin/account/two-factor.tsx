import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor";
import {
  FormError,
  RecoveryCodes,
  TotpCodeField,
  TotpSetupView,
} from "~/components/admin/auth-card";
import { buttonClass, Button } from "~/components/ui/button";
import { PageHeader, Panel } from "~/components/ui/panel";
import { getDb } from "~/data/db";
import { asActionResult, type ActionResult } from "~/schemas/action-result";
import { totpCodeSchema } from "~/schemas/team";
import { answer, invalidInput } from "~/server/admin/action-results.server";
import { turnOnTwoFactor } from "~/server/auth/account.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { beginSetup } from "~/server/auth/two-factor.server";
import { getWorker } from "~/server/http/context";

// /admin/account/two-factor – a signed-in person turns on TOTP: QR code and secret, a first code
// confirms it, the 10 recovery codes are shown once.
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireAdmin(context);
  const { env } = getWorker(context);
  const setup = await beginSetup(getDb(env.DB), env, session.user);
  if (!setup) return { on: true as const };
  return { on: false as const, secret: setup.secret, qrSvg: setup.qrSvg };
}

const FAILURE = "Two-factor sign-in not turned on";

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(context);
  const { env } = getWorker(context);
  const parsed = totpCodeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error.issues, FAILURE);
  const outcome = await turnOnTwoFactor({ db: getDb(env.DB), env }, session.user, parsed.data);
  return answer(outcome, { failure: FAILURE, extra: (value) => value });
}

export const meta: Route.MetaFunction = () => [
  { title: "Set up two-factor sign-in | Waymark Admin" },
];

export default function TwoFactorSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = asActionResult(actionData) as ActionResult<{ codes: string[] }> | null;
  if (result?.codes) {
    return (
      <div className="max-w-xl space-y-6">
        <PageHeader title="Two-factor sign-in is on" />
        <Panel className="space-y-4">
          <RecoveryCodes codes={result.codes} />
          <Link to="/admin/account" className={buttonClass("primary")}>
            I have saved them
          </Link>
        </Panel>
      </div>
    );
  }
  if (loaderData.on) {
    return (
      <div className="max-w-xl space-y-6">
        <PageHeader title="Two-factor sign-in" />
        <Panel>
          <p className="text-sm">Two-factor sign-in is already on for your account.</p>
          <Link to="/admin/account" className="mt-3 inline-block text-emerald-700 underline">
            Back to My Account
          </Link>
        </Panel>
      </div>
    );
  }
  return (
    <div className="max-w-xl space-y-6">
      <PageHeader title="Set up two-factor sign-in" />
      <Panel className="space-y-4">
        <TotpSetupView secret={loaderData.secret} qrSvg={loaderData.qrSvg} />
        <Form method="post" className="space-y-4">
          <TotpCodeField />
          <FormError message={result?.ok ? undefined : result?.toast.description} />
          <Button type="submit" disabled={busy}>
            {busy ? "Checking…" : "Turn on"}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
