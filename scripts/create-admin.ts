// `npm run admin:create -- EMAIL [--remote]`: creates an administrator. The password comes from
// ADMIN_PASSWORD, or is generated and printed once. --remote writes to the production D1.
import { join } from "node:path";
import { adminInsertSql, executeSql, weakAdminPasswordMessage } from "./admin-account.ts";
import { ROOT } from "./local-runtime.ts";
import { generatePassword, passwordProblem } from "../app/server/auth/password.server.ts";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const email = args.find((a) => !a.startsWith("--"));
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(
    "Usage: npm run admin:create -- you@example.com [--remote]  (password from ADMIN_PASSWORD or generated)",
  );
  process.exit(1);
}
const password = process.env.ADMIN_PASSWORD || generatePassword();
const problem = passwordProblem(password);
if (problem) {
  console.error(weakAdminPasswordMessage(problem));
  process.exit(1);
}
executeSql(
  await adminInsertSql(email, password),
  remote ? { remote: true } : { persistTo: join(ROOT, ".wrangler", "state") },
);
console.log(`Administrator ${email} is ready (an existing account is left unchanged).`);
if (!process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
