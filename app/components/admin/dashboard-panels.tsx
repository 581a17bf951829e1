import { Link } from "react-router";
import { formatDateTime } from "~/components/admin/format";
import { ErrorNotice, Panel } from "~/components/ui/panel";
import { Stat, StatGrid } from "~/components/ui/stat";

type Stats = { languages: number; presentations: number; videos: number; visitors: number };
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
  activity,
  emailProblem = null,
  translationsToReview = 0,
}: {
  stats: Stats;
  activity: Activity[];
  /** Machine translations no one has accepted yet. */
  translationsToReview?: number;
  /** Set when campaigns cannot be sent (production without an email service). */
  emailProblem?: string | null;
}) {
  const cards = [
    { label: "Languages", value: stats.languages },
    { label: "Presentations", value: stats.presentations },
    { label: "Videos", value: stats.videos },
    {
      label: "Visitors",
      value: stats.visitors,
      hint: "Distinct visitors, last 30 days (UTC), with or without a pool link",
    },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {emailProblem ? (
        <ErrorNotice data-testid="email-not-configured">{emailProblem}</ErrorNotice>
      ) : null}
      <section aria-label="Summary">
        <StatGrid className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((c) => (
            <Stat
              key={c.label}
              label={c.label}
              value={c.value.toLocaleString("en")}
              hint={c.hint}
              testId={`stat-${c.label.toLowerCase()}`}
            />
          ))}
        </StatGrid>
      </section>
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
      <div className="grid gap-6 lg:grid-cols-2">
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
                  <time
                    className="block text-xs text-slate-500"
                    dateTime={new Date(a.createdAt).toISOString()}
                  >
                    {formatDateTime(a.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
