// Welcome sequences and the rest of the funnel (issue 35): a contact's Join click after a sequence
// email (the link's signed contact marker, kept by the landing page, used by /go) makes steps
// "only if not clicked Join yet" skip; a visitor a member's link brought keeps that member in the
// sequence's links; contacts imported with consent enter the running "import" sequences.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailContacts, sequenceEnrolments, sequenceSends } from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import { SKIP_JOINED } from "~/domain/email/sequence-rules";
import { importContacts } from "~/server/email/contact-import.server";
import { CONTACT_COOKIE, contactMarker } from "~/server/email/contact-marker.server";
import { planDueSequenceSteps } from "~/server/email/sequence-cron.server";
import { sendSequenceSlice } from "~/server/email/sequence-send.server";
import { confirmSignup, readSignupLink, requestSignup } from "~/server/email/signup.server";
import { emailTransport, SendPacer } from "~/server/email/transport.server";
import { attributionCookie } from "~/server/referral/sponsor.server";
import { resolveVisitLink } from "~/server/referral/visit-link.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { handleClickRedirect } from "../../workers/click-redirect";
import { ORIGIN } from "./support/campaign-fixtures";
import { db } from "./support/local";
import { outboxTo } from "./support/outbox";
import { resetSequences, runningSequence } from "./support/sequence-fixtures";

const HOUR = 60 * 60 * 1000;
const UA = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
let client = 0;
/** A client address of its own per request (the per-client budgets stay out of the way). */
const newClient = () => `100.64.35.${++client}`;

beforeEach(resetSequences);

/** The cron, then the consumer, at `now`. */
async function runAt(now: number) {
  await planDueSequenceSteps(db, now);
  const settings = await getSiteSettings(db);
  await sendSequenceSlice(
    { type: "sequence", origin: ORIGIN },
    {
      db,
      settings,
      transport: emailTransport({}, db),
      pacer: new SendPacer(0),
      secret: env.SESSION_SECRET,
      now: () => now,
    },
  );
}

/** The first link to the site's join page in an email's text. */
function joinLink(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/join\?\S+/);
  expect(match, text).not.toBeNull();
  return new URL(match![0]);
}

/** The Set-Cookie values of a page view of `url` (the landing page of an email's link). */
async function landOn(url: URL): Promise<string[]> {
  const request = new Request(`${ORIGIN}${url.pathname}${url.search}`, {
    headers: { "User-Agent": UA, "CF-Connecting-IP": newClient() },
  });
  const ctx = createExecutionContext();
  const visit = await resolveVisitLink(request, url.pathname, referralDeps(env, ctx, request));
  await waitOnExecutionContext(ctx);
  return visit.setCookies;
}

