import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { clickRate, coerceDisplayLimit, displaysLeftTone } from "~/domain/referral/rotation";
import { referralLinkInputSchema } from "~/schemas/referral-link";
import * as links from "~/server/referral/links.server";
import { createApi } from "../../workers/api";
import { adminSessionCookie, testAdmin } from "./support/route-context";

const api = createApi();
const ORIGIN = "https://waymark.test";

async function session() {
  const cookie = await adminSessionCookie();
  return (path: string, method = "GET", body?: unknown) =>
    api.fetch(
      new Request(ORIGIN + "/api/admin/referral-links" + path, {
        method,
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      env,
      createExecutionContext(),
    );
}

describe("referral link rules", () => {
  it("badge Displays Left red at <= 0, yellow at <= 30% of the limit, else blue", () => {
    expect(displaysLeftTone(0, 10)).toBe("red");
    expect(displaysLeftTone(-1, 10)).toBe("red");
    expect(displaysLeftTone(3, 10)).toBe("yellow");
    expect(displaysLeftTone(4, 10)).toBe("blue");
    expect(displaysLeftTone(1, 1)).toBe("blue");
  });

  it("show the click rate with two decimals", () => {
    expect(clickRate(1, 1)).toBe("100.00%");
    expect(clickRate(1, 3)).toBe("33.33%");
    expect(clickRate(0, 0)).toBe("0.00%");
  });

  it("coerce the display limit to a whole number of at least 1, default 10", () => {
    expect(coerceDisplayLimit("")).toBe(10);
    expect(coerceDisplayLimit(undefined)).toBe(10);
    expect(coerceDisplayLimit("25")).toBe(25);
    expect(coerceDisplayLimit("0")).toBe(1);
    expect(coerceDisplayLimit("-4")).toBe(1);
    expect(coerceDisplayLimit("abc")).toBe(1);
    expect(coerceDisplayLimit("7.9")).toBe(7);
  });
});

describe("referral links API", () => {
  it("a new link starts with displays_left = display_limit; editing an active link resets it to the limit", async () => {
    const call = await session();
    const created = await call("", "POST", {
      link: "https://example.com/r/new",
      description: "A",
      displayLimit: "5",
    });
    expect(created.status).toBe(201);
    const { link } = (await created.json()) as {
      link: { id: number; displaysLeft: number; displayLimit: number; isActive: boolean };
    };
    expect(link).toMatchObject({ displayLimit: 5, displaysLeft: 5, isActive: true });

    await env.DB.prepare(`UPDATE referral_links SET displays_left = 1 WHERE id = ${link.id}`).run();
    const edited = (await (
      await call(`/${link.id}`, "PUT", {
        link: "https://example.com/r/new",
        displayLimit: 8,
        isActive: true,
      })
    ).json()) as { link: { displaysLeft: number } };
    expect(edited.link.displaysLeft).toBe(8);

    const inactive = (await (
      await call(`/${link.id}`, "PUT", {
        link: "https://example.com/r/new",
        displayLimit: 3,
        isActive: false,
      })
    ).json()) as { link: { displaysLeft: number; isActive: boolean } };
    expect(inactive.link).toMatchObject({ isActive: false, displaysLeft: 3 });
  });

  it("refuses a missing or invalid link with the spec's messages and stores nothing", async () => {
    const call = await session();
    const before = ((await (await call("")).json()) as { links: unknown[] }).links.length;
    const missing = await call("", "POST", { description: "x" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { details: { fields: { link: "Link URL is required" } } },
    });
    const invalid = await call("", "POST", { link: "javascript:alert(1)" });
    expect(await invalid.json()).toMatchObject({
      error: { details: { fields: { link: "Please enter a valid referral link URL." } } },
    });
    expect(((await (await call("")).json()) as { links: unknown[] }).links.length).toBe(before);
  });

  it("resets, reports stats, clears logs and deletes a link with its logs", async () => {
    const call = await session();
    const { link } = (await (
      await call("", "POST", { link: "https://example.com/r/stats", displayLimit: 4 })
    ).json()) as { link: { id: number } };
    await env.DB.prepare(`UPDATE referral_links SET displays_left = 0 WHERE id = ${link.id}`).run();
    await env.DB.prepare(
      `INSERT INTO referral_link_logs (referral_link_id, page, action) VALUES (${link.id}, '/', 'display'), (${link.id}, '/join', 'display'), (${link.id}, '/join', 'click')`,
    ).run();

    expect((await call(`/${link.id}/reset`, "POST")).status).toBe(200);
    const list = (await (await call("")).json()) as {
      links: { id: number; displaysLeft: number }[];
    };
    expect(list.links.find((l) => l.id === link.id)!.displaysLeft).toBe(4);

    const stats = (await (await call(`/${link.id}/stats`)).json()) as {
      displays: number;
      clicks: number;
      clickRate: string;
      logs: { action: string }[];
    };
    expect(stats).toMatchObject({ displays: 2, clicks: 1, clickRate: "50.00%" });
    expect(stats.logs[0]!.action).toBe("click");

    expect((await call(`/${link.id}/logs`, "DELETE")).status).toBe(200);
    expect(await (await call(`/${link.id}/stats`)).json()).toMatchObject({
      displays: 0,
      clicks: 0,
    });

    await env.DB.prepare(
      `INSERT INTO referral_link_logs (referral_link_id, page, action) VALUES (${link.id}, '/', 'display')`,
    ).run();
    expect((await call(`/${link.id}`, "DELETE")).status).toBe(200);
    const { results } = await env.DB.prepare(
      "SELECT count(*) AS n FROM referral_link_logs WHERE referral_link_id = ?",
    )
      .bind(link.id)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
    expect((await call(`/${link.id}`, "DELETE")).status).toBe(404);
  });
});

describe("referral link changes", () => {
  const deps = { db: getDb(env.DB) };
  const audited = async (email: string) =>
    (
      await env.DB.prepare(
        "SELECT action, entity_id AS entityId FROM audit_log WHERE user_email = ? ORDER BY id",
      )
        .bind(email)
        .all<{ action: string; entityId: string | null }>()
    ).results;

  it("records each change in the audit log with the admin who made it", async () => {
    const admin = await testAdmin();
    const input = referralLinkInputSchema.parse({ link: "https://example.com/r/audit" });
    const created = await links.createLink(deps, admin, input);
    expect(created).toMatchObject({ ok: true, message: "Referral link added" });
    const id = created.ok ? created.value.id : 0;
    expect(await links.updateLink(deps, admin, id, { ...input, displayLimit: 3 })).toMatchObject({
      ok: true,
      value: { displayLimit: 3, displaysLeft: 3 },
    });
    expect(await links.resetLinkDisplays(deps, admin, id)).toMatchObject({ ok: true, value: id });
    expect(await links.clearLinkLogs(deps, admin, id)).toMatchObject({ ok: true, value: id });
    expect(await links.deleteLink(deps, admin, id)).toMatchObject({ ok: true, value: id });
    expect(await audited(admin.email)).toEqual([
      { action: "create", entityId: null },
      { action: "update", entityId: String(id) },
      { action: "reset", entityId: String(id) },
      { action: "clear-logs", entityId: String(id) },
      { action: "delete", entityId: String(id) },
    ]);
  });

  it("refuses a change to a link that is gone (404) and records nothing", async () => {
    const admin = await testAdmin();
    const input = referralLinkInputSchema.parse({ link: "https://example.com/r/gone" });
    const created = await links.createLink(deps, admin, input);
    const id = created.ok ? created.value.id : 0;
    await links.deleteLink(deps, admin, id);
    const gone = { ok: false, status: 404, error: "The link no longer exists." };
    expect(await links.updateLink(deps, admin, id, input)).toMatchObject(gone);
    expect(await links.resetLinkDisplays(deps, admin, id)).toMatchObject(gone);
    expect(await links.deleteLink(deps, admin, id)).toMatchObject(gone);
    expect((await links.clearLinkLogs(deps, admin, id)).ok).toBe(true);
    expect((await audited(admin.email)).map((row) => row.action)).toEqual(["create", "delete"]);
  });
});

describe("referral link input", () => {
  it("defaults the display limit to 10 when an API client leaves it out", async () => {
    const { referralLinkInputSchema } = await import("~/schemas/referral-link");
    expect(referralLinkInputSchema.parse({ link: "https://example.com/r" })).toEqual({
      link: "https://example.com/r",
      description: "",
      isActive: true,
      displayLimit: 10,
    });
  });
});
