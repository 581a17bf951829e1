import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { getDb } from "~/data/db";
import { getReferralLinkStats, listReferralLinks } from "~/data/referral-links";
import { clickRate } from "~/domain/referral/rotation";
import {
  linksActiveSchema,
  referralLinkIdSchema,
  referralLinkInputSchema,
} from "~/schemas/referral-link";
import type { Outcome } from "~/server/admin/outcome";
import {
  clearLinkLogs,
  createLink,
  deleteLink,
  resetLinkDisplays,
  setLinksActive,
  updateLink,
} from "~/server/referral/links.server";
import type { AdminApiEnv } from "./types";
import { ApiError, validationHook } from "./errors";

function linkId(raw: string): number {
  const id = referralLinkIdSchema.safeParse(raw);
  if (!id.success) throw new ApiError("bad_request", "Invalid referral link id");
  return id.data;
}

const deps = (c: Context<AdminApiEnv>) => ({ db: getDb(c.env.DB), kv: c.env.KV });
/** The signed-in admin a change is made (and audited) for. */
const actor = (c: Context<AdminApiEnv>) => c.get("admin").user;

/** The value of a change made, or its refusal as the API's error. */
function made<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.status === 404) throw new ApiError("not_found", "Referral link not found");
  throw new ApiError("bad_request", outcome.error);
}

/** /api/admin/referral-links – the rotator's pool (mounted behind requireAdminApi). */
export function createReferralLinksApi() {
  const app = new Hono<AdminApiEnv>();

  // GET /api/admin/referral-links – every link, newest first
  app.get("/", async (c) => c.json({ links: await listReferralLinks(getDb(c.env.DB)) }));

  // POST /api/admin/referral-links – add a link (displays_left starts at display_limit)
  app.post("/", zValidator("json", referralLinkInputSchema, validationHook), async (c) => {
    const link = made(await createLink(deps(c), actor(c), c.req.valid("json")));
    return c.json({ link }, 201);
  });

  // POST /api/admin/referral-links/active – activate or pause several links ({ ids, active });
  // ids of no link are ignored, `changed` lists the links whose state changed
  app.post("/active", zValidator("json", linksActiveSchema, validationHook), async (c) => {
    const changed = made(await setLinksActive(deps(c), actor(c), c.req.valid("json")));
    return c.json({ changed });
  });

  // PUT /api/admin/referral-links/:id – edit a link
  app.put("/:id", zValidator("json", referralLinkInputSchema, validationHook), async (c) => {
    const id = linkId(c.req.param("id"));
    const link = made(await updateLink(deps(c), actor(c), id, c.req.valid("json")));
    return c.json({ link });
  });

  // DELETE /api/admin/referral-links/:id – delete a link and its logs
  app.delete("/:id", async (c) => {
    const id = linkId(c.req.param("id"));
    return c.json({ deleted: made(await deleteLink(deps(c), actor(c), id)) });
  });

  // POST /api/admin/referral-links/:id/reset – displays_left back to display_limit
  app.post("/:id/reset", async (c) => {
    const id = linkId(c.req.param("id"));
    return c.json({ reset: made(await resetLinkDisplays(deps(c), actor(c), id)) });
  });

  // GET /api/admin/referral-links/:id/stats – totals, click rate and the newest log entries
  app.get("/:id/stats", async (c) => {
    const stats = await getReferralLinkStats(getDb(c.env.DB), linkId(c.req.param("id")));
    if (!stats) throw new ApiError("not_found", "Referral link not found");
    return c.json({ ...stats, clickRate: clickRate(stats.clicks, stats.displays) });
  });

  // DELETE /api/admin/referral-links/:id/logs – clear a link's activity log
  app.delete("/:id/logs", async (c) => {
    const id = linkId(c.req.param("id"));
    return c.json({ cleared: made(await clearLinkLogs(deps(c), actor(c), id)) });
  });

  return app;
}
