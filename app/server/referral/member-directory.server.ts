// The members a visit can be attributed to (issue 30), kept in this isolate per content version
// like the published languages (app/server/i18n/site-languages.server.ts): a visit through a
// personal link reads no D1 for its code. Every member change (app/server/members/), a pool
// link's edit or removal (./links.server.ts) and a settings save bump the content version, so the
// next request reads them again. Only values are kept, never a read in flight.
import type { Db } from "~/data/db";
import { listSponsors } from "~/data/members";
import { getSiteSettings } from "~/data/settings";
import type { AttributionRules } from "~/domain/referral/attribution";
import { DEFAULT_ATTRIBUTION_DAYS } from "~/schemas/settings";
import { bumpContentVersion, getContentVersion } from "~/server/pages/content-version.server";

export type Sponsor = { code: string; name: string; linkId: number; link: string };

export type MemberDirectory = {
  /** Active members with a pool link, by code. */
  byCode: ReadonlyMap<string, Sponsor>;
  /** Per site language, the pool link ids of the active members who support it. */
  poolByLanguage: ReadonlyMap<string, readonly number[]>;
  rules: AttributionRules;
  /** The home page's "Shared with you by {name}" line is on. */
  showSharedBy: boolean;
};

const EMPTY: MemberDirectory = {
  byCode: new Map(),
  poolByLanguage: new Map(),
  rules: { days: DEFAULT_ATTRIBUTION_DAYS, lastWins: false },
  showSharedBy: false,
};

let memo: { version: string; directory: MemberDirectory } | null = null;

async function readDirectory(db: Db): Promise<MemberDirectory> {
  const [sponsors, settings] = await Promise.all([listSponsors(db), getSiteSettings(db)]);
  const byCode = new Map<string, Sponsor>();
  const poolByLanguage = new Map<string, number[]>();
  for (const s of sponsors) {
    byCode.set(s.code.toLowerCase(), {
      code: s.code.toLowerCase(),
      name: s.name,
      linkId: s.linkId,
      link: s.link,
    });
    for (const lang of s.languages) {
      const ids = poolByLanguage.get(lang) ?? [];
      ids.push(s.linkId);
      poolByLanguage.set(lang, ids);
    }
  }
  return {
    byCode,
    poolByLanguage,
    rules: { days: settings.attributionDays, lastWins: settings.attributionLastWins },
    showSharedBy: settings.showSharedBy,
  };
}

/** The directory for the current content version. A failed read gives none (visitors get the
 * pool, as without members) and is tried again on the next request. */
export async function memberDirectory(db: Db, kv: KVNamespace): Promise<MemberDirectory> {
  const version = await getContentVersion(kv);
  if (memo?.version === version) return memo.directory;
  try {
    const directory = await readDirectory(db);
    memo = { version, directory };
    return directory;
  } catch (error) {
    console.error("members: directory read failed", error);
    return EMPTY;
  }
}

/** After a change to members (their codes, names, languages, status or links): bumps the content
 * version, so every isolate reads the directory again (and cached pages are rendered again).
 * `kv` is the caller's binding when it has one, else the Worker's own. */
export async function membersChanged(kv?: KVNamespace): Promise<void> {
  // Loaded only when no binding was passed, so modules that import this one (the admin API) stay
  // importable outside the Workers runtime.
  await bumpContentVersion(kv ?? (await import("cloudflare:workers")).env.KV);
}
