import type { RouterContextProvider } from "react-router";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { getWorker } from "./context";
import type { ReferralDeps } from "./rotator.server";

/** The rotator's dependencies from the Worker's bindings. */
export function referralDeps(env: Env, ctx: ExecutionContext): ReferralDeps {
  const db = getDb(env.DB);
  let defaultLink: Promise<string> | null = null;
  return {
    db,
    kv: env.KV,
    secret: env.SESSION_SECRET,
    getDefaultLink: () => (defaultLink ??= getSiteSettings(db).then((s) => s.referralLink)),
    waitUntil: (p) => ctx.waitUntil(p),
  };
}

export function referralDepsFromContext(context: Readonly<RouterContextProvider>): ReferralDeps {
  const { env, ctx } = getWorker(context);
  return referralDeps(env, ctx);
}

/** A site-relative page path, or "/". */
export function safePagePath(value: string | null): string {
  return value && /^\/(?![/\\])[^\s]{0,300}$/.test(value) ? value : "/";
}
