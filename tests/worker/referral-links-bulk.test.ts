// Activate / pause selected (issue 32): one operation changes the chosen links in one batch, with
// one audit row per link changed, and clears what an edit that activates or pauses a link clears;
// ids of no link are ignored; input the shared schema refuses changes nothing (route and API).
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import * as route from "~/routes/admin/referral-links/route";
import { linksActiveSchema, referralLinkInputSchema } from "~/schemas/referral-link";
import { emptyPoolMemo } from "~/server/referral/empty-pool.server";
import { addMemberSchema } from "~/schemas/members";
import { addMember } from "~/server/members/members.server";
import { pauseMember } from "~/server/members/status.server";
import { createLink, setLinksActive, updateLink } from "~/server/referral/links.server";
import { createApi } from "../../workers/api";
import { adminSessionCookie, routeContext, testAdmin } from "./support/route-context";

const deps = { db: getDb(env.DB), kv: env.KV };
const ORIGIN = "https://waymark.test";

/** New links, unique to the test; `active` false makes them paused with no displays left. */
async function newLinks(tag: string, count: number, active = true) {
  const admin = await testAdmin();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const input = referralLinkInputSchema.parse({
      link: `https://example.com/r/bulk-${tag}-${i}-${crypto.randomUUID()}`,
      displayLimit: 4,
      isActive: active,
    });
    const created = await createLink(deps, admin, input);
    if (!created.ok) throw new Error(created.error);
    ids.push(created.value.id);
  }
  if (!active)
    await env.DB.prepare(
      `UPDATE referral_links SET displays_left = 0 WHERE id IN (${ids.join(",")})`,
    ).run();
  return ids;
}

async function stored(ids: number[]) {
  const { results } = await env.DB.prepare(
    `SELECT id, link, is_active AS active, displays_left AS left FROM referral_links
     WHERE id IN (${ids.join(",")}) ORDER BY id`,
  ).all<{ id: number; link: string; active: number; left: number }>();
  return results;
}

async function audited(email: string) {
  const { results } = await env.DB.prepare(
    `SELECT action, entity, entity_id AS entityId, detail FROM audit_log
     WHERE user_email = ? ORDER BY CAST(entity_id AS INTEGER)`,
  )
    .bind(email)
    .all<{ action: string; entity: string; entityId: string; detail: string }>();
  return results;
}

const contentVersion = () => env.KV.get("content:version");

describe("setLinksActive", () => {
  it("pauses the chosen links in one change, one audit row each, and bumps the content version", async () => {
    const [a, b, untouched] = await newLinks("pause", 3);
    const admin = await testAdmin();
    const before = await contentVersion();
    const outcome = await setLinksActive(deps, admin, { ids: [a!, b!], active: false });
    expect(outcome).toEqual({ ok: true, message: "2 links paused", value: [a, b] });
    const rows = await stored([a!, b!, untouched!]);
    expect(rows.map((r) => [r.id, r.active, r.left])).toEqual([
      [a, 0, 4],
      [b, 0, 4],
      [untouched, 1, 4],
    ]);
    expect(await audited(admin.email)).toEqual([
      { action: "pause", entity: "referral_link", entityId: String(a), detail: rows[0]!.link },
      { action: "pause", entity: "referral_link", entityId: String(b), detail: rows[1]!.link },
    ]);
    expect(await contentVersion()).not.toBe(before);
  });

  it("activates paused links with their display limit, and the pool is asked again at once", async () => {
    const ids = await newLinks("activate", 2, false);
    const admin = await testAdmin();
    emptyPoolMemo.markEmpty(emptyPoolMemo.ticket(), Date.now());
    const outcome = await setLinksActive(deps, admin, { ids, active: true });
    expect(outcome).toMatchObject({ ok: true, message: "2 links activated", value: ids });
    expect((await stored(ids)).map((r) => [r.active, r.left])).toEqual([
      [1, 4],
      [1, 4],
    ]);
    expect(emptyPoolMemo.knownEmpty(Date.now())).toBe(false);
    expect((await audited(admin.email)).map((r) => r.action)).toEqual(["activate", "activate"]);
  });

  it("ignores ids of no link and links already so: only what changed is counted and audited", async () => {
    const [paused, active] = await newLinks("mixed", 2);
    const admin = await testAdmin();
    await setLinksActive(deps, admin, { ids: [paused!], active: false });
    const outcome = await setLinksActive(deps, admin, {
      ids: [paused!, active!, 2_000_000_001],
      active: false,
    });
    expect(outcome).toEqual({ ok: true, message: "1 link paused", value: [active] });
    const none = await setLinksActive(deps, admin, { ids: [2_000_000_002], active: true });
    expect(none).toEqual({ ok: true, message: "No links changed", value: [] });
    expect((await audited(admin.email)).map((r) => r.entityId)).toEqual([
      String(paused),
      String(active),
    ]);
  });
});

