import { useEffect, useState } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import type { Route } from "./+types/email-campaigns";
import { formatDateTime } from "~/components/admin/format";
import { LanguageSelect } from "~/components/admin/language-select";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Tabs } from "~/components/tabs";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { TextAreaField, TextField } from "~/components/ui/field";
import { auditInsert, recordAudit } from "~/data/audit";
import { ledgerErrors, requeueFailed } from "~/data/campaign-ledger";
import { listCampaignTexts } from "~/data/campaign-translations";
import { createCampaign, listCampaigns, listOutbox, setCampaignStatus } from "~/data/campaigns";
import { contactFacets } from "~/data/contacts";
import { getDb } from "~/data/db";
import {
  deleteTemplate,
  getTemplate,
  insertTemplate,
  listTemplates,
  updateTemplate,
  type TemplateRow,
} from "~/data/email-templates";
import { CONTACT_HEADER, parseContactsCsv, toCsvRaw, type ContactsParseResult } from "~/domain/csv";
import { renderCampaignEmail, unknownPlaceholders } from "~/domain/email-template";
import { getLanguage, isLanguageCode, LANGUAGES } from "~/i18n/languages";
import { campaignInputSchema, templateInputSchema } from "~/schemas/email";
import { contentIdSchema } from "~/schemas/content";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { siteOrigin } from "~/server/http/origin.server";
import { describeTransport, emailsPerSecond } from "~/server/email/transport.server";

const SKIP_REASONS = {
  missing_field: "missing name or email",
  bad_email: "email does not look like an address",
  duplicate: "duplicate in the file",
} as const;
const SAMPLE = {
  name: "Asha",
  surname: "Rao",
  email: "asha@example.com",
  country: "India",
  language: "hi",
};

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const [templates, campaigns, facets, outbox] = await Promise.all([
    listTemplates(db),
    listCampaigns(db),
    contactFacets(db),
    listOutbox(db, 20),
  ]);
  // Why recipients failed and which text each language got, for the latest campaigns.
  const recent = campaigns.slice(0, 10).filter((c) => c.errorCount > 0 || c.useTranslation);
  const details = Object.fromEntries(
    await Promise.all(
      recent.map(
        async (c) =>
          [
            c.id,
            {
              errors: await ledgerErrors(db, c.id, 10),
              languages: await listCampaignTexts(db, c.id),
            },
          ] as const,
      ),
    ),
  );
  const transport = describeTransport(env);
  return {
    templates,
    campaigns,
    facets,
    outbox,
    details,
    delivery: { ...transport, perSecond: emailsPerSecond(env.EMAIL_RATE_PER_SECOND) },
  };
}

