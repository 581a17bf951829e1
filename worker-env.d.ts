// Bindings and variables the Worker receives (wrangler.toml, .dev.vars, secrets).
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    FILES: R2Bucket;
    KV: KVNamespace;
    EMAIL_QUEUE: Queue;
    APP_ENV: string;
    /** At least 32 random bytes, base64url; signs session cookies and file links. */
    SESSION_SECRET: string;
    ADMIN_EMAIL?: string;
    ADMIN_PASSWORD?: string;
    SMTP_URL?: string;
    TRANSLATE_URL?: string;
    /** The site's public origin, for canonical links and emails (e.g. https://example.com). */
    PUBLIC_URL?: string;
  }
}
interface Env extends Cloudflare.Env {}

/** Set at build time (vite.config.ts); part of the page cache's key. */
declare const __BUILD_ID__: string;
