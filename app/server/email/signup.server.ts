// Signup with consent (double opt-in): the public "Get updates by email" form asks for a
// confirmation email in the visitor's language; the contact is stored only when the link in it
// is used, with the consent's source (the page), time and language. Nothing is stored before
// that: the link carries the request under an HMAC (app/server/http/signing.server.ts) with its
// time, so a pending signup takes no storage, an address that never confirms is never a contact
// (and gets no campaign), and the answer cannot depend on whether the address is known. The form
// is app/components/signup-form.tsx, the routes app/routes/site/signup/, the contact row
// confirmSignupContact in app/data/contacts.ts. Decision 0023.
import { data } from "react-router";
import { confirmSignupContact } from "~/data/contacts";
import { getSiteSettings } from "~/data/settings";
import type { Db } from "~/data/db";
import { matchSitePage } from "~/domain/site/pages";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { localizedPath, type LanguageCode } from "~/i18n/languages";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { interpolate } from "~/i18n/translate";
import { SIGNUP_HONEYPOT, SIGNUP_LINK_TTL_HOURS, type SignupAnswer } from "~/domain/email/signup";
import { signupFormSchema, signupTokenSchema, type SignupToken } from "~/schemas/signup";
import { base64UrlEncode, signJson, verifyJson } from "~/server/http/signing.server";
import { consumeLimit, consumeRequestLimit } from "~/server/limits/atomic-limits.server";
import { escapeHtml } from "~/domain/formats/html";
import { mailboxKey } from "~/domain/email/mailbox-key";
import { sendAccountEmail } from "./account-email.server";
import { emailLinkOrigin } from "./delivery-problem.server";
import { readAttribution } from "~/server/referral/sponsor.server";
import { enrolConfirmedSignup } from "./sequence-enrol.server";

const TTL_MS = SIGNUP_LINK_TTL_HOURS * 60 * 60 * 1000;
const PURPOSE = "email-signup";

/** The signup pages and their form's endpoint exist only while Settings has the form on. */
export async function requireSignupEnabled(db: Db): Promise<void> {
  if (!(await getSiteSettings(db)).emailSignup) throw data(null, { status: 404 });
}

/** The answer and its HTTP status. */
export type SignupResult = { answer: SignupAnswer; status: number };

const SENT: SignupResult = { answer: { state: "sent" }, status: 200 };

function refused(error: MessageKey, status: number, field: "email" | "name" | null = null) {
  return { answer: { state: "error", error, field }, status } satisfies SignupResult;
}

/**
 * Handles one posted signup form from a page in `lang`: checks it, counts it against the client's
 * budget, and emails the confirmation link (at most a few a day to one mailbox, whoever asks and
 * however they spell it). The link's origin is the configured one (PUBLIC_URL), never the
 * request's Host.
 */
export async function requestSignup(
  env: Env,
  db: Db,
  request: Request,
  form: Record<string, unknown>,
  lang: LanguageCode,
  now = Date.now(),
): Promise<SignupResult> {
  // A filled honeypot is a bot: it hears what a person would, and nothing is sent or counted.
  const trap = form[SIGNUP_HONEYPOT];
  if (typeof trap === "string" && trap !== "") return SENT;
  const parsed = signupFormSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refused(issue.message as MessageKey, 400, issue.path[0] === "name" ? "name" : "email");
  }
  const links = emailLinkOrigin(env);
  if ("problem" in links) {
    console.error("signup: no confirmation email sent", links.problem);
    return refused("general.signup.failed", 503);
  }
  if (!(await consumeRequestLimit(env, "emailSignup", request)))
    return refused("general.signup.tooMany", 429);
  const { email, name, from } = parsed.data;
  if (!(await consumeLimit(env, "emailSignupAddress", await addressKey(email)))) return SENT;

  const page = matchSitePage(from) ? from : localizedPath(lang, "/signup");
  // The visitor's member, if a personal link brought them: their welcome emails keep the sponsor.
  const sponsor = await readAttribution(request, env.SESSION_SECRET);
  const signup: SignupToken = { e: email, n: name, l: lang, p: page, t: now };
  if (sponsor) signup.m = sponsor.c;
  const token = await signJson(env.SESSION_SECRET, PURPOSE, signup);
  const link = `${links.origin}${localizedPath(lang, `/signup/confirm/${token}`)}`;
  const t = await getSiteMessages(env, lang);
  const text = interpolate(t["general.signup.emailBody"], {
    link,
    hours: SIGNUP_LINK_TTL_HOURS,
  });
  const sent = await sendAccountEmail(env, db, {
    to: email,
    subject: t["general.signup.emailSubject"],
    text,
    html: htmlWithLink(text, link),
  });
  if (!sent.ok) {
    console.error("signup: the confirmation email could not be sent", sent.error);
    return refused("general.signup.failed", 503);
  }
  return SENT;
}

export type SignupLink =
  { status: "valid"; signup: SignupToken } | { status: "expired" } | { status: "invalid" };

/** What a confirmation link is worth now: valid (with its request), expired, or not ours. */
export async function readSignupLink(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<SignupLink> {
  const value = signupTokenSchema.safeParse(await verifyJson(secret, PURPOSE, token));
  if (!value.success) return { status: "invalid" };
  // A time in the future was not signed by this server's clock (a minute's skew is allowed).
  if (value.data.t > now + 60_000) return { status: "invalid" };
  if (now - value.data.t > TTL_MS) return { status: "expired" };
  return { status: "valid", signup: value.data };
}

/** Uses a valid link: the contact is stored (or subscribed again) with this consent, and enters
 * the running welcome sequences that start on a signup (./sequence-enrol.server.ts). */
export async function confirmSignup(db: Db, signup: SignupToken, now = Date.now()) {
  const stored = await confirmSignupContact(
    db,
    {
      email: signup.e,
      name: signup.n,
      language: signup.l,
      consentSource: `signup:${signup.p}`,
      requestedAt: signup.t,
    },
    now,
  );
  if (stored) await enrolConfirmedSignup(db, signup.e, now, signup.m ?? null);
  return stored;
}

/** The per-address budget's key: the digest of the address's mailbox (its +tags and, where the
 * provider ignores them, its dots dropped), not the address itself. */
async function addressKey(email: string): Promise<string> {
  const mailbox = new TextEncoder().encode(mailboxKey(email));
  const digest = await crypto.subtle.digest("SHA-256", mailbox);
  return `address:${base64UrlEncode(new Uint8Array(digest))}`;
}

/** The text as HTML paragraphs, with the link clickable. */
function htmlWithLink(text: string, link: string): string {
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  return text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split(link)
          .map((part) => escapeHtml(part).replace(/\n/g, "<br>"))
          .join(anchor)}</p>`,
    )
    .join("\n");
}
