import type { Db } from "./db";
import { deleteById, listNewestFirst, NOW_MS, updateById } from "./rows";
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

/** What a testimonial shows on the home page. */
export const testimonialCardColumns = {
  id: testimonials.id,
  name: testimonials.name,
  stars: testimonials.stars,
  text: testimonials.text,
  country: testimonials.country,
};

export async function listTestimonials(db: Db): Promise<TestimonialRow[]> {
  return listNewestFirst(db, testimonials, {
    ...testimonialCardColumns,
    language: testimonials.language,
    createdAt: testimonials.createdAt,
  });
}

export function insertTestimonial(db: Db, input: TestimonialInput) {
  return db.insert(testimonials).values(input).returning({ id: testimonials.id });
}

export function updateTestimonial(db: Db, id: number, input: TestimonialInput) {
  return updateById(db, testimonials, id, { ...input, updatedAt: NOW_MS });
}

export function deleteTestimonial(db: Db, id: number) {
  return deleteById(db, testimonials, id, { id: testimonials.id });
}
