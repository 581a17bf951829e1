// The Team screen's changes (owners only): invite someone, change a role, remove an account,
// reset someone's lost second factor, and require a second factor for everyone. Each one does
// the whole change, its audit row in the same batch, and answers an Outcome; the screen is
// app/routes/admin/team/, the rows app/data/admin-team.ts.
import {
  changeRole,
  listTeam,
  removeMember,
  resetMemberSecondFactor,
  signOutMembersWithoutSecondFactor,
  type TeamChange,
} from "~/data/admin-team";
import { setTwoFactorRequiredStatement } from "~/data/admin-two-factor";
import { auditInsert, type Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import type {
  ChangeRoleInput,
  InviteInput,
  MemberIdInput,
  RequireTwoFactorInput,
} from "~/schemas/team";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { sendAccountEmail } from "~/server/email/account-email.server";
import { PUBLIC_URL_NOT_CONFIGURED } from "~/server/email/delivery-problem.server";
import { describeTransport, type TransportEnv } from "~/server/email/transport.server";
import { publicOrigin } from "~/server/http/origin.server";
import { createInvitation } from "./account-links.server";

export type TeamDeps = { db: Db; env: TransportEnv & { PUBLIC_URL?: string; APP_ENV?: string } };

const GONE = "That account no longer exists.";

/** A role change or removal the team rules refused: the last owner stays, a gone account is gone. */
/** A team change's answer: `success` when it was done, else why not (`lastOwner` when it would
 * leave no owner). */
function teamAnswer(result: TeamChange, answers: { lastOwner: string; success: string }): Outcome {
  if (result === "done") return succeeded(answers.success);
  return result === "last-owner" ? refused(answers.lastOwner, 409) : refused(GONE, 404);
}

/** Invites someone: the invitation and its audit row, then the email with the link (built from
 * PUBLIC_URL, never the request: production refuses without it). When no email can carry it,
 * the link comes back to show once. */
export async function inviteMember(
  deps: TeamDeps,
  actor: Actor,
  input: InviteInput,
): Promise<Outcome<{ link?: string }>> {
  const { email, role } = input;
  const origin = publicOrigin(deps.env);
  if (!origin) return refused(PUBLIC_URL_NOT_CONFIGURED, 503);
  if ((await listTeam(deps.db)).some((m) => m.email === email))
    return refused(`${email} already has an account.`);
  const link = await createInvitation(deps.db, actor, origin, input);
  if (describeTransport(deps.env).kind === "outbox") {
    return succeeded(
      `This site cannot send email yet, so give this link to ${email} yourself. It works once, for 7 days, and is shown only now.`,
      { link },
    );
  }
  const sent = await sendAccountEmail(deps.env, deps.db, {
    to: email,
    subject: "You are invited to the Waymark admin",
    text: `${actor.email} invited you to the Waymark admin as ${role}.\n\nOpen this link to choose your password (it works once, for 7 days):\n${link}\n\nIf you did not expect this, ignore this email.`,
  });
  if (!sent.ok) {
    return succeeded(
      `The email could not be sent (${sent.error ?? "unknown error"}). Give this link to ${email} yourself; it is shown only now.`,
      { link },
    );
  }
  return succeeded(`Invitation sent to ${email}.`, {});
}

export async function changeMemberRole(
  deps: Pick<TeamDeps, "db">,
  actor: Actor,
  input: ChangeRoleInput,
): Promise<Outcome> {
  return teamAnswer(await changeRole(deps.db, actor, input.id, input.role), {
    lastOwner: "The last owner cannot be demoted. Make someone else an owner first.",
    success: "Role changed.",
  });
}

/** Removes an account; all of its sessions end with it. */
export async function removeTeamMember(
  deps: Pick<TeamDeps, "db">,
  actor: Actor,
  input: MemberIdInput,
): Promise<Outcome> {
  return teamAnswer(await removeMember(deps.db, actor, input.id), {
    lastOwner: "The last owner cannot be removed. Make someone else an owner first.",
    success: "Account removed; all of its sessions were signed out.",
  });
}

/** Resets another person's second factor (a lost phone); one's own is changed on My Account. */
export async function resetMemberTwoFactor(
  deps: Pick<TeamDeps, "db">,
  actor: Actor,
  input: MemberIdInput,
): Promise<Outcome> {
  if (input.id === actor.id) return refused("Change your own second factor on My Account.");
  const result = await resetMemberSecondFactor(deps.db, actor, input.id);
  if (result === "not-found") return refused(GONE, 404);
  return succeeded(
    "Second factor reset: that person was signed out everywhere and signs in with their password alone (or sets up a new authenticator, when one is required).",
  );
}

/** Requires (or stops requiring) a second factor for everyone. Requiring it ends the open
 * sessions of people without one, but the acting owner's; they set it up at their next sign-in. */
export async function requireTwoFactor(
  deps: Pick<TeamDeps, "db">,
  actor: Actor,
  input: RequireTwoFactorInput,
): Promise<Outcome<{ signedOut: number }>> {
  const { db } = deps;
  const required = input.required === "on";
  const audit = auditInsert(db, actor, {
    action: "update",
    entity: "settings",
    detail: `second factor required: ${required ? "yes" : "no"}`,
  });
  const setting = setTwoFactorRequiredStatement(db, required);
  if (!required) {
    await db.batch([setting, audit]);
    return succeeded("A second factor is no longer required.", { signedOut: 0 });
  }
  const [, ended] = await db.batch([
    setting,
    signOutMembersWithoutSecondFactor(db, actor.id),
    audit,
  ]);
  const n = new Set(ended.map((r) => r.userId)).size;
  return succeeded(
    `A second factor is now required. ${n === 1 ? "1 person" : `${n} people`} without one ${n === 1 ? "was" : "were"} signed out and will set it up at the next sign-in.`,
    { signedOut: n },
  );
}
