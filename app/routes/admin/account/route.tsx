import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { formatDateTime } from "~/components/admin/format";
import { IntentButton } from "~/components/admin/row-actions";
import { RecoveryCodes, TotpCodeField } from "~/components/admin/auth-card";
import { ChangePasswordForm } from "~/components/admin/password-card";
import { CHANGE_PASSWORD } from "~/schemas/admin";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { PageHeader, Panel } from "~/components/ui/panel";
import { listLiveSessions, revokeOtherSessions, revokeOwnSession } from "~/data/admin-session-list";
import {
  countUnusedRecoveryCodes,
  disableTwoFactor,
  getTwoFactorState,
  isTwoFactorRequired,
} from "~/data/admin-two-factor";
import { getAdminPasswordHash } from "~/data/admin-users";
import { recordAudit } from "~/data/audit";
import { getDb } from "~/data/db";
import { describeDevice } from "~/domain/analytics/user-agent";
import { passwordCheckSchema, revokeSessionSchema, totpCodeSchema } from "~/schemas/team";
import { requireAdmin } from "~/server/auth/auth.server";
import { changeOwnPassword } from "~/server/auth/change-password.server";
import { verifyPassword } from "~/server/auth/password.server";
import { clearSessionCookie } from "~/server/auth/session.server";
import { regenerateRecoveryCodes, verifyTotpCode } from "~/server/auth/two-factor.server";
import { getWorker } from "~/server/http/context";

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

type Result = {
  intent: string;
  error?: string;
  notice?: string;
  codes?: string[];
  errors?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");

  if (intent === CHANGE_PASSWORD)
    return changeOwnPassword(db, env, session, form, "/admin/account");

  if (intent === "revoke" || intent === "revoke-others") {
    const parsed = revokeSessionSchema.safeParse(form);
    if (!parsed.success)
      return data<Result>({ intent, error: "Unknown session." }, { status: 400 });
    if (parsed.data.intent === "revoke-others") {
      const n = await revokeOtherSessions(db, session.user.id, session.sessionId);
      await recordAudit(db, session.user, {
        action: "sign-out-others",
        entity: "session",
        detail: String(n),
      });
      return data<Result>({
        intent,
        notice: n === 1 ? "1 other session signed out." : `${n} other sessions signed out.`,
      });
    }
    if (!(await revokeOwnSession(db, session.user.id, parsed.data.id))) {
      return data<Result>({ intent, error: "That session has already ended." }, { status: 404 });
    }
    await recordAudit(db, session.user, { action: "sign-out-session", entity: "session" });
    if (parsed.data.id === session.sessionId) {
      throw redirect("/admin", { status: 303, headers: { "Set-Cookie": clearSessionCookie() } });
    }
    return data<Result>({ intent, notice: "Session signed out." });
  }

  if (intent === "disable-2fa") {
    if (await isTwoFactorRequired(db)) {
      return data<Result>(
        { intent, error: "The owners require a second factor: it cannot be turned off." },
        { status: 409 },
      );
    }
    const parsed = passwordCheckSchema.safeParse(form);
    if (!parsed.success)
      return data<Result>({ intent, error: parsed.error.issues[0]!.message }, { status: 400 });
    const stored = await getAdminPasswordHash(db, session.user.id);
    if (!stored || !(await verifyPassword(parsed.data.currentPassword, stored))) {
      return data<Result>({ intent, error: "The password is not correct." }, { status: 400 });
    }
    await disableTwoFactor(db, session.user.id);
    await recordAudit(db, session.user, {
      action: "disable-2fa",
      entity: "admin_user",
      entityId: session.user.id,
    });
    return data<Result>({ intent, notice: "Two-factor sign-in is off." });
  }

  if (intent === "new-recovery-codes") {
    const parsed = totpCodeSchema.safeParse(form);
    if (!parsed.success)
      return data<Result>({ intent, error: parsed.error.issues[0]!.message }, { status: 400 });
    if (!(await verifyTotpCode(db, env, session.user.id, parsed.data.code))) {
      return data<Result>(
        { intent, error: "That code is not right or was already used. Try the next one." },
        { status: 400 },
      );
    }
    const codes = await regenerateRecoveryCodes(db, session.user.id);
    await recordAudit(db, session.user, {
      action: "new-recovery-codes",
      entity: "admin_user",
      entityId: session.user.id,
    });
    return data<Result>({
      intent,
      notice: "New recovery codes; the old ones no longer work.",
      codes,
    });
  }
  return data<Result>({ intent, error: "Unknown action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: "My Account | Waymark Admin" }];

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData as Result | undefined;
  const message = (intents: string[]) =>
    result && intents.includes(result.intent) ? (
      result.error ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
          data-testid="account-error"
        >
          {result.error}
        </p>
      ) : (
        <p
          role="status"
          className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
          data-testid="account-notice"
        >
          {result.notice}
        </p>
      )
    ) : null;
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="My Account" />
      <p className="text-sm break-all text-slate-700">
        Signed in as <strong data-testid="account-email">{loaderData.email}</strong> (
        {loaderData.role})
      </p>

      <Panel title="Two-factor sign-in" className="space-y-4">
        <p className="text-sm">
          Status:{" "}
          <Badge tone={loaderData.twoFactor ? "green" : "amber"} data-testid="two-factor-status">
            {loaderData.twoFactor ? "On" : "Off"}
          </Badge>
          {loaderData.twoFactor
            ? ` – ${loaderData.unusedRecoveryCodes} unused recovery codes`
            : null}
        </p>
        {message(["disable-2fa", "new-recovery-codes"])}
        {result?.codes ? <RecoveryCodes codes={result.codes} /> : null}
        {loaderData.twoFactor ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="new-recovery-codes" />
              <TotpCodeField label="Code from your app" />
              <Button type="submit" variant="secondary" disabled={busy}>
                New recovery codes
              </Button>
            </Form>
            {loaderData.required ? (
              <p className="text-sm text-slate-600">
                The owners require a second factor, so it stays on.
              </p>
            ) : (
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="disable-2fa" />
                <TextField
                  label="Your password"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <Button type="submit" variant="danger" disabled={busy}>
                  Turn off two-factor sign-in
                </Button>
              </Form>
            )}
          </div>
        ) : (
          <Link to="/admin/account/two-factor" className={buttonClass("primary")}>
            Set up two-factor sign-in
          </Link>
        )}
      </Panel>

      <Panel title="Password" className="space-y-4">
        <p className="text-sm text-slate-600">
          Changing it signs you out everywhere else; this browser stays signed in.
        </p>
        <ChangePasswordForm
          errors={result?.intent === CHANGE_PASSWORD ? (result.errors ?? {}) : {}}
        />
      </Panel>

      <Panel
        title="Signed-in sessions"
        className="space-y-4"
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-others" />
            <Button type="submit" variant="secondary" disabled={busy}>
              Sign out all other sessions
            </Button>
          </Form>
        }
      >
        {message(["revoke", "revoke-others"])}
        <ul className="divide-y divide-slate-100" data-testid="session-list">
          {loaderData.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium">
                  {s.device} {s.current ? <Badge tone="green">This browser</Badge> : null}
                </p>
                <p className="text-slate-600">
                  Signed in {formatDateTime(s.createdAt)} · last seen {formatDateTime(s.lastSeenAt)}
                </p>
              </div>
              <IntentButton
                intent="revoke"
                id={s.id}
                label={`Sign out ${s.device}, last seen ${formatDateTime(s.lastSeenAt)}`}
                variant="ghost"
                disabled={busy}
              >
                Sign out
              </IntentButton>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
