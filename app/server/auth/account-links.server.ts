// Invitations and password resets: a random 256-bit token in the link, its SHA-256 in D1, the
// link single-use and expiring (invitations after 7 days, resets after 30 minutes). Using a reset
// link sets the new password and ends every session and every other reset link of the account;
// accepting an invitation creates the account with the role the owner chose. Links are built
// from the configured public origin (PUBLIC_URL), never from the request. The reset email goes
// out after the answer, so a known and an unknown email answer alike. The email goes through the
// configured transport (app/server/email/account-email.server.ts). Tables:
// app/data/admin-account-links.ts.
import {
  claimLink,
  endResetLinksStatement,
  insertInvitation,
  insertResetRequest,
  linkStatus,
  type LinkKind,
} from "~/data/admin-account-links";
import { revokeUserSessionsStatement } from "~/data/admin-sessions";
import { findAdminByEmail, updateAdminPasswordStatement } from "~/data/admin-users";
import { createMember } from "~/data/admin-team";
import { auditInsert, recordAudit, type Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import { isAdminRole, type AdminRole } from "~/domain/admin/roles";
import { linkTokenSchema, SAME_ANSWER } from "~/schemas/team";
import { base64UrlEncode, randomToken } from "~/domain/formats/base64url";
import type { ForgotPasswordInput } from "~/schemas/team";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { PUBLIC_URL_NOT_CONFIGURED } from "~/server/email/delivery-problem.server";
import { sendAccountEmail } from "~/server/email/account-email.server";
import { publicOrigin } from "~/server/http/origin.server";
import { hashPassword } from "./password.server";
import type { Defer } from "./sign-in-limits.server";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;
export const RESET_LIMITS = { perEmail: 3, perClient: 10, windowMs: 60 * 60 * 1000 };

export const LINK_MESSAGES = {
  used: "This link has already been used. Ask for a new one.",
  expired: "This link has expired. Ask for a new one.",
  unknown: "This link is not valid. Check that you copied all of it, or ask for a new one.",
} as const;

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return base64UrlEncode(new Uint8Array(digest));
}

/** Creates an invitation; returns the link to send (or to show once). */
export async function createInvitation(
  db: Db,
  actor: Actor,
  origin: string,
  invite: { email: string; role: AdminRole },
  now = Date.now(),
): Promise<string> {
  const token = randomToken(32);
  const audit = auditInsert(db, actor, {
    action: "invite",
    entity: "admin_user",
    detail: `${invite.email} as ${invite.role}`,
  });
  await insertInvitation(
    db,
    {
      tokenHash: await hashToken(token),
      email: invite.email,
      role: invite.role,
      createdBy: actor.id,
      expiresAt: now + INVITATION_TTL_MS,
    },
    [audit],
  );
  return `${origin}/admin/invitation/${token}`;
}

/** What a link is worth right now (for the page that opens it), without using it. */
export async function checkLink(db: Db, kind: LinkKind, token: string, now = Date.now()) {
  if (!linkTokenSchema.safeParse(token).success) return { status: "unknown" as const };
  return linkStatus(db, kind, await hashToken(token), now);
}

export type LinkUse<T> = { ok: true; value: T } | { ok: false; error: string };

/** What a link's page shows before its form is sent: why the link cannot be used, or whom it is
 * for (an invitation's email and role). */
export async function openLink(
  db: Db,
  kind: LinkKind,
  token: string,
): Promise<LinkUse<{ email: string; role: string }>> {
  const link = await checkLink(db, kind, token);
  if (link.status !== "ok") return { ok: false, error: LINK_MESSAGES[link.status] };
  return { ok: true, value: { email: link.email ?? "", role: link.role ?? "editor" } };
}

async function claim(db: Db, kind: LinkKind, token: string, now: number) {
  if (!linkTokenSchema.safeParse(token).success) return null;
  return claimLink(db, kind, await hashToken(token), now);
}

async function refusal(db: Db, kind: LinkKind, token: string, now: number): Promise<string> {
  const { status } = await checkLink(db, kind, token, now);
  return status === "ok" ? LINK_MESSAGES.unknown : LINK_MESSAGES[status];
}

type ClaimedLink = NonNullable<Awaited<ReturnType<typeof claimLink>>>;

/** How a link that sets a password is used: the new password's hash (made first), the link
 * claimed, then `apply` (the kind's change); or why the link is refused. */
