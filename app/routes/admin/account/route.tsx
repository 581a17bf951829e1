import { redirect, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { ChangePasswordForm } from "~/components/admin/password-card";
import { PageHeader, Panel } from "~/components/ui/panel";
import { listLiveSessions } from "~/data/admin-session-list";
import {
  countUnusedRecoveryCodes,
  getTwoFactorState,
  isTwoFactorRequired,
} from "~/data/admin-two-factor";
import { getDb } from "~/data/db";
import { describeDevice } from "~/domain/analytics/user-agent";
import { asActionResult } from "~/schemas/action-result";
import { CHANGE_PASSWORD } from "~/schemas/admin";
import { passwordCheckSchema, revokeSessionSchema, totpCodeSchema } from "~/schemas/team";
import { actionError, answer, invalidInput } from "~/server/admin/action-results.server";
import { answerAskedAgain } from "~/server/auth/reauth.server";
import { deferTo } from "~/server/auth/sign-in-limits.server";
import { requestClientKey } from "~/server/limits/client-key";
import {
  endOtherSessions,
  endSession,
  newRecoveryCodes,
  turnOffTwoFactor,
  type AccountDeps,
  type Me,
} from "~/server/auth/account.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { answerPasswordForm } from "~/server/auth/change-password.server";
import { clearSessionCookie } from "~/server/auth/session.server";
import { getWorker } from "~/server/http/context";
import { AccountMessage, type AccountResult } from "./account-message";
import { SessionsPanel } from "./sessions-panel";
import { TwoFactorPanel } from "./two-factor-panel";

// /admin/account – each person's own security: the password, the second factor and the
// signed-in sessions.
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireAdmin(context);
  const db = getDb(getWorker(context).env.DB);
  const now = Date.now();
  const [sessions, state, required, unused] = await Promise.all([
    listLiveSessions(db, session.user.id, now),
    getTwoFactorState(db, session.user.id),
    isTwoFactorRequired(db),
    countUnusedRecoveryCodes(db, session.user.id),
  ]);
  return {
    email: session.user.email,
    role: session.user.role,
    twoFactor: state?.enabledAt != null,
    required,
    unusedRecoveryCodes: unused,
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      current: s.id === session.sessionId,
    })),
  };
}

type Form = Record<string, unknown>;

async function signOutSession(deps: AccountDeps, me: Me, form: Form, intent: string) {
  const parsed = revokeSessionSchema.safeParse(form);
  const failure = "Session not signed out";
  if (!parsed.success)
    return actionError(
      { type: "error", title: failure, description: "Unknown session." },
      400,
      {},
      { intent },
    );
  if (parsed.data.intent === "revoke-others")
    return answer(await endOtherSessions(deps, me), { failure, intent });
  const outcome = await endSession(deps, me, parsed.data);
  // Signing out this very browser ends on the sign-in screen.
  if (outcome.ok && outcome.value.here)
    throw redirect("/admin", { status: 303, headers: { "Set-Cookie": clearSessionCookie() } });
  return answer(outcome, { failure, intent });
}

async function turnOff(deps: AccountDeps, me: Me, form: Form, intent: string) {
  const failure = "Two-factor sign-in not turned off";
  const parsed = passwordCheckSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error.issues, failure, { intent });
  return answerAskedAgain(await turnOffTwoFactor(deps, me, parsed.data), { failure, intent });
}

async function replaceCodes(deps: AccountDeps, me: Me, form: Form, intent: string) {
  const failure = "No new recovery codes";
  const parsed = totpCodeSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error.issues, failure, { intent });
  return answerAskedAgain(await newRecoveryCodes(deps, me, parsed.data), {
    failure,
    intent,
    extra: (value) => value,
  });
}

const FORMS = {
  [CHANGE_PASSWORD]: (deps: AccountDeps, me: Me, form: Form) =>
    answerPasswordForm(deps, me, form, "/admin/account"),
  revoke: signOutSession,
  "revoke-others": signOutSession,
  "disable-2fa": turnOff,
  "new-recovery-codes": replaceCodes,
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(context);
  const { env, ctx } = getWorker(context);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  if (!Object.hasOwn(FORMS, intent)) return actionError("Unknown action.", 400, {}, { intent });
  const deps = { db: getDb(env.DB), env, defer: deferTo(ctx) };
  const me = { ...session, client: requestClientKey(request) };
  return FORMS[intent as keyof typeof FORMS](deps, me, form, intent);
}

export const meta: Route.MetaFunction = () => [{ title: "My Account | Waymark Admin" }];

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = asActionResult(actionData) as AccountResult | null;
  const message = (intents: string[]) =>
    result?.intent && intents.includes(result.intent) ? <AccountMessage result={result} /> : null;
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="My Account" />
      <p className="text-sm break-all text-slate-700">
        Signed in as <strong data-testid="account-email">{loaderData.email}</strong> (
        {loaderData.role})
      </p>
      <TwoFactorPanel
        on={loaderData.twoFactor}
        required={loaderData.required}
        unusedRecoveryCodes={loaderData.unusedRecoveryCodes}
        codes={result?.codes}
        busy={busy}
        message={message(["disable-2fa", "new-recovery-codes"])}
      />
      <Panel title="Password" className="space-y-4">
        <p className="text-sm text-slate-600">
          Changing it signs you out everywhere else; this browser stays signed in.
        </p>
        <ChangePasswordForm errors={result?.intent === CHANGE_PASSWORD ? result.fields : {}} />
      </Panel>
      <SessionsPanel
        sessions={loaderData.sessions}
        busy={busy}
        message={message(["revoke", "revoke-others"])}
      />
    </div>
  );
}
