// `npm run admin:create -- EMAIL [--remote]`: creates an administrator. The password comes from
// ADMIN_PASSWORD, or is generated and printed once. --remote writes to the production D1.
import { join } from "node:path";
import { adminInsertSql, executeSql } from "./admin-account.ts";
import { ROOT } from "./local-runtime.ts";
import { generatePassword } from "../app/server/auth/password.server.ts";

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
if (password.length < 12) {
  console.error("ADMIN_PASSWORD must have at least 12 characters.");
  process.exit(1);
}
executeSql(
  await adminInsertSql(email, password),
  remote ? { remote: true } : { persistTo: join(ROOT, ".wrangler", "state") },
);
console.log(`Administrator ${email} is ready (an existing account is left unchanged).`);
if (!process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
