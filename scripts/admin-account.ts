// The first administrator, created from the command line (never a hard-coded password).
import { spawnSync } from "node:child_process";
import {
  generatePassword,
  hashPassword,
  passwordProblem,
} from "../app/server/auth/password.server.ts";
import { querySql, ROOT, WRANGLER_ENV } from "./local-runtime.ts";

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

export async function adminInsertSql(email: string, password: string): Promise<string> {
  const hash = await hashPassword(password);
  return `INSERT INTO admin_users (email, password_hash) VALUES (${sqlText(email.trim().toLowerCase())}, ${sqlText(hash)}) ON CONFLICT(email) DO NOTHING;`;
}

export function adminCount(persistTo: string): number {
  const [row] = querySql<{ n: number }>(persistTo, "SELECT count(*) AS n FROM admin_users");
  return row?.n ?? 0;
}

export function adminExists(persistTo: string, email: string): boolean {
  const rows = querySql(
    persistTo,
    `SELECT id FROM admin_users WHERE email = ${sqlText(email.trim().toLowerCase())}`,
  );
  return rows.length > 0;
}

export function executeSql(sql: string, target: { persistTo: string } | { remote: true }) {
  const where = "remote" in target ? ["--remote"] : ["--local", "--persist-to", target.persistTo];
  const result = spawnSync("wrangler", ["d1", "execute", "DB", ...where, "--command", sql], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    encoding: "utf8",
    stdio: "pipe",
  });
  if (result.status !== 0)
    throw new Error(`Creating the administrator failed:\n${result.stderr}${result.stdout}`);
}

/** What `npm start` and `admin:create` say about a too-weak ADMIN_PASSWORD. */
export function weakAdminPasswordMessage(problem: string): string {
  return [
    `ADMIN_PASSWORD is refused: ${problem}`,
    "Set a stronger ADMIN_PASSWORD (at least 12 characters, not a common password), or leave it",
    "unset to get a random password printed once.",
  ].join("\n");
}

/**
 * At `npm start`: with ADMIN_EMAIL and ADMIN_PASSWORD, make sure that account exists; with
 * neither and no administrator yet, create admin@example.com with a random password and print
 * it once. An existing account's password is never changed here.
 */
export async function bootstrapAdmin(persistTo: string, env = process.env): Promise<void> {
  const email = env.ADMIN_EMAIL?.trim();
  if (email && env.ADMIN_PASSWORD) {
    if (adminExists(persistTo, email)) {
      console.log(`    Administrator ${email} exists (its password is unchanged).`);
      return;
    }
    const problem = passwordProblem(env.ADMIN_PASSWORD);
    if (problem) throw new Error(weakAdminPasswordMessage(problem));
    executeSql(await adminInsertSql(email, env.ADMIN_PASSWORD), { persistTo });
    console.log(`    Administrator ${email} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
    return;
  }
  if (adminCount(persistTo) > 0) return;
  const first = email || "admin@example.com";
  let password = generatePassword();
  // A random 24-character password is never on the list; drawn again rather than assumed.
  while (passwordProblem(password)) password = generatePassword();
  executeSql(await adminInsertSql(first, password), { persistTo });
  console.log(
    [
      "",
      "    ┌──────────────────────────────────────────────────────────────",
      "    │ First administrator created (shown once, store it now):",
      `    │   email:    ${first}`,
      `    │   password: ${password}`,
      "    │ Sign in at /admin. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
      "    └──────────────────────────────────────────────────────────────",
      "",
    ].join("\n"),
  );
}
