import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { type TemplateRow } from "~/data/email-templates";
import { useJsonAction } from "./use-json-action";
import { CARD, ErrorNotice } from "~/components/ui/panel";
import { useTimeZone } from "~/components/admin/use-time-zone";
import { formatDateTimeIn } from "~/components/admin/format";
import type { RecipientSummary } from "~/server/email/recipients.server";
import { CampaignPreview } from "./campaign-preview";
import { ConfirmSendDialog } from "./confirm-send-dialog";
import { StartedNotice } from "./started-notice";
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
  const counter = useFetcher<RecipientSummary>();
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
  const [confirmation, setConfirmation] = useState<{ text: string; id?: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const load = counter.load;
  const recipientsUrl = `/admin/email-campaigns/recipients?language=${encodeURIComponent(form.languageFilter)}&country=${encodeURIComponent(form.countryFilter)}`;
  useEffect(() => {
    load(recipientsUrl);
  }, [recipientsUrl, load]);
  // After a campaign is queued the form is reset and the confirmation shown (spec section 4),
  // with a Pause for the campaign just started.
  const { submit, busy } = useJsonAction((result) => {
    const id = (result as { campaignId?: unknown }).campaignId;
    setConfirmation({
      text: result.toast.description ?? "",
      id: typeof id === "number" ? id : undefined,
    });
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
  const choice = {
    templateId: form.templateId,
    templateLanguage: template?.language ?? "",
    languageFilter: form.languageFilter,
    countryFilter: form.countryFilter,
    useTranslation: autoTranslate && form.useTranslation,
  };

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
      <TranslationOption
        autoTranslate={autoTranslate}
        translator={translator}
        checked={form.useTranslation}
        onChange={(useTranslation) => setForm({ ...form, useTranslation })}
      />
      <p className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="recipient-count">
        Recipients: <strong>{recipients}</strong> subscribed contacts match.
      </p>
      <CampaignPreview choice={choice} />
      <WhenChoice when={when} onChange={setWhen} />
      {when === "later" ? (
        <SendAtField value={sendAt} onChange={setSendAt} timeZone={timeZone} />
      ) : null}
      <Button disabled={!canSend} onClick={() => setConfirming(true)}>
        {busy ? "Sending…" : when === "later" ? "Schedule Campaign" : "Send Campaign"}
      </Button>
      {confirming && template ? (
        <ConfirmSendDialog
          name={form.name.trim()}
          template={template}
          choice={choice}
          recipientsUrl={recipientsUrl}
          scheduledFor={when === "later" ? shownTime(sendAt, timeZone) : null}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            submit(
              when === "later"
                ? { intent: "send", ...form, when, sendAt, timeZone }
                : { intent: "send", ...form },
            );
          }}
        />
      ) : null}
      {confirmation ? (
        <StartedNotice
          key={confirmation.id ?? confirmation.text}
          text={confirmation.text}
          campaignId={confirmation.id}
        />
      ) : null}
    </div>
  );
}

/** The chosen local time as the confirmation reads it, in the browser's zone. */
function shownTime(sendAt: string, timeZone: string | null) {
  const ms = Date.parse(sendAt);
  return timeZone && !Number.isNaN(ms) ? formatDateTimeIn(ms, timeZone) : sendAt;
}

/** "Automatically translate", and why it is unavailable or cannot translate. */
function TranslationOption({
  autoTranslate,
  translator,
  checked,
  onChange,
}: {
  autoTranslate: boolean;
  translator: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={autoTranslate && checked}
          disabled={!autoTranslate}
          aria-describedby={autoTranslate ? undefined : "auto-translate-off"}
          onChange={(e) => onChange(e.target.checked)}
          className="accent-emerald-600"
        />
        Automatically translate emails to recipient's language when possible
      </label>
      {autoTranslate && translator === null ? (
        <p className="text-sm text-amber-800" data-testid="no-translator">
          Machine translation is not connected, so every email goes out in its template's language.
          Write a template per language, or ask whoever runs the server to connect a translation
          service{" "}
          <span className="text-xs text-amber-700">(setting TRANSLATE_URL or Workers AI)</span>.
        </p>
      ) : null}
      {autoTranslate ? null : (
        <p id="auto-translate-off" className="text-sm text-amber-800">
          Auto-translate is turned off in Site Settings: every email is sent in its template's
          language.
        </p>
      )}
    </>
  );
}
