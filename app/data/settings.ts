import type { BatchItem } from "drizzle-orm/batch";
import { siteSettings } from "./schema";
import type { Db } from "./db";
import { siteSettingsSchema, type SiteSettings } from "~/schemas/settings";

/** All settings, each falling back to its default when unset or invalid. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  return parseSettingsRows(
    await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings),
  );
}

/** Settings from their key/value rows; a missing, corrupt or invalid value gets its default. */
export function parseSettingsRows(rows: { key: string; value: string }[]): SiteSettings {
  const raw: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      raw[row.key] = JSON.parse(row.value);
    } catch {
      // A corrupt value falls back to its default through the schema's .catch().
    }
  }
  return siteSettingsSchema.parse(raw);
}

/** Stores the given settings (already validated by the caller's schema), together with any
 * extra statements (the audit row) in one batch. */
export async function saveSiteSettings(
  db: Db,
  values: Partial<SiteSettings>,
  alongside: BatchItem<"sqlite">[] = [],
): Promise<void> {
  // A field the caller left out (undefined) keeps its stored value.
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const now = Date.now();
  const [first, ...rest] = entries.map(([key, value]) => {
    const json = JSON.stringify(value);
    return db
      .insert(siteSettings)
      .values({ key, value: json, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: json, updatedAt: now } });
  });
  await db.batch([first!, ...rest, ...alongside]);
}
