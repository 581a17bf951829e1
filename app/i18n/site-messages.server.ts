// The messages a page is rendered with: bundled dictionaries plus the administrators' stored
// overrides, re-read only when the content version changes.
import { getDb } from "~/data/db";
import { listOverrides } from "~/data/translations";
import type { LanguageCode } from "~/i18n/languages";
import { buildMessages, type SiteMessages } from "~/i18n/messages.server";
import { getContentVersion } from "~/server/pages/content-version.server";

const memo = new Map<LanguageCode, { version: string; messages: SiteMessages }>();

export async function getSiteMessages(env: Env, lang: LanguageCode): Promise<SiteMessages> {
  const version = await getContentVersion(env.KV);
  const hit = memo.get(lang);
  if (hit && hit.version === version) return hit.messages;
  const rows = await listOverrides(getDb(env.DB), lang);
  const messages = buildMessages(lang, Object.fromEntries(rows.map((r) => [r.key, r.text])));
  memo.set(lang, { version, messages });
  return messages;
}
