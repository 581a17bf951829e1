import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { auditInsert, type AuditEntry } from "~/data/audit";
import { getDb } from "~/data/db";
import {
  clearReferralLogs,
  deleteReferralLinkStatements,
  getReferralLinkStats,
  insertReferralLink,
  listReferralLinks,
  resetReferralLink,
  updateReferralLink,
} from "~/data/referral-links";
import { clickRate } from "~/domain/referral/rotation";
import { referralLinkIdSchema, referralLinkInputSchema } from "~/schemas/referral-link";
import type { AdminApiEnv } from "./types";
import { ApiError, validationHook } from "./errors";

function linkId(raw: string): number {
  const id = referralLinkIdSchema.safeParse(raw);
  if (!id.success) throw new ApiError("bad_request", "Invalid referral link id");
  return id.data;
}

/** The audit row of a change to the pool by the signed-in admin, for the change's batch. */
function linkAudit(
  c: Context<AdminApiEnv>,
  action: string,
  entry: Omit<AuditEntry, "action" | "entity"> = {},
) {
  return auditInsert(getDb(c.env.DB), c.get("admin").user, {
    action,
    entity: "referral_link",
    ...entry,
  });
}

/** /api/admin/referral-links – the rotator's pool (mounted behind requireAdminApi). */
export function createReferralLinksApi() {
  const app = new Hono<AdminApiEnv>();

  // GET /api/admin/referral-links – every link, newest first
  app.get("/", async (c) => c.json({ links: await listReferralLinks(getDb(c.env.DB)) }));

  // POST /api/admin/referral-links – add a link (displays_left starts at display_limit)
  app.post("/", zValidator("json", referralLinkInputSchema, validationHook), async (c) => {
    const db = getDb(c.env.DB);
    const input = c.req.valid("json");
    const [[row]] = await db.batch([
      insertReferralLink(db, input),
      linkAudit(c, "create", { detail: input.link }),
    ]);
    return c.json({ link: row }, 201);
  });

  // PUT /api/admin/referral-links/:id – edit a link
  app.put("/:id", zValidator("json", referralLinkInputSchema, validationHook), async (c) => {
    const db = getDb(c.env.DB);
    const id = linkId(c.req.param("id"));
    const input = c.req.valid("json");
    const [[row]] = await db.batch([
      updateReferralLink(db, id, input),
      linkAudit(c, "update", { entityId: id, detail: input.link }),
    ]);
    if (!row) throw new ApiError("not_found", "Referral link not found");
    return c.json({ link: row });
  });

  // DELETE /api/admin/referral-links/:id – delete a link and its logs
  app.delete("/:id", async (c) => {
    const db = getDb(c.env.DB);
    const id = linkId(c.req.param("id"));
    const [, removed] = await db.batch([
      ...deleteReferralLinkStatements(db, id),
      linkAudit(c, "delete", { entityId: id }),
    ]);
    if (removed.length === 0) throw new ApiError("not_found", "Referral link not found");
    return c.json({ deleted: id });
  });

  // POST /api/admin/referral-links/:id/reset – displays_left back to display_limit
  app.post("/:id/reset", async (c) => {
    const db = getDb(c.env.DB);
    const id = linkId(c.req.param("id"));
    const [reset] = await db.batch([
      resetReferralLink(db, id),
      linkAudit(c, "reset", { entityId: id }),
    ]);
    if (reset.length === 0) throw new ApiError("not_found", "Referral link not found");
    return c.json({ reset: id });
  });

  // GET /api/admin/referral-links/:id/stats – totals, click rate and the newest log entries
  app.get("/:id/stats", async (c) => {
    const stats = await getReferralLinkStats(getDb(c.env.DB), linkId(c.req.param("id")));
    if (!stats) throw new ApiError("not_found", "Referral link not found");
    return c.json({ ...stats, clickRate: clickRate(stats.clicks, stats.displays) });
  });

  // DELETE /api/admin/referral-links/:id/logs – clear a link's activity log
  app.delete("/:id/logs", async (c) => {
    const db = getDb(c.env.DB);
    const id = linkId(c.req.param("id"));
    await db.batch([clearReferralLogs(db, id), linkAudit(c, "clear-logs", { entityId: id })]);
    return c.json({ cleared: id });
  });

  return app;
}
