// What the public pages read, each as one D1 batch (one round trip).
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import type { Db } from "./db";
import { newestFirst } from "./rows";
import { earningsProof, presentations, siteSettings, testimonials, videos } from "./schema";
import { parseSettingsRows } from "./settings";
import { proofCardColumns } from "./earnings-proof";
import { testimonialCardColumns } from "./testimonials";

/** Settings and the newest two videos (intro, tutorial) of one language, or of English when the
 * language has none (issue 32: an empty section falls back, the layout then to Settings' default
 * video). The page cache keys on the content version, which every video edit changes, so a
 * language's cached page follows an English video too. */
export async function loadSiteFrame(db: Db, language: string) {
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  const [settingsRows, videoRows] = await db.batch([
    db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings),
    db
      .select({
        id: videos.id,
        title: videos.title,
        videoUrl: videos.videoUrl,
        language: videos.language,
      })
      .from(videos)
      .where(inArray(videos.language, languages))
      .orderBy(
        sql`CASE ${videos.language} WHEN ${language} THEN 0 ELSE 1 END`,
        ...newestFirst(videos),
      )
      .limit(4),
  ]);
  const shown = videoRows[0]?.language;
  return {
    settings: parseSettingsRows(settingsRows),
    videos: videoRows.filter((v) => v.language === shown).slice(0, 2),
  };
}

export const HOME_TESTIMONIAL_LIMIT = 12;
export const HOME_PROOF_LIMIT = 12;

/** A visitor's language first, then those for every language, then the others (issue 21);
 * newest first within each. */
const languageFirst = (
  table: { language: SQLiteColumn; createdAt: SQLiteColumn; id: SQLiteColumn },
  language: string,
) => [
  sql`CASE ${table.language} WHEN ${language} THEN 0 WHEN 'all' THEN 1 ELSE 2 END`,
  ...newestFirst(table),
];

const homeTestimonials = (db: Db, language: string) =>
  db
    .select(testimonialCardColumns)
    .from(testimonials)
    .orderBy(...languageFirst(testimonials, language))
    .limit(HOME_TESTIMONIAL_LIMIT);

const homeProofs = (db: Db, language: string) =>
  db
    .select(proofCardColumns)
    .from(earningsProof)
    .orderBy(...languageFirst(earningsProof, language))
    .limit(HOME_PROOF_LIMIT);

const mainPresentation = (db: Db, language: string) =>
  db
    .select({ id: presentations.id })
    .from(presentations)
    .where(and(eq(presentations.status, "approved"), eq(presentations.language, language)))
    .orderBy(desc(presentations.createdAt))
    .limit(1);

/** The home page's testimonials, proof images and the language's main presentation. */
export async function loadHomeContent(db: Db, language: string) {
  const [testimonialRows, proofRows, presentationRows] = await db.batch([
    homeTestimonials(db, language),
    homeProofs(db, language),
    mainPresentation(db, language),
  ]);
  return {
    testimonials: testimonialRows,
    proofs: proofRows,
    mainPresentationId: (presentationRows[0]?.id ?? null) as number | null,
  };
}

export type HomeContent = Awaited<ReturnType<typeof loadHomeContent>>;

/**
 * The home page's content read part by part, for when the single batch failed: a part that
 * fails again is left empty (no testimonials, no proofs, no presentation) so the rest shows.
 */
export async function loadHomeContentByPart(db: Db, language: string): Promise<HomeContent> {
  const part = <T>(name: string, read: () => Promise<T>, empty: T) =>
    read().catch((error: unknown) => {
      console.error(`home: ${name} failed`, error);
      return empty;
    });
  const [testimonialRows, proofRows, mainPresentationId] = await Promise.all([
    part("testimonials", () => homeTestimonials(db, language).all(), []),
    part("proofs", () => homeProofs(db, language).all(), []),
    part<number | null>(
      "presentation",
      async () => (await mainPresentation(db, language).all())[0]?.id ?? null,
      null,
    ),
  ]);
  return { testimonials: testimonialRows, proofs: proofRows, mainPresentationId };
}

const publicPresentationColumns = {
  id: presentations.id,
  title: presentations.title,
  language: presentations.language,
  fileName: presentations.fileName,
  createdAt: presentations.createdAt,
};

/** Approved presentations: the language's newest first, then the others by title; and whether
 * the site shows presentations at all. */
export async function loadPublicPresentations(db: Db, language: string) {
  const [settingsRows, mainRows, allRows] = await db.batch([
    db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, "showPresentations")),
    db
      .select(publicPresentationColumns)
      .from(presentations)
      .where(and(eq(presentations.status, "approved"), eq(presentations.language, language)))
      .orderBy(desc(presentations.createdAt))
      .limit(1),
    db
      .select(publicPresentationColumns)
      .from(presentations)
      .where(eq(presentations.status, "approved"))
      .orderBy(asc(presentations.title)),
  ]);
  const main = mainRows[0] ?? null;
  return {
    show: parseSettingsRows(settingsRows).showPresentations,
    main,
    others: allRows.filter((p) => p.id !== main?.id),
  };
}
