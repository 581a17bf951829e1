// The dashboard's content coverage (issue 32): per public language, which sections (video,
// presentation, testimonials, proofs) have nothing of their own; testimonials and proofs marked
// for all languages count everywhere, presentations only once approved, hidden added languages are
// not listed. The Videos and Presentations figures come from the same counts.
import { beforeEach, describe, expect, it } from "vitest";
import { contentCoverage } from "~/data/dashboard-stats";
import { addedLanguages, earningsProof, presentations, testimonials, videos } from "~/data/schema";
import { LANGUAGES } from "~/i18n/languages";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { db } from "./support/local";

const presentation = (language: string, status: "approved" | "pending") => ({
  title: `Plan ${language}`,
  language,
  filePath: `${language}/1_plan.pdf`,
  fileName: "plan.pdf",
  contentType: "application/pdf",
  sizeBytes: 1000,
  status,
});

beforeEach(async () => {
  // Start from no content at all (migrations may seed some).
  await db.batch([
    db.delete(videos),
    db.delete(presentations),
    db.delete(testimonials),
    db.delete(earningsProof),
    db.delete(addedLanguages),
  ]);
});

const emptyIn = async (code: string) =>
  (await loadDashboard(db)).coverage.find((c) => c.code === code)?.empty;

describe("content coverage", () => {
  it("with no content, every public language has every section empty", async () => {
    const { coverage, stats } = await loadDashboard(db);
    expect(coverage.map((c) => c.code)).toEqual(LANGUAGES.map((l) => l.code));
    for (const c of coverage)
      expect(c.empty).toEqual(["video", "presentation", "testimonials", "proofs"]);
    expect(stats.videos).toBe(0);
    expect(stats.presentations).toBe(0);
  });

  it("names the sections a language has nothing of its own in", async () => {
    await db.batch([
      db.insert(videos).values([
        { title: "Intro", language: "hi", videoUrl: "https://www.youtube-nocookie.com/embed/a" },
        { title: "Tour", language: "hi", videoUrl: "https://www.youtube-nocookie.com/embed/b" },
        { title: "Intro", language: "fr", videoUrl: "https://www.youtube-nocookie.com/embed/c" },
      ]),
      db.insert(presentations).values([presentation("hi", "approved")]),
      // A visitor's upload waiting for review is not public yet.
      db.insert(presentations).values([presentation("fr", "pending")]),
      db.insert(testimonials).values({ name: "A", text: "Good", country: "IN", language: "hi" }),
      db
        .insert(earningsProof)
        .values({ imagePath: "/assets/p.png", description: "x", language: "ta" }),
    ]);
    expect(await emptyIn("hi")).toEqual(["proofs"]);
    expect(await emptyIn("fr")).toEqual(["presentation", "testimonials", "proofs"]);
    expect(await emptyIn("ta")).toEqual(["video", "presentation", "testimonials"]);
    expect(await emptyIn("en")).toEqual(["video", "presentation", "testimonials", "proofs"]);
    const { stats } = await loadDashboard(db);
    expect(stats.videos).toBe(3);
    expect(stats.presentations).toBe(1);
  });

  it("testimonials and proofs for all languages fill those sections everywhere", async () => {
    await db.batch([
      db.insert(testimonials).values({ name: "B", text: "Fine", country: "FR", language: "all" }),
      db
        .insert(earningsProof)
        .values({ imagePath: "/assets/q.png", description: "y", language: "all" }),
    ]);
    const { coverage } = await loadDashboard(db);
    for (const c of coverage) expect(c.empty).toEqual(["video", "presentation"]);
  });

  it("lists published added languages after the built-in ones, and not hidden ones", async () => {
    await db.insert(addedLanguages).values([
      { code: "sw", tag: "sw", name: "Swahili", native: "Kiswahili", published: true },
      { code: "yo", tag: "yo", name: "Yoruba", native: "Yorùbá", published: false },
    ]);
    await db.insert(videos).values({
      title: "Karibu",
      language: "sw",
      videoUrl: "https://www.youtube-nocookie.com/embed/d",
    });
    const { coverage } = await loadDashboard(db);
    expect(coverage.map((c) => c.code)).toEqual([...LANGUAGES.map((l) => l.code), "sw"]);
    expect(coverage.at(-1)).toEqual({
      code: "sw",
      name: "Swahili",
      empty: ["presentation", "testimonials", "proofs"],
    });
  });

  it("a section counts only rows it has (a zero count is no content)", () => {
    expect(
      contentCoverage(
        [{ code: "de", name: "German" }],
        [
          { section: "video", language: "de", n: 0 },
          { section: "proofs", language: "all", n: 2 },
        ],
      ),
    ).toEqual([{ code: "de", name: "German", empty: ["video", "presentation", "testimonials"] }]);
  });
});
