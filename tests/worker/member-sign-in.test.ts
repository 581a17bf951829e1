import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isAdminPublicPath } from "~/domain/admin/roles";
import routes from "~/routes";
import * as adminLayout from "~/routes/admin/layout";
import * as memberRoute from "~/routes/site/member/route";
import { adminSessionContext, isAdminLoginPath } from "~/server/auth/auth.server";
import { getAdminSession, SESSION_COOKIE } from "~/server/auth/session.server";
import { workerContext } from "~/server/http/context";
import { inviteMember } from "~/server/members/invite.server";
import { getMemberSession, MEMBER_COOKIE } from "~/server/members/session.server";
import {
  createSignInLink,
  redeemMemberSignInLink,
  requestMemberSignInLink,
} from "~/server/members/sign-in.server";
import { removeMember } from "~/server/members/status.server";
import { db } from "./support/local";
import { addedMember } from "./support/member-fixtures";
import { TEST_PUBLIC_URL } from "./support/route-context";

const ORIGIN = TEST_PUBLIC_URL;
const testEnv = { ...env, PUBLIC_URL: ORIGIN } as Env;

async function newMember() {
  const { admin, values, member } = await addedMember();
  return { id: member.id, email: values.email, admin };
}

const tokenOf = (link: string) => link.split("/member/sign-in/")[1]!;
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const withCookie = (cookie: string, path = "/member") =>
  new Request(ORIGIN + path, { headers: { Cookie: cookie } });

async function signedIn(memberId: number) {
  const link = await createSignInLink(db, ORIGIN, { id: memberId }, "hi");
  const redeemed = await redeemMemberSignInLink({ db, env: testEnv }, tokenOf(link));
  if (!redeemed.ok) throw new Error(redeemed.error);
  return redeemed.value;
}

async function outboxTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, text_body AS text FROM outbox_emails WHERE to_address = ? ORDER BY id",
  )
    .bind(email)
    .all<{ subject: string; text: string }>();
  return results;
}

/** Runs deferred work at once, as the request's waitUntil would after the answer. */
function collect() {
  const work: Promise<unknown>[] = [];
  return {
    defer: (fn: () => Promise<unknown>) => void work.push(fn()),
    done: () => Promise.all(work),
  };
}

describe("member sign-in links", () => {
  it("work once: a second use is refused and starts no session", async () => {
    const { id } = await newMember();
    const link = await createSignInLink(db, ORIGIN, { id }, "hi");
    expect(link).toMatch(new RegExp(`^${ORIGIN}/hi/member/sign-in/[A-Za-z0-9_-]{43}$`));
    const first = await redeemMemberSignInLink({ db, env: testEnv }, tokenOf(link));
    expect(first.ok).toBe(true);
    const cookie = first.ok ? first.value : "";
    expect(cookie).toMatch(new RegExp(`^${MEMBER_COOKIE}=`));
    expect(cookie).toContain("HttpOnly; Secure; SameSite=Lax");
    expect(await getMemberSession(withCookie(cookieOf(cookie)), testEnv, db)).toMatchObject({ id });
    const again = await redeemMemberSignInLink({ db, env: testEnv }, tokenOf(link));
    expect(again).toMatchObject({ ok: false, error: "general.member.linkUsed" });
  });

  it("expire after 15 minutes", async () => {
    const { id } = await newMember();
    const now = Date.now();
    const link = await createSignInLink(db, ORIGIN, { id }, "en", [], now);
    const late = await redeemMemberSignInLink(
      { db, env: testEnv },
      tokenOf(link),
      now + 15 * 60_000,
    );
    expect(late).toMatchObject({ ok: false, error: "general.member.linkExpired" });
    const forged = await redeemMemberSignInLink({ db, env: testEnv }, "x".repeat(43));
    expect(forged).toMatchObject({ ok: false, error: "general.member.linkUnknown" });
  });

  it("are asked for with the same answer for known and unknown addresses, and sent only to members", async () => {
    const { email } = await newMember();
    const stranger = `nobody-${crypto.randomUUID()}@example.com`;
    const answers = [];
    for (const address of [email, stranger]) {
      const run = collect();
      answers.push(
        await requestMemberSignInLink(
          { db, env: testEnv, defer: run.defer },
          { email: address },
          `client-${crypto.randomUUID()}`,
          "hi",
        ),
      );
      await run.done();
    }
    expect(answers[0]).toEqual(answers[1]);
    const [sent] = await outboxTo(email);
    expect(sent!.text).toContain(`${ORIGIN}/hi/member/sign-in/`);
    expect(await outboxTo(stranger)).toEqual([]);
  });

  it("are limited per client (told) and per address (silently)", async () => {
    const { email } = await newMember();
    const client = `client-${crypto.randomUUID()}`;
    const run = collect();
    const ask = (address: string, from = client) =>
      requestMemberSignInLink(
        { db, env: testEnv, defer: run.defer },
        { email: address },
        from,
        "en",
      );
    for (let i = 0; i < 5; i++)
      expect((await ask(email, `c-${crypto.randomUUID()}`)).ok).toBe(true);
    await run.done();
    expect(await outboxTo(email)).toHaveLength(3);
    for (let i = 0; i < 10; i++) await ask(`x${i}@example.com`);
    expect(await ask(email)).toMatchObject({
      ok: false,
      status: 429,
      error: "general.member.tooMany",
    });
  });

  it("come with the operator's invitation, in the member's language", async () => {
    const { id, email, admin } = await newMember();
    expect((await inviteMember({ db, env: testEnv }, admin, { id })).ok).toBe(true);
    const [mail] = await outboxTo(email);
    expect(mail!.subject).toBe("आपका Waymark सदस्य पेज");
    expect(mail!.text).toContain(`${ORIGIN}/hi/member/sign-in/`);
  });
});

