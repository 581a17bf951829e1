import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { type TemplateRow } from "~/data/email-templates";
import { useJsonAction } from "./use-json-action";
import { CARD, ErrorNotice } from "~/components/ui/panel";
import { useTimeZone } from "~/components/admin/use-time-zone";
import { CampaignPreview } from "./campaign-preview";
import { CampaignTargetFields } from "./campaign-target-fields";
import { SendAtField, WhenChoice } from "./schedule-fields";

export function SendTab({
  templates,
  countries,
  autoTranslate,
  translator,
  loadError,
}: {
  templates: TemplateRow[];
  countries: string[];
  /** Enable Auto-Translate (Site Settings): the option's default, and off means unavailable. */
  autoTranslate: boolean;
  /** The machine translation service's name, or null when none is configured. */
  translator: string | null;
  loadError: string | null;
}) {
  const counter = useFetcher<{ count: number }>();
  const [form, setForm] = useState({
    name: "",
    templateId: "",
    languageFilter: "all",
    countryFilter: "all",
    useTranslation: autoTranslate,
  });
  const [when, setWhen] = useState<"now" | "later">("now");
  const [sendAt, setSendAt] = useState("");
  const timeZone = useTimeZone();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const load = counter.load;
  useEffect(() => {
    load(
      `/admin/email-campaigns/recipients?language=${encodeURIComponent(form.languageFilter)}&country=${encodeURIComponent(form.countryFilter)}`,
    );
  }, [form.languageFilter, form.countryFilter, load]);
  // After a campaign is queued the form is reset and the confirmation shown (spec section 4).
  const { submit, busy } = useJsonAction((result) => {
    setConfirmation(result.toast.description ?? null);
    setForm((f) => ({ ...f, name: "", templateId: "" }));
    setSendAt("");
  });
  const recipients = counter.data?.count ?? 0;
  // A scheduled campaign chooses its recipients when it starts: none matching yet is fine.
  const canSend =
    form.name.trim() !== "" &&
    form.templateId !== "" &&
    (when === "later" ? sendAt !== "" && timeZone !== null : recipients > 0) &&
    !busy;
  const template = templates.find((t) => String(t.id) === form.templateId);

  return (
    <div className={`space-y-4 ${CARD}`}>
      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      <TextField
        label="Campaign Name"
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <CampaignTargetFields
        value={form}
        onChange={(next) => setForm({ ...form, ...next })}
        templates={templates}
        countries={countries}
        chooseTemplate
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={autoTranslate && form.useTranslation}
          disabled={!autoTranslate}
          aria-describedby={autoTranslate ? undefined : "auto-translate-off"}
          onChange={(e) => setForm({ ...form, useTranslation: e.target.checked })}
          className="accent-emerald-600"
        />
        Automatically translate emails to recipient's language when possible
      </label>
      {autoTranslate && translator === null ? (
        <p className="text-sm text-amber-800" data-testid="no-translator">
          No translation service is configured (Workers AI binding AI, or TRANSLATE_URL): emails go
          out in the template's language.
        </p>
      ) : null}
      {autoTranslate ? null : (
        <p id="auto-translate-off" className="text-sm text-amber-800">
          Auto-translate is turned off in Site Settings: every email is sent in its template's
          language.
        </p>
      )}
      <p className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="recipient-count">
        Recipients: <strong>{recipients}</strong> subscribed contacts match.
      </p>
      <CampaignPreview
        choice={{
          templateId: form.templateId,
          templateLanguage: template?.language ?? "",
          languageFilter: form.languageFilter,
          countryFilter: form.countryFilter,
          useTranslation: autoTranslate && form.useTranslation,
        }}
      />
      <WhenChoice when={when} onChange={setWhen} />
      {when === "later" ? (
        <SendAtField value={sendAt} onChange={setSendAt} timeZone={timeZone} />
      ) : null}
      <Button
        disabled={!canSend}
        onClick={() =>
          submit(
            when === "later"
              ? { intent: "send", ...form, when, sendAt, timeZone }
              : { intent: "send", ...form },
          )
        }
      >
        {busy ? "Sending…" : when === "later" ? "Schedule Campaign" : "Send Campaign"}
      </Button>
      {confirmation ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {confirmation}
        </p>
      ) : null}
    </div>
  );
}
