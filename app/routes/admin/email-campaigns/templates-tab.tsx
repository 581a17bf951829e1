import { useState } from "react";
import { LanguageSelect } from "~/components/admin/language-select";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { type TemplateRow } from "~/data/email-templates";
import { renderCampaignEmail, unknownPlaceholders } from "~/domain/email/template";
import { languageName } from "~/components/admin/language-name";
import { useJsonAction } from "./use-json-action";
import { CARD, ErrorNotice, Panel } from "~/components/ui/panel";

/** The contact a template preview is rendered for. */
const SAMPLE = {
  name: "Asha",
  surname: "Rao",
  email: "asha@example.com",
  country: "India",
  language: "hi",
};

export function TemplatesTab({
  templates,
  loadError,
}: {
  templates: TemplateRow[];
  loadError: string | null;
}) {
  const empty = { id: 0, name: "", subject: "", body: "", language: "en" };
  const [draft, setDraft] = useState(empty);
  const { submit, busy } = useJsonAction(() => setDraft(empty));
  const unknown = unknownPlaceholders(`${draft.subject} ${draft.body}`);
  const preview = renderCampaignEmail(draft, SAMPLE, {
    unsubscribeUrl: "https://example.com/unsubscribe/…",
    postalAddress: "(postal address from settings)",
    senderName: "(sender)",
  });
  const canSave = draft.name.trim() && draft.subject.trim() && draft.body.trim();

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {loadError ? <ErrorNotice className="lg:col-span-2">{loadError}</ErrorNotice> : null}
      <div className={`space-y-3 ${CARD}`}>
        <TextField
          label="Template Name"
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <LanguageSelect
          value={draft.language}
          onChange={(e) => setDraft({ ...draft, language: e.target.value })}
        />
        <TextField
          label="Email Subject"
          value={draft.subject}
          onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
        />
        <TextAreaField
          label="Email Body"
          rows={8}
          value={draft.body}
          onChange={(e) => setDraft({ ...draft, body: e.target.value })}
          hint="{name}, {surname}, {email}, {country} and {language} are replaced by contact data."
        />
        {unknown.length ? (
          <p role="alert" className="text-sm text-amber-800">
            Unknown placeholders: {unknown.map((u) => `{${u}}`).join(", ")}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button
            disabled={!canSave || busy}
            onClick={() => submit({ intent: "save-template", ...draft, id: draft.id || undefined })}
          >
            Save Template
          </Button>
          {draft.id ? (
            <Button variant="secondary" onClick={() => setDraft(empty)}>
              New Template
            </Button>
          ) : null}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Preview with a sample contact</summary>
          <p className="mt-2 font-semibold">{preview.subject}</p>
          <pre className="font-sans whitespace-pre-wrap text-slate-700">{preview.text}</pre>
        </details>
      </div>
      <Panel title="Saved templates">
        {templates.length === 0 ? (
          <div className="mt-3 text-sm text-slate-600">
            <p>No email templates yet</p>
            <p>Create your first template</p>
          </div>
        ) : (
          <ul className="mt-3 max-h-[500px] divide-y divide-slate-100 overflow-y-auto">
            {templates.map((t) => (
              <li
                key={t.id}
                className="flex items-center justify-between gap-2 py-2"
                data-testid="template-row"
              >
                <div>
                  <p className="font-medium">{t.name}</p>
                  <p className="text-xs text-slate-500">
                    {languageName(t.language)} · {t.subject}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button variant="ghost" onClick={() => setDraft(t)} aria-label={`Edit ${t.name}`}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    className="text-red-700"
                    onClick={() =>
                      confirm(`Delete “${t.name}”?`) &&
                      submit({ intent: "delete-template", id: t.id })
                    }
                    aria-label={`Delete ${t.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
