// The Worker: /api/* goes to Hono, /go to the click redirect, the email provider's delivery
// events to their webhook, public pages through the page cache, everything else (all methods) to
// React Router; it also drains the email queue, runs the hourly cron and reads the bounce mailbox.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { workerContext } from "~/server/http/context";
import { nonceContext } from "~/server/http/nonce";
import { isCrossOriginMutation } from "~/server/http/origin.server";
import { EMAIL_WEBHOOK_PATH } from "~/domain/email/delivery-events";
import { handleDeliveryWebhook } from "~/server/email/delivery-webhook.server";
import { handleDeliveryReport, readRawEmail } from "~/server/email/bounce-mailbox.server";
import { getDb } from "~/data/db";
import { consumeRequestLimit, limitMultiplier } from "~/server/limits/atomic-limits.server";
import { requestClientKey } from "~/server/limits/client-key";
import {
  bodyTooLarge,
  readUndeclaredBody,
  shouldDrainRefusedBody,
  CLICKS_PER_MINUTE,
  MemoryRateLimiter,
  UNSUBSCRIBES_PER_MINUTE,
} from "~/server/limits/request-limits.server";
import {
  createNonce,
  isHttpsRequest,
  withSecurityHeaders,
} from "~/server/http/security-headers.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { languageFromAcceptHeader } from "~/i18n/language-match";
import { languageFromPath } from "~/i18n/languages";
import { createApi } from "./api";
import { handleClickRedirect } from "./click-redirect";
import { handleReferralQr, REFERRAL_QR_PATH } from "./referral-qr";
import { serveOfflineFiles } from "./offline";
import { handleQueueBatch } from "./jobs/queue";
import { runScheduled } from "./jobs/scheduled";
import { servePublicPage } from "./public-pages";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { handleViaLink, VIA_PREFIX } from "~/server/referral/via-link.server";
import { handleUnsubscribePost, isUnsubscribePost } from "./unsubscribe";

const api = createApi();
const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const clickLimiter = new MemoryRateLimiter(CLICKS_PER_MINUTE, 60_000);
const unsubscribeLimiter = new MemoryRateLimiter(UNSUBSCRIBES_PER_MINUTE, 60_000);

async function handleFetch(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
): Promise<Response> {
  const url = new URL(request.url);
  const { pathname } = url;
  if (bodyTooLarge(request, pathname)) {
    // A body a little over the limit (a too-big file chosen by a person) is read and thrown
    // away so the client gets to read the 413; anything far larger is cut off unread.
    if (shouldDrainRefusedBody(request))
      await request.body?.pipeTo(new WritableStream()).catch(() => undefined);
    return payloadTooLarge();
  }
  // No declared length (chunked, HTTP/2): read up to the limit before any handler sees it.
  const capped = await readUndeclaredBody(request, pathname);
  if (capped === null) return payloadTooLarge();
  request = capped;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return api.fetch(request, env, ctx);
  }
  // The one-click unsubscribe (RFC 8058) is posted by mail providers: token-authenticated.
  if (isUnsubscribePost(request, pathname)) {
    if (!unsubscribeLimiter.allow(requestClientKey(request), Date.now(), limitMultiplier(env)))
      return rateLimited(request, env);
    return handleUnsubscribePost(request, env, pathname);
  }
  // The email provider's delivery events: authenticated by their signature, not by a session.
  if (pathname === EMAIL_WEBHOOK_PATH && request.method === "POST") {
    if (!(await consumeRequestLimit(env, "emailWebhook", request)))
      return new Response("Too many requests", { status: 429, headers: { "Retry-After": "60" } });
    return handleDeliveryWebhook(request, env);
  }
  // CSRF: no page accepts a state change from another site (the API checks its own).
  if (isCrossOriginMutation(request)) {
    return new Response("Cross-origin request refused", { status: 403 });
  }
  if (pathname === "/go" && (request.method === "GET" || request.method === "HEAD")) {
    if (!clickLimiter.allow(requestClientKey(request), Date.now(), limitMultiplier(env)))
      return rateLimited(request, env);
    return handleClickRedirect(request, env, ctx);
  }
  // A member's short personal link (issue 30): attribute, then the home page in their language.
  if (pathname.startsWith(VIA_PREFIX) && request.method === "GET") {
    return handleViaLink(request, env, referralDeps(env, ctx, request));
  }
  if (pathname === REFERRAL_QR_PATH && request.method === "GET") {
    return handleReferralQr(request, env);
  }
  if (request.method === "GET") {
    const offlineFile = await serveOfflineFiles(pathname, env);
    if (offlineFile) return offlineFile;
  }
  const render = (req: Request, setup?: (context: RouterContextProvider) => void) => {
    const context = new RouterContextProvider();
    context.set(workerContext, { env, ctx });
    context.set(nonceContext, nonce);
    setup?.(context);
    return handleDocument(req, context);
  };
  let cached: Response | null = null;
  try {
    cached = await servePublicPage(request, url, env, ctx, render, nonce);
  } catch (error) {
    // React Router renders the failure with the site's error page (status 500, no detail).
    console.error("page cache failed, rendering directly", error);
  }
  return cached ?? render(request);
}

function payloadTooLarge(): Response {
  return new Response(
    JSON.stringify({
      error: { code: "payload_too_large", message: "The request is too large." },
    }),
    {
      status: 413,
      headers: { "Content-Type": "application/json", Connection: "close" },
    },
  );
}

/** 429 in the visitor's language (from the page they came from, else their browser's). */
async function rateLimited(request: Request, env: Env): Promise<Response> {
  const from = new URL(request.url).searchParams.get("from") ?? "/";
  const lang =
    from !== "/"
      ? languageFromPath(from)
      : (languageFromAcceptHeader(request.headers.get("Accept-Language")) ?? "en");
  const t = await getSiteMessages(env, lang);
  return new Response(t["general.rateLimited"], {
    status: 429,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "60",
      "Cache-Control": "no-store",
    },
  });
}

// The Durable Object class that counts per-client budgets atomically (wrangler.toml binds it).
export { RateLimiter } from "~/server/limits/rate-limiter-object.server";

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    let response: Response;
    try {
      response = await handleFetch(request, env, ctx, nonce);
    } catch (error) {
      // Last resort: log it, tell the visitor nothing internal.
      console.error("unhandled error", error);
      response = new Response("Unexpected Application Error!", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    return withSecurityHeaders(response, { nonce, https: isHttpsRequest(request) });
  },

  async queue(batch, env) {
    await handleQueueBatch(batch, env);
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env));
  },

  // The bounce address of SMTP setups (Cloudflare Email Routing): bounce and complaint reports
  // that prove which email of ours they are about suppress its contact; other mail is dropped.
  async email(message, env) {
    const raw = await readRawEmail(message);
    if (!raw) {
      console.warn(`bounce mailbox: a ${message.rawSize}-byte message was too large to read`);
      return;
    }
    const outcome = await handleDeliveryReport(
      { db: getDb(env.DB), secret: env.SESSION_SECRET },
      { raw, to: message.to },
    );
    console.log(
      outcome.handled
        ? `bounce mailbox: ${outcome.finding.outcome.kind} ${outcome.result}`
        : `bounce mailbox: ignored (${outcome.why})`,
    );
  },
} satisfies ExportedHandler<Env>;