describe("member sessions", () => {
  it("end for a removed member, and with sign-out", async () => {
    const { id, admin } = await newMember();
    const cookie = cookieOf(await signedIn(id));
    await removeMember({ db }, admin, { id });
    expect(await getMemberSession(withCookie(cookie), testEnv, db)).toBeNull();

    const other = await newMember();
    const second = cookieOf(await signedIn(other.id));
    const res = await memberRoute
      .action({
        request: new Request(`${ORIGIN}/member`, {
          method: "POST",
          headers: { Cookie: second, Origin: ORIGIN },
          body: new URLSearchParams({ intent: "sign-out" }),
        }),
        params: {},
        context: routeContext(),
      } as never)
      .catch((thrown: unknown) => thrown as Response);
    expect((res as Response).headers.get("Set-Cookie")).toContain(`${MEMBER_COOKIE}=;`);
    expect(await getMemberSession(withCookie(second), testEnv, db)).toBeNull();
  });

  it("open the member's page: a personal link per language, the chosen one with QR and sharing", async () => {
    const { id } = await newMember();
    const cookie = cookieOf(await signedIn(id));
    const code = (await env.DB.prepare("SELECT code FROM members WHERE id = ?")
      .bind(id)
      .first<{ code: string }>())!.code;
    const result = (await memberRoute.loader({
      request: withCookie(cookie, "/hi/member"),
      params: { lang: "hi" },
      context: routeContext(),
    } as never)) as unknown as { data: { page: Record<string, never> } };
    const page = result.data.page as unknown as {
      links: { code: string; link: string }[];
      chosen: { link: string; qrSvg: string; whatsapp: string };
    };
    expect(page.links).toHaveLength(22);
    expect(page.chosen.link).toBe(`${ORIGIN}/hi/?via=${code}`);
    expect(page.links[0]!.link).toBe(`${ORIGIN}/?via=${code}`);
    expect(page.chosen.qrSvg).toMatch(/^<svg/);
    expect(decodeURIComponent(page.chosen.whatsapp)).toContain(`/hi/?via=${code}`);
    const signedOut = (await memberRoute.loader({
      request: new Request(`${ORIGIN}/member`),
      params: {},
      context: routeContext(),
    } as never)) as unknown as { data: { page: null } };
    expect(signedOut.data.page).toBeNull();
  });

  it("refuse a member action from another site", async () => {
    const { id } = await newMember();
    const cookie = cookieOf(await signedIn(id));
    const thrown = await memberRoute
      .action({
        request: new Request(`${ORIGIN}/member`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: "https://evil.example" },
          body: new URLSearchParams({ intent: "languages", languages: "en" }),
        }),
        params: {},
        context: routeContext(),
      } as never)
      .catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
  });

  it("are no admin session: the admin guard refuses a member's cookie on every /admin route", async () => {
    const { id } = await newMember();
    const cookie = cookieOf(await signedIn(id));
    const value = cookie.slice(MEMBER_COOKIE.length + 1);
    // Even under the admin cookie's name, a member's token is not an admin session.
    for (const c of [cookie, `${SESSION_COOKIE}=${value}`])
      expect(await getAdminSession(withCookie(c, "/admin"), testEnv, db)).toBeNull();

    const paths = adminPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toContain("/admin/members");
    for (const path of paths) {
      const context = routeContext();
      const next = () => Promise.resolve(new Response("opened"));
      const result = await Promise.resolve()
        .then(() =>
          adminLayout.middleware[0]!(
            { request: withCookie(cookie, path), context, params: {} } as never,
            next as never,
          ),
        )
        .catch((thrown: unknown) => thrown);
      expect(context.get(adminSessionContext), path).toBeNull();
      // The sign-in screen and the link pages are what a signed-out visitor sees; all else redirects.
      if (!isAdminPublicPath(path) && !isAdminLoginPath(path)) {
        expect(result, path).toBeInstanceOf(Response);
        expect((result as Response).headers.get("Location"), path).toMatch(/^\/admin/);
      }
    }
  });
});

function routeContext() {
  const context = new RouterContextProvider();
  context.set(workerContext, { env: testEnv, ctx: createExecutionContext() });
  return context;
}

/** Every page under /admin in app/routes.ts, with its parameters filled in. */
function adminPaths(): string[] {
  type Entry = { path?: string; children?: Entry[] };
  const admin = (routes as Entry[]).find((r) => r.path === "admin")!;
  return [
    "/admin",
    ...admin.children!.filter((c) => c.path).map((c) => `/admin/${c.path!.replace(/:\w+/g, "1")}`),
  ];
}
