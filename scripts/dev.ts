// `npm run dev`: the local state `npm start` serves (migrated database, demo content, first
// administrator), then Vite's dev server with hot reload on it. Arguments are passed on
// (`npm run dev -- --port 5199`).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { adminSummary } from "./admin-account.ts";
import { ROOT } from "./local-runtime.ts";
import { prepareLocalState } from "./local-state.ts";

// A weak ADMIN_PASSWORD or a failed step ends here with its message (as `npm start` does).
const admin = await prepareLocalState(3).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const said = adminSummary(admin);
if (said.length > 0) console.log(said.join("\n") + "\n");
const bin = join(ROOT, "node_modules", ".bin", "react-router");
const child = spawn(bin, ["dev", ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
