// The operator's invitation of a member (issue 30): an email in the member's first language with
// a sign-in link to their page (single use, 15 minutes; the member asks for a new one there at any
// time). The link and the audit row are one batch; the link comes from PUBLIC_URL, never the
// request. With no email transport the email waits in the local outbox like every account email.
import { auditInsert, type Actor } from "~/data/audit";
import { getMember } from "~/data/members";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import type { MemberIdInput } from "~/schemas/members";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { PUBLIC_URL_NOT_CONFIGURED } from "~/server/email/delivery-problem.server";
import { publicOrigin } from "~/server/http/origin.server";
import { publishedCodes } from "~/server/i18n/site-languages.server";
import { isLanguageCode } from "~/i18n/languages";
import type { Db } from "~/data/db";
import { createSignInLink, emailSignInLink } from "./sign-in.server";

export type InviteDeps = { db: Db; env: Env };

/** The language of the member's emails: their first language the site has, else English. */
async function emailLanguage(env: Env, languages: string[]): Promise<string> {
  const added = languages.some((l) => !isLanguageCode(l)) ? await publishedCodes(env) : null;
  return languages.find((l) => isLanguageCode(l) || added?.has(l)) ?? DEFAULT_LANGUAGE;
}

export async function inviteMember(
  deps: InviteDeps,
  actor: Actor,
  input: MemberIdInput,
): Promise<Outcome> {
  const origin = publicOrigin(deps.env);
  if (!origin) return refused(PUBLIC_URL_NOT_CONFIGURED, 503);
  const member = await getMember(deps.db, input.id);
  if (!member || member.status === "removed")
    return refused("That member no longer exists or was removed.", 404);
  const lang = await emailLanguage(deps.env, member.languages);
  const audit = auditInsert(deps.db, actor, {
    action: "invite",
    entity: "member",
    entityId: member.id,
    detail: `${member.email} (${lang})`,
  });
  const link = await createSignInLink(deps.db, origin, member, lang, [audit]);
  const sent = await emailSignInLink(deps.env, deps.db, member.email, lang, link, member);
  if (!sent.ok)
    return refused(`The email could not be sent (${sent.error ?? "unknown error"}).`, 502);
  return succeeded(`Invitation sent to ${member.email}`);
}
