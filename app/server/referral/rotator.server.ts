// Capability: referral rotation (spec section 4, decisions.md "Referral rotation runs on the
// server"). This module is the one place that decides which link a visitor is sent to: the signed
// one-hour assignment cookie, the atomic display, the 24-hour pool reset. ./visit-link.server.ts
// hands the choice to page views, ./rotator-deps.server.ts wires its dependencies from the
// Worker's bindings, ./log-buffer.server.ts writes displays and clicks in groups, and
// ./links.server.ts makes the admin's changes to the pool.
// The table functions are app/data/referral-links.ts, the pure rules app/domain/referral/rotation.ts; the
// click redirect is workers/click-redirect.ts (/go), the forced refresh
// app/routes/resources/referral-refresh.ts, the admin screen app/routes/admin/referral-links/ and
// its API workers/api/referral-links.ts; the hourly reset runs from workers/jobs/scheduled.ts.
import { isbot } from "isbot";
import { z } from "zod";
import type { Db } from "~/data/db";
import { takePreferredDisplay } from "~/data/preferred-display";
import { refillExhaustedPool, type DisplayBudget, type DisplayTake } from "~/data/referral-links";
import { memoizeRecent } from "~/utils/lru-cache";
import type { LogRow } from "./log-buffer.server";
import { utcDay } from "~/domain/analytics/events";
import { assignmentIsFresh, cooldownAllows } from "~/domain/referral/rotation";
import { randomToken } from "~/domain/formats/base64url";
import { signedCookie } from "~/server/http/signed-cookie.server";
import { displayBudgetGate, type DisplayKind } from "./display-budget.server";
import { poolMayHaveChanged, type EmptyPoolMemo } from "./empty-pool.server";
import type { MemberDirectory, Sponsor } from "./member-directory.server";
import { sponsorOfVisit, viaCodeOf } from "./sponsor.server";

/** `__Host-`: Secure, Path=/, no Domain (app/server/http/cookies.server.ts). */
export const ASSIGNMENT_COOKIE = "__Host-wm_ref";
/** The cookie outlives the one-hour assignment so the anonymous visitor id stays stable for the
 * dashboard's 30-day visitor count. */
const ASSIGNMENT_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
export const ROTATION_MARK_KEY = "rotation:last-reset";
const SIGNING_PURPOSE = "referral-assignment";

