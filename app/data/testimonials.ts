import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { testimonials } from "./schema";
import type { TestimonialInput } from "~/schemas/content";

export type TestimonialRow = {
  id: number;
  name: string;
  stars: number;
  text: string;
  country: string;
  language: string;
  createdAt: number;
};

export async function listTestimonials(db: Db): Promise<TestimonialRow[]> {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      stars: testimonials.stars,
      text: testimonials.text,
      country: testimonials.country,
      language: testimonials.language,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export function insertTestimonial(db: Db, input: TestimonialInput) {
  return db.insert(testimonials).values(input).returning({ id: testimonials.id });
}

export function updateTestimonial(db: Db, id: number, input: TestimonialInput) {
  return db
    .update(testimonials)
    .set({ ...input, updatedAt: sql`(unixepoch('subsec') * 1000)` })
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
}

export function deleteTestimonial(db: Db, id: number) {
  return db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
}
