// Members as the operator adds them (`addMember`): each with its own name, address, code and
// link, in Hindi, unless a test gives other values.
import { env } from "cloudflare:workers";
import { getMember } from "~/data/members";
import { addMemberSchema, type AddMemberInput } from "~/schemas/members";
import { addMember } from "~/server/members/members.server";
import { db } from "./local";
import { testAdmin } from "./route-context";

export function memberInput(overrides: Partial<Record<string, unknown>> = {}): AddMemberInput {
  const id = crypto.randomUUID().slice(0, 8);
  return addMemberSchema.parse({
    name: `Asha ${id}`,
    email: `m-${id}@example.com`,
    code: `team-${id}`,
    languages: ["hi"],
    link: `https://example.com/r/${id}`,
    ...overrides,
  });
}

/** A member added by a new admin: the admin, the values given, and the stored member. */
export async function addedMember(overrides: Partial<Record<string, unknown>> = {}) {
  const admin = await testAdmin();
  const values = memberInput(overrides);
  const outcome = await addMember({ db }, admin, values);
  if (!outcome.ok) throw new Error(outcome.error);
  const row = await env.DB.prepare("SELECT id FROM members WHERE code = ?")
    .bind(values.code)
    .first<{ id: number }>();
  return { admin, values, member: (await getMember(db, row!.id))! };
}
