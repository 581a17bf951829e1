// The Import Contacts tab (spec section 2, issue 32): choose a CSV file, match its columns when
// its header differs, look at the preview, confirm these people agreed to receive email (and
// where), save, and read how many contacts were new and how many updated.
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { ErrorNotice, Panel } from "~/components/ui/panel";
import { TextField } from "~/components/ui/field";
import { type ColumnMap } from "~/domain/formats/csv";
import { ImportConsent, type ImportCounts } from "./import-consent";
import { ColumnMapping } from "./import-mapping";
import { ImportPreview } from "./import-preview";
import { saveContactParts, type ImportProgress } from "./import-save";
import { StoredContacts } from "./stored-contacts";
import { useImportFile } from "./use-import-file";

export { IMPORT_PART_SIZE, type ImportProgress } from "./import-save";

type Report = { fileName: string; saved: number; counts: ImportCounts; skipped: number };

export function ImportTab({
  total,
  languages,
  loadError,
}: {
  total: number;
  /** Contacts per language (spec section 3); "Unknown" for contacts without one. */
  languages: { language: string; count: number }[];
  loadError: string | null;
}) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const file = useImportFile();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const preview = useRef<HTMLDivElement>(null);
  // Preview file takes focus to the preview once the file is read and it is shown again.
  const focusPreview = useRef(false);
  const parsed = file.parsed;
  useEffect(() => {
    if (!focusPreview.current || !preview.current) return;
    focusPreview.current = false;
    preview.current.focus();
  }, [parsed]);

  async function saveAll(consentNote: string, counts: ImportCounts) {
    if (!file.name || !parsed?.ok || parsed.contacts.length === 0)
      return toast({ type: "error", title: "Error", description: "No contacts to save" });
    const result = await saveContactParts(
      parsed.contacts,
      { fileName: file.name, consentNote },
      setProgress,
    );
    setProgress(null);
    revalidator.revalidate();
    if (!result.ok) return toast({ type: "error", ...result });
    toast({
      type: "success",
      title: "Contacts saved",
      description: `Successfully saved ${result.saved} contacts to the database.`,
    });
    setReport({ fileName: file.name, saved: result.saved, counts, skipped: parsed.skipped.length });
    file.clear();
  }

  const busy = progress !== null;
  return (
    <Panel className="space-y-4">
      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      <StoredContacts total={total} languages={languages} />
      {report ? <ImportReport report={report} /> : null}
      {/* The file is previewed as soon as it is chosen; Preview file reads it again and takes
          keyboard and screen-reader users to the preview. */}
      <form
        className="space-y-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem("file");
          if (!(input instanceof HTMLInputElement)) return;
          focusPreview.current = true;
          setReport(null);
          await file.read(input);
        }}
      >
        <TextField
          name="file"
          label="CSV file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setReport(null);
            void file.read(e.currentTarget);
          }}
          error={file.error ?? undefined}
          disabled={busy}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Preview file
        </Button>
      </form>
      {file.header && file.columns ? (
        <ColumnMapping
          header={file.header}
          value={file.columns}
          problem={parsed && !parsed.ok ? parsed.error : null}
          onChange={(columns: ColumnMap) => file.mapColumns(columns)}
        />
      ) : null}
      {parsed?.ok ? (
        <ImportPreview parsed={parsed} ref={preview}>
          <ImportConsent contacts={parsed.contacts} progress={progress} onSave={saveAll} />
        </ImportPreview>
      ) : null}
    </Panel>
  );
}

/** What the last import did: new and updated contacts, and the rows left out. */
function ImportReport({ report }: { report: Report }) {
  const { saved, counts, skipped } = report;
  const updated = counts.stored;
  return (
    <p
      role="status"
      data-testid="import-report"
      className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      Imported {saved} contacts from {report.fileName}
      {updated === null ? "" : `: ${saved - updated} new, ${updated} updated`}
      {skipped ? `; ${skipped} rows skipped` : ""}.
    </p>
  );
}
