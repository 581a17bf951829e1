import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { DataTable, type Column } from "~/components/ui/data-table";
import { ErrorNotice, Panel } from "~/components/ui/panel";
import { ProgressBar } from "~/components/ui/progress-bar";
import { TextField } from "~/components/ui/field";
import { getLanguage, isLanguageCode } from "~/i18n/languages";
import {
  CONTACT_HEADER,
  parseContactsCsv,
  toCsvRaw,
  type ContactsParseResult,
  type Contact,
} from "~/domain/formats/csv";

/** Contacts per request when saving: large files go in parts so progress can be shown. */
export const IMPORT_PART_SIZE = 1000;

export type ImportProgress = { saved: number; total: number };

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
  const [file, setFile] = useState<{ name: string } | null>(null);
  const [parsed, setParsed] = useState<ContactsParseResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const preview = useRef<HTMLDivElement>(null);
  // Import Contacts takes focus to the preview once the file is read and it is shown again.
  const focusPreview = useRef(false);
  useEffect(() => {
    if (!focusPreview.current || !preview.current) return;
    focusPreview.current = false;
    preview.current.focus();
  }, [parsed]);

  async function read(input: HTMLInputElement) {
    setError(null);
    setParsed(null);
    const f = input.files?.[0];
    if (!f) return setError("Please select a CSV file to import");
    if (f.type !== "text/csv" && !f.name.toLowerCase().endsWith(".csv"))
      return setError("Please upload a valid CSV file");
    let text: string;
    try {
      text = await f.text();
    } catch {
      // The browser could not read the file (moved, deleted or unreadable since it was chosen).
      return setError("Error reading file");
    }
    try {
      setFile({ name: f.name });
      const result = parseContactsCsv(text);
      if (!result.ok) setError(result.error);
      setParsed(result);
    } catch {
      setError("Failed to read file contents");
    }
  }

  async function saveAll() {
    if (!file || !parsed?.ok || parsed.contacts.length === 0)
      return toast({ type: "error", title: "Error", description: "No contacts to save" });
    const contacts = parsed.contacts;
    const parts = Math.ceil(contacts.length / IMPORT_PART_SIZE);
    const consentAt = Date.now();
    let saved = 0;
    setProgress({ saved, total: contacts.length });
    try {
      for (let part = 1; part <= parts; part++) {
        const slice = contacts.slice((part - 1) * IMPORT_PART_SIZE, part * IMPORT_PART_SIZE);
        const csv = toCsvRaw([
          [...CONTACT_HEADER],
          ...slice.map((c) => CONTACT_HEADER.map((h) => c[h])),
        ]);
        const res = await fetch("/admin/email-campaigns/import", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ fileName: file.name, csv, part, parts, consentAt }),
        });
        const result = (await res.json().catch(() => null)) as {
          ok: boolean;
          saved?: number;
          title?: string;
          message?: string;
        } | null;
        if (!result?.ok) {
          toast({
            type: "error",
            title: result?.title ?? "Error",
            description: `${result?.message ?? "Failed to save contacts to database"}${saved ? ` (${saved} of ${contacts.length} were saved before this.)` : ""}`,
          });
          return;
        }
        saved += result.saved ?? slice.length;
        setProgress({ saved, total: contacts.length });
      }
      toast({
        type: "success",
        title: "Contacts saved",
        description: `Successfully saved ${saved} contacts to the database.`,
      });
      setFile(null);
      setParsed(null);
    } catch {
      toast({
        type: "error",
        title: "Error",
        description: `Failed to save contacts to database${saved ? ` (${saved} of ${contacts.length} were saved before this.)` : ""}`,
      });
    } finally {
      setProgress(null);
      revalidator.revalidate();
    }
  }

  const busy = progress !== null;
  return (
    <Panel className="space-y-4">
      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
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
                {isLanguageCode(l.language) ? getLanguage(l.language).name : l.language}: {l.count}
              </li>
            ))}
        </ul>
      ) : null}
      {/* The file is previewed as soon as it is chosen; Import Contacts (spec section 2) reads it
          again and takes keyboard and screen-reader users to the preview. */}
      <form
        className="space-y-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem("file");
          if (!(input instanceof HTMLInputElement)) return;
          focusPreview.current = true;
          await read(input);
        }}
      >
        <TextField
          name="file"
          label="CSV file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => read(e.currentTarget)}
          error={error ?? undefined}
          disabled={busy}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Import Contacts
        </Button>
      </form>
      {parsed?.ok ? (
        <div
          className="space-y-3 focus:outline-none"
          data-testid="import-preview"
          ref={preview}
          tabIndex={-1}
          aria-label="Imported contacts preview"
        >
          <p className="text-sm">
            {parsed.contacts.length} rows accepted, {parsed.skipped.length} skipped.
          </p>
          {parsed.skipped.length > 0 ? (
            <ul className="max-h-32 overflow-y-auto text-xs text-amber-900">
              {parsed.skipped.slice(0, 50).map((s) => (
                <li key={s.line}>
                  Line {s.line}: {SKIP_REASONS[s.reason]}
                  {s.email ? ` (${s.email})` : ""}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-slate-500">First 5 contacts</p>
          <DataTable
            label="First 5 contacts"
            rows={parsed.contacts.slice(0, 5)}
            rowKey={(c) => c.email}
            columns={CONTACT_HEADER.map((h): Column<Contact> => ({
              header: `${h[0]!.toUpperCase()}${h.slice(1)}`,
              cell: (c) => c[h],
              className: "break-all",
            }))}
          />
          <Button disabled={busy || parsed.contacts.length === 0} onClick={saveAll}>
            {busy ? "Saving…" : "Save All Contacts"}
          </Button>
          {progress ? (
            <div>
              <ProgressBar label="Saving contacts" value={progress.saved} max={progress.total} />
              <p
                className="mt-1 text-xs text-slate-600"
                role="status"
                data-testid="import-progress"
              >
                Saved {progress.saved} of {progress.total} contacts…
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}

export const SKIP_REASONS = {
  missing_field: "missing name or email",
  bad_email: "email does not look like an address",
  duplicate: "duplicate in the file",
} as const;