type Result = { ok: boolean; message?: string; title?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  const intent = body?.intent;

  if (intent === "save-template") {
    const parsed = templateInputSchema.safeParse(body);
    if (!parsed.success)
      return { ok: false, title: "Save failed", message: parsed.error.issues[0]!.message };
    const id = body?.id ? contentIdSchema.safeParse(body.id) : null;
    if (id && !id.success) return { ok: false, title: "Save failed", message: "Unknown template." };
    try {
      if (id) {
        const [[changed]] = await db.batch([
          updateTemplate(db, id.data, parsed.data),
          auditInsert(db, user, {
            action: "update",
            entity: "email_template",
            entityId: id.data,
            detail: parsed.data.name,
          }),
        ]);
        if (!changed)
          return {
            ok: false,
            title: "Save failed",
            message: "Missing required fields for template update",
          };
        return { ok: true, title: "Template updated" };
      }
      await db.batch([
        insertTemplate(db, parsed.data),
        auditInsert(db, user, {
          action: "create",
          entity: "email_template",
          detail: parsed.data.name,
        }),
      ]);
      return { ok: true, title: "Template saved" };
    } catch (error) {
      console.error(error);
      return { ok: false, title: "Save failed" };
    }
  }

  if (intent === "delete-template") {
    const id = contentIdSchema.safeParse(body?.id);
    if (!id.success) return { ok: false, title: "Delete failed" };
    try {
      await db.batch([
        deleteTemplate(db, id.data),
        auditInsert(db, user, { action: "delete", entity: "email_template", entityId: id.data }),
      ]);
      return { ok: true, title: "Template deleted" };
    } catch {
      // A template used by a campaign cannot go (foreign key).
      return { ok: false, title: "Delete failed", message: "A campaign uses this template." };
    }
  }

  if (intent === "send") {
    const parsed = campaignInputSchema.safeParse(body);
    if (!parsed.success)
      return {
        ok: false,
        title: "Campaign creation failed",
        message: parsed.error.issues[0]!.message,
      };
    if (!(await getTemplate(db, parsed.data.templateId)))
      return {
        ok: false,
        title: "Campaign creation failed",
        message: "Selected template not found",
      };
    try {
      const campaign = await createCampaign(db, { ...parsed.data, createdBy: user.id });
      if (campaign.recipients === 0) {
        await setCampaignStatus(db, campaign.id, "sent");
        return {
          ok: false,
          title: "Campaign creation failed",
          message: "No subscribed contacts match these filters.",
        };
      }
      await env.EMAIL_QUEUE.send({
        type: "campaign",
        campaignId: campaign.id,
        origin: siteOrigin(request, env.PUBLIC_URL),
      });
      await recordAudit(db, user, {
        action: "create",
        entity: "email_campaign",
        entityId: campaign.id,
        detail: `${parsed.data.name} to ${campaign.recipients}`,
      });
      return {
        ok: true,
        title: "Campaign created",
        message: `Campaign ${parsed.data.name} has been queued for sending to ${campaign.recipients} recipients.`,
      };
    } catch (error) {
      console.error("campaign creation failed", error);
      return {
        ok: false,
        title: "Campaign creation failed",
        message: "Failed to send email campaign. Please try again later.",
      };
    }
  }

  if (intent === "pause" || intent === "resume" || intent === "retry") {
    const id = contentIdSchema.safeParse(body?.id);
    if (!id.success) return { ok: false, title: "Error" };
    if (intent === "pause") await setCampaignStatus(db, id.data, "paused", ["queued", "sending"]);
    else {
      if (intent === "retry") await requeueFailed(db, id.data);
      await setCampaignStatus(db, id.data, "sending", [
        "paused",
        "sent",
        "failed",
        "sending",
        "queued",
      ]);
      await env.EMAIL_QUEUE.send({
        type: "campaign",
        campaignId: id.data,
        origin: siteOrigin(request, env.PUBLIC_URL),
      });
    }
    await recordAudit(db, user, { action: intent, entity: "email_campaign", entityId: id.data });
    return {
      ok: true,
      title:
        intent === "pause"
          ? "Campaign paused"
          : intent === "resume"
            ? "Campaign resumed"
            : "Failed recipients queued again",
    };
  }
  return { ok: false, title: "Error" };
}

export const meta: Route.MetaFunction = () => [{ title: "Email Campaigns | Waymark Admin" }];

function useJsonAction() {
  const fetcher = useFetcher<typeof action>();
  const { toast } = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    toast({
      type: fetcher.data.ok ? "success" : "error",
      title: fetcher.data.title ?? (fetcher.data.ok ? "Done" : "Error"),
      description: fetcher.data.message,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
  return {
    fetcher,
    submit: (data: Record<string, unknown>) =>
      fetcher.submit(data as never, { method: "post", encType: "application/json" }),
    busy: fetcher.state !== "idle",
  };
}

export default function EmailCampaignManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const revalidator = useRevalidator();
  const sending = loaderData.campaigns.some((c) => c.status === "queued" || c.status === "sending");
  // While a campaign is sending, its progress is re-read every two seconds.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Email Campaign Manager</h1>
      <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="delivery">
        {loaderData.delivery.kind === "outbox"
          ? "Delivery: local outbox. No SMTP_URL or email API is configured, so emails are kept in the outbox below where they can be read."
          : `Delivery: ${loaderData.delivery.description}, at most ${loaderData.delivery.perSecond} emails per second.`}
      </p>
      <Tabs
        label="Email campaign sections"
        items={[
          {
            id: "import",
            label: "Import Contacts",
            panel: <ImportTab total={loaderData.facets.total} />,
          },
          {
            id: "templates",
            label: "Email Templates",
            panel: <TemplatesTab templates={loaderData.templates} />,
          },
          {
            id: "send",
            label: "Send Campaign",
            panel: (
              <SendTab templates={loaderData.templates} countries={loaderData.facets.countries} />
            ),
          },
        ]}
      />
      <History campaigns={loaderData.campaigns} details={loaderData.details} />
      {loaderData.delivery.kind === "outbox" || loaderData.outbox.length > 0 ? (
        <Outbox emails={loaderData.outbox} />
      ) : null}
    </div>
  );
}

