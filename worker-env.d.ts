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
    /** smtp://user:pass@host:587, smtps://host:465 or smtp://host:25?starttls=off */
    SMTP_URL?: string;
    /** An HTTP email API taking Resend-style JSON (used when SMTP_URL is not set). */
    EMAIL_API_URL?: string;
    EMAIL_API_KEY?: string;
    /** Emails per second the queue consumer sends at most (default 10). */
    EMAIL_RATE_PER_SECOND?: string;
    TRANSLATE_URL?: string;
    /** Workers AI: bound only in production (wrangler.toml [env.production]); machine
     * translation prefers it to TRANSLATE_URL. */
    AI?: Ai;
    /** The site's public origin, for canonical links and emails (e.g. https://example.com). */
    PUBLIC_URL?: string;
  }
}
type Env = Cloudflare.Env;

/** Set at build time (vite.config.ts); part of the page cache's key. */
declare const __BUILD_ID__: string;
