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

/** What the start command reports about the first administrator. */
export type AdminBootstrap =
  | { kind: "existing"; email: string }
  | { kind: "from-env"; email: string }
  | { kind: "generated"; email: string; password: string }
  | { kind: "none" };

/**
 * At `npm start`: with ADMIN_EMAIL and ADMIN_PASSWORD, make sure that account exists; with
 * neither and no administrator yet, create admin@example.com with a random password, which the
 * start command prints once in its closing summary. An existing account's password is never
 * changed here.
 */
export async function bootstrapAdmin(
  persistTo: string,
  env = process.env,
): Promise<AdminBootstrap> {
  const email = env.ADMIN_EMAIL?.trim();
  if (email && env.ADMIN_PASSWORD) {
    if (adminExists(persistTo, email)) return { kind: "existing", email };
    const problem = passwordProblem(env.ADMIN_PASSWORD);
    if (problem) throw new Error(weakAdminPasswordMessage(problem));
    executeSql(await adminInsertSql(email, env.ADMIN_PASSWORD), { persistTo });
    return { kind: "from-env", email };
  }
  if (adminCount(persistTo) > 0) return { kind: "none" };
  const first = email || "admin@example.com";
  let password = generatePassword();
  // A random 24-character password is never on the list; drawn again rather than assumed.
  while (passwordProblem(password)) password = generatePassword();
  executeSql(await adminInsertSql(first, password), { persistTo });
  return { kind: "generated", email: first, password };
}

/** The last lines `npm start` prints: where the site and the sign-in are, and the one-time
 * password when one was just made (so it is not lost in the build's output above). */
export function startSummary(siteUrl: string, admin: AdminBootstrap): string {
  const base = siteUrl.replace(/\/$/, "");
  const lines = [
    "",
    "  Waymark is running.",
    `    Site:            ${base}/`,
    `    Admin sign-in:   ${base}/admin`,
  ];
  lines.push(...adminSummary(admin));
  lines.push("", "  Press Ctrl+C to stop.", "");
  return lines.join("\n");
}

/** What `npm start` and `npm run dev` say about the administrator (the one-time password). */
export function adminSummary(admin: AdminBootstrap): string[] {
  if (admin.kind === "generated")
    return [
      "",
      "  First administrator (shown once, store it now):",
      `    Email:           ${admin.email}`,
      `    Password:        ${admin.password}`,
      "    Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
    ];
  if (admin.kind === "from-env")
    return [`    Administrator:   ${admin.email} (created from ADMIN_EMAIL / ADMIN_PASSWORD)`];
  if (admin.kind === "existing")
    return [`    Administrator:   ${admin.email} (exists; its password is unchanged)`];
  return [];
}
