// Capability: abuse limits, the per-client budgets ("5 uploads per client per hour"). Each
// budget is counted atomically by a Durable Object (./rate-limiter-object.server.ts), one per
// limit and client, where the client is an IPv4 address or an IPv6 /64 (./client-key.ts).
// Body sizes and the per-isolate flood brakes are ./request-limits.server.ts. Decision 0014.
import { requestClientKey } from "./client-key";
import type { LimitVerdict } from "./rate-limiter-object.server";

export type LimitRule = { limit: number; windowMs: number };

const HOUR = 60 * 60 * 1000;

/** Every per-client budget counted by the limiter. */
export const LIMITS = {
  /** Visitor presentation uploads (10 MB each, reviewed by hand). */
  visitorUpload: { limit: 5, windowMs: HOUR },
  /** Referral displays a client may take from the pool by viewing pages (a person takes one an
   * hour: the assignment lasts an hour). */
  referralDisplay: { limit: 6, windowMs: HOUR },
  /** Forced refreshes of the referral link that take a display: the strictest. */
  referralRefresh: { limit: 3, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** Counts one event of `name` for `client`; false (nothing counted) once its budget is spent.
 * A limiter that cannot be reached refuses: these budgets guard costly or scarce things. */
export async function consumeLimit(
  env: Pick<Env, "RATE_LIMITER">,
  name: LimitName,
  client: string,
  rule: LimitRule = LIMITS[name],
): Promise<boolean> {
  try {
    const verdict = await limiterFor(env, name, client).consume(rule.limit, rule.windowMs);
    return verdict.allowed;
  } catch (error) {
    console.error(`limits: ${name} could not be counted, refusing`, error);
    return false;
  }
}

/** consumeLimit for the client a request comes from. */
export function consumeRequestLimit(
  env: Pick<Env, "RATE_LIMITER">,
  name: LimitName,
  request: Request,
): Promise<boolean> {
  return consumeLimit(env, name, requestClientKey(request));
}

function limiterFor(env: Pick<Env, "RATE_LIMITER">, name: LimitName, client: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${name}:${client}`));
}

export type { LimitVerdict };
