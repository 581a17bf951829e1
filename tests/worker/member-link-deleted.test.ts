// A member whose referral link was deleted on the Referral Links screen (issue 30): the member
// stays, without a link; a visitor through their code (fresh, or holding their cookie) gets a pool
// link with no error, no cookie and nothing written for the member; their page says they have no
// link; the link they set (on their page, by the operator's edit, or by an approved change) is a
// new link that joins the pool, and their code gives it again.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getMember, listSponsors } from "~/data/members";
import { referralLinkLogs, referralLinks } from "~/data/schema";
import { DEFAULT_DISPLAY_LIMIT } from "~/domain/referral/rotation";
import { addMemberSchema, updateMemberSchema } from "~/schemas/members";
import { addMember, setLinkApproval, updateMember } from "~/server/members/members.server";
import { approveLinkChange, requestLinkChange } from "~/server/members/own-changes.server";
import { loadMemberPage } from "~/server/members/page.server";
import type { MemberSession } from "~/server/members/session.server";
import { pauseMember, removeMember, resumeMember } from "~/server/members/status.server";
import { deleteLink } from "~/server/referral/links.server";
import { whenLogsWritten } from "~/server/referral/log-buffer.server";
import { memberDirectory } from "~/server/referral/member-directory.server";
import { recordReferralClick, resolveReferralLink } from "~/server/referral/rotator.server";
import { ATTRIBUTION_COOKIE } from "~/server/referral/sponsor.server";
import { handleViaLink } from "~/server/referral/via-link.server";
import { db, PHONE_UA } from "./support/local";
import { clearReferralWorld, localReferralDeps } from "./support/referral-fixtures";
import { testAdmin } from "./support/route-context";

let poolLink: string;
let poolId: number;

beforeEach(async () => {
  await clearReferralWorld();
  const [pool] = await db
    .insert(referralLinks)
    .values({ link: `https://example.com/pool/${crypto.randomUUID()}`, displayLimit: 1000 })
    .returning({ id: referralLinks.id, link: referralLinks.link });
  poolLink = pool!.link;
  poolId = pool!.id;
});

const deps = () =>
  localReferralDeps({
    displayBudget: (_request, _kind, now) => ({
      client: "100.64.6.6",
      kind: "view",
      windowEnd: now + 3_600_000,
      limit: 100,
    }),
    members: () => memberDirectory(db, env.KV),
  });

const page = (path: string, cookie?: string) =>
  new Request(`https://waymark.test${path}`, {
    headers: { "User-Agent": PHONE_UA, ...(cookie ? { Cookie: cookie } : {}) },
  });

const sessionOf = (m: { id: number; email: string; name: string }): MemberSession => ({
  sessionId: "0".repeat(48),
  ...m,
});

/** A Hindi-speaking member with a new pool link, whose link the operator then deletes on the
 * Referral Links screen; `cookie` is the attribution a visitor got before. */
async function memberWithDeletedLink(code: string) {
  const admin = await testAdmin();
  const values = addMemberSchema.parse({
    name: `Asha ${code}`,
    email: `${code}@example.com`,
    code,
    languages: ["hi"],
    link: `https://example.com/member/${code}`,
  });
  const added = await addMember({ db, kv: env.KV }, admin, values);
  if (!added.ok) throw new Error(added.error);
  const before = (await db.query.members.findFirst({ where: (m, { eq }) => eq(m.code, code) }))!;
  const visit = await resolveReferralLink(page(`/hi/join?via=${code}`), "/hi/join", deps());
  expect(visit.source).toBe("member");
  const cookie = visit.sponsorCookie!.split(";")[0]!;
  expect(await deleteLink({ db, kv: env.KV }, admin, before.referralLinkId!)).toMatchObject({
    ok: true,
  });
  await whenLogsWritten();
  await db.delete(referralLinkLogs);
  return { admin, values, id: before.id, oldLinkId: before.referralLinkId!, cookie };
}

async function linkCount() {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM referral_links").first<{
    n: number;
  }>();
  return row!.n;
}

