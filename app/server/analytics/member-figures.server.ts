// Members' figures (issue 30): what a member's own page, its CSV and the operator's Members screen
// show for a period of 7, 30 or 90 days: visits through the member's personal link, pool displays
// of their link, Join clicks, click rate (clicks per page view that showed the link), a gap-free
// daily series and breakdowns by language, country, device and source. Reads in
// app/data/analytics-members.ts. A member only ever gets their own: the id a request names is
// checked against the session (`isOwnMember`).
import {
  linkBreakdown,
  linkDays,
  linkTotals,
  MEMBER_DIMENSIONS,
  type LinkDay,
  type LinkFigures,
  type LinkValue,
  type MemberDimension,
} from "~/data/analytics-members";
import type { Db } from "~/data/db";
import { getMember } from "~/data/members";
import { clickRate } from "~/domain/analytics/events";
import { daysBetween, presetPeriod, type Period } from "~/domain/analytics/period";
import { isOwnMember } from "~/domain/members/members";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { analyticsQuerySchema } from "~/schemas/analytics";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import type { MemberSession } from "~/server/members/session.server";

export type Rated<T> = T & { rate: string };

export type MemberFigures = {
  period: Period;
  totals: Rated<LinkFigures>;
  series: LinkDay[];
  breakdowns: Record<MemberDimension, Rated<LinkValue>[]>;
};

const NO_FIGURES: LinkFigures = { visits: 0, displays: 0, clicks: 0 };

export function rated<T extends LinkFigures>(f: T): Rated<T> {
  return { ...f, rate: clickRate(f.clicks, f.visits + f.displays) };
}

/** The period a query asks for (`?period=7|30|90`); anything else is the last 30 days. */
export function memberPeriod(url: URL, now = Date.now()): Period {
  const kind = analyticsQuerySchema.shape.period.parse(url.searchParams.get("period") ?? "30");
  return presetPeriod(kind === "custom" ? 30 : Number(kind), now);
}

/** A link's figures for the period; no link (deleted) has none. */
export async function loadLinkFigures(
  db: Db,
  linkId: number | null,
  period: Period,
): Promise<MemberFigures> {
  const empty = Object.fromEntries(MEMBER_DIMENSIONS.map((d) => [d, []]));
  const [totals, days, lists] = linkId
    ? await Promise.all([
        linkTotals(db, { linkId }, period),
        linkDays(db, linkId, period),
        Promise.all(MEMBER_DIMENSIONS.map((d) => linkBreakdown(db, linkId, d, period))),
      ])
    : [new Map<number, LinkFigures>(), [], MEMBER_DIMENSIONS.map(() => [])];
  const byDay = new Map(days.map((d) => [d.day, d]));
  return {
    period,
    totals: rated((linkId && totals.get(linkId)) || NO_FIGURES),
    series: daysBetween(period.from, period.to).map(
      (day) => byDay.get(day) ?? { day, ...NO_FIGURES },
    ),
    breakdowns: {
      ...empty,
      ...Object.fromEntries(MEMBER_DIMENSIONS.map((d, i) => [d, lists[i]!.map(rated)])),
    } as MemberFigures["breakdowns"],
  };
}

const NOT_YOURS: MessageKey = "general.member.notYours";

/**
 * The signed-in member's figures. `member` is the id the request named, if any: another member's
 * is refused (403), and so is a member no longer there (404).
 */
export async function loadOwnFigures(
  deps: { db: Db },
  session: MemberSession,
  input: { member?: number | null; period: Period },
): Promise<Outcome<MemberFigures>> {
  if (!isOwnMember(session, input.member)) return refused(NOT_YOURS, 403);
  const member = await getMember(deps.db, session.id);
  if (!member || member.status === "removed") return refused(NOT_YOURS, 404);
  return succeeded("", await loadLinkFigures(deps.db, member.referralLinkId, input.period));
}

/** Every member's totals for the Members screen, by member id (their link's figures). */
export async function listMemberFigures(
  db: Db,
  members: readonly { id: number; referralLinkId: number | null }[],
  period: Period,
): Promise<Record<number, Rated<LinkFigures>>> {
  const byLink = await linkTotals(db, "members", period);
  return Object.fromEntries(
    members.map((m) => [
      m.id,
      rated((m.referralLinkId !== null && byLink.get(m.referralLinkId)) || NO_FIGURES),
    ]),
  );
}

export const MEMBER_CSV_VIEWS = ["daily", ...MEMBER_DIMENSIONS] as const;
export type MemberCsvView = (typeof MEMBER_CSV_VIEWS)[number];

/** The CSV column names, in the member's language. */
export type MemberCsvHeads = Record<
  "day" | MemberDimension | "visits" | "displays" | "clicks" | "rate",
  string
>;

/** One table of the member's figures as CSV rows, header first. */
export function memberFigureRows(
  figures: MemberFigures,
  view: MemberCsvView,
  heads: MemberCsvHeads,
): string[][] {
  const numbers = (f: Rated<LinkFigures>) => [
    String(f.visits),
    String(f.displays),
    String(f.clicks),
    f.rate,
  ];
  const header = [heads.visits, heads.displays, heads.clicks, heads.rate];
  if (view === "daily")
    return [[heads.day, ...header], ...figures.series.map((d) => [d.day, ...numbers(rated(d))])];
  return [
    [heads[view], ...header],
    ...figures.breakdowns[view].map((r) => [r.value, ...numbers(r)]),
  ];
}
