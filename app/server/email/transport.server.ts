// Capability: email campaigns. This module is how campaign emails leave: SMTP (SMTP_URL, over
// cloudflare:sockets, ./smtp-client.server.ts), an HTTP email API (EMAIL_API_URL + EMAIL_API_KEY,
// the JSON shape Resend and similar providers accept), or, with neither configured, the local
// outbox the admin can read. Every transport answers each email with sent, a permanent refusal
// (that recipient fails) or a temporary one (the slice stops and the queue retries later).
// Which text a recipient gets is ./campaign-language.server.ts, contact imports
// ./contact-import.server.ts; the admin's changes are ./campaigns.server.ts,
// ./templates.server.ts and ./contacts.server.ts, the queue message ./campaign-queue.server.ts;
// the tables are app/data/campaigns.ts, campaign-ledger.ts, contacts.ts and email-templates.ts;
// the screen is app/routes/admin/email-campaigns/; sending is ./send-campaign.server.ts, run by
// the queue consumer workers/jobs/queue.ts; unsubscribes are workers/unsubscribe.ts and
// app/routes/resources/unsubscribe.tsx; signups with consent (double opt-in) are
// ./signup.server.ts. Decisions 0008, 0010 and 0023. Bounces and complaints (the suppression
// list, decision 0021) arrive at ./delivery-webhook.server.ts and ./bounce-mailbox.server.ts and
// are applied by app/data/contact-suppression.ts; the Contacts screen is
// app/routes/admin/contacts/.
import { z } from "zod";
import { deliverToOutbox, keepInOutbox } from "~/data/campaigns";
import type { Db } from "~/data/db";
import { buildMime } from "~/domain/email/mime";
import { stampedBounceAddress } from "./message-stamp.server";
import { SmtpError, SmtpSession, type SmtpOptions } from "./smtp-client.server";

export type OutgoingEmail = {
  /** The campaign and ledger row; null for a test send, which belongs to no campaign. */
  ledgerId: number | null;
  campaignId: number | null;
  messageId: string;
  from: { name: string; email: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe, List-Unsubscribe-Post and the message's stamp. */
  headers: Record<string, string>;
  /** The campaign email's stamp (./message-stamp.server.ts): with a bounce address, SMTP puts
   * it in the envelope sender, where bounces come back to. */
  bounceStamp?: string;
};

export type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      permanent: boolean;
      error: string;
      /** The email may have been accepted (the connection was lost after its whole text was
       * sent, before the server's answer): it must not be sent again automatically. */
      unconfirmed?: boolean;
    };

export interface EmailTransport {
  readonly kind: "smtp" | "http" | "outbox";
  send(email: OutgoingEmail): Promise<SendOutcome>;
  close(): Promise<void>;
}

export type TransportEnv = {
  SMTP_URL?: string;
  EMAIL_BOUNCE_ADDRESS?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
};

/** EMAIL_BOUNCE_ADDRESS when it is an email address; null when unset or malformed (then bounces
 * go to the sender, and the admin screen says why). */
function bounceAddress(env: TransportEnv): string | null {
  const parsed = z.email().safeParse(env.EMAIL_BOUNCE_ADDRESS?.trim());
  return parsed.success ? parsed.data : null;
}

/** The configured transport: SMTP first, then the HTTP API, else the local outbox. */
export function emailTransport(env: TransportEnv, db: Db): EmailTransport {
  if (env.SMTP_URL) return new SmtpTransport(parseSmtpUrl(env.SMTP_URL), bounceAddress(env));
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY)
    return new HttpApiTransport(env.EMAIL_API_URL, env.EMAIL_API_KEY);
  return new OutboxTransport(db);
}

/** What the admin screen says about delivery, without credentials. */
export function describeTransport(env: TransportEnv): {
  kind: EmailTransport["kind"];
  description: string;
} {
  if (env.SMTP_URL) {
    try {
      const o = parseSmtpUrl(env.SMTP_URL);
      const bounces = bounceAddress(env);
      const returnPath = bounces
        ? `, bounces to ${bounces}`
        : env.EMAIL_BOUNCE_ADDRESS
          ? " (EMAIL_BOUNCE_ADDRESS is not an email address: bounces go to the sender)"
          : "";
      return { kind: "smtp", description: `SMTP server ${o.host}:${o.port}${returnPath}` };
    } catch {
      return {
        kind: "smtp",
        description: "SMTP (SMTP_URL is not a valid smtp:// or smtps:// address)",
      };
    }
  }
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY)
    return { kind: "http", description: `Email API ${safeHost(env.EMAIL_API_URL)}` };
  return { kind: "outbox", description: "Local outbox" };
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(invalid EMAIL_API_URL)";
  }
}

/**
 * smtp://user:pass@host:587 (STARTTLS required: a server that does not offer it is refused before
 * any login), smtps://host:465 (TLS from the start), smtp://host:25?starttls=off (plain, only
 * when asked for, for a trusted local relay).
 */
export function parseSmtpUrl(value: string): SmtpOptions {
  const url = new URL(value);
  const secure = url.protocol === "smtps:";
  if (!secure && url.protocol !== "smtp:")
    throw new Error("SMTP_URL must start with smtp:// or smtps://");
  if (!url.hostname) throw new Error("SMTP_URL has no host");
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    startTls: !secure && url.searchParams.get("starttls") !== "off",
    ...(username ? { credentials: { username, password } } : {}),
    timeoutMs: 15_000,
  };
}

