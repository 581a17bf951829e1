import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { listRecentAudit } from "~/data/audit";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { settingsUpdateSchema } from "~/schemas/settings";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { saveSettings } from "~/server/admin/settings.server";
import { requireAdminApi } from "./admin-auth";
import type { AdminApiEnv } from "./types";
import { apiError, validationHook } from "./errors";
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
    const deps = { db: getDb(c.env.DB), kv: c.env.KV };
    const saved = await saveSettings(deps, c.get("admin").user, c.req.valid("json"));
    // Saving settings is never refused once the schema passed.
    if (!saved.ok) return apiError(c, "bad_request", saved.error);
    return c.json(saved.value);
  });

  // GET /api/admin/audit-log – the latest admin actions
  admin.get("/audit-log", async (c) =>
    c.json({ entries: await listRecentAudit(getDb(c.env.DB), 50) }),
  );

  admin.route("/referral-links", createReferralLinksApi());

  return admin;
}
