// The Hono environments of the API, in a module of their own so that sub-apps and middleware
// can name them without importing the app that mounts them.
import type { AdminSession } from "~/server/auth/session.server";

/** Every /api/* handler: the Worker's bindings. */
export type ApiEnv = { Bindings: Env };

/** /api/admin/* handlers: plus the signed-in administrator, set by requireAdminApi. */
export type AdminApiEnv = ApiEnv & { Variables: { admin: AdminSession } };
