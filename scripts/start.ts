// `npm start`: local secrets, migrations, demo content, production build, served on workerd.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build, ROOT, serve, writeRuntimeEnv } from "./local-runtime.ts";
import { startSummary, weakAdminPasswordMessage } from "./admin-account.ts";
import { LOCAL_STATE, prepareLocalState } from "./local-state.ts";
import { passwordProblem } from "../app/server/auth/password.server.ts";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535 (got "${process.env.PORT}").`);
  process.exit(1);
}
// A weak ADMIN_PASSWORD stops the start at once, before any work (issue 15).
const weakPassword = process.env.ADMIN_PASSWORD
  ? passwordProblem(process.env.ADMIN_PASSWORD)
  : null;
if (weakPassword) {
  console.error(weakAdminPasswordMessage(weakPassword));
  process.exit(1);
}

const admin = await prepareLocalState(4);
console.log("4/4 Production build (about a minute)");
build(true);

function readDevVars(): string {
  const path = join(ROOT, ".dev.vars");
  return existsSync(path) ? readFileSync(path, "utf8") : "";
}

const runtimeEnv = join(ROOT, ".wrangler", "runtime.env");
// Links in emails come from PUBLIC_URL (issue 31); unless it is set here or in .dev.vars, it is
// the address this command serves.
const publicUrlSet = Boolean(process.env.PUBLIC_URL) || /^PUBLIC_URL=/m.test(readDevVars());
writeRuntimeEnv(runtimeEnv, publicUrlSet ? {} : { PUBLIC_URL: `http://localhost:${port}` });
const child = await serve({
  port,
  persistTo: LOCAL_STATE,
  envFiles: [join(ROOT, ".dev.vars"), runtimeEnv],
});
console.log(startSummary(`http://localhost:${port}`, admin));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    process.exit(0);
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
