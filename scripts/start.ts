// `npm start`: local secrets, migrations, demo content, production build, served on workerd.
import { join } from "node:path";
import {
  applyMigrations,
  build,
  ensureDevVars,
  ROOT,
  runSqlFile,
  serve,
  writeRuntimeEnv,
} from "./local-runtime.ts";
import { bootstrapAdmin, weakAdminPasswordMessage } from "./admin-account.ts";
import { passwordProblem } from "../app/server/auth/password.server.ts";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535 (got "${process.env.PORT}").`);
  process.exit(1);
}
const persistTo = join(ROOT, ".wrangler", "state");
// A weak ADMIN_PASSWORD stops the start at once, before any work (issue 15).
const weakPassword = process.env.ADMIN_PASSWORD
  ? passwordProblem(process.env.ADMIN_PASSWORD)
  : null;
if (weakPassword) {
  console.error(weakAdminPasswordMessage(weakPassword));
  process.exit(1);
}

console.log("1/4 Local secrets (.dev.vars)");
ensureDevVars();
console.log("2/4 Database migrations (local D1)");
applyMigrations(persistTo);
console.log("3/4 Demo content (example data) and the first administrator");
runSqlFile(persistTo, join(ROOT, "scripts", "seed-demo.sql"), true);
await bootstrapAdmin(persistTo);
console.log("4/4 Production build");
build();

const runtimeEnv = join(ROOT, ".wrangler", "runtime.env");
writeRuntimeEnv(runtimeEnv);
const child = await serve({ port, persistTo, envFiles: [join(ROOT, ".dev.vars"), runtimeEnv] });
console.log(`\nWaymark is running at http://localhost:${port}/  (Ctrl+C to stop)\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    process.exit(0);
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