describe("a paused member's link", () => {
  it("stays out of the pool when the links are activated in bulk or edited as active, until the member is resumed", async () => {
    const admin = await testAdmin();
    const code = `bulk-${crypto.randomUUID().slice(0, 8)}`;
    const added = await addMember(
      deps,
      admin,
      addMemberSchema.parse({
        name: "Asha",
        email: `${code}@example.com`,
        code,
        languages: ["hi"],
        link: `https://example.com/member/${code}`,
      }),
    );
    if (!added.ok) throw new Error(added.error);
    const member = await env.DB.prepare(
      "SELECT id, referral_link_id AS linkId FROM members WHERE code = ?",
    )
      .bind(code)
      .first<{ id: number; linkId: number }>();
    await pauseMember(deps, admin, { id: member!.id });
    const [other] = await newLinks("member", 1, false);

    const outcome = await setLinksActive(deps, admin, {
      ids: [member!.linkId, other!],
      active: true,
    });
    expect(outcome).toMatchObject({ ok: true, message: "1 link activated", value: [other] });
    const edit = await updateLink(
      deps,
      admin,
      member!.linkId,
      referralLinkInputSchema.parse({
        link: `https://example.com/member/${code}`,
        displayLimit: 4,
        isActive: true,
      }),
    );
    expect(edit).toMatchObject({ ok: false, status: 409 });
    expect(edit.ok ? "" : edit.error).toContain("resume the member");
    expect((await stored([member!.linkId])).map((r) => r.active)).toEqual([0]);
  });
});

describe("the shared schema", () => {
  it("takes 1 to 500 positive whole ids (numbers, or digits from a form) and counts repeats once", () => {
    expect(linksActiveSchema.parse({ ids: ["3", 3, 7], active: true })).toEqual({
      ids: [3, 7],
      active: true,
    });
    const many = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(linksActiveSchema.safeParse({ ids: many, active: false }).success).toBe(true);
    for (const ids of [[], [...many, 501], [0], [-1], [1.5], ["1e3"], ["abc"], [true], "1"])
      expect(linksActiveSchema.safeParse({ ids, active: true }).success, JSON.stringify(ids)).toBe(
        false,
      );
    expect(linksActiveSchema.safeParse({ ids: [1] }).success).toBe(false);
  });

  it("refusals change nothing, from the screen and from the API", async () => {
    const ids = await newLinks("refused", 2);
    const admin = await testAdmin();
    const screen = (await route.action({
      request: new Request(`${ORIGIN}/admin/referral-links`, {
        method: "POST",
        body: new URLSearchParams([
          ["intent", "pause-selected"],
          ["ids", String(ids[0])],
          ["ids", "0"],
        ]),
      }),
      context: routeContext({ admin }),
      params: {},
    } as never)) as unknown as { init: { status: number }; data: { ok: boolean } };
    expect(screen.init.status).toBe(400);
    expect(screen.data.ok).toBe(false);

    const api = createApi();
    const cookie = await adminSessionCookie();
    for (const body of [{ ids: [ids[0], -4], active: false }, { ids: [] }, { active: false }]) {
      const res = await api.fetch(
        new Request(`${ORIGIN}/api/admin/referral-links/active`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        env,
        createExecutionContext(),
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await stored(ids)).map((r) => r.active)).toEqual([1, 1]);
    expect(await audited(admin.email)).toEqual([]);
  });

  it("the API pauses with the same operation and answers the ids changed", async () => {
    const ids = await newLinks("api", 2);
    const res = await createApi().fetch(
      new Request(`${ORIGIN}/api/admin/referral-links/active`, {
        method: "POST",
        headers: {
          Cookie: await adminSessionCookie(),
          Origin: ORIGIN,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ ids: [...ids, 2_000_000_003], active: false }),
      }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ changed: ids });
    expect((await stored(ids)).map((r) => r.active)).toEqual([0, 0]);
  });
});
