import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Runs before each test file. The files of a worker share one runtime (isolate: false in
// vitest.config.ts), so each starts by deleting what the files before it left in D1, KV, R2 and
// the Durable Objects, then migrates the empty database: every file starts from nothing.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