describe("a member whose referral link was deleted", () => {
  it("stays a member without a link, and their code gives visitors the pool with no cookie and nothing written", async () => {
    const asha = await memberWithDeletedLink("gone-1");
    const member = (await getMember(db, asha.id))!;
    expect(member).toMatchObject({ status: "active", referralLinkId: null, link: null });
    expect((await listSponsors(db)).map((s) => s.code)).not.toContain("gone-1");

    for (const [path, cookie] of [
      ["/hi/join?via=gone-1", undefined],
      ["/hi/", asha.cookie],
    ] as const) {
      const result = await resolveReferralLink(page(path, cookie), "/hi/join", deps());
      expect(result, path).toMatchObject({ link: poolLink, source: "pool" });
      expect(result.sponsorCookie ?? null, path).toBeNull();
    }
    const short = await handleViaLink(page("/via/gone-1"), env, deps());
    expect(short.status).toBe(302);
    expect(short.headers.get("Set-Cookie")).toBeNull();
    const click = await recordReferralClick(
      page("/go?from=/hi/join", asha.cookie),
      "/hi/join",
      deps(),
    );
    expect(click).toMatchObject({ link: poolLink, source: "pool" });
    await whenLogsWritten();
    // Pool displays and the click, all of the pool's link: no visit for the member.
    const logged = await db.select().from(referralLinkLogs);
    expect(new Set(logged.map((l) => l.referralLinkId))).toEqual(new Set([poolId]));
    expect(new Set(logged.map((l) => l.action))).toEqual(new Set(["display", "click"]));
    expect(await linkCount()).toBe(1);

    // Their page still has their personal links, and says they have no referral link.
    const own = await loadMemberPage(
      { db, env },
      sessionOf({ id: asha.id, email: asha.values.email, name: asha.values.name }),
      page("/hi/member"),
      "hi",
    );
    expect(own?.member.link).toBeNull();
    expect(own?.chosen.link).toContain("/hi/?via=gone-1");
    expect(own?.figures.totals).toMatchObject({ visits: 0, displays: 0, clicks: 0 });
  });

  it("gets a new pool link when they set one on their page, audited, and their code gives it again", async () => {
    const asha = await memberWithDeletedLink("gone-2");
    const session = sessionOf({ id: asha.id, email: asha.values.email, name: asha.values.name });
    const url = "https://example.com/member/gone-2-new";
    expect(
      await requestLinkChange({ db, kv: env.KV }, session, { member: asha.id, link: url }),
    ).toEqual({ ok: true, message: "general.member.linkSaved", value: "general.member.linkSaved" });
    const member = (await getMember(db, asha.id))!;
    expect(member).toMatchObject({ link: url, linkActive: true });
    expect(member.referralLinkId).not.toBe(asha.oldLinkId);
    const row = await env.DB.prepare(
      "SELECT description, display_limit AS displayLimit, displays_left AS displaysLeft FROM referral_links WHERE id = ?",
    )
      .bind(member.referralLinkId)
      .first();
    expect(row).toEqual({
      description: `Member: ${asha.values.name}`,
      displayLimit: DEFAULT_DISPLAY_LIMIT,
      displaysLeft: DEFAULT_DISPLAY_LIMIT,
    });
    const audit = await env.DB.prepare(
      "SELECT user_id AS userId, user_email AS email, detail FROM audit_log WHERE entity = 'member' AND entity_id = ? AND action = 'member-change-link'",
    )
      .bind(String(asha.id))
      .all();
    expect(audit.results).toEqual([{ userId: 0, email: asha.values.email, detail: url }]);

    const visit = await resolveReferralLink(page("/hi/join?via=gone-2"), "/hi/join", deps());
    expect(visit).toMatchObject({ link: url, source: "member" });
    expect(visit.sponsorCookie).toContain(`${ATTRIBUTION_COOKIE}=`);

    // A second change edits that link: no other link is added.
    const links = await linkCount();
    const again = "https://example.com/member/gone-2-again";
    await requestLinkChange({ db, kv: env.KV }, session, { member: asha.id, link: again });
    expect(await linkCount()).toBe(links);
    expect(await getMember(db, asha.id)).toMatchObject({
      link: again,
      referralLinkId: member.referralLinkId,
    });
  });

  it("gets a new pool link from the operator's edit (out of the pool while paused); an edit without one keeps them without", async () => {
    const asha = await memberWithDeletedLink("gone-3");
    const edit = (link?: string) =>
      updateMember(
        { db, kv: env.KV },
        asha.admin,
        updateMemberSchema.parse({ id: asha.id, ...asha.values, link }),
      );
    expect(await edit()).toMatchObject({ ok: true });
    expect(await getMember(db, asha.id)).toMatchObject({ link: null, referralLinkId: null });
    expect(await linkCount()).toBe(1);

    await pauseMember({ db, kv: env.KV }, asha.admin, { id: asha.id });
    const url = "https://example.com/member/gone-3-new";
    expect(await edit(url)).toMatchObject({
      ok: true,
      message: `Member ${asha.values.name} updated`,
    });
    expect(await getMember(db, asha.id)).toMatchObject({ link: url, linkActive: false });
    await resumeMember({ db, kv: env.KV }, asha.admin, { id: asha.id });
    expect(await getMember(db, asha.id)).toMatchObject({ link: url, linkActive: true });
    const visit = await resolveReferralLink(page("/hi/?via=gone-3"), "/hi/", deps());
    expect(visit).toMatchObject({ link: url, source: "member" });
  });

  it("gets a new pool link when the operator approves their change; a removed member gets none", async () => {
    const asha = await memberWithDeletedLink("gone-4");
    await setLinkApproval({ db }, asha.admin, { required: true });
    const session = sessionOf({ id: asha.id, email: asha.values.email, name: asha.values.name });
    const url = "https://example.com/member/gone-4-new";
    expect(
      await requestLinkChange({ db, kv: env.KV }, session, { member: asha.id, link: url }),
    ).toMatchObject({ ok: true, message: "general.member.linkRequested" });
    expect(await getMember(db, asha.id)).toMatchObject({ link: null, pendingLink: url });
    expect(await linkCount()).toBe(1);
    expect(await approveLinkChange({ db, kv: env.KV }, asha.admin, { id: asha.id })).toEqual({
      ok: true,
      message: `Link change approved: ${url}`,
    });
    expect(await getMember(db, asha.id)).toMatchObject({
      link: url,
      linkActive: true,
      pendingLink: null,
    });
    expect(await approveLinkChange({ db, kv: env.KV }, asha.admin, { id: asha.id })).toMatchObject({
      ok: false,
      status: 404,
    });

    const gone = await memberWithDeletedLink("gone-5");
    await removeMember({ db, kv: env.KV }, gone.admin, { id: gone.id });
    await setLinkApproval({ db }, gone.admin, { required: false });
    const links = await linkCount();
    const refused = await requestLinkChange(
      { db, kv: env.KV },
      sessionOf({ id: gone.id, email: gone.values.email, name: gone.values.name }),
      { member: gone.id, link: "https://example.com/member/gone-5-new" },
    );
    expect(refused).toMatchObject({ ok: false, status: 404 });
    expect(await linkCount()).toBe(links);
  });
});
