// Who a campaign would go to now: the count and language mix the Send Campaign tab shows and its
// confirmation repeats before anything starts. It reads the same selection a start records as
// recipients (recipientFilter: subscribed, not suppressed, the language and country filters).
import { count } from "drizzle-orm";
import { recipientFilter } from "~/data/contacts";
import type { Db } from "~/data/db";
import { emailContacts } from "~/data/schema";

export type RecipientSummary = {
  count: number;
  /** Recipients per contact language, most first; "" for contacts without one. */
  languages: { language: string; count: number }[];
};

export async function recipientSummary(
  db: Db,
  filters: { language: string; country: string },
): Promise<RecipientSummary> {
  const rows = await db
    .select({ language: emailContacts.language, n: count() })
    .from(emailContacts)
    .where(recipientFilter(filters.language, filters.country))
    .groupBy(emailContacts.language);
  const languages = rows
    .map((r) => ({ language: r.language, count: r.n }))
    .sort((a, b) => b.count - a.count || a.language.localeCompare(b.language));
  return { count: languages.reduce((sum, l) => sum + l.count, 0), languages };
}
