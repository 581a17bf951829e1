import { LanguageSelect } from "~/components/admin/language-select";
import { SelectField } from "~/components/ui/field";
import type { TemplateRow } from "~/data/email-templates";
import { languageName } from "~/components/admin/language-name";

export type CampaignTarget = { templateId: string; languageFilter: string; countryFilter: string };

/** A campaign's template and recipient filters: the Send Campaign tab's and a scheduled
 * campaign's edit dialog's. */
export function CampaignTargetFields({
  value,
  onChange,
  templates,
  countries,
  chooseTemplate = false,
}: {
  value: CampaignTarget;
  onChange: (next: Partial<CampaignTarget>) => void;
  templates: TemplateRow[];
  countries: string[];
  /** Offer an empty "Choose a template" first. */
  chooseTemplate?: boolean;
}) {
  // A filter on a country no subscribed contact has any more still shows as chosen.
  const countryOptions =
    value.countryFilter === "all" || countries.includes(value.countryFilter)
      ? countries
      : [...countries, value.countryFilter];
  return (
    <>
      <SelectField
        label="Template"
        value={value.templateId}
        onChange={(e) => onChange({ templateId: e.target.value })}
      >
        {chooseTemplate ? <option value="">Choose a template</option> : null}
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} ({languageName(t.language)})
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LanguageSelect
          label="Filter by language"
          value={value.languageFilter}
          onChange={(e) => onChange({ languageFilter: e.target.value })}
        >
          <option value="all">All languages</option>
        </LanguageSelect>
        <SelectField
          label="Filter by country"
          value={value.countryFilter}
          onChange={(e) => onChange({ countryFilter: e.target.value })}
        >
          <option value="all">All countries</option>
          {countryOptions.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
