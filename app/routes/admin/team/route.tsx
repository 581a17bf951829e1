import { useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/route";
import { SwitchSettingPanel } from "~/components/admin/switch-setting-panel";
import { PageHeader } from "~/components/ui/panel";
import { listOpenInvitations } from "~/data/admin-account-links";
import { listTeam } from "~/data/admin-team";
import { isTwoFactorRequired } from "~/data/admin-two-factor";
import type { Actor } from "~/data/audit";
import { getDb } from "~/data/db";
import { asActionResult } from "~/schemas/action-result";
import {
  changeRoleSchema,
  inviteSchema,
  removeMemberSchema,
  requireTwoFactorSchema,
  resetSecondFactorSchema,
} from "~/schemas/team";
import {
  actionError,
  answer,
  invalidInput,
  type Outcome,
} from "~/server/admin/action-results.server";
import { requireOwner } from "~/server/auth/auth.server";
import {
  changeMemberRole,
  inviteMember,
  removeTeamMember,
  requireTwoFactor,
  resetMemberTwoFactor,
  type TeamDeps,
} from "~/server/auth/team.server";
import { describeTransport } from "~/server/email/transport.server";
import { getWorker } from "~/server/http/context";
import { InvitePanel } from "./invite-panel";
import { MembersTable } from "./members-table";
import { ResultMessage, type TeamResult } from "./result-message";

// /admin/team – owners only: the accounts, invitations, roles, removal, "second factor required".
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireOwner(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const [members, invitations, required] = await Promise.all([
    listTeam(db),
    listOpenInvitations(db, Date.now()),
    isTwoFactorRequired(db),
  ]);
  return {
    me: session.user.id,
    members,
    invitations,
    required,
    transport: describeTransport(env).kind,
  };
}

type Change = { deps: TeamDeps; actor: Actor };

/** One form of the screen: its schema, the title of its refusal, and the operation it calls. */
function teamForm<S extends z.ZodType, T>(
  schema: S,
  failure: string,
  run: (change: Change, input: z.output<S>) => Promise<Outcome<T>>,
) {
  return async (change: Change, form: Record<string, unknown>, intent: string) => {
    const parsed = schema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error.issues, failure, { intent });
    return answer(await run(change, parsed.data), {
      failure,
      intent,
      // The invitation link, when it is to be shown once.
      extra: (value) => ({ link: (value as { link?: string } | undefined)?.link }),
    });
  };
}

const FORMS = {
  invite: teamForm(inviteSchema, "Invitation not sent", (c, input) =>
    inviteMember(c.deps, c.actor, input),
  ),
  "change-role": teamForm(changeRoleSchema, "Role not changed", (c, input) =>
    changeMemberRole(c.deps, c.actor, input),
  ),
  remove: teamForm(removeMemberSchema, "Account not removed", (c, input) =>
    removeTeamMember(c.deps, c.actor, input),
  ),
  "reset-2fa": teamForm(resetSecondFactorSchema, "Second factor not reset", (c, input) =>
    resetMemberTwoFactor(c.deps, c.actor, input),
  ),
  "require-2fa": teamForm(requireTwoFactorSchema, "Setting not changed", (c, input) =>
    requireTwoFactor(c.deps, c.actor, input),
  ),
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireOwner(context);
  const { env } = getWorker(context);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  if (!Object.hasOwn(FORMS, intent)) return actionError("Unknown action.", 400, {}, { intent });
  const change = { deps: { db: getDb(env.DB), env }, actor: session.user };
  return FORMS[intent as keyof typeof FORMS](change, form, intent);
}

export const meta: Route.MetaFunction = () => [{ title: "Team | Waymark Admin" }];

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, required, me, transport } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = asActionResult(actionData) as TeamResult | null;
  const message = (intent: string) =>
    result?.intent === intent ? <ResultMessage result={result} /> : null;
  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader title="Team" />
      {message("change-role")}
      {message("remove")}
      {message("reset-2fa")}
      <MembersTable members={members} me={me} busy={busy} />
      <InvitePanel
        transport={transport}
        invitations={invitations}
        busy={busy}
        message={message("invite")}
      />
      <SwitchSettingPanel
        title="Second factor for everyone"
        intent="require-2fa"
        on={required}
        says={{
          on: "Required: every account must use an authenticator app code when signing in.",
          off: "Optional: each person chooses whether to use an authenticator app.",
        }}
        switchLabel={{
          on: "Stop requiring a second factor",
          off: "Require a second factor for everyone",
        }}
        busy={busy}
      >
        {message("require-2fa")}
      </SwitchSettingPanel>
    </div>
  );
}
