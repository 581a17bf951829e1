// Whether campaigns can be delivered at all, without loading the transports (the SMTP client
// needs cloudflare:sockets): the dashboard and the API read it too.

/** Said wherever a campaign would start while production has nowhere to send email. */
export const EMAIL_NOT_CONFIGURED =
  "Email is not configured: set SMTP_URL (or EMAIL_API_URL and EMAIL_API_KEY) before sending campaigns. The local outbox is only for development.";

/**
 * Why campaigns cannot be sent, or null when they can. In production (APP_ENV=production) the
 * local outbox is not a delivery: with no SMTP_URL and no email API, nothing would reach anyone.
 * Everywhere else the outbox stays the default, so a local run needs no email service.
 */
export function emailDeliveryProblem(env: {
  APP_ENV?: string;
  SMTP_URL?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
}): string | null {
  if (env.APP_ENV !== "production") return null;
  const configured = Boolean(env.SMTP_URL) || Boolean(env.EMAIL_API_URL && env.EMAIL_API_KEY);
  return configured ? null : EMAIL_NOT_CONFIGURED;
}
