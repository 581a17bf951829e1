// One sequence on the Sequences screen: its settings, start/pause/stop, each step with its
// figures, its languages (which fall back to English) and its form, the preview in a language,
// and a test send of the whole sequence.
import { Form, Link } from "react-router";
import { IntentButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { Stat, StatGrid } from "~/components/ui/stat";
import type { StepFigures } from "~/data/sequence-stats";
import type { SequenceRow, StepRow } from "~/data/sequences";
import { clickRate } from "~/domain/analytics/events";
import { describeDelay, fallbackLanguages } from "~/domain/email/sequence-rules";
import { LANGUAGES, type LanguageCode } from "~/i18n/languages";
import type { StepPreview } from "~/server/email/sequence-preview.server";
import { SequenceForm, STATUS_TONES } from "./sequence-list";
import { StepForm } from "./step-form";

const ALL_CODES = LANGUAGES.map((l) => l.code);
const NONE: StepFigures = { sent: 0, failed: 0, skipped: 0, joinClicks: 0 };

export function SequenceDetail({
  sequence,
  steps,
  stats,
  language,
  preview,
  errors,
}: {
  sequence: SequenceRow;
  steps: StepRow[];
  stats: Record<number, StepFigures>;
  language: LanguageCode;
  preview: StepPreview[];
  errors: Record<string, string>;
}) {
  return (
    <div className="space-y-6">
      <Panel title={sequence.name} actions={<SequenceActions sequence={sequence} />}>
        <p className="mt-2 text-sm text-slate-600">
          Status <Badge tone={STATUS_TONES[sequence.status]}>{sequence.status}</Badge>. Changes to a
          running sequence apply to the steps its contacts have not been sent yet.
        </p>
      </Panel>
      <SequenceForm sequence={sequence} errors={errors} />
      {steps.map((step) => (
        <StepPanel
          key={step.id}
          sequenceId={sequence.id}
          step={step}
          figures={stats[step.id] ?? NONE}
          errors={errors}
        />
      ))}
      <Panel title="Add a step" headingLevel={3}>
        <StepForm sequenceId={sequence.id} errors={errors} />
      </Panel>
      <PreviewPanel sequenceId={sequence.id} language={language} preview={preview} />
    </div>
  );
}

function SequenceActions({ sequence }: { sequence: SequenceRow }) {
  const { id, status } = sequence;
  return (
    <>
      {status === "draft" || status === "paused" ? (
        <IntentButton intent="start" id={id} label={`Start ${sequence.name}`} variant="primary">
          Start
        </IntentButton>
      ) : null}
      {status === "running" ? (
        <IntentButton intent="pause" id={id} label={`Pause ${sequence.name}`}>
          Pause
        </IntentButton>
      ) : null}
      {status !== "stopped" ? (
        <IntentButton
          intent="stop"
          id={id}
          label={`Stop ${sequence.name}`}
          variant="danger"
          confirmText={`Stop ${sequence.name} for good? Its contacts get none of the steps they have not had.`}
        >
          Stop
        </IntentButton>
      ) : null}
    </>
  );
}

function StepPanel({
  sequenceId,
  step,
  figures,
  errors,
}: {
  sequenceId: number;
  step: StepRow;
  figures: StepFigures;
  errors: Record<string, string>;
}) {
  const fallback = fallbackLanguages(
    step.texts,
    step.languages.length ? step.languages : ALL_CODES,
  );
  return (
    <Panel
      title={`Step ${step.position}: ${describeDelay(step.delayHours)} after the previous`}
      headingLevel={3}
    >
      <StatGrid className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Stat tile label="Sent" value={figures.sent} />
        <Stat tile label="Failed" value={figures.failed} />
        <Stat tile label="Skipped" value={figures.skipped} />
        <Stat tile label="Join clicks" value={figures.joinClicks} />
        <Stat tile label="Click rate" value={`${clickRate(figures.joinClicks, figures.sent)}%`} />
      </StatGrid>
      <p className="mt-3 text-sm text-slate-600">
        Written in: {step.texts.map((t) => t.language).join(", ") || "none"}.{" "}
        {fallback.length ? `English is sent to: ${fallback.join(", ")}.` : null}
        {step.onlyIfNotJoined ? " Only to contacts who have not clicked Join yet." : null}
        {step.languages.length ? ` Only for: ${step.languages.join(", ")}.` : null}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-emerald-800">
          Edit this step
        </summary>
        <StepForm sequenceId={sequenceId} step={step} errors={errors} />
      </details>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="remove-step" />
        <input type="hidden" name="sequenceId" value={sequenceId} />
        <input type="hidden" name="stepId" value={step.id} />
        <Button type="submit" variant="secondary" aria-label={`Remove step ${step.position}`}>
          Remove step
        </Button>
      </Form>
    </Panel>
  );
}

function PreviewPanel({
  sequenceId,
  language,
  preview,
}: {
  sequenceId: number;
  language: LanguageCode;
  preview: StepPreview[];
}) {
  return (
    <Panel title="Preview and test send" headingLevel={3}>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={sequenceId} />
        <SelectField label="Language" name="lang" defaultValue={language}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Preview
        </Button>
      </Form>
      <ol className="mt-4 space-y-4">
        {preview.map((p) => (
          <li key={p.position}>
            <p className="text-sm font-medium">
              {p.position}. {p.subject}{" "}
              {p.fallback ? <Badge tone="amber">English fallback</Badge> : null}
            </p>
            <iframe
              title={`Step ${p.position} preview`}
              sandbox=""
              srcDoc={p.html}
              className="mt-2 h-64 w-full rounded border border-slate-200"
            />
          </li>
        ))}
      </ol>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="test-send" />
        <input type="hidden" name="id" value={sequenceId} />
        <input type="hidden" name="language" value={language} />
        <TextField label="Send every step to" name="to" type="email" required />
        <Button type="submit">Send test</Button>
      </Form>
      <Link to="/admin/email-campaigns" className={buttonClass("ghost", "mt-2")}>
        Sender and outbox: Email Campaigns
      </Link>
    </Panel>
  );
}