/** Contacts per request when saving: large files go in parts so progress can be shown. */
const IMPORT_PART_SIZE = 1000;

type ImportProgress = { saved: number; total: number };

function ImportTab({ total }: { total: number }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<{ name: string } | null>(null);
  const [parsed, setParsed] = useState<ContactsParseResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  async function read(input: HTMLInputElement) {
    setError(null);
    setParsed(null);
    const f = input.files?.[0];
    if (!f) return setError("Please select a CSV file to import");
    if (f.type !== "text/csv" && !f.name.toLowerCase().endsWith(".csv"))
      return setError("Please upload a valid CSV file");
    try {
      const text = await f.text();
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
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
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
      <TextField
        label="CSV file"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => read(e.currentTarget)}
        error={error ?? undefined}
        disabled={busy}
      />
      {parsed?.ok ? (
        <div className="space-y-3" data-testid="import-preview">
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
          <table className="min-w-full text-sm">
            <caption className="text-start text-xs text-slate-500">First 5 contacts</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="text-start">
                  Name
                </th>
                <th scope="col" className="text-start">
                  Surname
                </th>
                <th scope="col" className="text-start">
                  Email
                </th>
                <th scope="col" className="text-start">
                  Country
                </th>
                <th scope="col" className="text-start">
                  Language
                </th>
              </tr>
            </thead>
            <tbody>
              {parsed.contacts.slice(0, 5).map((c) => (
                <tr key={c.email}>
                  <td>{c.name}</td>
                  <td>{c.surname}</td>
                  <td>{c.email}</td>
                  <td>{c.country}</td>
                  <td>{c.language}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
    </div>
  );
}

function TemplatesTab({ templates }: { templates: TemplateRow[] }) {
  const { submit, busy, fetcher } = useJsonAction();
  const empty = { id: 0, name: "", subject: "", body: "", language: "en" };
  const [draft, setDraft] = useState(empty);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setDraft(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const unknown = unknownPlaceholders(`${draft.subject} ${draft.body}`);
  const preview = renderCampaignEmail(draft, SAMPLE, {
    unsubscribeUrl: "https://example.com/unsubscribe/…",
    postalAddress: "(postal address from settings)",
    senderName: "(sender)",
  });
  const canSave = draft.name.trim() && draft.subject.trim() && draft.body.trim();

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
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
      <section
        aria-labelledby="saved-templates"
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="saved-templates" className="font-semibold">
          Saved templates
        </h2>
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
                    {isLanguageCode(t.language) ? getLanguage(t.language).name : t.language} ·{" "}
                    {t.subject}
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
      </section>
    </div>
  );
}

function SendTab({ templates, countries }: { templates: TemplateRow[]; countries: string[] }) {
  const { submit, busy, fetcher } = useJsonAction();
  const counter = useFetcher<{ count: number }>();
  const [form, setForm] = useState({
    name: "",
    templateId: "",
    languageFilter: "all",
    countryFilter: "all",
    useTranslation: true,
  });
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const load = counter.load;
  useEffect(() => {
    load(
      `/admin/email-campaigns/recipients?language=${encodeURIComponent(form.languageFilter)}&country=${encodeURIComponent(form.countryFilter)}`,
    );
  }, [form.languageFilter, form.countryFilter, load]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setConfirmation(fetcher.data.message ?? null);
      setForm((f) => ({ ...f, name: "", templateId: "" }));
    }
  }, [fetcher.state, fetcher.data]);
  const recipients = counter.data?.count ?? 0;
  const canSend = form.name.trim() !== "" && form.templateId !== "" && recipients > 0 && !busy;

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <TextField
        label="Campaign Name"
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <div>
        <label htmlFor="campaign-template" className="block text-sm font-medium">
          Template
        </label>
        <select
          id="campaign-template"
          value={form.templateId}
          onChange={(e) => setForm({ ...form, templateId: e.target.value })}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        >
          <option value="">Choose a template</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({isLanguageCode(t.language) ? getLanguage(t.language).name : t.language})
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="campaign-language" className="block text-sm font-medium">
            Filter by language
          </label>
          <select
            id="campaign-language"
            value={form.languageFilter}
            onChange={(e) => setForm({ ...form, languageFilter: e.target.value })}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="all">All languages</option>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="campaign-country" className="block text-sm font-medium">
            Filter by country
          </label>
          <select
            id="campaign-country"
            value={form.countryFilter}
            onChange={(e) => setForm({ ...form, countryFilter: e.target.value })}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="all">All countries</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.useTranslation}
          onChange={(e) => setForm({ ...form, useTranslation: e.target.checked })}
          className="accent-emerald-600"
        />
        Automatically translate emails to recipient's language when possible
      </label>
      <p className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="recipient-count">
        Recipients: <strong>{recipients}</strong> subscribed contacts match.
      </p>
      <Button disabled={!canSend} onClick={() => submit({ intent: "send", ...form })}>
        {busy ? "Sending…" : "Send Campaign"}
      </Button>
      {confirmation ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {confirmation}
        </p>
      ) : null}
    </div>
  );
}

