import { createMiddleware } from "hono/factory";
import { getDb } from "~/data/db";
import { mayCallApi } from "~/domain/admin/roles";
import { isCrossOriginMutation } from "~/server/http/origin.server";
import { getAdminSession } from "~/server/auth/session.server";
import { apiError } from "./errors";
import type { AdminApiEnv } from "./types";

/** Every /api/admin/* call: same-origin mutations only (403), a live session (401). */
export const requireAdminApi = createMiddleware<AdminApiEnv>(async (c, next) => {
  if (isCrossOriginMutation(c.req.raw))
    return apiError(c, "forbidden", "Cross-origin request refused");
  const session = await getAdminSession(c.req.raw, c.env, getDb(c.env.DB));
  if (!session) return apiError(c, "unauthorized", "Sign in required");
  // The role matrix (app/domain/admin/roles.ts) decides every call.
  if (!mayCallApi(session.user.role, c.req.method, new URL(c.req.url).pathname))
    return apiError(c, "forbidden", "Your role does not allow this call");
  c.set("admin", session);
  c.header("Cache-Control", "no-store");
  await next();
});
