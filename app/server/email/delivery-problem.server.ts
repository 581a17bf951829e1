// Whether campaigns can be delivered at all, without loading the transports (the SMTP client
// needs cloudflare:sockets): the dashboard and the API read it too.
import { publicOrigin } from "~/server/http/origin.server";

/** Said wherever a campaign would start while production has nowhere to send email. */
export const EMAIL_NOT_CONFIGURED =
  "Emails cannot go out yet: no email service is connected to this site, so campaigns cannot start. Ask whoever runs the server to connect one (the setting SMTP_URL, or EMAIL_API_URL and EMAIL_API_KEY).";

/** Said wherever email would go out while production does not know its own public address. */
export const PUBLIC_URL_NOT_CONFIGURED =
  "Emails cannot go out yet: the site does not know its public web address, which every link in an email needs. Ask whoever runs the server to set it (the setting PUBLIC_URL, for example https://waymark.example).";

/**
 * Why campaigns cannot be sent, or null when they can. In production (APP_ENV=production) the
 * local outbox is not a delivery: with no SMTP_URL and no email API, nothing would reach anyone;
 * and without PUBLIC_URL the emails' links would have no trustworthy origin.
 * Everywhere else the outbox stays the default, so a local run needs no email service.
 */
export function emailDeliveryProblem(env: {
  APP_ENV?: string;
  SMTP_URL?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  PUBLIC_URL?: string;
}): string | null {
  if (env.APP_ENV !== "production") return null;
  const configured = Boolean(env.SMTP_URL) || Boolean(env.EMAIL_API_URL && env.EMAIL_API_KEY);
  if (!configured) return EMAIL_NOT_CONFIGURED;
  return publicOrigin(env) === null ? PUBLIC_URL_NOT_CONFIGURED : null;
}

/** The origin of the links in an email, or why email cannot go out (production without
 * PUBLIC_URL). Never the request's origin. */
export function emailLinkOrigin(env: {
  PUBLIC_URL?: string;
  APP_ENV?: string;
}): { origin: string } | { problem: string } {
  const origin = publicOrigin(env);
  return origin === null ? { problem: PUBLIC_URL_NOT_CONFIGURED } : { origin };
}

/** Why email cannot go out now (the problems above), or the origin of its links. */
export function sendingOrigin(env: Parameters<typeof emailDeliveryProblem>[0]) {
  const problem = emailDeliveryProblem(env);
  return problem ? { problem } : emailLinkOrigin(env);
}
