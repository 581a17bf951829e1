// The messages a page is rendered with: bundled dictionaries plus the administrators' stored
// overrides, re-read only when the content version changes.
import { getDb } from "~/data/db";
import { listOverrides } from "~/data/translations";
import {
  buildMessages,
  loadBundledLanguages,
  type SiteMessages,
} from "~/server/i18n/messages.server";
import { getContentVersion } from "~/server/pages/content-version.server";

const memo = new Map<string, { version: string; messages: SiteMessages }>();

/** `lang` is a built-in language's code or an added one's (all of whose texts are stored). */
export async function getSiteMessages(env: Env, lang: string): Promise<SiteMessages> {
  const version = await getContentVersion(env.KV);
  const hit = memo.get(lang);
  if (hit && hit.version === version) return hit.messages;
  const [rows] = await Promise.all([
    listOverrides(getDb(env.DB), lang),
    loadBundledLanguages([lang]),
  ]);
  const messages = buildMessages(lang, Object.fromEntries(rows.map((r) => [r.key, r.text])));
  memo.set(lang, { version, messages });
  return messages;
}
