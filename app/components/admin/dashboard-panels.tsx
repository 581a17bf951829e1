import { useId } from "react";
import { Link } from "react-router";
import { LocalTime } from "~/components/admin/local-time";
import { ErrorNotice, Panel } from "~/components/ui/panel";
import { Stat, StatGrid } from "~/components/ui/stat";
import type { ContentSection, LanguageCoverage } from "~/data/dashboard-stats";

type Stats = {
  languages: number;
  presentations: number;
  videos: number;
  visitors: number;
  pageViews: number;
  joinClicks: number;
  /** The period of visitors, page views and join clicks (Analytics' "Last 30 days"). */
  period: { kind: string; from: string; to: string };
};
type Activity = {
  id: number;
  userEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string;
  createdAt: number;
};

const QUICK_ACTIONS = [
  { to: "/admin/translations", label: "Edit Translations" },
  { to: "/admin/presentations", label: "Manage Presentations" },
  { to: "/admin/videos", label: "Manage Videos" },
  { to: "/admin/email-campaigns", label: "Email Campaigns" },
  { to: "/admin/settings", label: "Site Settings" },
];

/** Admin Dashboard (spec section 2) with real counts and the audit log as Recent Activity. */
export function Dashboard({
  stats,
  coverage = [],
  activity,
  emailProblem = null,
  translationsToReview = 0,
}: {
  stats: Stats;
  /** Per public language, its empty sections (issue 32). */
  coverage?: LanguageCoverage[];
  activity: Activity[];
  /** Machine translations no one has accepted yet. */
  translationsToReview?: number;
  /** Set when campaigns cannot be sent (production without an email service). */
  emailProblem?: string | null;
}) {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {emailProblem ? (
        <ErrorNotice data-testid="email-not-configured">{emailProblem}</ErrorNotice>
      ) : null}
      <SummaryCards stats={stats} />
      {translationsToReview > 0 ? (
        <p
          className="rounded-lg bg-amber-50 p-4 text-amber-900"
          data-testid="translations-to-review"
        >
          {translationsToReview.toLocaleString("en")} machine translation
          {translationsToReview === 1 ? "" : "s"} need review.{" "}
          <Link to="/admin/translations/review" className="font-medium underline">
            Review them
          </Link>
        </p>
      ) : null}
      {coverage.length > 0 ? <ContentCoverage coverage={coverage} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions />
        <RecentActivity activity={activity} />
      </div>
    </div>
  );
}

function SummaryCards({ stats }: { stats: Stats }) {
  const cards = [
    { label: "Languages", value: stats.languages, id: "languages" },
    { label: "Presentations", value: stats.presentations, id: "presentations" },
    { label: "Videos", value: stats.videos, id: "videos" },
    {
      label: "Visitors",
      value: stats.visitors,
      hint: "Distinct visitors, last 30 days (UTC), with or without a pool link",
      id: "visitors",
    },
    {
      label: "Page views",
      value: stats.pageViews,
      hint: "Last 30 days (UTC), as on Analytics",
      id: "page-views",
    },
    {
      label: "Join clicks",
      value: stats.joinClicks,
      hint: "Last 30 days (UTC), as on Analytics",
      id: "join-clicks",
    },
  ];
  return (
    <section aria-label="Summary" className="space-y-2">
      <StatGrid className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((c) => (
          <Stat
            key={c.id}
            label={c.label}
            value={c.value.toLocaleString("en")}
            hint={c.hint}
            testId={`stat-${c.id}`}
          />
        ))}
      </StatGrid>
      <p className="text-sm">
        <Link
          to={`/admin/analytics?period=${stats.period.kind}`}
          className="inline-flex min-h-11 items-center text-blue-700 underline md:min-h-0"
        >
          See these figures on Analytics
        </Link>
      </p>
    </section>
  );
}

/** How each section is named on the dashboard (the admin screens' names, in running text). */
const SECTION_NAMES: Record<ContentSection, string> = {
  video: "video",
  presentation: "presentation",
  testimonials: "testimonials",
  proofs: "earnings proof",
};

/** Tones as the Translation Manager's completion chips; each chip sits under a heading that says
 * in words what its languages lack, so colour is never the only signal. */
const coverageTone = (empty: number) =>
  empty === 0
    ? "bg-emerald-100 text-emerald-800"
    : empty === Object.keys(SECTION_NAMES).length
      ? "bg-red-100 text-red-800"
      : "bg-amber-100 text-amber-900";

/** Languages that lack the same sections, most lacking first, complete ones last. */
function coverageGroups(coverage: LanguageCoverage[]) {
  const groups = new Map<string, { empty: ContentSection[]; languages: LanguageCoverage[] }>();
  for (const c of coverage) {
    const key = c.empty.join(" ");
    const group = groups.get(key) ?? { empty: c.empty, languages: [] };
    group.languages.push(c);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.empty.length - a.empty.length);
}

const lacking = (empty: ContentSection[]) =>
  empty.length === 0
    ? "Content in every section"
    : empty.map((s, i) => `${i === 0 ? "No" : "no"} ${SECTION_NAMES[s]}`).join(", ");

/** Which public sections each language has nothing of its own in (issue 32). */
function ContentCoverage({ coverage }: { coverage: LanguageCoverage[] }) {
  const id = useId();
  const complete = coverage.filter((c) => c.empty.length === 0).length;
  return (
    <Panel title="Content coverage" data-testid="content-coverage">
      <p className="mt-2 text-sm text-slate-700" data-testid="coverage-summary">
        {complete} of {coverage.length} languages have a video, a presentation, testimonials and
        earnings proof of their own. Testimonials and proofs marked for all languages count in every
        language.
      </p>
      <ul className="mt-3 space-y-3" aria-label="Empty sections by language">
        {coverageGroups(coverage).map((g, i) => (
          <li key={g.empty.join(" ") || "complete"}>
            <p id={`${id}-${i}`} className="text-sm font-medium text-slate-800">
              <span aria-hidden="true">{g.empty.length === 0 ? "✓ " : "! "}</span>
              {lacking(g.empty)}
            </p>
            <ul className="mt-1 flex flex-wrap gap-1" aria-labelledby={`${id}-${i}`}>
              {g.languages.map((c) => (
                <li key={c.code}>
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${coverageTone(c.empty.length)}`}
                    data-testid={`coverage-${c.code}`}
                    data-empty={c.empty.join(" ")}
                  >
                    {c.name}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function QuickActions() {
  return (
    <Panel title="Quick Actions">
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {QUICK_ACTIONS.map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="flex min-h-11 items-center rounded-md border border-slate-200 px-4 py-3 text-sm font-medium hover:border-emerald-500 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-500"
            >
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function RecentActivity({ activity }: { activity: Activity[] }) {
  return (
    <Panel title="Recent Activity">
      {activity.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No admin activity recorded yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" data-testid="recent-activity">
          {activity.map((a) => (
            <li key={a.id} className="py-2 break-words">
              <span className="font-medium">{a.userEmail}</span> <span>{a.action}</span>{" "}
              <span className="text-slate-600">
                {a.entity}
                {a.entityId ? ` #${a.entityId}` : ""}
                {a.detail ? ` – ${a.detail}` : ""}
              </span>
              <LocalTime at={a.createdAt} className="block text-xs text-slate-500" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
