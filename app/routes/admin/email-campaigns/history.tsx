import { LocalTime } from "~/components/admin/local-time";
import { ErrorNotice, Panel } from "~/components/ui/panel";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { useState } from "react";
import type { TemplateRow } from "~/data/email-templates";
import { clickRate } from "~/domain/analytics/events";
import type { CampaignDetails, CampaignItem } from "./campaign-types";
import { EditScheduleDialog } from "./edit-schedule-dialog";
import { useJsonAction } from "./use-json-action";
import { languageName } from "~/components/admin/language-name";

export const TEXT_SOURCES = {
  variant: "template in that language",
  machine: "machine translation",
  original: "original text",
} as const;

export function History({
  campaigns,
  details,
  clicks,
  templates,
  countries,
  loadError,
}: {
  campaigns: CampaignItem[];
  details: CampaignDetails;
  /** Join clicks per campaign id (visits from its emails). */
  clicks: Record<number, number>;
  templates: TemplateRow[];
  countries: string[];
  loadError: string | null;
}) {
  const { submit } = useJsonAction();
  const [editing, setEditing] = useState<CampaignItem | null>(null);
  return (
    <Panel title="Campaign history">
      {editing ? (
        <EditScheduleDialog
          campaign={editing}
          templates={templates}
          countries={countries}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {loadError ? (
        <ErrorNotice className="mt-2">{loadError}</ErrorNotice>
      ) : campaigns.length === 0 ? (
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
                  <div className="flex flex-wrap gap-1">
                    {c.status === "scheduled" ? (
                      <>
                        <Button variant="ghost" onClick={() => setEditing(c)}>
                          Edit schedule
                        </Button>
                        <Button
                          variant="ghost"
                          aria-label={`Cancel ${c.name}`}
                          onClick={() => submit({ intent: "cancel", id: c.id })}
                        >
                          Cancel
                        </Button>
                      </>
                    ) : null}
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
                {c.status === "scheduled" || c.status === "cancelled" ? (
                  <p className="mt-1 text-xs break-words text-slate-600" data-testid="scheduled-at">
                    {c.status === "scheduled" ? "Scheduled for " : "Was scheduled for "}
                    {c.scheduledAt ? <LocalTime at={c.scheduledAt} /> : "an unknown time"}
                    {c.status === "scheduled" ? " · recipients are chosen when it starts" : ""}
                  </p>
                ) : (
                  <>
                    <ProgressBar label={`${c.name} progress`} value={pct} className="mt-2" />
                    <p className="mt-1 text-xs break-words text-slate-600">
                      {c.sentCount} sent, {c.errorCount} errors, of {c.recipientCount} ·{" "}
                      {c.scheduledAt ? (
                        <>
                          scheduled for <LocalTime at={c.scheduledAt} />
                        </>
                      ) : (
                        <LocalTime at={c.createdAt} />
                      )}
                    </p>
                    <p className="text-xs text-slate-600" data-testid="campaign-clicks">
                      {clicks[c.id] ?? 0} join clicks · click rate{" "}
                      {clickRate(clicks[c.id] ?? 0, c.sentCount)}% of sent
                    </p>
                  </>
                )}
                <CampaignDetailsView details={details[c.id]} />
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function CampaignDetailsView({ details }: { details: CampaignDetails[number] | undefined }) {
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
              {languageName(l.language)}: {TEXT_SOURCES[l.source]}
              {l.note ? ` (${l.note})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
