import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getMember } from "~/data/members";
import { checkMemberCode } from "~/domain/members/code";
import { addMember, setLinkApproval, updateMember } from "~/server/members/members.server";
import {
  approveLinkChange,
  rejectLinkChange,
  requestLinkChange,
  updateOwnLanguages,
} from "~/server/members/own-changes.server";
import { pauseMember, removeMember, resumeMember } from "~/server/members/status.server";
import type { MemberSession } from "~/server/members/session.server";
import { db } from "./support/local";
import { addedMember, memberInput } from "./support/member-fixtures";
import { newReferralLink } from "./support/route-context";

const input = (overrides: Partial<Record<string, unknown>> = {}) =>
  memberInput({ languages: ["hi", "en"], ...overrides });
const added = (overrides: Partial<Record<string, unknown>> = {}) =>
  addedMember({ languages: ["hi", "en"], ...overrides });

async function auditRows(id: number) {
  const { results } = await env.DB.prepare(
    "SELECT action, user_id AS userId FROM audit_log WHERE entity = 'member' AND entity_id = ? ORDER BY id",
  )
    .bind(String(id))
    .all<{ action: string; userId: number }>();
  return results;
}

const sessionOf = (member: { id: number; email: string; name: string }): MemberSession => ({
  sessionId: "0".repeat(48),
  ...member,
});

describe("member codes", () => {
  it("take letters, digits and dashes, 3 to 32 characters, stored in lower case", () => {
    expect(checkMemberCode(" Team-7 ")).toEqual({ ok: true, code: "team-7" });
    expect(checkMemberCode("asha2024")).toEqual({ ok: true, code: "asha2024" });
    for (const bad of ["ab", "x".repeat(33), "team_7", "-team", "team--7", "tëam", "a b c"])
      expect(checkMemberCode(bad).ok, bad).toBe(false);
  });

  it("refuse the site's own words and anything that reads as a language", () => {
    for (const word of ["admin", "API", "go", "via", "member", "files", "media", "assets", "og"])
      expect(checkMemberCode(word).ok, word).toBe(false);
    expect(checkMemberCode("icons").ok).toBe(false);
    // Built-in codes, and tags an owner could add as a language later.
    for (const tag of ["hi", "zh-cn", "fil", "pt-br", "sr-latn", "es-419", "abc"])
      expect(checkMemberCode(tag).ok, tag).toBe(false);
  });

  it("are unique whatever their case, decided by the insert: the second add changes nothing", async () => {
    const { admin, values } = await added();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM referral_links").first<{
      n: number;
    }>();
    const again = await addMember({ db }, admin, input({ code: values.code.toUpperCase() }));
    expect(again).toMatchObject({
      ok: false,
      status: 409,
      fields: { code: "This code is taken." },
    });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM referral_links").first<{
      n: number;
    }>();
    // The new link of the refused member was rolled back with it.
    expect(after!.n).toBe(before!.n);
  });

  it("refuse a second member with the same email and a link another member owns", async () => {
    const { admin, values, member } = await added();
    expect(await addMember({ db }, admin, input({ email: values.email }))).toMatchObject({
      ok: false,
      fields: { email: expect.any(String) },
    });
    const taken = await addMember(
      { db },
      admin,
      input({ link: undefined, referralLinkId: member.referralLinkId }),
    );
    expect(taken).toMatchObject({ ok: false, fields: { referralLinkId: expect.any(String) } });
  });
});

