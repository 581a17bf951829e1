// Calls a route module's loader or action inside workerd with the real local bindings, as the
// Worker entry would (workers/app.ts puts the bindings and the admin session in the context).
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { createAdminIfMissing, findAdminByEmail } from "~/data/admin-users";
import { getDb } from "~/data/db";
import { adminSessionContext } from "~/server/auth/auth.server";
import { startSession } from "~/server/auth/session.server";
import { workerContext } from "~/server/http/context";

export type TestEnv = Env;

/** The site's configured public address in these tests (PUBLIC_URL): the origin their requests
 * use, and the one links in emails must come from. */
export const TEST_PUBLIC_URL = "https://waymark.test";

/** A router context for one request: the bindings (or replacements) and, when given, an admin. */
export function routeContext(
  options: {
    env?: Partial<Env>;
    admin?: { id: number; email: string; role?: "owner" | "editor" } | null;
  } = {},
) {
  const context = new RouterContextProvider();
  context.set(workerContext, {
    env: { ...env, PUBLIC_URL: env.PUBLIC_URL ?? TEST_PUBLIC_URL, ...options.env } as Env,
    ctx: createExecutionContext(),
  });
  context.set(
    adminSessionContext,
    options.admin ? { sessionId: "test-session", user: { role: "owner", ...options.admin } } : null,
  );
  return context;
}

/** A signed-in admin that exists in the database (audit rows point to it). */
export async function testAdmin() {
  const db = getDb(env.DB);
  const email = `route-${crypto.randomUUID()}@example.com`;
  await createAdminIfMissing(db, email, "not-a-real-hash");
  const user = (await findAdminByEmail(db, email))!;
  return { id: user.id, email: user.email };
}

type RouteFunction = (args: never) => unknown;

/** Calls a route's action as an admin's JSON POST to `path`, and gives what it answered. */
export async function postJson<T>(
  action: RouteFunction,
  path: string,
  body: unknown,
  admin?: { id: number; email: string },
): Promise<T> {
  return (await action({
    request: new Request(`https://waymark.test${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context: routeContext({ admin: admin ?? (await testAdmin()) }),
    params: {},
  } as never)) as T;
}

/** Calls a route's loader as an admin's GET of `path` (with its query). */
export async function getAsAdmin<T>(loader: RouteFunction, path: string): Promise<T> {
  return (await loader({
    request: new Request(`https://waymark.test${path}`),
    context: routeContext({ admin: await testAdmin() }),
    params: {},
  } as never)) as T;
}

/** A referral link with 100 displays, for tests that log events against one. */
export async function newReferralLink(): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO referral_links (link, display_limit, displays_left) VALUES (?, 100, 100) RETURNING id",
  )
    .bind(`https://example.com/r/${crypto.randomUUID()}`)
    .first<{ id: number }>();
  return row!.id;
}

/**
 * A D1 binding whose statements fail when they touch one of the given tables, the way D1 fails
 * when a table is gone ("no such table"), while every other statement runs on the real local
 * database. It makes one loader's query fail without disturbing other test files that share D1.
 */
export function failingD1(real: D1Database, tables: string[]): D1Database {
  const touches = (sql: string) =>
    tables.some((t) => new RegExp(`["\`\\s.]${t}["\`\\s]`, "i").test(` ${sql} `));
  const fail = () => Promise.reject(new Error("D1_ERROR: no such table (test)"));
  const unwrap = new WeakMap<object, { stmt: D1PreparedStatement; sql: string }>();
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (["all", "run", "first", "raw"].includes(String(prop)) && touches(sql)) return fail;
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    unwrap.set(proxy, { stmt, sql });
    return proxy;
  };
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === "batch")
        return (statements: D1PreparedStatement[]) => {
          const reals = statements.map((s) => unwrap.get(s) ?? { stmt: s, sql: "" });
          if (reals.some((r) => touches(r.sql))) return fail();
          return target.batch(reals.map((r) => r.stmt));
        };
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A new admin's session cookie ("name=value"), as a signed-in browser sends it to the API. */
export async function adminSessionCookie() {
  const admin = await testAdmin();
  return (await startSession(getDb(env.DB), env, admin.id)).split(";")[0]!;
}

/** A JSON POST to a page of the site, as the admin screens' fetchers send it. */
export function jsonRequest(path: string, body: unknown) {
  return new Request(`https://waymark.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}
