// Which text a recipient gets (issue #8, "Sending"): the template variant in their language when
// one exists with the same name; else, when the campaign asks for it and a provider is set up, a
// machine translation made once per campaign and language with placeholders kept; else the
// original. The choice is stored, so all slices and retries agree.
import {
  storeCampaignText,
  storedCampaignText,
  templateVariant,
  type CampaignText,
} from "~/data/campaign-translations";
import type { Db } from "~/data/db";
import { languageFromLabel } from "~/i18n/language-match";
import { isLanguageCode, type LanguageCode } from "~/i18n/languages";
import {
  machineTranslate,
  type TranslationProvider,
} from "~/server/translation/machine-translation.server";

export type CampaignSource = {
  id: number;
  templateName: string;
  language: string;
  useTranslation: boolean;
  subject: string;
  body: string;
};

export class CampaignTexts {
  private readonly cache = new Map<string, Promise<CampaignText>>();
  private readonly db: Db;
  private readonly campaign: CampaignSource;
  private readonly provider: TranslationProvider | null;
  constructor(db: Db, campaign: CampaignSource, provider: TranslationProvider | null) {
    this.db = db;
    this.campaign = campaign;
    this.provider = provider;
  }

  /** The subject and body for a recipient whose contact language is `raw`. */
  forLanguage(raw: string): Promise<CampaignText> {
    const language = languageFromLabel(raw);
    const original: CampaignText = {
      source: "original",
      subject: this.campaign.subject,
      body: this.campaign.body,
      note: null,
    };
    if (!language || language === this.campaign.language) return Promise.resolve(original);
    let text = this.cache.get(language);
    if (!text) {
      text = this.resolve(language, original);
      // A failed lookup is not cached, so the next recipient tries again.
      text.catch(() => this.cache.delete(language));
      this.cache.set(language, text);
    }
    return text;
  }

  private async resolve(language: LanguageCode, original: CampaignText): Promise<CampaignText> {
    const stored = await storedCampaignText(this.db, this.campaign.id, language);
    if (stored) return stored;
    const text = await textForLanguage(this.db, this.campaign, language, this.provider);
    return text ? storeCampaignText(this.db, this.campaign.id, language, text) : original;
  }
}

/**
 * The text a recipient in `language` (not the template's own) would get, chosen afresh: the
 * template variant, else the machine translation when asked for, else the original with a note
 * saying why; null when the original goes out with nothing to record. A campaign stores the
 * answer (CampaignTexts); a test send and the preview use it as it is.
 */
export async function textForLanguage(
  db: Db,
  campaign: Omit<CampaignSource, "id">,
  language: LanguageCode,
  provider: TranslationProvider | null,
): Promise<CampaignText | null> {
  const original = { subject: campaign.subject, body: campaign.body };
  const variant = await templateVariant(db, campaign.templateName, language);
  if (variant) return { source: "variant", ...variant, note: null };
  if (!campaign.useTranslation) return null;
  if (!provider) {
    return {
      source: "original",
      ...original,
      note: "machine translation is not connected, so it went out in the template's language",
    };
  }
  const source = isLanguageCode(campaign.language) ? campaign.language : "en";
  const results = await machineTranslate(
    provider,
    [
      { key: "subject", text: campaign.subject },
      { key: "body", text: campaign.body },
    ],
    language,
    source,
  );
  const failed = results
    .filter((r) => "error" in r)
    .map((r) => `${r.key}: ${"error" in r ? r.error : ""}`);
  if (failed.length > 0) {
    return {
      source: "original",
      ...original,
      note: `Translation failed (${failed.join("; ")}); sent in the original language.`,
    };
  }
  const text = (key: string) => (results.find((r) => r.key === key) as { text: string }).text;
  return { source: "machine", subject: text("subject"), body: text("body"), note: null };
}
