// The "Enable Auto-Translate" site setting decides whether
// machine translation runs at all: off, the Translation Manager refuses Translate Missing and
// Auto Translate All, and campaigns send every email in its template's language (a campaign's
// "translate when possible" is stored off). On, the campaign's option starts ticked. The provider
// is app/server/translation/machine-translation.server.ts. Decision 0019.
import type { SiteSettings } from "~/schemas/settings";

export const AUTO_TRANSLATE_OFF =
  "Auto-translate is turned off in Site Settings, so machine translation is not available. Turn on Enable Auto-Translate to use it.";

/** Whether machine translation may run under these settings. */
export function autoTranslateEnabled(settings: Pick<SiteSettings, "enableAutoTranslate">) {
  return settings.enableAutoTranslate;
}

/** The campaign's "translate when possible" as stored: never on while the setting is off. */
export function campaignUsesTranslation(
  requested: boolean,
  settings: Pick<SiteSettings, "enableAutoTranslate">,
): boolean {
  return requested && autoTranslateEnabled(settings);
}
