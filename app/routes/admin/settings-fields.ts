// The Settings form's fields, bound once to the saved settings and the action's errors, and
// handed to each of its panels (settings.tsx, settings-assistant.tsx).
import { bindFields, bindToggles } from "~/components/ui/field";
import type { FieldErrors } from "~/schemas/action-result";
import type { SiteSettings } from "~/schemas/settings";

export function bindSettings(settings: SiteSettings, errors: FieldErrors) {
  return { field: bindFields(settings, errors), toggle: bindToggles(settings) };
}

/** What a panel of the form gets: `field` for its inputs and selects, `toggle` for its switches. */
export type SettingsFields = ReturnType<typeof bindSettings>;
