import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { LanguageSelect } from "~/components/admin/language-select";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { ErrorNotice } from "~/components/ui/panel";
import type { loader as previewLoader } from "./preview";
import { TEXT_SOURCES } from "./history";
import { JsonActionForm } from "./json-action-form";
import { useJsonAction } from "./use-json-action";

export type PreviewChoice = {
  templateId: string;
  /** The chosen template's own language, the preview's default. */
  templateLanguage: string;
  languageFilter: string;
  countryFilter: string;
  useTranslation: boolean;
};

/**
 * The template preview (spec section 2, beside the recipient count) and the test send: the
 * chosen template rendered for a sample contact in a chosen language, as the campaign would send
 * it. The email's HTML is shown in a sandboxed frame (no scripts, no same-origin access), never
 * inserted into the admin page.
 */
export function CampaignPreview({ choice }: { choice: PreviewChoice }) {
  const [language, setLanguage] = useState("");
  const shown = language || choice.templateLanguage;
  const preview = useFetcher<typeof previewLoader>();
  const load = preview.load;
  useEffect(() => {
    if (!choice.templateId || !shown) return;
    const query = new URLSearchParams({
      templateId: choice.templateId,
      language: shown,
      languageFilter: choice.languageFilter,
      countryFilter: choice.countryFilter,
      useTranslation: String(choice.useTranslation),
    });
    load(`/admin/email-campaigns/preview?${query}`);
  }, [
    choice.templateId,
    shown,
    choice.languageFilter,
    choice.countryFilter,
    choice.useTranslation,
    load,
  ]);

  if (!choice.templateId)
    return (
      <section aria-label="Template preview" className="rounded-lg bg-slate-50 p-3 text-sm">
        Choose a template to see its preview and send a test.
      </section>
    );
  const data = preview.data;
  return (
    <section
      aria-labelledby="template-preview"
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 id="template-preview" className="font-semibold">
        Template preview
      </h3>
      <LanguageSelect
        label="Preview and test in"
        value={shown}
        onChange={(e) => setLanguage(e.target.value)}
      />
      {data && !data.ok ? <ErrorNotice>{data.error}</ErrorNotice> : null}
      {data?.ok ? (
        <div aria-busy={preview.state !== "idle"} className="space-y-2">
          <p className="text-sm break-words">
            <span className="text-slate-600">Subject: </span>
            <strong data-testid="preview-subject">{data.email.subject}</strong>
          </p>
          <p className="text-xs text-slate-600">
            For {data.email.sample} · {TEXT_SOURCES[data.email.source]}
            {data.email.note ? ` (${data.email.note})` : ""}
          </p>
          <iframe
            title="Email body preview"
            sandbox=""
            srcDoc={data.email.html}
            className="h-64 w-full rounded border border-slate-200 bg-white"
          />
        </div>
      ) : data ? null : (
        // Room for the preview while it first loads: the Send button below does not move under
        // a finger (or a test's click) when it arrives.
        <div aria-busy="true" className="h-[19.25rem] rounded bg-slate-50" />
      )}
      <TestSend choice={choice} language={shown} />
    </section>
  );
}

/** The test send: the chosen template to up to 5 addresses, counted in no campaign. */
export function TestSend({ choice, language }: { choice: PreviewChoice; language: string }) {
  const [addresses, setAddresses] = useState("");
  const { fetcher, submit, busy } = useJsonAction();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <JsonActionForm
      className="space-y-2"
      submit={submit}
      intent="test-send"
      values={{
        templateId: choice.templateId,
        language,
        languageFilter: choice.languageFilter,
        countryFilter: choice.countryFilter,
        useTranslation: choice.useTranslation,
        addresses,
      }}
    >
      <TextField
        label="Send a test to"
        type="text"
        inputMode="email"
        autoComplete="email"
        value={addresses}
        onChange={(e) => setAddresses(e.target.value)}
        hint="Up to 5 addresses, separated by commas. The test is not a campaign: nothing is counted."
      />
      <Button type="submit" variant="secondary" disabled={busy || addresses.trim() === ""}>
        {busy ? "Sending test…" : "Send Test Email"}
      </Button>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          data-testid="test-send-result"
          className={`rounded-lg p-3 text-sm break-words ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
        >
          <strong>{result.toast.title}</strong>
          {result.toast.description ? `: ${result.toast.description}` : ""}
        </p>
      ) : null}
    </JsonActionForm>
  );
}
