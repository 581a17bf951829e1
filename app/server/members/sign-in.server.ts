// How a member signs in (issue 30): no password. The member page's form asks for a link by
// email, and the operator's invitation carries one (./invite.server.ts). A link is a random
// 256-bit token whose SHA-256 is stored (app/data/member-sign-in.ts), single use, 15 minutes,
// built from PUBLIC_URL (never the request) in the member's language. The form answers the same
// for a known and an unknown address, before any lookup (the email goes out after the answer);
// requests are limited per client (told) and per address (silent) by the Durable Object budgets
// of app/server/limits/. Using a link starts a member session (./session.server.ts).
import type { Db, Statement } from "~/data/db";
import { findMemberForSignIn } from "~/data/members";
import { claimSignInLink, insertSignInLink, signInLinkStatus } from "~/data/member-sign-in";
import { mailboxKey } from "~/domain/email/mailbox-key";
import { base64UrlEncode, randomToken } from "~/domain/formats/base64url";
import { MEMBER_SIGN_IN_TTL_MS } from "~/domain/members/members";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { localizedPath } from "~/i18n/languages";
import { interpolate } from "~/i18n/translate";
import { memberTokenSchema, type MemberSignInInput } from "~/schemas/members";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import type { Defer } from "~/server/auth/sign-in-limits.server";
import { sendAccountEmail, type AccountEmailResult } from "~/server/email/account-email.server";
import { publicOrigin } from "~/server/http/origin.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { consumeLimit } from "~/server/limits/atomic-limits.server";
import { startMemberSession } from "./session.server";

export type SignInDeps = { db: Db; env: Env; defer: Defer };

const MINUTES = MEMBER_SIGN_IN_TTL_MS / 60_000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return base64UrlEncode(new Uint8Array(digest));
}

/** A new sign-in link for the member, in `lang`'s pages. */
export async function createSignInLink(
  db: Db,
  origin: string,
  member: { id: number },
  lang: string,
  alongside: Statement[] = [],
  now = Date.now(),
): Promise<string> {
  const token = randomToken(32);
  const tokenHash = await sha256(token);
  const expiresAt = now + MEMBER_SIGN_IN_TTL_MS;
  await insertSignInLink(db, { memberId: member.id, tokenHash, expiresAt }, alongside);
  return `${origin}${localizedPath(lang, `/member/sign-in/${token}`)}`;
}

/** Emails a sign-in link in `lang`: the plain one, or the invitation's words (with `name`). */
export async function emailSignInLink(
  env: Env,
  db: Db,
  to: string,
  lang: string,
  link: string,
  invitation?: { name: string },
): Promise<AccountEmailResult> {
  const t = await getSiteMessages(env, lang);
  const [subject, body]: [MessageKey, MessageKey] = invitation
    ? ["general.member.inviteSubject", "general.member.inviteBody"]
    : ["general.member.emailSubject", "general.member.emailBody"];
  return sendAccountEmail(env, db, {
    to,
    subject: t[subject],
    text: interpolate(t[body], { link, minutes: MINUTES, name: invitation?.name ?? "" }),
  });
}

/** The per-address budget's key: the digest of the mailbox, not the address. */
async function addressKey(email: string): Promise<string> {
  return `member-sign-in:${await sha256(mailboxKey(email))}`;
}

/**
 * The member page's "email me a sign-in link": the same answer for every address, the email sent
 * after it. Past the client's budget it says so (nothing about the address); past the address's
 * budget nothing is sent, silently (LIMITS.memberSignIn and memberSignInAddress).
 */
export async function requestMemberSignInLink(
  deps: SignInDeps,
  input: MemberSignInInput,
  client: string,
  lang: string,
): Promise<Outcome<MessageKey>> {
  const origin = publicOrigin(deps.env);
  if (!origin) return refused("general.member.sendFailed", 503);
  const clientKey = `member-sign-in:${client}`;
  if (!(await consumeLimit(deps.env, "memberSignIn", clientKey)))
    return refused("general.member.tooMany", 429);
  deps.defer(() => sendRequestedLink(deps, origin, input.email, lang));
  return succeeded("general.member.linkSent", "general.member.linkSent");
}

async function sendRequestedLink(deps: SignInDeps, origin: string, email: string, lang: string) {
  const key = await addressKey(email);
  if (!(await consumeLimit(deps.env, "memberSignInAddress", key))) return;
  const member = await findMemberForSignIn(deps.db, email);
  if (!member) return;
  const link = await createSignInLink(deps.db, origin, member, lang);
  const sent = await emailSignInLink(deps.env, deps.db, member.email, lang, link);
  if (!sent.ok) console.error("member sign-in: the email was not sent", sent.error);
}

export type LinkState = "ok" | "used" | "expired" | "unknown";

/** What a sign-in link is worth now, without using it (mail scanners open links too). */
export async function checkMemberSignInLink(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<LinkState> {
  if (!memberTokenSchema.safeParse(token).success) return "unknown";
  return signInLinkStatus(db, await sha256(token), now);
}

const REFUSALS: Record<Exclude<LinkState, "ok">, MessageKey> = {
  used: "general.member.linkUsed",
  expired: "general.member.linkExpired",
  unknown: "general.member.linkUnknown",
};

/** Uses a sign-in link once: the new session's Set-Cookie header, or why the link is refused
 * (a dictionary key). */
export async function redeemMemberSignInLink(
  deps: { db: Db; env: { SESSION_SECRET: string } },
  token: string,
  now = Date.now(),
): Promise<Outcome<string>> {
  const memberId = memberTokenSchema.safeParse(token).success
    ? await claimSignInLink(deps.db, await sha256(token), now)
    : null;
  if (memberId === null) {
    const state = await checkMemberSignInLink(deps.db, token, now);
    return refused(REFUSALS[state === "ok" ? "unknown" : state], 400);
  }
  const cookie = await startMemberSession(deps.db, deps.env.SESSION_SECRET, memberId, now);
  return succeeded("general.member.title", cookie);
}
