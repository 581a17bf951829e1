// POST /api/chat/miss – a question the chat assistant could not answer (the default answer, or
// only suggested topics), reported by the page: same-origin only, a few per client per minute,
// counted per language and topic (app/server/chat/misses.server.ts). 204 when taken, 400 for an
// unknown language, kind or topic (nothing stored).
import { Hono } from "hono";
import { getDb } from "~/data/db";
import { missBeaconSchema, recordAssistantMiss } from "~/server/chat/misses.server";
import { isCrossOriginMutation } from "~/server/http/origin.server";
import { consumeRequestLimit, LIMITS } from "~/server/limits/atomic-limits.server";
import { apiError } from "./errors";
import type { ApiEnv } from "./types";

/** Misses one client may report per minute (counted atomically, whichever isolate answers). */
export const MISSES_PER_MINUTE = LIMITS.assistantMiss.limit;

export function createAssistantMissApi() {
  const misses = new Hono<ApiEnv>();
  misses.post("/miss", async (c) => {
    const request = c.req.raw;
    if (isCrossOriginMutation(request)) return apiError(c, "forbidden", "Cross-origin request");
    const parsed = missBeaconSchema.safeParse(await c.req.parseBody().catch(() => null));
    if (!parsed.success) return apiError(c, "bad_request", "Unknown language, kind or topic");
    if (!(await consumeRequestLimit(c.env, "assistantMiss", request)))
      return apiError(c, "rate_limited", "Too many requests");
    const outcome = await recordAssistantMiss({ db: getDb(c.env.DB) }, request, parsed.data);
    if (!outcome.ok) return apiError(c, "bad_request", outcome.error);
    return c.body(null, 204);
  });
  return misses;
}
