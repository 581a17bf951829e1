import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { createApi } from "../../workers/api";
import { createAdminApi } from "../../workers/api/admin";
import { adminSessionCookie } from "./support/route-context";

const db = getDb(env.DB);
const api = createApi();
const ORIGIN = "https://waymark.test";

const call = (path: string, init: RequestInit = {}) =>
  api.fetch(new Request(ORIGIN + path, init), env, createExecutionContext());

const validSettings = {
  referralLink: "https://example.com/register?ref=api-test",
  youtubeDefaultId: "https://youtu.be/dQw4w9WgXcQ?t=5",
  showPresentations: false,
  showVideoOnMobile: true,
  enableAutoTranslate: true,
  senderName: "Waymark test",
  senderEmail: "sender@example.com",
  postalAddress: "1 Example Road",
};

// Every route the admin API registers, walked from the router itself.
const routes = createAdminApi()
  .routes.filter((r) => r.method !== "ALL")
  .map((r) => [r.method, `/api/admin${r.path}`] as const);

describe("admin API", () => {
  it("answers errors from nested routes with the API's error shape", async () => {
    const cookie = await adminSessionCookie();
    const res = await call("/api/admin/referral-links/abc/stats", { headers: { Cookie: cookie } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "bad_request", message: "Invalid referral link id" },
    });
  });

  it("has routes to walk", () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it.each(routes)("%s %s refuses a signed-out call with 401 JSON", async (method, path) => {
    const res = await call(path, {
      method,
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify(validSettings),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: "unauthorized", message: "Sign in required" },
    });
  });

  it.each(routes)("%s %s answers a signed-in call", async (method, path) => {
    const cookie = await adminSessionCookie();
    const res = await call(path, {
      method,
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify(validSettings),
    });
    expect(res.status).not.toBe(401);
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });

  it("stores settings, converting a YouTube URL to its id, and records who did it", async () => {
    const cookie = await adminSessionCookie();
    const res = await call("/api/admin/settings", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify(validSettings),
    });
    expect(await res.json()).toMatchObject({
      referralLink: validSettings.referralLink,
      youtubeDefaultId: "dQw4w9WgXcQ",
      showPresentations: false,
    });
    const audit = await call("/api/admin/audit-log", { headers: { Cookie: cookie } });
    const { entries } = (await audit.json()) as { entries: { action: string; entity: string }[] };
    expect(entries[0]).toMatchObject({ action: "update", entity: "settings" });
  });

  it("refuses a cross-origin change with 403 and changes nothing", async () => {
    const cookie = await adminSessionCookie();
    const before = await getSiteSettings(db);
    const res = await call("/api/admin/settings", {
      method: "PUT",
      headers: {
        Cookie: cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ ...validSettings, referralLink: "https://evil.example/ref" }),
    });
    expect(res.status).toBe(403);
    expect(await getSiteSettings(db)).toEqual(before);
  });

  it("refuses invalid settings with a message per field and changes nothing", async () => {
    const cookie = await adminSessionCookie();
    const before = await getSiteSettings(db);
    const res = await call("/api/admin/settings", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({
        ...validSettings,
        referralLink: "javascript:alert(1)",
        youtubeDefaultId: "https://vimeo.com/1",
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { fields: Record<string, string> } } };
    expect(body.error.details.fields).toEqual({
      referralLink: "Please enter a valid referral link URL.",
      youtubeDefaultId: "Enter a YouTube video ID (11 characters) or the full URL of one video.",
    });
    expect(await getSiteSettings(db)).toEqual(before);
  });
});
