// One page of keys: the original beside the editable text, with Missing and "Machine, not
// reviewed" badges and an Accept button for machine output. A keystroke renders only its own row
// (each row is memoized on its key, its pending edit and stable callbacks).
import { memo, useState } from "react";
import { keyContext } from "~/domain/translation/key-context";
import { HistoryDialog } from "./history-dialog";
import { localizedPath, type SiteLanguage } from "~/i18n/languages";
import type { Edit, Pending } from "./use-translation-edits";

export type KeyRow = {
  key: string;
  category: string;
  original: string;
  text: string;
  missing: boolean;
  machine: boolean;
};

export function KeyList({
  rows,
  pending,
  language,
  display,
  onEdit,
}: {
  rows: KeyRow[];
  pending: Pending;
  /** The language edited, and the one the original is shown in. */
  language: SiteLanguage;
  display: SiteLanguage;
  onEdit: (key: string, text: string) => void;
}) {
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  return (
    <>
      {historyOf ? (
        <HistoryDialog language={language} keyName={historyOf} onClose={() => setHistoryOf(null)} />
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {rows.length === 0 ? <li className="p-4 text-sm text-slate-500">No keys here.</li> : null}
        {rows.map((r) => (
          <KeyItem
            key={r.key}
            row={r}
            edit={pending[r.key]}
            language={language}
            display={display}
            onEdit={onEdit}
            onHistory={setHistoryOf}
          />
        ))}
      </ul>
    </>
  );
}

const KeyItem = memo(function KeyItem({
  row: r,
  edit,
  language,
  display,
  onEdit,
  onHistory,
}: {
  row: KeyRow;
  edit: Edit | undefined;
  language: SiteLanguage;
  display: SiteLanguage;
  onEdit: (key: string, text: string) => void;
  onHistory: (key: string) => void;
}) {
  const lang = language.code;
  const machine = edit ? edit.source === "machine" : r.machine;
  return (
    <li className="grid gap-3 p-3 md:grid-cols-2" data-testid="translation-row" data-key={r.key}>
      <div>
        <p className="font-mono text-xs break-all text-slate-500">
          {r.key}
          {r.missing && !edit?.text ? (
            <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 font-sans text-red-800">
              Missing
            </span>
          ) : null}
          {machine ? (
            <span className="ms-2 rounded bg-sky-100 px-1.5 py-0.5 font-sans text-sky-800">
              Machine, not reviewed
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm whitespace-pre-line" lang={display.tag}>
          {r.original}
        </p>
        <KeyWhere keyName={r.key} lang={lang} languageName={language.name} />
      </div>
      <div>
        <label className="sr-only" htmlFor={`t-${r.key}`}>
          {`${r.key} in ${language.name}`}
        </label>
        <textarea
          id={`t-${r.key}`}
          lang={language.tag}
          dir={language.dir}
          rows={2}
          value={edit?.text ?? r.text}
          onChange={(e) => onEdit(r.key, e.target.value)}
          className="block w-full rounded-md border border-slate-300 px-2 py-1 text-base md:text-sm"
        />
        <div className="mt-1 flex flex-wrap gap-4">
          {machine ? (
            <button
              type="button"
              className="min-h-6 text-xs font-medium text-emerald-800 underline"
              onClick={() => onEdit(r.key, edit?.text ?? r.text)}
            >
              Accept
            </button>
          ) : null}
          {lang !== "en" ? (
            <button
              type="button"
              className="min-h-6 text-xs font-medium text-blue-700 underline"
              onClick={() => onHistory(r.key)}
              aria-label={`History of ${r.key}`}
            >
              History
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
});

/** Where the key appears, with a link to that page in the language being edited. */
function KeyWhere({
  keyName,
  lang,
  languageName,
}: {
  keyName: string;
  lang: string;
  languageName: string;
}) {
  const where = keyContext(keyName);
  return (
    <p className="mt-1 text-xs text-slate-500" data-testid="key-context">
      Appears on: {where.description}
      {where.page !== null ? (
        <>
          {" · "}
          <a
            href={localizedPath(lang, where.page)}
            target="_blank"
            rel="noopener"
            className="text-blue-700 underline"
          >
            Open in {languageName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
