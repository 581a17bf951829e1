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
    /** With SMTP: the envelope sender (Return-Path) of every email, so bounces reach the mailbox
     * routed to the Worker's email() handler instead of the sender's inbox. */
    EMAIL_BOUNCE_ADDRESS?: string;
    /** An HTTP email API taking Resend-style JSON (used when SMTP_URL is not set). */
    EMAIL_API_URL?: string;
    EMAIL_API_KEY?: string;
    /** The email API provider's webhook signing secret ("whsec_<base64>", Standard Webhooks):
     * delivery events at /webhooks/email are refused (503) without it. */
    EMAIL_WEBHOOK_SECRET?: string;
    /** Emails per second the queue consumer sends at most (default 10). */
    EMAIL_RATE_PER_SECOND?: string;
    TRANSLATE_URL?: string;
    /** Workers AI: bound only in production (wrangler.toml [env.production]); machine
     * translation prefers it to TRANSLATE_URL. */
    AI?: Ai;
    /** The site's public origin, for canonical links and emails (e.g. https://example.com). */
    PUBLIC_URL?: string;
    /** Multiplies every per-client budget (default 1; app/server/limits/atomic-limits.server.ts). */
    CLIENT_LIMIT_MULTIPLIER?: string;
    /** Per-client budgets, counted atomically (app/server/limits/rate-limiter-object.server.ts). */
    RATE_LIMITER: DurableObjectNamespace<
      import("./app/server/limits/rate-limiter-object.server").RateLimiter
    >;
    /** Days raw analytics events are kept before only their daily aggregates remain (default 30). */
    ANALYTICS_RAW_RETENTION_DAYS?: string;
  }
}
type Env = Cloudflare.Env;

/** Set at build time (vite.config.ts); part of the page cache's key. */
declare const __BUILD_ID__: string;
/** Content hash of the build's generated images (vite.config.ts), in their URLs as `?v=`. */
declare const __IMAGES_VERSION__: string;
