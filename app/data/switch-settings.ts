// Site-wide yes/no switches kept as their own site_settings rows ("true" or "false"), apart from
// the Settings form's keys: the team's "second factor for everyone" and members' link approval.
import { eq } from "drizzle-orm";
import type { Db } from "./db";
import { firstRow } from "./rows";
import { siteSettings } from "./schema";

/** Whether the switch stored under `key` is on (off until it is first set). */
export async function isSwitchOn(db: Db, key: string): Promise<boolean> {
  const row = await firstRow(
    db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)),
  );
  return row?.value === "true";
}

/** The statement that turns the switch stored under `key` on or off. */
export function setSwitchStatement(db: Db, key: string, on: boolean) {
  const value = on ? "true" : "false";
  const now = Date.now();
  return db
    .insert(siteSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}