describe("the operator's changes", () => {
  it("adds a member with a new link that joins the pool, audited", async () => {
    const { member, values } = await added();
    expect(member).toMatchObject({
      status: "active",
      code: values.code,
      languages: ["hi", "en"],
      link: values.link,
      linkActive: true,
    });
    expect((await auditRows(member.id)).map((r) => r.action)).toEqual(["create"]);
  });

  it("gives a member a link already in the pool", async () => {
    const linkId = await newReferralLink();
    const { member } = await added({ link: undefined, referralLinkId: linkId });
    expect(member.referralLinkId).toBe(linkId);
  });

  it("edits a member and their link's URL; a removed member cannot be edited", async () => {
    const { admin, member } = await added();
    const outcome = await updateMember({ db }, admin, {
      id: member.id,
      name: "Asha K",
      email: member.email,
      code: member.code,
      languages: ["ta"],
      link: "https://example.com/new",
    });
    expect(outcome.ok).toBe(true);
    expect(await getMember(db, member.id)).toMatchObject({
      name: "Asha K",
      languages: ["ta"],
      link: "https://example.com/new",
    });
    await removeMember({ db }, admin, { id: member.id });
    const refused = await updateMember({ db }, admin, {
      id: member.id,
      name: member.name,
      email: member.email,
      code: member.code,
      languages: ["en"],
    });
    expect(refused).toMatchObject({ ok: false, status: 404 });
  });

  it("pauses and resumes: the link leaves the pool and comes back", async () => {
    const { admin, member } = await added();
    expect((await pauseMember({ db }, admin, { id: member.id })).ok).toBe(true);
    expect(await getMember(db, member.id)).toMatchObject({ status: "paused", linkActive: false });
    expect(await pauseMember({ db }, admin, { id: member.id })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect((await resumeMember({ db }, admin, { id: member.id })).ok).toBe(true);
    expect(await getMember(db, member.id)).toMatchObject({ status: "active", linkActive: true });
    expect((await auditRows(member.id)).map((r) => r.action)).toEqual([
      "create",
      "pause",
      "resume",
    ]);
  });

  it("removes a member: history kept, the link out of the pool, sessions ended", async () => {
    const { admin, member } = await added();
    await env.DB.prepare(
      "INSERT INTO member_sessions (id, member_id, last_seen_at, expires_at) VALUES (?, ?, 0, ?)",
    )
      .bind("a".repeat(48), member.id, Date.now() + 60_000)
      .run();
    expect((await removeMember({ db }, admin, { id: member.id })).ok).toBe(true);
    const gone = (await getMember(db, member.id))!;
    expect(gone).toMatchObject({ status: "removed", linkActive: false, code: member.code });
    expect(gone.removedAt).toBeGreaterThan(0);
    const session = await env.DB.prepare("SELECT revoked_at FROM member_sessions WHERE id = ?")
      .bind("a".repeat(48))
      .first<{ revoked_at: number | null }>();
    expect(session!.revoked_at).not.toBeNull();
    expect((await auditRows(member.id)).map((r) => r.action)).toEqual(["create", "remove"]);
    // The code stays the removed member's; the email and the link may serve someone new.
    expect((await addMember({ db }, admin, input({ code: member.code }))).ok).toBe(false);
    expect(
      (
        await addMember(
          { db },
          admin,
          input({ email: member.email, link: undefined, referralLinkId: member.referralLinkId }),
        )
      ).ok,
    ).toBe(true);
  });
});

describe("a member's own changes", () => {
  it("change their languages, audited with the member as the actor", async () => {
    const { member } = await added();
    const outcome = await updateOwnLanguages({ db }, sessionOf(member), {
      member: member.id,
      languages: ["bn"],
    });
    expect(outcome.ok).toBe(true);
    expect((await getMember(db, member.id))!.languages).toEqual(["bn"]);
    expect((await auditRows(member.id)).at(-1)).toEqual({ action: "member-languages", userId: 0 });
  });

  it("one member's session is refused on another member's data", async () => {
    const { member: mine } = await added();
    const { member: theirs } = await added();
    const asMe = sessionOf(mine);
    expect(
      await updateOwnLanguages({ db }, asMe, { member: theirs.id, languages: ["bn"] }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      await requestLinkChange({ db }, asMe, { member: theirs.id, link: "https://evil.example" }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(await getMember(db, theirs.id)).toMatchObject({
      languages: theirs.languages,
      link: theirs.link,
    });
    expect((await auditRows(theirs.id)).map((r) => r.action)).toEqual(["create"]);
  });

  it("change their link at once, or after the operator's approval when it is required", async () => {
    const { admin, member } = await added();
    const me = sessionOf(member);
    await setLinkApproval({ db }, admin, { required: false });
    await requestLinkChange({ db }, me, { member: member.id, link: "https://example.com/mine" });
    expect((await getMember(db, member.id))!.link).toBe("https://example.com/mine");

    await setLinkApproval({ db }, admin, { required: true });
    const asked = await requestLinkChange({ db }, me, { link: "https://example.com/later" });
    expect(asked).toMatchObject({ ok: true, value: "general.member.linkRequested" });
    expect(await getMember(db, member.id)).toMatchObject({
      link: "https://example.com/mine",
      pendingLink: "https://example.com/later",
    });
    expect((await approveLinkChange({ db }, admin, { id: member.id })).ok).toBe(true);
    expect(await getMember(db, member.id)).toMatchObject({
      link: "https://example.com/later",
      pendingLink: null,
    });
    await requestLinkChange({ db }, me, { link: "https://example.com/no" });
    expect((await rejectLinkChange({ db }, admin, { id: member.id })).ok).toBe(true);
    expect(await rejectLinkChange({ db }, admin, { id: member.id })).toMatchObject({ ok: false });
    expect((await getMember(db, member.id))!.link).toBe("https://example.com/later");
    expect((await auditRows(member.id)).map((r) => r.action)).toEqual([
      "create",
      "member-change-link",
      "member-request-link",
      "approve-link",
      "member-request-link",
      "reject-link",
    ]);
    await setLinkApproval({ db }, admin, { required: false });
  });
});