const assignmentSchema = z.object({
  /** Pool link id; null when the default link was given. */
  i: z.number().int().positive().nullable(),
  /** The link itself, so a returning visitor needs no database read. */
  l: z.url().max(2000),
  /** Assigned at (ms). */
  a: z.number().int().nonnegative(),
  /** Anonymous visitor id. */
  v: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
  /** The last UTC day the visitor was counted (the dashboard's Visitors): once a day each. */
  d: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
type Assignment = z.infer<typeof assignmentSchema>;

export type ReferralDeps = {
  db: Db;
  kv: KVNamespace;
  secret: string;
  /** The configured default referral link; read only when it is needed. */
  getDefaultLink: () => Promise<string>;
  /** Writes a display or click log row after the response (batched in the Worker, see
   * referral-log-buffer.server.ts); never throws. */
  log: (row: LogRow) => void;
  /** Counts the visitor for a UTC day (app/data/visitor-days.ts, batched like `log`); with a
   * budget, only while the client's count of new visitors is under it. */
  markVisitor: (visitorId: string, day: string, budget: DisplayBudget | null) => void;
  /** The client's budget a display taken from the pool counts against (a page view, or the
   * stricter forced refresh), or null for none. Decision 0014. */
  displayBudget: (request: Request, kind: DisplayKind, now: number) => DisplayBudget | null;
  /** The isolate's memory of an empty pool (./empty-pool.server.ts); without it every visit the
   * pool cannot serve asks D1 again. */
  emptyPool?: EmptyPoolMemo;
  /** The members a visit can be attributed to, and whose languages the pool prefers
   * (./member-directory.server.ts); without it, no attribution and the whole pool. */
  members?: () => Promise<MemberDirectory>;
  now?: number;
  random?: () => number;
};

export type ReferralResult = {
  link: string;
  /** null: the default link, tied to no pool entry. */
  linkId: number | null;
  /** Set-Cookie value when the assignment changed. */
  setCookie: string | null;
  /** "limited": the client spent its display budget; it keeps its link, else gets the default.
   * "member": the visitor is attributed to a member (issue 30) and gets their link. */
  source: "pool" | "returning" | "default" | "bot" | "limited" | "member";
  /** The member the visit is attributed to, and the attribution cookie when it changed. */
  sponsor?: Sponsor;
  sponsorCookie?: string | null;
};

/** Verdicts for recent user agents: a page view need not run isbot's pattern again. */
const isBotAgent = memoizeRecent(isbot, 500, 512);

export function isBotRequest(request: Request): boolean {
  const ua = request.headers.get("User-Agent");
  // No user agent at all is not a browser either.
  return !ua || isBotAgent(ua);
}

const assignmentCookieOf = signedCookie(ASSIGNMENT_COOKIE, SIGNING_PURPOSE, assignmentSchema);
const readAssignment = assignmentCookieOf.read;

/** The visitor's assignment while it is fresh (the one-hour rule), else null; for the QR code,
 * which points a phone at this same link. */
export async function readFreshAssignment(
  request: Request,
  deps: Pick<ReferralDeps, "secret" | "now">,
): Promise<Assignment | null> {
  const current = await readAssignment(request, deps.secret);
  const now = deps.now ?? Date.now();
  return current && current.i !== null && assignmentIsFresh(current.a, now) ? current : null;
}

function assignmentCookie(secret: string, assignment: Assignment): Promise<string> {
  return assignmentCookieOf.write(secret, assignment, ASSIGNMENT_COOKIE_MAX_AGE);
}

function newVisitorId(): string {
  return randomToken(16);
}

/**
 * Rotation reset (spec section 4): when no active link has displays left and the 24-hour
 * cooldown allows, refill every active link and record the mark in KV. Safe to run twice.
 */
export async function resetExhaustedLinks(
  db: Db,
  kv: KVNamespace,
  now = Date.now(),
): Promise<number> {
  const mark = await kv.get(ROTATION_MARK_KEY);
  const last = mark === null ? null : Number(mark);
  if (!cooldownAllows(Number.isFinite(last) ? last : null, now)) return 0;
  const refilled = await refillExhaustedPool(db);
  if (refilled > 0) {
    poolMayHaveChanged();
    await kv.put(ROTATION_MARK_KEY, String(now));
  }
  return refilled;
}

/** Takes one display of a random pool link within the client's budget; nothing when the budget
 * is spent, or when the pool has nothing left even after the 24-hour reset. */
async function takeFromPool(
  deps: ReferralDeps,
  page: string,
  now: number,
  budget: DisplayBudget | null,
): Promise<DisplayTake> {
  const random = () => Math.min(0.999_999, Math.max(0, (deps.random ?? Math.random)()));
  const preferred = await preferredLinks(deps, page);
  const first = await takePreferredDisplay(deps.db, random(), budget, preferred);
  if (first.taken || first.budgetSpent) return first;
  if ((await resetExhaustedLinks(deps.db, deps.kv, now)) === 0) return first;
  return takePreferredDisplay(deps.db, random(), budget, preferred);
}

/** The pool links of the members who support the page's language (its first path segment, else
 * English), which the pool gives first while they have displays left (issue 30). */
async function preferredLinks(deps: ReferralDeps, page: string): Promise<readonly number[]> {
  if (!deps.members) return [];
  const { poolByLanguage } = await deps.members();
  if (poolByLanguage.size === 0) return [];
  const segment = /^\/([^/?#]+)/.exec(page)?.[1];
  return poolByLanguage.get(segment && poolByLanguage.has(segment) ? segment : "en") ?? [];
}

/** A take within the budget, through this isolate's gate: a client whose budget this isolate
 * knows to be spent reaches no database (budgetSpent without asking). */
async function takeWithinBudget(
  deps: ReferralDeps,
  page: string,
  now: number,
  budget: DisplayBudget | null,
): Promise<DisplayTake> {
  if (!budget) return takeFromPool(deps, page, now, null);
  if (!displayBudgetGate.enter(budget)) return { taken: null, budgetSpent: true };
  let outcome: DisplayTake = { taken: null, budgetSpent: false };
  try {
    outcome = await takeFromPool(deps, page, now, budget);
    return outcome;
  } finally {
    displayBudgetGate.leave(budget, {
      taken: outcome.taken !== null,
      budgetSpent: outcome.budgetSpent,
    });
  }
}

/** A display for a page view, unless this isolate knows the pool is empty (then no D1 at all);
 * an empty answer is remembered for a few seconds. */
async function takeForVisit(
  deps: ReferralDeps,
  request: Request,
  page: string,
  kind: DisplayKind,
  now: number,
): Promise<DisplayTake> {
  const memo = deps.emptyPool;
  if (memo?.knownEmpty(now)) return { taken: null, budgetSpent: false };
  const ticket = memo?.ticket() ?? 0;
  const budget = deps.displayBudget(request, kind, now);
  const outcome = await takeWithinBudget(deps, page, now, budget);
  if (!outcome.taken && !outcome.budgetSpent) memo?.markEmpty(ticket, now);
  return outcome;
}

/** The visit's member, when it has one (./sponsor.server.ts). */
async function sponsorOf(request: Request, deps: ReferralDeps, now: number) {
  if (!deps.members) return null;
  const code = viaCodeOf(request.url);
  return sponsorOfVisit(request, code, { secret: deps.secret, directory: deps.members, now });
}

/**
 * A page view of a visitor attributed to a member (issue 30): the member's link, logged as a
 * display of it (the analytics event), no pool display and no display budget. The visitor is
 * counted once a day like any other (a new one within the client's budget of new visitors), and
 * keeps their anonymous id and pool assignment for when the attribution ends.
 */
async function sponsoredView(
  request: Request,
  page: string,
  deps: ReferralDeps,
  now: number,
): Promise<ReferralResult | null> {
  const visit = await sponsorOf(request, deps, now);
  if (!visit) return null;
  const { sponsor } = visit;
  const current = await readAssignment(request, deps.secret);
  const visitorId = current?.v ?? newVisitorId();
  deps.log({ linkId: sponsor.linkId, page, action: "visit", visitorId });
  const today = utcDay(now);
  let setCookie: string | null = null;
  if (current?.d !== today) {
    const budget = current ? null : deps.displayBudget(request, "newVisitor", now);
    deps.markVisitor(visitorId, today, budget);
    const assignment = current ?? { i: null, l: sponsor.link, a: now, v: visitorId };
    setCookie = await assignmentCookie(deps.secret, { ...assignment, d: today });
  }
  return {
    link: sponsor.link,
    linkId: sponsor.linkId,
    setCookie,
    source: "member",
    sponsor,
    sponsorCookie: visit.setCookie,
  };
}

/** A bot's link: the default one, or the member's whose code the URL names (a link preview of a
 * member's personal link keeps the code in its `og:url`); nothing is taken, logged or set. */
async function botResult(request: Request, deps: ReferralDeps): Promise<ReferralResult> {
  const code = deps.members ? viaCodeOf(request.url) : null;
  const sponsor = code ? (await deps.members!()).byCode.get(code) : undefined;
  if (!sponsor) return defaultLinkResult(deps, "bot");
  return { link: sponsor.link, linkId: sponsor.linkId, setCookie: null, source: "bot", sponsor };
}

/** The configured default link, tied to no pool entry and setting no cookie. */
async function defaultLinkResult(
  deps: ReferralDeps,
  source: ReferralResult["source"],
): Promise<ReferralResult> {
  return { link: await deps.getDefaultLink(), linkId: null, setCookie: null, source };
}

/**
 * The visitor's referral link for a page view (spec section 4, "Referral link selection per
 * visit"): a fresh assignment is reused and its display logged; otherwise a random pool link is
 * taken; with none available, or on any error, the configured default link. Bots and link
 * previews get the default link and change nothing.
 */
export async function resolveReferralLink(
  request: Request,
  page: string,
  deps: ReferralDeps,
  options: { forceNew?: boolean } = {},
): Promise<ReferralResult> {
  if (isBotRequest(request)) return botResult(request, deps);
  const now = deps.now ?? Date.now();
  const today = utcDay(now);
  try {
    const sponsored = await sponsoredView(request, page, deps, now);
    if (sponsored) return sponsored;
    const current = await readAssignment(request, deps.secret);
    /** Counts the visitor once a day (a new one within `budget`); answers the cookie to send
     * when `assignment` is new or its day moved on, else null. */
    const counted = async (
      assignment: Assignment,
      changed: boolean,
      budget: DisplayBudget | null = null,
    ) => {
      if (assignment.d === today && !changed) return null;
      if (assignment.d !== today) deps.markVisitor(assignment.v, today, budget);
      return assignmentCookie(deps.secret, { ...assignment, d: today });
    };
    if (current && current.i !== null && !options.forceNew && assignmentIsFresh(current.a, now)) {
      deps.log({ linkId: current.i, page, action: "display", visitorId: current.v });
      const setCookie = await counted(current, false);
      return { link: current.l, linkId: current.i, setCookie, source: "returning" };
    }

    // One client cannot drain the pool: past its budget it keeps the link it has (or gets the
    // default) and takes no display. A visitor already known is still counted (once a day, by
    // their signed cookie); no new visitor is made past the budget.
    // The budget is charged only for a display really taken, in the statement that takes it.
    const kind = options.forceNew ? "refresh" : "view";
    const { taken, budgetSpent } = await takeForVisit(deps, request, page, kind, now);
    if (budgetSpent) {
      const setCookie = current ? await counted(current, false) : null;
      if (current && current.i !== null)
        return { link: current.l, linkId: current.i, setCookie, source: "limited" };
      return { ...(await defaultLinkResult(deps, "limited")), setCookie };
    }
    const visitorId = current?.v ?? newVisitorId();
    const seen = { v: visitorId, ...(current?.d ? { d: current.d } : {}) };
    if (!taken) {
      // The default link: no pool entry, but the visitor counts, and keeps one id; a new one
      // within the client's budget of new visitors (cookieless views, issue 31).
      const link = await deps.getDefaultLink();
      // A pool assignment the visitor still holds is replaced, so the next page agrees.
      const replaces = current === null || current.i !== null;
      const budget = current ? null : deps.displayBudget(request, "newVisitor", now);
      const setCookie = await counted({ i: null, l: link, a: now, ...seen }, replaces, budget);
      return { link, linkId: null, setCookie, source: "default" };
    }
    deps.log({ linkId: taken.id, page, action: "display", visitorId });
    const setCookie = await counted({ i: taken.id, l: taken.link, a: now, ...seen }, true);
    return { link: taken.link, linkId: taken.id, setCookie, source: "pool" };
  } catch (error) {
    console.error("referral: selection failed, using the default link", error);
    return defaultLinkResult(deps, "default");
  }
}

/**
 * A join/activate click: logs a click for the visitor's link and says where to send them. A
 * visitor without an assignment (cookies off, a shared /go link) gets one first.
 */
export async function recordReferralClick(
  request: Request,
  from: string,
  deps: ReferralDeps,
): Promise<ReferralResult> {
  if (isBotRequest(request)) return resolveReferralLink(request, from, deps);
  const now = deps.now ?? Date.now();
  try {
    const current = await readAssignment(request, deps.secret);
    const visit = await sponsorOf(request, deps, now);
    if (visit) {
      const { sponsor } = visit;
      const visitorId = current?.v ?? null;
      deps.log({ linkId: sponsor.linkId, page: from, action: "click", visitorId });
      const sponsorCookie = visit.setCookie;
      return {
        link: sponsor.link,
        linkId: sponsor.linkId,
        setCookie: null,
        source: "member",
        sponsor,
        sponsorCookie,
      };
    }
    const result =
      current && current.i !== null && assignmentIsFresh(current.a, now)
        ? { link: current.l, linkId: current.i, setCookie: null, source: "returning" as const }
        : await resolveReferralLink(request, from, deps);
    if (result.linkId !== null) {
      // The redirect need not wait for the log.
      deps.log({
        linkId: result.linkId,
        page: from,
        action: "click",
        visitorId: current?.v ?? null,
      });
    }
    return result;
  } catch (error) {
    console.error("referral: click failed, using the default link", error);
    return defaultLinkResult(deps, "default");
  }
}
