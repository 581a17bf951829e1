// The Worker: /api/* goes to Hono, every other request (all methods) to React Router; it also
// drains the email queue and runs the hourly cron.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { workerContext } from "~/server/context";
import { isCrossOriginMutation } from "~/server/origin.server";
import { createApi } from "./api";
import { handleQueueBatch } from "./jobs/queue";
import { runScheduled } from "./jobs/scheduled";

const api = createApi();
const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return api.fetch(request, env, ctx);
    }
    // CSRF: no page accepts a state change from another site (the API checks its own).
    if (isCrossOriginMutation(request)) {
      return new Response("Cross-origin request refused", { status: 403 });
    }
    const context = new RouterContextProvider();
    context.set(workerContext, { env, ctx });
    return handleDocument(request, context);
  },

  async queue(batch, env) {
    await handleQueueBatch(batch, env);
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env));
  },
} satisfies ExportedHandler<Env>;
