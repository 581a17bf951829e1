// Files for translators (issue 21): download the language shown as XLIFF 2.0 or JSON, and load a
// translated file back: the server previews what it would change and every problem first, and
// imports all of it or nothing.
import { memo, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Options } from "~/components/admin/field-options";
import { useToast } from "~/components/toaster";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { ErrorNotice, Panel } from "~/components/ui/panel";
import type { FileFormat, ImportPreview } from "~/domain/translation/files";
import type { ActionResult } from "~/schemas/action-result";

/** The action's answer to a preview or an import: what the file would change, what was saved. */
type ImportResult = ActionResult<{ preview: ImportPreview; saved: number | null }>;

const FORMATS: { value: FileFormat; label: string }[] = [
  { value: "xliff", label: "XLIFF 2.0 (.xlf)" },
  { value: "json", label: "JSON (.json)" },
];

/** Rows of a preview list shown before "and N more". */
const SHOWN = 20;

// Memoized: a keystroke in the list below does not render it again.
export const FilePanel = memo(function FilePanel({
  lang,
  languageName,
}: {
  lang: string;
  languageName: string;
}) {
  const { toast } = useToast();
  const importer = useFetcher<ImportResult>();
  const [format, setFormat] = useState<FileFormat>("xliff");
  const [file, setFile] = useState<{ name: string; content: string; lang: string } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  // A file chosen for another language is not imported into this one.
  const chosen = file?.lang === lang ? file : null;
  const outcome = chosen ? importer.data : undefined;
  const preview = outcome?.preview;
  const saved = outcome?.ok ? (outcome.saved ?? null) : null;
  const busy = importer.state !== "idle";

  const submit = (intent: "import-preview" | "import-apply", content: string) =>
    importer.submit(
      { intent, language: lang, content },
      { method: "post", encType: "application/json" },
    );

  async function choose(input: HTMLInputElement) {
    setReadError(null);
    setFile(null);
    const f = input.files?.[0];
    if (!f) return;
    try {
      const content = await f.text();
      setFile({ name: f.name, content, lang });
      void submit("import-preview", content);
    } catch {
      setReadError("The browser could not read this file. Choose it again.");
    }
  }

  // Only an import says so in a toast; a preview and a refusal show in the panel.
  useEffect(() => {
    const data = importer.data;
    if (importer.state !== "idle" || !data?.ok || data.saved == null) return;
    toast(data.toast);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [importer.data, importer.state]);

  const changes = preview ? preview.added.length + preview.changed.length : 0;
  return (
    <Panel title="Files for translators" data-testid="translation-files">
      <p className="mt-1 text-sm text-slate-600">
        Download {languageName} with the English source and each text&apos;s state, and load a
        translated file back. Nothing is saved until you confirm, and a file with any problem is not
        imported at all.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label="File format"
          value={format}
          onChange={(e) => setFormat(e.target.value as FileFormat)}
          className="min-w-48"
        >
          <Options options={FORMATS} />
        </SelectField>
        <a
          href={`/admin/translations/export?lang=${encodeURIComponent(lang)}&format=${format}`}
          className={buttonClass("secondary")}
          download
        >
          Download {languageName}
        </a>
      </div>
      {lang === "en" ? (
        <p className="mt-4 text-sm text-slate-600">
          English is the source language: choose another language to import a file.
        </p>
      ) : (
        <TextField
          key={lang}
          label={`Import a translated file into ${languageName}`}
          hint="XLIFF 2.0 or JSON, as downloaded here. Empty texts leave a key as it is."
          type="file"
          accept=".xlf,.xliff,.json,application/json,application/xliff+xml"
          className="mt-4"
          onChange={(e) => void choose(e.currentTarget)}
        />
      )}
      {readError ? <ErrorNotice className="mt-3">{readError}</ErrorNotice> : null}
      <div aria-live="polite" className="mt-3 space-y-3" data-testid="import-preview">
        {chosen && busy ? <p className="text-sm">Reading {chosen.name}…</p> : null}
        {chosen && !busy && outcome && !outcome.ok ? (
          <ErrorNotice>{outcome.toast.description ?? outcome.toast.title}</ErrorNotice>
        ) : null}
        {chosen && preview && !busy ? (
          <ImportSummary preview={preview} fileName={chosen.name} />
        ) : null}
        {chosen && !busy && saved !== null ? (
          <p className="font-medium text-emerald-800">Imported: {saved} translations saved.</p>
        ) : null}
        {chosen && preview && !busy && outcome?.ok && saved === null ? (
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void submit("import-apply", chosen.content)}
              disabled={preview.problems.length > 0 || changes === 0}
            >
              {changes === 0 ? "Nothing to import" : `Import ${changes} changes`}
            </Button>
            <Button variant="secondary" onClick={() => setFile(null)}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
    </Panel>
  );
});

function ImportSummary({ preview, fileName }: { preview: ImportPreview; fileName: string }) {
  return (
    <div className="space-y-3 text-sm">
      <p data-testid="import-counts">
        <strong>{fileName}</strong>: {preview.added.length} new, {preview.changed.length} changed,{" "}
        {preview.unchanged} unchanged,{" "}
        {preview.problems.length === 1 ? "1 problem" : `${preview.problems.length} problems`}.
      </p>
      {preview.problems.length > 0 ? (
        <div role="alert">
          <p className="font-medium text-red-700">
            Fix these in the file and choose it again; nothing will be imported until then:
          </p>
          <ShortList items={preview.problems} />
        </div>
      ) : null}
      {preview.added.length > 0 ? (
        <details>
          <summary className="cursor-pointer">New texts ({preview.added.length})</summary>
          <ShortList items={preview.added.map((a) => `${a.key}: ${a.text}`)} />
        </details>
      ) : null}
      {preview.changed.length > 0 ? (
        <details>
          <summary className="cursor-pointer">Changed texts ({preview.changed.length})</summary>
          <ShortList items={preview.changed.map((c) => `${c.key}: ${c.from} → ${c.text}`)} />
        </details>
      ) : null}
    </div>
  );
}

function ShortList({ items }: { items: string[] }) {
  return (
    <ul className="mt-1 list-disc space-y-1 ps-5 [overflow-wrap:anywhere]" dir="auto">
      {items.slice(0, SHOWN).map((item, i) => (
        <li key={i}>{item}</li>
      ))}
      {items.length > SHOWN ? <li>and {items.length - SHOWN} more</li> : null}
    </ul>
  );
}
