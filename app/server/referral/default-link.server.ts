// The configured default referral link (Site Settings), read once per content version in an
// isolate: bots, link previews and visitors the pool cannot serve cost no D1 read on a cached
// page. Saving settings bumps the content version (app/server/pages/content-version.server.ts),
// so the next request reads the new link.
import type { Db } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { getContentVersion } from "~/server/pages/content-version.server";

let known: { version: string; link: Promise<string> } | null = null;

export async function defaultReferralLink(db: Db, kv: KVNamespace): Promise<string> {
  const version = await getContentVersion(kv);
  if (known?.version === version) return known.link;
  const entry = { version, link: getSiteSettings(db).then((s) => s.referralLink) };
  known = entry;
  // A failed read is not remembered.
  entry.link.catch(() => {
    if (known === entry) known = null;
  });
  return entry.link;
}