type CampaignItem = Route.ComponentProps["loaderData"]["campaigns"][number];

type CampaignDetails = Route.ComponentProps["loaderData"]["details"];
const TEXT_SOURCES = {
  variant: "template in that language",
  machine: "machine translation",
  original: "original text",
} as const;

function History({ campaigns, details }: { campaigns: CampaignItem[]; details: CampaignDetails }) {
  const { submit } = useJsonAction();
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="history-title" className="font-semibold">
        Campaign history
      </h2>
      {campaigns.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No campaigns sent yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {campaigns.map((c) => {
            const done = c.sentCount + c.errorCount;
            const pct = c.recipientCount ? Math.round((done / c.recipientCount) * 100) : 100;
            return (
              <li key={c.id} className="py-3" data-testid="campaign-row" data-status={c.status}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">
                    {c.name}{" "}
                    <span
                      className="ms-2 rounded bg-slate-100 px-2 py-0.5 text-xs"
                      data-testid="campaign-status"
                    >
                      {c.status}
                    </span>
                  </p>
                  <div className="flex gap-1">
                    {c.status === "queued" || c.status === "sending" ? (
                      <Button variant="ghost" onClick={() => submit({ intent: "pause", id: c.id })}>
                        Pause
                      </Button>
                    ) : null}
                    {c.status === "paused" ? (
                      <Button
                        variant="ghost"
                        onClick={() => submit({ intent: "resume", id: c.id })}
                      >
                        Resume
                      </Button>
                    ) : null}
                    {c.errorCount > 0 ? (
                      <Button variant="ghost" onClick={() => submit({ intent: "retry", id: c.id })}>
                        Retry failed recipients
                      </Button>
                    ) : null}
                  </div>
                </div>
                <ProgressBar label={`${c.name} progress`} value={pct} className="mt-2" />
                <p className="mt-1 text-xs text-slate-600">
                  {c.sentCount} sent, {c.errorCount} errors, of {c.recipientCount} ·{" "}
                  {formatDateTime(c.createdAt)}
                </p>
                <CampaignDetailsView details={details[c.id]} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CampaignDetailsView({ details }: { details: CampaignDetails[number] | undefined }) {
  if (!details || (details.errors.length === 0 && details.languages.length === 0)) return null;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-slate-700">Details</summary>
      {details.errors.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-red-800" aria-label="Failed recipients">
          {details.errors.map((e) => (
            <li key={e.email}>
              {e.email}: {e.error}
            </li>
          ))}
        </ul>
      ) : null}
      {details.languages.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-slate-700" aria-label="Text per language">
          {details.languages.map((l) => (
            <li key={l.language}>
              {isLanguageCode(l.language) ? getLanguage(l.language).name : l.language}:{" "}
              {TEXT_SOURCES[l.source]}
              {l.note ? ` (${l.note})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

function Outbox({ emails }: { emails: Route.ComponentProps["loaderData"]["outbox"] }) {
  return (
    <section
      aria-labelledby="outbox-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="outbox-title" className="font-semibold">
        Outbox (latest 20)
      </h2>
      {emails.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No emails yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {emails.map((e) => (
            <li key={e.id} className="py-2" data-testid="outbox-email">
              <details>
                <summary className="cursor-pointer text-sm">
                  <strong>{e.subject}</strong> → {e.to} · {formatDateTime(e.createdAt)}
                </summary>
                <pre className="mt-2 rounded bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap">
                  {e.textBody}
                </pre>
                <pre className="mt-2 text-xs whitespace-pre-wrap text-slate-500">
                  {Object.entries(JSON.parse(e.headers) as Record<string, string>)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join("\n")}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
