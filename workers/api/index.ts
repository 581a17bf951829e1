import { Hono } from "hono";
import { createAdminApi } from "./admin";
import { createAssistantMissApi } from "./assistant-misses";
import { apiErrorHandler, apiNotFound } from "./errors";
import { createFunnelApi } from "./funnel";
import { createMemberFiguresApi } from "./member-figures";
import type { ApiEnv } from "./types";

/** Every /api/* endpoint. Sub-apps per resource are mounted with app.route(). */
export function createApi() {
  const api = new Hono<ApiEnv>().basePath("/api");

  // GET /api/health – the Worker and its database answer.
  api.get("/health", async (c) => {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: true });
  });

  api.route("/admin", createAdminApi());
  api.route("/funnel", createFunnelApi());
  api.route("/chat", createAssistantMissApi());
  api.route("/member", createMemberFiguresApi());

  api.notFound(apiNotFound);
  api.onError(apiErrorHandler);
  return api;
}