/** One SMTP session for every email this transport sends (the queue consumer keeps one transport
 * per batch), opened on first use and again after it broke. */
class SmtpTransport implements EmailTransport {
  readonly kind = "smtp" as const;
  private session: SmtpSession | null = null;
  private readonly options: SmtpOptions;
  /** The envelope sender; the sender's own address when null. */
  private readonly bounceAddress: string | null;
  constructor(options: SmtpOptions, bounceAddress: string | null = null) {
    this.options = options;
    this.bounceAddress = bounceAddress;
  }

  async send(email: OutgoingEmail): Promise<SendOutcome> {
    const data = buildMime({ ...email, date: new Date() }, `=_waymark_${crypto.randomUUID()}`);
    const reused = this.session?.usable === true;
    const first = await this.attempt(email, data);
    // A kept session the server had dropped (idle timeout, a limit of messages per connection):
    // the email never reached it, so it goes once more on a new connection.
    if (!first.ok && first.lostBeforeData && reused) return this.attempt(email, data);
    return first;
  }

  private async attempt(
    email: OutgoingEmail,
    data: string,
  ): Promise<SendOutcome & { lostBeforeData?: boolean }> {
    if (!this.session?.usable) {
      await this.session?.close();
      try {
        this.session = await SmtpSession.open(this.options);
      } catch (error) {
        this.session = null;
        return {
          ok: false,
          permanent: error instanceof SmtpError && error.permanent,
          error: `Could not start an SMTP session: ${messageOf(error)}`,
        };
      }
    }
    try {
      await this.session.send(this.envelopeSender(email), email.to, data);
      return { ok: true };
    } catch (error) {
      const smtp = error instanceof SmtpError ? error : null;
      const lost = !this.session.usable && (smtp?.code ?? null) === null;
      return {
        ok: false,
        permanent: smtp?.permanent ?? false,
        error: messageOf(error),
        ...(lost && smtp?.afterData ? { unconfirmed: true } : {}),
        ...(lost && !smtp?.afterData ? { lostBeforeData: true } : {}),
      };
    }
  }

  /** The bounce address (with the email's stamp, VERP), else the sender's own address. */
  private envelopeSender(email: OutgoingEmail): string {
    if (!this.bounceAddress) return email.from.email;
    return email.bounceStamp
      ? stampedBounceAddress(this.bounceAddress, email.bounceStamp)
      : this.bounceAddress;
  }

  async close(): Promise<void> {
    const session = this.session;
    this.session = null;
    await session?.close();
  }
}

class HttpApiTransport implements EmailTransport {
  readonly kind = "http" as const;
  private readonly url: string;
  private readonly key: string;
  constructor(url: string, key: string) {
    this.url = url;
    this.key = key;
  }

  async send(email: OutgoingEmail): Promise<SendOutcome> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${this.key}`,
          "Content-Type": "application/json",
          // Providers that honour it drop a repeated request, so a retry cannot duplicate.
          "Idempotency-Key": email.messageId,
        },
        body: JSON.stringify({
          from: `${email.from.name} <${email.from.email}>`,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { "Message-ID": email.messageId, ...email.headers },
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      return {
        ok: false,
        permanent: false,
        error: `Could not reach the email API: ${messageOf(error)}`,
      };
    }
    if (res.ok) {
      await res.body?.cancel();
      return { ok: true };
    }
    const detail = (await res.text().catch(() => "")).slice(0, 200);
    // 429 (throttled), 409 (same idempotency key in flight) and 5xx are worth retrying.
    const permanent =
      res.status >= 400 &&
      res.status < 500 &&
      res.status !== 429 &&
      res.status !== 409 &&
      res.status !== 408;
    return {
      ok: false,
      permanent,
      error: `Email API answered ${res.status}${detail ? `: ${detail}` : ""}`,
    };
  }

  async close(): Promise<void> {}
}

class OutboxTransport implements EmailTransport {
  readonly kind = "outbox" as const;
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }
  async send(email: OutgoingEmail): Promise<SendOutcome> {
    const kept = {
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: {
        From: `${email.from.name} <${email.from.email}>`,
        "Message-ID": email.messageId,
        ...email.headers,
      },
    };
    if (email.ledgerId === null || email.campaignId === null) await keepInOutbox(this.db, kept);
    else await deliverToOutbox(this.db, email.ledgerId, email.campaignId, kept);
    return { ok: true };
  }
  async close(): Promise<void> {}
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Spaces sends so no more than `perSecond` leave per second from this consumer. */
export class SendPacer {
  private next = 0;
  private readonly intervalMs: number;
  constructor(perSecond: number) {
    this.intervalMs = perSecond > 0 && Number.isFinite(perSecond) ? 1000 / perSecond : 0;
  }
  async wait(now = Date.now()): Promise<void> {
    if (this.intervalMs === 0) return;
    const at = Math.max(now, this.next);
    this.next = at + this.intervalMs;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
}

/** Emails per second when EMAIL_RATE_PER_SECOND is unset or not a positive number. */
export const DEFAULT_EMAILS_PER_SECOND = 10;

export function emailsPerSecond(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : DEFAULT_EMAILS_PER_SECOND;
}

export {
  EMAIL_NOT_CONFIGURED,
  emailDeliveryProblem,
  PUBLIC_URL_NOT_CONFIGURED,
} from "./delivery-problem.server";
