// Testimonials and earnings proofs have a language (issue 21): saved from the admin screens (or
// "All languages"), and each language's home page shows a visitor those of their language first,
// then those for every language, then the rest.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { loadHomeContent, loadHomeContentByPart } from "~/data/public-content";
import { testimonialInputSchema } from "~/schemas/content";
import { contentDeps } from "~/server/content/content-items.server";
import { createTestimonial } from "~/server/content/testimonials.server";
import { testAdmin } from "./support/route-context";

const db = getDb(env.DB);

/** One testimonial as the screen saves it: parsed with the shared schema, then added. Answers
 * the screen's status: 303 when saved (it goes back to the list), else the refusal's. */
async function save(fields: Record<string, string>): Promise<number> {
  const input = testimonialInputSchema.safeParse({
    name: "N",
    country: "C",
    text: "T",
    stars: "5",
    ...fields,
  });
  if (!input.success) return 400;
  const outcome = await createTestimonial(contentDeps(env), await testAdmin(), input.data);
  return outcome.ok ? 303 : outcome.status;
}

beforeEach(async () => {
  await db.run(sql`DELETE FROM testimonials`);
  await db.run(sql`DELETE FROM earnings_proof`);
});

it("saves a testimonial's language, 'all' by default, and refuses an unknown one", async () => {
  expect(await save({ name: "Hindi reader", language: "hi" })).toBe(303);
  expect(await save({ name: "Anyone" })).toBe(303);
  expect(await save({ name: "Bad", language: "xx" })).toBe(400);
  const rows = await db.all<{ name: string; language: string }>(
    sql`SELECT name, language FROM testimonials ORDER BY id`,
  );
  expect(rows).toEqual([
    { name: "Hindi reader", language: "hi" },
    { name: "Anyone", language: "all" },
  ]);
});

it("shows a visitor's language first, then every language's, then the others", async () => {
  // Inserted oldest first: newer rows would come first if language did not count.
  for (const [name, language, at] of [
    ["hi-old", "hi", 1],
    ["all-mid", "all", 2],
    ["es-new", "es", 3],
    ["hi-new", "hi", 4],
    ["all-newest", "all", 5],
  ] as const) {
    await db.run(sql`INSERT INTO testimonials (name, stars, text, country, language, created_at)
      VALUES (${name}, 5, 'text', 'IN', ${language}, ${at})`);
    await db.run(sql`INSERT INTO earnings_proof (image_path, description, language, created_at)
      VALUES ('/assets/x.png', ${name}, ${language}, ${at})`);
  }
  const hi = await loadHomeContent(db, "hi");
  // Testimonials and proofs alike: the language's own first, then "all", then the rest.
  const hindiOrder = ["hi-new", "hi-old", "all-newest", "all-mid", "es-new"];
  expect(hi.testimonials.map((t) => t.name)).toEqual(hindiOrder);
  expect(hi.proofs.map((p) => p.description)).toEqual(hindiOrder);
  const es = await loadHomeContentByPart(db, "es");
  expect(es.testimonials.map((t) => t.name)).toEqual([
    "es-new",
    "all-newest",
    "all-mid",
    "hi-new",
    "hi-old",
  ]);
});
