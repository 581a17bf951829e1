// What most Worker test files start from: the local D1 through drizzle, and the User-Agent a
// desktop browser sends (page views without one are treated as scripts).
import { env } from "cloudflare:workers";
import { getDb } from "~/data/db";

/** The local D1 binding through drizzle (holds no state of its own: safe to share). */
export const db = getDb(env.DB);

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";

export const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