function passwordLinkUse<T>(
  kind: LinkKind,
  apply: (db: Db, link: ClaimedLink, passwordHash: string, now: number) => Promise<LinkUse<T>>,
) {
  return async (db: Db, token: string, password: string, now = Date.now()): Promise<LinkUse<T>> => {
    const passwordHash = await hashPassword(password);
    const link = await claim(db, kind, token, now);
    if (!link) return { ok: false, error: await refusal(db, kind, token, now) };
    return apply(db, link, passwordHash, now);
  };
}

/** Accepts an invitation: creates the account with the chosen password. */
export const acceptInvitation = passwordLinkUse<{ id: number; email: string }>(
  "invite",
  async (db, link, passwordHash) => {
    const role = isAdminRole(link.role) ? link.role : "editor";
    const id = await createMember(db, { email: link.email, role, passwordHash });
    if (id === null) {
      return { ok: false, error: "An account with this email already exists. Sign in instead." };
    }
    await recordAudit(
      db,
      { id, email: link.email },
      {
        action: "accept-invitation",
        entity: "admin_user",
        entityId: id,
        detail: role,
      },
    );
    return { ok: true, value: { id, email: link.email } };
  },
);

/**
 * A lost-password request. Always answers the same way to the caller; returns the link to send
 * only when the email belongs to an account and the request is within the rate limits.
 */
export async function requestPasswordReset(
  db: Db,
  origin: string,
  email: string,
  client: string,
  now = Date.now(),
): Promise<{ to: string; link: string } | null> {
  const user = await findAdminByEmail(db, email);
  const token = randomToken(32);
  const recorded = await insertResetRequest(
    db,
    {
      tokenHash: await hashToken(token),
      email,
      userId: user?.id ?? null,
      client,
      expiresAt: now + RESET_TTL_MS,
    },
    {
      perEmail: RESET_LIMITS.perEmail,
      perClient: RESET_LIMITS.perClient,
      since: now - RESET_LIMITS.windowMs,
    },
  );
  if (!recorded || !user) return null;
  return { to: user.email, link: `${origin}/admin/reset-password/${token}` };
}

/** Uses a reset link: the new password, and every session of the account revoked. */
export const resetPassword = passwordLinkUse<{ id: number; email: string }>(
  "reset",
  async (db, link, passwordHash, now) => {
    // A reset asked for an email with no account: its link is never sent, and is not valid.
    if (link.userId == null) return { ok: false, error: LINK_MESSAGES.unknown };
    await db.batch([
      updateAdminPasswordStatement(db, link.userId, passwordHash),
      revokeUserSessionsStatement(db, link.userId, now),
      endResetLinksStatement(db, link.userId, now),
      auditInsert(
        db,
        { id: link.userId, email: link.email },
        {
          action: "reset-password",
          entity: "admin_user",
          entityId: link.userId,
          detail: "all sessions signed out",
        },
      ),
    ]);
    return { ok: true, value: { id: link.userId, email: link.email } };
  },
);

/** The lost-password form: the same answer at once for every email; the account lookup and the
 * email happen after it (`defer`), so the time taken tells nothing. Production without PUBLIC_URL
 * sends nothing (the link would have no trustworthy origin). */
export async function askForPasswordReset(
  deps: { db: Db; env: Env; defer: Defer },
  input: ForgotPasswordInput,
  client: string,
): Promise<Outcome> {
  const origin = publicOrigin(deps.env);
  if (!origin) return refused(PUBLIC_URL_NOT_CONFIGURED, 503);
  deps.defer(() => sendResetLink(deps, origin, input.email, client));
  return succeeded(SAME_ANSWER);
}

async function sendResetLink(
  deps: { db: Db; env: Env },
  origin: string,
  email: string,
  client: string,
) {
  const reset = await requestPasswordReset(deps.db, origin, email, client);
  if (!reset) return;
  const sent = await sendAccountEmail(deps.env, deps.db, {
    to: reset.to,
    subject: "Choose a new Waymark admin password",
    text: `Someone asked to reset the password of this Waymark admin account.\n\nOpen this link to choose a new password (it works once, for 30 minutes; every signed-in session is then signed out):\n${reset.link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
  });
  if (!sent.ok) console.error("lost password: the reset email was not sent", sent.error);
}
