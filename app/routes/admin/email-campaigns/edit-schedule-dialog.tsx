import { useState } from "react";
import { LanguageSelect } from "~/components/admin/language-select";
import { useTimeZone } from "~/components/admin/use-time-zone";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/field";
import type { TemplateRow } from "~/data/email-templates";
import { localDateTime } from "~/domain/time-zone";
import { getLanguage, isLanguageCode } from "~/i18n/languages";
import type { CampaignItem } from "./history";
import { SendAtField } from "./schedule-fields";
import { useJsonAction } from "./use-json-action";

/** Changes a scheduled campaign's time, template and filters before it starts. */
export function EditScheduleDialog({
  campaign,
  templates,
  countries,
  onClose,
}: {
  campaign: CampaignItem;
  templates: TemplateRow[];
  countries: string[];
  onClose: () => void;
}) {
  const timeZone = useTimeZone();
  const [form, setForm] = useState({
    templateId: String(campaign.templateId),
    languageFilter: campaign.languageFilter,
    countryFilter: campaign.countryFilter,
  });
  const [sendAt, setSendAt] = useState<string | null>(null);
  // The stored UTC time, shown in the admin's zone once the browser has said which it is.
  const shownAt =
    sendAt ?? (timeZone && campaign.scheduledAt ? localDateTime(campaign.scheduledAt, timeZone) : "");
  const { submit, busy } = useJsonAction(() => onClose());
  const countryOptions = countries.includes(form.countryFilter)
    ? countries
    : [...countries, form.countryFilter].filter((c) => c !== "all");
  return (
    <Dialog title={`Edit scheduled campaign: ${campaign.name}`} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit({ intent: "update-schedule", id: campaign.id, ...form, sendAt: shownAt, timeZone });
        }}
      >
        <SendAtField value={shownAt} onChange={setSendAt} timeZone={timeZone} />
        <SelectField
          label="Template"
          value={form.templateId}
          onChange={(e) => setForm({ ...form, templateId: e.target.value })}
        >
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({isLanguageCode(t.language) ? getLanguage(t.language).name : t.language})
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <LanguageSelect
            label="Filter by language"
            value={form.languageFilter}
            onChange={(e) => setForm({ ...form, languageFilter: e.target.value })}
          >
            <option value="all">All languages</option>
          </LanguageSelect>
          <SelectField
            label="Filter by country"
            value={form.countryFilter}
            onChange={(e) => setForm({ ...form, countryFilter: e.target.value })}
          >
            <option value="all">All countries</option>
            {countryOptions.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" disabled={busy || !timeZone || shownAt === ""}>
          {busy ? "Saving…" : "Save Schedule"}
        </Button>
      </form>
    </Dialog>
  );
}
