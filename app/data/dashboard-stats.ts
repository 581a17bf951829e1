import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { addedLanguages, earningsProof, presentations, testimonials, videos } from "./schema";
import { getPeriodFigures } from "./analytics-queries";
import { VISITOR_DAYS } from "./visitor-days";
import { presetPeriod } from "~/domain/analytics/period";
import { LANGUAGES } from "~/i18n/languages";

export { VISITOR_DAYS };

/** The public sections whose content is kept per language, in the order the dashboard names them. */
export const CONTENT_SECTIONS = ["video", "presentation", "testimonials", "proofs"] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** Sections whose rows may be for every language ("all", migration 0015). */
const FOR_EVERY_LANGUAGE: readonly ContentSection[] = ["testimonials", "proofs"];

type ContentCount = { section: ContentSection; language: string; n: number };

/** A language and the public sections that have nothing of its own. */
export type LanguageCoverage = { code: string; name: string; empty: ContentSection[] };

/** How many rows each section has per language: one statement. Presentations count once
 * approved, as the public pages show them. */
function contentCounts(db: Db) {
  const section = (name: ContentSection) => sql<ContentSection>`${sql.raw(`'${name}'`)}`;
  return db
    .select({ section: section("video"), language: videos.language, n: count() })
    .from(videos)
    .groupBy(videos.language)
    .unionAll(
      db
        .select({ section: section("presentation"), language: presentations.language, n: count() })
        .from(presentations)
        .where(eq(presentations.status, "approved"))
        .groupBy(presentations.language),
    )
    .unionAll(
      db
        .select({ section: section("testimonials"), language: testimonials.language, n: count() })
        .from(testimonials)
        .groupBy(testimonials.language),
    )
    .unionAll(
      db
        .select({ section: section("proofs"), language: earningsProof.language, n: count() })
        .from(earningsProof)
        .groupBy(earningsProof.language),
    );
}

/** For each language, the sections with no content in it (nor, where that exists, for every
 * language). */
export function contentCoverage(
  languages: readonly { code: string; name: string }[],
  counts: readonly ContentCount[],
): LanguageCoverage[] {
  const key = (section: string, language: string) => `${section}\u0000${language}`;
  const present = new Set(counts.filter((c) => c.n > 0).map((c) => key(c.section, c.language)));
  const covered = (section: ContentSection, code: string) =>
    present.has(key(section, code)) ||
    (FOR_EVERY_LANGUAGE.includes(section) && present.has(key(section, "all")));
  return languages.map(({ code, name }) => ({
    code,
    name,
    empty: CONTENT_SECTIONS.filter((s) => !covered(s, code)),
  }));
}

/** The dashboard's figures and the content coverage of every public language (the built-in ones,
 * then the published added ones). Visitors, page views and join clicks are Analytics' figures of
 * its "Last 30 days" (getPeriodFigures): Visitors are the distinct anonymous visitors with a page
 * view in those days, whether they were given a pool link or the default one
 * (app/data/visitor-days.ts). */
export async function getDashboardStats(db: Db, now = Date.now()) {
  const period = presetPeriod(VISITOR_DAYS, now);
  const [[counts, added], figures] = await Promise.all([
    db.batch([
      contentCounts(db),
      db
        .select({ code: addedLanguages.code, name: addedLanguages.name })
        .from(addedLanguages)
        .where(eq(addedLanguages.published, true))
        .orderBy(asc(addedLanguages.createdAt)),
    ]),
    getPeriodFigures(db, { from: period.from, to: period.to }, now),
  ]);
  const total = (section: ContentSection) =>
    counts.reduce((sum, c) => (c.section === section ? sum + c.n : sum), 0);
  return {
    languages: LANGUAGES.length,
    presentations: total("presentation"),
    videos: total("video"),
    visitors: figures.visitors,
    pageViews: figures.pageViews,
    joinClicks: figures.clicks,
    /** The period of the three figures above, as Analytics names it. */
    period: { kind: period.kind, from: period.from, to: period.to },
    coverage: contentCoverage([...LANGUAGES, ...added], counts),
  };
}
