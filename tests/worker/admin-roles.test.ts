import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAdminIfMissing, findAdminByEmail } from "~/data/admin-users";
import { changeRole, createMember, listTeam, removeMember } from "~/data/admin-team";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { ADMIN_API_ROLES, rolesForAdminPath, rolesForApi } from "~/domain/admin/roles";
import { hashPassword } from "~/server/auth/password.server";
import { getAdminSession, startSession } from "~/server/auth/session.server";
import { createApi } from "../../workers/api";
import { createAdminApi } from "../../workers/api/admin";

const db = getDb(env.DB);
const api = createApi();
const ORIGIN = "https://waymark.test";
const HASH = hashPassword("a-long-password-1");

async function member(role: "owner" | "editor") {
  const email = `${role}-${crypto.randomUUID()}@example.com`;
  const id = (await createMember(db, { email, role, passwordHash: await HASH }))!;
  const cookie = (await startSession(db, env, id)).split(";")[0]!;
  return { id, email, role, cookie };
}

const call = (path: string, init: RequestInit = {}) =>
  api.fetch(new Request(ORIGIN + path, init), env, createExecutionContext());

// Every route the admin API registers, walked from the router itself.
const routes = createAdminApi()
  .routes.filter((r) => r.method !== "ALL")
  .map((r) => [r.method, `/api/admin${r.path}`.replace(/:id/g, "1")] as const);

describe("role matrix (pure)", () => {
  it("keeps team and settings for owners and anything unknown closed to editors", () => {
    expect(rolesForAdminPath("/admin/team")).toEqual(["owner"]);
    expect(rolesForAdminPath("/admin/settings/")).toEqual(["owner"]);
    expect(rolesForAdminPath("/admin/something-new")).toEqual(["owner"]);
    expect(rolesForAdminPath("/admin/referral-links/7/stats")).toContain("editor");
    expect(rolesForAdminPath("/admin/referral-links//stats")).toEqual(["owner"]);
    expect(rolesForApi("PUT", "/api/admin/settings")).toEqual(["owner"]);
    expect(rolesForApi("GET", "/api/admin/settings")).toEqual(["owner"]);
    expect(rolesForApi("DELETE", "/api/admin/referral-links/3")).toContain("editor");
    expect(rolesForApi("POST", "/api/admin/unknown")).toEqual(["owner"]);
  });

  it("names only API paths that exist", () => {
    const registered = routes.map(([, path]) => path);
    for (const rule of ADMIN_API_ROLES) {
      const prefix = rule.path.replace(/\/\*$/, "");
      expect(registered.some((p) => p === prefix || p.startsWith(prefix + "/"))).toBe(true);
    }
  });
});

describe("admin API by role", () => {
  it("has routes to walk", () => expect(routes.length).toBeGreaterThanOrEqual(5));

  it.each(routes)(
    "%s %s: an editor is refused or allowed as the matrix says",
    async (method, path) => {
      const editor = await member("editor");
      const before = await getSiteSettings(db);
      const res = await call(path, {
        method,
        headers: { Cookie: editor.cookie, Origin: ORIGIN, "Content-Type": "application/json" },
        body: method === "GET" ? undefined : JSON.stringify({}),
      });
      if (rolesForApi(method, path).includes("editor")) {
        expect(res.status).not.toBe(401);
        expect(res.status).not.toBe(403);
      } else {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          error: { code: "forbidden", message: "Your role does not allow this call" },
        });
        expect(await getSiteSettings(db)).toEqual(before);
      }
    },
  );

  it.each(routes)("%s %s: an owner is let through", async (method, path) => {
    const owner = await member("owner");
    const res = await call(path, {
      method,
      headers: { Cookie: owner.cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify({}),
    });
    expect(res.status).not.toBe(401);
    expect(res.status).not.toBe(403);
  });

  it("refuses an editor the settings, whatever the matrix file says later", async () => {
    const editor = await member("editor");
    expect((await call("/api/admin/settings", { headers: { Cookie: editor.cookie } })).status).toBe(
      403,
    );
    expect((await call("/api/admin/me", { headers: { Cookie: editor.cookie } })).status).toBe(200);
  });
});

describe("team changes", () => {
  it("existing administrators are owners", async () => {
    const email = `legacy-${crypto.randomUUID()}@example.com`;
    await createAdminIfMissing(db, email, await HASH);
    expect((await findAdminByEmail(db, email))?.role).toBe("owner");
  });

  it("a role change shows in the next request's session", async () => {
    const owner = await member("owner");
    const editor = await member("editor");
    expect(await changeRole(db, owner, editor.id, "owner")).toBe("done");
    const req = new Request(ORIGIN, { headers: { Cookie: editor.cookie } });
    expect((await getAdminSession(req, env, db))?.user.role).toBe("owner");
  });

  it("never demotes or removes the last owner", async () => {
    // Demote every owner but one, then try to demote and remove that one.
    const me = await member("owner");
    for (const m of await listTeam(db)) {
      if (m.role === "owner" && m.id !== me.id) await changeRole(db, me, m.id, "editor");
    }
    expect((await listTeam(db)).filter((m) => m.role === "owner").map((m) => m.id)).toEqual([
      me.id,
    ]);
    expect(await changeRole(db, me, me.id, "editor")).toBe("last-owner");
    expect(await removeMember(db, me, me.id)).toBe("last-owner");
    expect((await listTeam(db)).find((m) => m.id === me.id)?.role).toBe("owner");
    const req = new Request(ORIGIN, { headers: { Cookie: me.cookie } });
    expect(await getAdminSession(req, env, db)).not.toBeNull();
  });

  it("removing a person ends every session of theirs at once", async () => {
    const owner = await member("owner");
    const editor = await member("editor");
    const second = (await startSession(db, env, editor.id)).split(";")[0]!;
    expect(await removeMember(db, owner, editor.id)).toBe("done");
    for (const cookie of [editor.cookie, second]) {
      const req = new Request(ORIGIN, { headers: { Cookie: cookie } });
      expect(await getAdminSession(req, env, db)).toBeNull();
    }
  });
});

describe("team changes leave their audit row only when made", () => {
  const auditRows = async (action: string, entityId: number) =>
    (await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = ? AND entity = 'admin_user' AND entity_id = ?",
    )
      .bind(action, String(entityId))
      .first<{ n: number }>())!.n;

  it("a role change and a removal write one row each; a refused one writes none", async () => {
    const owner = await member("owner");
    const editor = await member("editor");
    expect(await changeRole(db, owner, editor.id, "owner")).toBe("done");
    expect(await auditRows("change-role", editor.id)).toBe(1);
    expect(await removeMember(db, owner, editor.id)).toBe("done");
    expect(await auditRows("remove", editor.id)).toBe(1);

    const me = await member("owner");
    for (const m of await listTeam(db)) {
      if (m.role === "owner" && m.id !== me.id) await changeRole(db, me, m.id, "editor");
    }
    expect(await changeRole(db, me, me.id, "editor")).toBe("last-owner");
    expect(await removeMember(db, me, me.id)).toBe("last-owner");
    expect(await auditRows("change-role", me.id)).toBe(0);
    expect(await auditRows("remove", me.id)).toBe(0);
  });
});
