import { SelectField } from "~/components/ui/field";
import { LANGUAGES, type SiteLanguage } from "~/i18n/languages";
import { languageName } from "./language-name";

/** A labelled select of the 22 site languages (English names), or of the languages given, for
 * admin forms. Extra options (e.g. "All languages") come first as children. */
export function LanguageSelect({
  label = "Language",
  languages = LANGUAGES,
  children,
  ...select
}: {
  label?: string;
  hint?: string;
  error?: string;
  languages?: readonly (SiteLanguage & { hidden?: boolean })[];
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <SelectField label={label} {...select}>
      {children}
      {languages.map((l) => (
        <option key={l.code} value={l.code}>
          {l.name}
          {"hidden" in l && l.hidden ? " (hidden)" : ""}
        </option>
      ))}
    </SelectField>
  );
}

/** How a testimonial's or proof's language reads in a list: its name, or "All languages". */
export function contentLanguageName(code: string): string {
  return code === "all" ? "All languages" : languageName(code);
}

/** The language of a testimonial or proof: one of the 22, or every language. */
export function ContentLanguageSelect({
  value,
  hint,
  error,
}: {
  value: string | undefined;
  hint: string;
  error?: string;
}) {
  return (
    <LanguageSelect name="language" defaultValue={value ?? "all"} hint={hint} error={error}>
      <option value="all">All languages</option>
    </LanguageSelect>
  );
}
