// The configured default referral link (Site Settings), read once per content version in an
// isolate: bots, link previews and visitors the pool cannot serve cost no D1 read on a cached
// page. Saving settings bumps the content version (app/server/pages/content-version.server.ts),
// so the next request reads the new link.
//
// Only the value is kept, never the read in flight: on Workers a request that awaits a promise
// another request started is cancelled with it when that request ends or is aborted (a link
// preview hanging up, say), and then every later request awaiting it would hang too. Requests
// that miss at the same moment each read once.
import type { Db } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { getContentVersion } from "~/server/pages/content-version.server";

let known: { version: string; link: string } | null = null;

export async function defaultReferralLink(db: Db, kv: KVNamespace): Promise<string> {
  const version = await getContentVersion(kv);
  if (known?.version === version) return known.link;
  const link = (await getSiteSettings(db)).referralLink;
  known = { version, link };
  return link;
}
