// The local state `npm start` and `npm run dev` serve: secrets, migrated database, demo content
// and the first administrator. Each step prints one line; its own output only when it fails.
import { join } from "node:path";
import { applyMigrations, ensureDevVars, ROOT, runSqlFile } from "./local-runtime.ts";
import { bootstrapAdmin, type AdminBootstrap } from "./admin-account.ts";

/** Where both commands keep the local D1, R2, KV and queue state. */
export const LOCAL_STATE = join(ROOT, ".wrangler", "state");

export async function prepareLocalState(steps: number): Promise<AdminBootstrap> {
  console.log(`1/${steps} Local secrets (.dev.vars)`);
  ensureDevVars();
  console.log(`2/${steps} Database migrations (local D1)`);
  applyMigrations(LOCAL_STATE, true);
  console.log(`3/${steps} Demo content (example data) and the first administrator`);
  runSqlFile(LOCAL_STATE, join(ROOT, "scripts", "seed-demo.sql"), true);
  return bootstrapAdmin(LOCAL_STATE);
}
