// The Worker: /api/* goes to Hono, every other request (all methods) to React Router; it also
// drains the email queue and runs the hourly cron.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { workerContext } from "~/server/context";
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
