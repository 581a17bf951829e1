// The Import tab's head: how many contacts are stored, the file format, the export link, and the
// contacts per language.
import { languageName } from "~/components/admin/language-name";

export function StoredContacts({
  total,
  languages,
}: {
  total: number;
  languages: { language: string; count: number }[];
}) {
  return (
    <>
      <p className="text-sm text-slate-600">
        {total} contacts stored. CSV header: name, surname, email, country, language.{" "}
        <a
          href="/admin/email-campaigns/contacts.csv"
          download
          className="font-medium text-emerald-800 underline"
        >
          Export contacts (CSV)
        </a>
      </p>
      {languages.length > 0 ? (
        <ul
          className="flex flex-wrap gap-2 text-xs"
          aria-label="Contacts by language"
          data-testid="contacts-by-language"
        >
          {[...languages]
            .sort((a, b) => b.count - a.count)
            .map((l) => (
              <li key={l.language} className="rounded-full bg-slate-100 px-2 py-1 text-slate-700">
                {languageName(l.language)}: {l.count}
              </li>
            ))}
        </ul>
      ) : null}
    </>
  );
}
