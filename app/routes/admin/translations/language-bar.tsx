// Which language is edited, which one the original is shown in, and every language's
// completion badge (spec section 2, "Translation Manager"; tones from section 9).
import { memo } from "react";
import { completionTone } from "~/domain/translation/guard";
import { LanguageSelect } from "~/components/admin/language-select";
import type { SiteLanguage } from "~/i18n/languages";
import { CARD } from "~/components/ui/panel";

const toneClass = {
  destructive: "bg-red-100 text-red-800",
  secondary: "bg-amber-100 text-amber-900",
  default: "bg-emerald-100 text-emerald-800",
};

// Memoized: a keystroke in the list below does not render it again.
export const LanguageBar = memo(function LanguageBar({
  lang,
  display,
  languages,
  completion,
  onChange,
}: {
  lang: string;
  display: string;
  /** Every language: the built-in ones, then the added ones (hidden ones marked). */
  languages: (SiteLanguage & { hidden?: boolean })[];
  completion: { code: string; name: string; percent: number }[];
  onChange: (name: "lang" | "display", value: string) => void;
}) {
  return (
    <div className={`flex flex-wrap gap-4 ${CARD}`}>
      <LanguageSelect
        label="Edit language"
        languages={languages}
        value={lang}
        onChange={(e) => onChange("lang", e.target.value)}
      />
      <LanguageSelect
        label="Show original in"
        languages={languages}
        value={display}
        onChange={(e) => onChange("display", e.target.value)}
      />
      <ul className="flex flex-1 flex-wrap items-center gap-1" aria-label="Completion by language">
        {completion.map((c) => (
          <li key={c.code}>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${toneClass[completionTone(c.percent)]}`}
              data-testid={`completion-${c.code}`}
              data-tone={completionTone(c.percent)}
            >
              {c.name} {c.percent}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
});
