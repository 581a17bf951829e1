import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { getLanguage, isLanguageCode } from "~/i18n/languages";
import { CONTACT_STATUSES, type ContactListQuery } from "~/schemas/contacts";
import { CONTACT_STATUS_LABELS } from "./contact-status";

/** Search and filters: a GET form, so a filtered list is a link that can be shared or reloaded. */
export function ContactFilters({
  query,
  options,
}: {
  query: ContactListQuery;
  options: { languages: string[]; countries: string[] };
}) {
  return (
    <Panel title="Find contacts" className="space-y-4">
      <Form method="get" role="search" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Search name or email"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={100}
          className="sm:col-span-2 lg:col-span-4"
        />
        <SelectField label="Language" name="language" defaultValue={query.language}>
          <option value="">All languages</option>
          {options.languages.map((code) => (
            <option key={code} value={code}>
              {isLanguageCode(code) ? `${getLanguage(code).name} (${code})` : code}
            </option>
          ))}
        </SelectField>
        <SelectField label="Country" name="country" defaultValue={query.country}>
          <option value="">All countries</option>
          {options.countries.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" name="status" defaultValue={query.status}>
          <option value="all">All statuses</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTACT_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">Search</Button>
          <Link to="." className={buttonClass("secondary")}>
            Clear
          </Link>
        </div>
      </Form>
    </Panel>
  );
}
