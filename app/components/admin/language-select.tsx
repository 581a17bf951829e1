import { useId } from "react";
import { LANGUAGES } from "~/i18n/languages";

/** A labelled select of the 22 site languages (English names), for admin forms. */
export function LanguageSelect({
  label = "Language",
  ...select
}: { label?: string } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        {...select}
      >
        {select.children}
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
