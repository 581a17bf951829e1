// The Testimonials screen's changes: add, edit and delete a testimonial.
import type { Actor } from "~/data/audit";
import * as rows from "~/data/testimonials";
import type { TestimonialInput } from "~/schemas/content";
import { deleteContentItem, writeContentItem, type ContentDeps } from "./content-items.server";

type Deps = Pick<ContentDeps, "db" | "kv">;

export function createTestimonial(deps: Deps, actor: Actor, input: TestimonialInput) {
  return writeContentItem(deps, actor, {
    statement: rows.insertTestimonial(deps.db, input),
    audit: { action: "create", entity: "testimonial", detail: input.name },
    done: "Testimonial added",
  });
}

export function updateTestimonial(deps: Deps, actor: Actor, id: number, input: TestimonialInput) {
  return writeContentItem(deps, actor, {
    statement: rows.updateTestimonial(deps.db, id, input),
    audit: { action: "update", entity: "testimonial", entityId: id, detail: input.name },
    done: "Testimonial updated",
    missing: "Failed to save testimonial",
  });
}

export function deleteTestimonial(deps: Deps, actor: Actor, id: number) {
  return deleteContentItem(deps, actor, {
    statement: rows.deleteTestimonial(deps.db, id),
    entity: "testimonial",
    id,
    done: "Testimonial deleted",
    missing: "Failed to delete testimonial",
  });
}
