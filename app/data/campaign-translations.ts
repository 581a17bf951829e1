// A campaign's subject and body per recipient language, stored once per campaign and language
// so every recipient of that language gets the same text and the provider is asked only once.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "./db";
import { firstRow } from "./rows";
import { campaignTranslations, emailTemplates } from "./schema";

export type CampaignText = {
  source: "variant" | "machine" | "original";
  subject: string;
  body: string;
  note: string | null;
};

export async function storedCampaignText(
  db: Db,
  campaignId: number,
  language: string,
): Promise<CampaignText | null> {
  return firstRow(
    db
      .select({
        source: campaignTranslations.source,
        subject: campaignTranslations.subject,
        body: campaignTranslations.body,
        note: campaignTranslations.note,
      })
      .from(campaignTranslations)
      .where(
        and(
          eq(campaignTranslations.campaignId, campaignId),
          eq(campaignTranslations.language, language),
        ),
      ),
  );
}

/** Keeps the first text stored for this campaign and language (a concurrent consumer may race). */
export async function storeCampaignText(
  db: Db,
  campaignId: number,
  language: string,
  text: CampaignText,
): Promise<CampaignText> {
  await db
    .insert(campaignTranslations)
    .values({ campaignId, language, ...text })
    .onConflictDoNothing();
  return (await storedCampaignText(db, campaignId, language)) ?? text;
}

/** The newest template with this name written in this language: the variant for that language. */
export async function templateVariant(db: Db, name: string, language: string) {
  return firstRow(
    db
      .select({ subject: emailTemplates.subject, body: emailTemplates.body })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.name, name), eq(emailTemplates.language, language)))
      .orderBy(desc(emailTemplates.id)),
  );
}

export async function listCampaignTexts(db: Db, campaignId: number) {
  return db
    .select({
      language: campaignTranslations.language,
      source: campaignTranslations.source,
      note: campaignTranslations.note,
    })
    .from(campaignTranslations)
    .where(eq(campaignTranslations.campaignId, campaignId))
    .orderBy(campaignTranslations.language);
}