/** A Join click (/go) with these cookies; answers the response. */
async function clickJoin(cookie: string, userAgent = UA): Promise<Response> {
  const request = new Request(`${ORIGIN}/go?from=/join`, {
    headers: { Cookie: cookie, "User-Agent": userAgent, "CF-Connecting-IP": newClient() },
  });
  const ctx = createExecutionContext();
  const response = await handleClickRedirect(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const joinedAt = async (email: string) =>
  (
    await db
      .select({ joinedAt: sequenceEnrolments.joinedAt })
      .from(sequenceEnrolments)
      .innerJoin(emailContacts, eq(emailContacts.id, sequenceEnrolments.contactId))
      .where(eq(emailContacts.email, email))
  ).map((r) => r.joinedAt);

const signUp = (email: string, at: number) =>
  confirmSignup(db, { e: email, n: "Asha", l: "en", p: "/join", t: at - 60_000 }, at);

describe("a welcome sequence's links", () => {
  it("count a Join click after the email for the contact: the 'not clicked Join yet' step is skipped", async () => {
    const now = Date.now();
    const { stepIds } = await runningSequence(
      [{ delayHours: 0 }, { delayHours: 24, onlyIfNotJoined: true }, { delayHours: 24 }],
      now,
    );
    await signUp("clicks@example.com", now);
    await signUp("reads@example.com", now);
    await runAt(now);

    // The email's link carries the contact's signed marker; the landing page keeps it.
    const [first] = await outboxTo("clicks@example.com");
    const link = joinLink(first!.text);
    const [contact] = await db
      .select({ id: emailContacts.id })
      .from(emailContacts)
      .where(eq(emailContacts.email, "clicks@example.com"));
    expect(link.searchParams.get("k")).toBe(await contactMarker(env.SESSION_SECRET, contact!.id));
    const cookies = await landOn(link);
    const kept = cookies.find((c) => c.startsWith(`${CONTACT_COOKIE}=`));
    expect(kept).toBeDefined();

    // The Join click records it (and ends the cookie); the other contact clicked nothing.
    const response = await clickJoin(kept!.split(";")[0]!);
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^${CONTACT_COOKIE}=; .*Max-Age=0`)),
    );
    expect((await joinedAt("clicks@example.com"))[0]).toBeGreaterThan(0);
    expect(await joinedAt("reads@example.com")).toEqual([null]);

    await runAt(now + 24 * HOUR);
    await runAt(now + 48 * HOUR);
    expect((await outboxTo("clicks@example.com")).map((m) => m.subject)).toEqual([
      "Step 1",
      "Step 3",
    ]);
    expect((await outboxTo("reads@example.com")).map((m) => m.subject)).toEqual([
      "Step 1",
      "Step 2",
      "Step 3",
    ]);
    const skipped = await db
      .select({ error: sequenceSends.lastError })
      .from(sequenceSends)
      .where(eq(sequenceSends.stepId, stepIds[1]!));
    expect(skipped.map((s) => s.error).sort()).toEqual([SKIP_JOINED, null].sort());
  });

  it("ignore a forged or another secret's marker, and a bot's click", async () => {
    const now = Date.now();
    await runningSequence([{ delayHours: 0 }], now);
    await signUp("target@example.com", now);
    const [contact] = await db
      .select({ id: emailContacts.id })
      .from(emailContacts)
      .where(eq(emailContacts.email, "target@example.com"));
    const forged = await contactMarker("another-secret", contact!.id);
    const real = await contactMarker(env.SESSION_SECRET, contact!.id);
    for (const value of [forged, `${contact!.id}.x`, `${contact!.id}`, "../../admin"]) {
      const response = await clickJoin(`${CONTACT_COOKIE}=${value}`);
      expect(response.status).toBe(302);
      expect(response.headers.getSetCookie().join()).not.toContain(CONTACT_COOKIE);
    }
    await clickJoin(`${CONTACT_COOKIE}=${real}`, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    expect(await joinedAt("target@example.com")).toEqual([null]);
    // A landing URL whose marker has the wrong shape keeps nothing.
    expect(
      (await landOn(new URL(`${ORIGIN}/join?k=1.short`))).some((c) => c.includes(CONTACT_COOKIE)),
    ).toBe(false);
  });

  it("keep the member whose personal link brought the visitor in every link of the sequence", async () => {
    const now = Date.now();
    await runningSequence([{ delayHours: 0 }], now);
    const email = `sponsored-${crypto.randomUUID()}@example.com`;
    const attribution = await attributionCookie(
      env.SESSION_SECRET,
      { c: "asha-team", a: now },
      30,
      now,
    );
    const request = new Request(`${ORIGIN}/join`, {
      method: "POST",
      headers: { Cookie: attribution.split(";")[0]!, "CF-Connecting-IP": newClient() },
    });
    const asked = await requestSignup(
      env,
      db,
      request,
      { email, name: "Asha", from: "/join" },
      "en",
    );
    expect(asked.status).toBe(200);
    const [confirmation] = await outboxTo(email);
    const token = confirmation!.text.match(/\/signup\/confirm\/([\w-]+\.[\w-]+)/)![1]!;
    const link = await readSignupLink(env.SESSION_SECRET, token);
    expect(link.status).toBe("valid");
    if (link.status !== "valid") return;
    expect(link.signup.m).toBe("asha-team");
    await confirmSignup(db, link.signup, now);

    await runAt(now);
    const [, welcome] = await outboxTo(email);
    expect(joinLink(welcome!.text).searchParams.get("via")).toBe("asha-team");
    const [enrolment] = await db
      .select({ sponsor: sequenceEnrolments.sponsor })
      .from(sequenceEnrolments);
    expect(enrolment!.sponsor).toBe("asha-team");
  });

  it("enrol contacts imported with consent in the running 'import' sequences, once, subscribed ones only", async () => {
    const now = Date.now();
    const { sequenceId } = await runningSequence([{ delayHours: 2 }], now, null, "import");
    // A signup sequence is not for imports.
    await runningSequence([{ delayHours: 0 }], now);
    await db.insert(emailContacts).values({
      email: "left@example.com",
      name: "Left",
      subscribed: false,
      consentSource: "signup:/join",
      consentAt: now,
      unsubscribeToken: crypto.randomUUID(),
    });
    const csv = [
      "name,email,country,language",
      "New,New.One@example.com,India,hi",
      "Left,left@example.com,India,en",
      "Two,new.two@example.com,Chile,es",
    ].join("\n");
    const actor = { id: 1, email: "owner@example.com" };
    const input = { fileName: "meetup.csv", csv, part: 1, parts: 1 };
    expect(await importContacts(db, actor, input)).toMatchObject({
      ok: true,
      value: { saved: 3 },
    });
    expect(await importContacts(db, actor, input)).toMatchObject({ ok: true }); // again: no change
    const rows = await db
      .select({
        email: emailContacts.email,
        sequenceId: sequenceEnrolments.sequenceId,
        source: sequenceEnrolments.source,
        due: sequenceEnrolments.nextDueAt,
      })
      .from(sequenceEnrolments)
      .innerJoin(emailContacts, eq(emailContacts.id, sequenceEnrolments.contactId))
      .orderBy(asc(emailContacts.email));
    expect(rows.map(({ due: _, ...r }) => r)).toEqual([
      { email: "new.one@example.com", sequenceId, source: "import" },
      { email: "new.two@example.com", sequenceId, source: "import" },
    ]);
    // Their first step falls due its delay after the import.
    for (const { due } of rows) {
      expect(due).toBeGreaterThanOrEqual(now + 2 * HOUR);
      expect(due).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
    }
  });
});
