import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { auditInsert, listRecentAudit } from "~/data/audit";
import { getDb } from "~/data/db";
import { getSiteSettings, saveSiteSettings } from "~/data/settings";
import { settingsUpdateSchema } from "~/schemas/settings";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { requireAdminApi } from "./admin-auth";
import type { AdminApiEnv } from "./types";
import { validationHook } from "./errors";
import { createReferralLinksApi } from "./referral-links";

/** /api/admin/* – the back-office API; every route is behind requireAdminApi. */
export function createAdminApi() {
  const admin = new Hono<AdminApiEnv>();
  admin.use("*", requireAdminApi);

  // GET /api/admin/me – the signed-in administrator
  admin.get("/me", (c) => c.json({ email: c.get("admin").user.email }));

  // GET /api/admin/dashboard – summary counts and recent activity
  admin.get("/dashboard", async (c) => c.json(await loadDashboard(getDb(c.env.DB), c.env)));

  // GET /api/admin/settings – the site settings
  admin.get("/settings", async (c) => c.json(await getSiteSettings(getDb(c.env.DB))));

  // PUT /api/admin/settings – replace the site settings
  admin.put("/settings", zValidator("json", settingsUpdateSchema, validationHook), async (c) => {
    const db = getDb(c.env.DB);
    const values = c.req.valid("json");
    await saveSiteSettings(db, values, [
      auditInsert(db, c.get("admin").user, {
        action: "update",
        entity: "settings",
        detail: Object.keys(values).join(", "),
      }),
    ]);
    await bumpContentVersion(c.env.KV);
    return c.json(await getSiteSettings(db));
  });

  // GET /api/admin/audit-log – the latest admin actions
  admin.get("/audit-log", async (c) =>
    c.json({ entries: await listRecentAudit(getDb(c.env.DB), 50) }),
  );

  admin.route("/referral-links", createReferralLinksApi());

  return admin;
}
