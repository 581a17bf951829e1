// Capability: abuse limits, the per-client budgets ("5 uploads per client per hour"). Each
// budget is counted atomically by a Durable Object (./rate-limiter-object.server.ts), one per
// limit and client, where the client is an IPv4 address or an IPv6 /64 (./client-key.ts).
// Body sizes and the per-isolate flood brakes are ./request-limits.server.ts. The referral pool's
// display budget is counted with the pool itself, in D1 (app/server/referral/display-budget.server.ts).
// Decision 0014.
import { z } from "zod";
import { requestClientKey } from "./client-key";
import type { LimitVerdict } from "./rate-limiter-object.server";

export type LimitRule = { limit: number; windowMs: number };

const HOUR = 60 * 60 * 1000;

/** Every per-client budget counted by the limiter. */
export const LIMITS = {
  /** Visitor presentation uploads (10 MB each, reviewed by hand). */
  visitorUpload: { limit: 5, windowMs: HOUR },
  /** "Get updates by email" requests from one client: each sends a confirmation email. */
  emailSignup: { limit: 5, windowMs: HOUR },
  /** Confirmation emails to one address (the client is the address's hash), whoever asks: a
   * stranger cannot fill someone's inbox from many connections. */
  emailSignupAddress: { limit: 3, windowMs: 24 * HOUR },
  /** Campaign test sends per admin (each to at most 5 typed addresses). */
  campaignTestSend: { limit: 20, windowMs: HOUR },
  /** Member sign-in links asked for from one client (the answer is the same for any address). */
  memberSignIn: { limit: 10, windowMs: HOUR },
  /** Member sign-in links emailed to one address (keyed by its mailbox's hash), whoever asks. */
  memberSignInAddress: { limit: 3, windowMs: HOUR },
  /** Delivery events posted to the email webhook (the provider sends from a few addresses, about
   * one event per email sent, at the sending rate); a 429 makes it retry later. */
  emailWebhook: { limit: 1200, windowMs: 60 * 1000 },
  /** Questions the chat assistant could not answer, reported by one client: a person asking in
   * the chat sends far fewer, so a script cannot make one topic look wanted. */
  assistantMiss: { limit: 6, windowMs: 60 * 1000 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

type LimiterEnv = Pick<Env, "RATE_LIMITER" | "CLIENT_LIMIT_MULTIPLIER">;

const multiplierSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

let lastMultiplier: { raw: unknown; value: number } | null = null;

/** CLIENT_LIMIT_MULTIPLIER multiplies every per-client budget: for a site whose visitors share
 * few addresses (a large NAT), and for the browser tests, whose Chromium is one client. */
export function limitMultiplier(env: Pick<Env, "CLIENT_LIMIT_MULTIPLIER">): number {
  const raw = env.CLIENT_LIMIT_MULTIPLIER;
  if (raw === undefined) return 1;
  // Read on every click redirect: the variable does not change within an isolate's life.
  if (lastMultiplier?.raw !== raw) lastMultiplier = { raw, value: multiplierSchema.parse(raw) };
  return lastMultiplier.value;
}

/** Counts one event of `name` for `client`; false (nothing counted) once its budget is spent.
 * A limiter that cannot be reached refuses: these budgets guard costly or scarce things. */
export async function consumeLimit(
  env: LimiterEnv,
  name: LimitName,
  client: string,
  rule: LimitRule = LIMITS[name],
): Promise<boolean> {
  try {
    const verdict = await limiterFor(env, name, client).consume(
      rule.limit * limitMultiplier(env),
      rule.windowMs,
    );
    return verdict.allowed;
  } catch (error) {
    console.error(`limits: ${name} could not be counted, refusing`, error);
    return false;
  }
}

/** consumeLimit for the client a request comes from. */
export function consumeRequestLimit(
  env: LimiterEnv,
  name: LimitName,
  request: Request,
): Promise<boolean> {
  return consumeLimit(env, name, requestClientKey(request));
}

function limiterFor(env: Pick<Env, "RATE_LIMITER">, name: LimitName, client: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${name}:${client}`));
}

export type { LimitVerdict };
