// Saving the Site Settings, from the Settings screen (app/routes/admin/settings.tsx) and the
// admin API (PUT /api/admin/settings): the values, their audit row in the same batch, and the
// content version bumped so cached public pages show them.
import type { Actor } from "~/data/audit";
import { auditInsert } from "~/data/audit";
import type { Db } from "~/data/db";
import { getSiteSettings, saveSiteSettings } from "~/data/settings";
import type { SiteSettings } from "~/schemas/settings";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { succeeded, type Outcome } from "./outcome";

export type SettingsDeps = { db: Db; kv: KVNamespace };

/** Stores the given settings (a field left out keeps its value); the value is every setting as
 * now stored. */
export async function saveSettings(
  deps: SettingsDeps,
  actor: Actor,
  input: Partial<SiteSettings>,
): Promise<Outcome<SiteSettings>> {
  const { db, kv } = deps;
  await saveSiteSettings(db, input, [
    auditInsert(db, actor, {
      action: "update",
      entity: "settings",
      detail: Object.keys(input).join(", "),
    }),
  ]);
  await bumpContentVersion(kv);
  return succeeded("Your changes have been saved successfully", await getSiteSettings(db));
}
