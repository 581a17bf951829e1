// Assistant gaps (issue 33): what the chat assistant could not answer, per language and topic,
// over the last 7 or 30 days, so the operator sees which topics need phrasings; the visitors'
// own words only when Settings keeps them. The counts: app/server/chat/assistant-gaps.server.ts.
import { Link } from "react-router";
import type { Route } from "./+types/assistant-gaps";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState, ErrorNotice, Panel } from "~/components/ui/panel";
import type { MissedQuestion } from "~/data/assistant-misses";
import { getDb } from "~/data/db";
import {
  loadAssistantGaps,
  type AssistantGaps,
  type LanguageGaps,
  type TopicGap,
} from "~/server/chat/assistant-gaps.server";
import { GAP_PERIODS, gapPeriodSchema } from "~/server/chat/gap-periods";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { TranslationsSubpageHeader } from "./subpage-header";
import { LocalTime } from "~/components/admin/local-time";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const days = gapPeriodSchema.parse(new URL(request.url).searchParams.get("days"));
  try {
    const gaps = await loadAssistantGaps(getDb(getWorker(context).env.DB), days);
    return { gaps, loadError: null };
  } catch (error) {
    console.error("Failed to load the assistant's gaps", error);
    const gaps: AssistantGaps = { days, languages: [], questions: null };
    return { gaps, loadError: "Failed to load the assistant's gaps" };
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Assistant gaps | Waymark Admin" }];

export default function AssistantGapsPage({ loaderData }: Route.ComponentProps) {
  const { gaps, loadError } = loaderData;
  return (
    <div className="space-y-6">
      <TranslationsSubpageHeader title="Assistant gaps" />
      <p className="text-sm text-slate-600">
        Questions the chat assistant could not answer: it gave the default answer, or was not sure
        and offered topics to choose from. A topic offered often needs more phrasings in that
        language.
      </p>
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {GAP_PERIODS.map((days) => (
          <Link
            key={days}
            to={`?days=${days}`}
            aria-current={days === gaps.days ? "page" : undefined}
            className={buttonClass(days === gaps.days ? "primary" : "secondary")}
          >
            Last {days} days
          </Link>
        ))}
      </nav>
      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      {gaps.languages.length === 0 && !loadError ? (
        <EmptyState>
          No unanswered questions in the last {gaps.days} days. When the assistant cannot answer a
          visitor, the language and the topics it offered are counted here.
        </EmptyState>
      ) : null}
      {gaps.languages.map((language) => (
        <LanguagePanel key={language.language} gaps={language} />
      ))}
      <KeptQuestions questions={gaps.questions} days={gaps.days} />
    </div>
  );
}

/** One language: its two counts and the topics offered, most often first. */
function LanguagePanel({ gaps }: { gaps: LanguageGaps }) {
  const manager = (topic: TopicGap) =>
    `/admin/translations?${new URLSearchParams({ lang: gaps.language, tab: "general", q: topic.phrasingKey })}`;
  return (
    <Panel
      title={`${gaps.name} (${gaps.language})`}
      className="space-y-4"
      data-testid="gap-language"
      data-language={gaps.language}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:max-w-sm">
        <dt className="text-slate-600">Default answer given</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid="gap-unanswered">
          {gaps.unanswered.toLocaleString("en")}
        </dd>
        <dt className="text-slate-600">Only suggestions given</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid="gap-suggested">
          {gaps.suggested.toLocaleString("en")}
        </dd>
      </dl>
      {gaps.topics.length > 0 ? (
        <DataTable
          label={`Topics offered in ${gaps.name}`}
          rows={gaps.topics}
          rowKey={(t) => t.topic}
          columns={[
            {
              header: "Topic",
              hideLabelOnPhone: true,
              cell: (t) => (
                <span className="break-words">
                  <span className="font-medium">{t.label || t.topic}</span>{" "}
                  <span className="font-mono text-xs text-slate-500">{t.topic}</span>
                </span>
              ),
            },
            { header: "Offered", align: "end", cell: (t) => t.count.toLocaleString("en") },
            {
              header: "Phrasings",
              align: "end",
              pinned: true,
              hideLabelOnPhone: true,
              cell: (t) => (
                <Link
                  to={manager(t)}
                  className="font-medium text-emerald-800 underline"
                  aria-label={`Edit the ${gaps.name} phrasings of ${t.topic}`}
                >
                  Edit phrasings
                </Link>
              ),
            },
          ]}
        />
      ) : null}
    </Panel>
  );
}

/** The visitors' own words, when Settings keeps them. */
function KeptQuestions({ questions, days }: { questions: MissedQuestion[] | null; days: number }) {
  if (questions === null)
    return (
      <p className="text-sm text-slate-600">
        The text of these questions is not kept. An owner can turn that on in{" "}
        <Link to="/admin/settings" className="font-medium text-emerald-800 underline">
          Settings
        </Link>
        .
      </p>
    );
  return (
    <Panel title="Questions kept" className="space-y-3">
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600">No questions kept in the last {days} days.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Questions kept">
          {questions.map((q) => (
            <li key={q.id} className="py-2 text-sm" data-testid="gap-question">
              <p className="break-words whitespace-pre-line" dir="auto">
                {q.question}
              </p>
              <p className="text-xs text-slate-500">
                <LocalTime at={q.createdAt} /> · {q.language} ·{" "}
                {q.kind === "suggested"
                  ? `suggested ${q.topics.replaceAll(",", ", ")}`
                  : "default answer"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
