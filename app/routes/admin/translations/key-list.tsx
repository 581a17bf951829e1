// One page of keys: the original beside the editable text, with Missing and "Machine, not
// reviewed" badges and an Accept button for machine output. The fields are uncontrolled and their
// edits go to the draft store, so a keystroke renders nothing; a row renders again only when its
// badges change or a text is set from outside (issue 32: under 16 ms a keystroke at 4x slower CPU).
import { memo, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { keyContext } from "~/domain/translation/key-context";
import { HistoryDialog } from "./history-dialog";
import { localizedPath, type SiteLanguage } from "~/i18n/languages";
import { readMarker, type DraftStore } from "./draft-store";

export type KeyRow = {
  key: string;
  category: string;
  original: string;
  text: string;
  missing: boolean;
  machine: boolean;
};

/** What the rows edit with; one object (memoized by the screen) handed down the list, so a row
 * renders again only when one of these changes. */
export type KeyEditing = {
  /** The unsaved texts of every language. */
  drafts: DraftStore;
  /** The language edited, and the one the original is shown in. */
  language: SiteLanguage;
  display: SiteLanguage;
  onEdit: (key: string, text: string) => void;
};

export function KeyList({ rows, editing }: { rows: KeyRow[]; editing: KeyEditing }) {
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  return (
    <>
      {historyOf ? (
        <HistoryDialog
          language={editing.language}
          keyName={historyOf}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {rows.length === 0 ? <li className="p-4 text-sm text-slate-500">No keys here.</li> : null}
        {rows.map((r) => (
          <KeyItem key={r.key} row={r} editing={editing} onHistory={setHistoryOf} />
        ))}
      </ul>
    </>
  );
}

const KeyItem = memo(function KeyItem({
  row: r,
  editing,
  onHistory,
}: {
  row: KeyRow;
  editing: KeyEditing;
  onHistory: (key: string) => void;
}) {
  const { drafts, language, display, onEdit } = editing;
  const lang = language.code;
  const currentMarker = () => drafts.marker(lang, r.key);
  const edit = readMarker(useSyncExternalStore(drafts.subscribe, currentMarker, currentMarker));
  const machine = edit.machine ?? r.machine;
  const badge = "ms-2 rounded px-1.5 py-0.5 font-sans";
  return (
    // Contained, so a keystroke lays out and repaints its own row only: a quarter of the paint
    // (content-visibility: auto saved as much but held the next frame back 100 ms at 360 px).
    <li
      className="grid gap-3 p-3 [contain:content] md:grid-cols-2"
      data-testid="translation-row"
      data-key={r.key}
    >
      <div>
        <p className="font-mono text-xs break-all text-slate-500">
          {r.key}
          {r.missing && !edit.filled ? (
            <span className={`${badge} bg-red-100 text-red-800`}>Missing</span>
          ) : null}
          {machine ? (
            <span className={`${badge} bg-sky-100 text-sky-800`}>Machine, not reviewed</span>
          ) : null}
        </p>
        <p className="mt-1 text-sm whitespace-pre-line" lang={display.tag}>
          {r.original}
        </p>
        <KeyWhere keyName={r.key} lang={lang} languageName={language.name} />
      </div>
      <div>
        <KeyField row={r} editing={editing} rev={edit.rev} />
        <div className="mt-1 flex flex-wrap gap-4">
          {machine ? (
            <button
              type="button"
              className="min-h-6 text-xs font-medium text-emerald-800 underline"
              onClick={() => onEdit(r.key, drafts.text(lang, r.key) ?? r.text)}
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

/** The text edited: uncontrolled, so typing renders nothing; each edit goes to the store. */
function KeyField({
  row: r,
  editing: { drafts, language, onEdit },
  rev,
}: {
  row: KeyRow;
  editing: KeyEditing;
  /** Changes when a text is set from outside (machine output). */
  rev: string;
}) {
  const lang = language.code;
  // A text set from outside (another language, the saved texts loaded again, machine output)
  // replaces the field's; what was typed into it is already there.
  const field = useRef<HTMLTextAreaElement>(null);
  const external = `${lang}|${r.text}|${rev}`;
  const applied = useRef(external);
  useLayoutEffect(() => {
    if (applied.current === external || !field.current) return;
    applied.current = external;
    field.current.value = drafts.text(lang, r.key) ?? r.text;
  }, [external, drafts, lang, r.key, r.text]);
  return (
    <>
      <label className="sr-only" htmlFor={`t-${r.key}`}>
        {`${r.key} in ${language.name}`}
      </label>
      {/* Strictly contained at the height rows={2} gives, so a keystroke lays out the field
      alone, not the page. */}
      <textarea
        id={`t-${r.key}`}
        lang={language.tag}
        dir={language.dir}
        rows={2}
        ref={field}
        defaultValue={drafts.text(lang, r.key) ?? r.text}
        onChange={(e) => onEdit(r.key, e.target.value)}
        className="block h-[calc(3.5rem+2px)] w-full rounded-md border border-slate-300 px-2 py-1 text-base [contain:strict] md:h-[calc(3rem+2px)] md:text-sm"
      />
    </>
  );
}

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
