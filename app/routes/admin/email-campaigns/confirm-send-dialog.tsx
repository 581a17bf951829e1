// The last look before a campaign starts or is scheduled (issue 32): who it goes to (the count
// and language mix from the server, the same selection the start records), which template and
// in which language, with a test send at hand. Cancel closes it and nothing is sent.
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { TemplateRow } from "~/data/email-templates";
import { languageName as knownLanguageName } from "~/components/admin/language-name";
import type { RecipientSummary } from "~/server/email/recipients.server";
import { TestSend, type PreviewChoice } from "./campaign-preview";

export function languageName(code: string) {
  if (!code) return "Unknown";
  return knownLanguageName(code);
}

export function ConfirmSendDialog({
  name,
  template,
  choice,
  recipientsUrl,
  scheduledFor,
  onConfirm,
  onClose,
}: {
  name: string;
  template: TemplateRow;
  choice: PreviewChoice;
  /** Where the server counts the chosen filters' recipients. */
  recipientsUrl: string;
  /** The chosen time as the operator reads it, or null to start now. */
  scheduledFor: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [summary, failed] = useRecipientCount(recipientsUrl);
  const later = scheduledFor !== null;
  const count = summary?.count ?? 0;
  return (
    <Dialog
      title={later ? `Schedule ${name}?` : `Send ${name} now?`}
      onClose={onClose}
      data-testid="confirm-send"
    >
      <CampaignSummary
        template={template}
        useTranslation={choice.useTranslation}
        summary={summary}
        failed={failed}
        scheduledFor={scheduledFor}
      />
      <details className="rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium">Send a test first</summary>
        <div className="mt-2">
          <TestSend choice={choice} language={template.language} />
        </div>
      </details>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={summary === null || (!later && count === 0)} onClick={onConfirm}>
          {later ? "Confirm schedule" : `Start sending to ${count}`}
        </Button>
      </div>
      {later ? null : (
        <p className="text-xs text-slate-600">
          Once it starts you can still pause it, here or in the campaign history.
        </p>
      )}
    </Dialog>
  );
}

/**
 * The recipients counted again as the confirmation opens (contacts may have changed meanwhile):
 * null while counting, and whether the count failed. A plain request, not a route fetcher: the
 * page re-reads a sending campaign's progress every two seconds, and a fetcher's load caught by
 * those re-reads could stay "loading" (the button waited on it for good).
 */
function useRecipientCount(url: string): [RecipientSummary | null, boolean] {
  const [summary, setSummary] = useState<RecipientSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const request = new AbortController();
    fetch(url, { signal: request.signal, headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<RecipientSummary>) : Promise.reject()))
      .then(setSummary, () => request.signal.aborted || setFailed(true));
    return () => request.abort();
  }, [url]);
  return [summary, failed];
}

/** Who gets it, in which languages, and from which template. */
function CampaignSummary({
  template,
  useTranslation,
  summary,
  failed,
  scheduledFor,
}: {
  template: TemplateRow;
  useTranslation: boolean;
  summary: RecipientSummary | null;
  failed: boolean;
  scheduledFor: string | null;
}) {
  const count = summary?.count ?? 0;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-600">Recipients</dt>
      <dd data-testid="confirm-count">
        {failed ? (
          <span className="text-red-800">
            The recipients could not be counted. Check your connection, then close this and try
            again.
          </span>
        ) : summary === null ? (
          "Counting…"
        ) : scheduledFor !== null ? (
          <>
            <strong>{count}</strong> subscribed contacts match today. The recipients are chosen when
            it starts, {scheduledFor}.
          </>
        ) : (
          <>
            <strong>{count}</strong> subscribed contacts, each emailed once.
          </>
        )}
      </dd>
      <dt className="font-medium text-slate-600">Languages</dt>
      <dd>
        <ul className="flex flex-wrap gap-1" aria-label="Recipients by language">
          {summary?.languages.map((l) => (
            <li key={l.language} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
              {languageName(l.language)}: {l.count}
            </li>
          ))}
        </ul>
      </dd>
      <dt className="font-medium text-slate-600">Template</dt>
      <dd data-testid="confirm-template">
        {template.name}, written in {languageName(template.language)}
      </dd>
      <dt className="font-medium text-slate-600">Other languages</dt>
      <dd>
        {useTranslation
          ? "Each contact gets the template in their language where one exists, otherwise a machine translation."
          : `Everyone gets the template in ${languageName(template.language)}.`}
      </dd>
    </dl>
  );
}
