import { useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { DailyChart, FUNNEL_SERIES } from "~/components/admin/analytics-chart";
import { EmptyState, ErrorNotice, PageHeader, Panel } from "~/components/ui/panel";
import { getCampaignSends } from "~/data/analytics-queries";
import { getDb } from "~/data/db";
import { getReferralLink } from "~/data/referral-links";
import { formatSource } from "~/domain/analytics/labels";
import { requireAdmin } from "~/server/auth/auth.server";
import { openAnalyticsView, type AnalyticsView } from "~/server/analytics/analytics-view.server";
import { getWorker } from "~/server/http/context";
import { BreakdownGrid } from "./breakdown-table";
import { CampaignSends, CampaignsSection } from "./campaigns-section";
import { FilterChips } from "./filter-chips";
import { FunnelSection } from "./funnel-section";
import { PeriodForm } from "./period-form";
import { AnalyticsSummary } from "./summary";

// GET /admin/analytics – the funnel for a period: totals with their change, the daily chart, the
// funnel's steps, breakdowns (and per member), campaigns; a breakdown row narrows the whole view to
// it; every view downloads as CSV (./export.ts). Events not yet rolled up are rolled up first.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = getDb(getWorker(context).env.DB);
  const url = new URL(request.url);
  try {
    const view = await openAnalyticsView(db, url, { withCampaigns: true });
    const campaignId = view.source?.startsWith("campaign:") ? Number(view.source.slice(9)) : null;
    const [sends, link] = await Promise.all([
      campaignId ? getCampaignSends(db, campaignId, view.period) : null,
      view.linkId ? getReferralLink(db, view.linkId) : null,
    ]);
    // A deleted link's history stays in the aggregates: it is named by its number.
    const linkLabel = view.linkId ? (link?.link ?? `link ${view.linkId} (deleted)`) : null;
    return { view, sends, campaignId, linkLabel, loadError: null };
  } catch (error) {
    console.error("analytics: failed to load", error);
    return {
      view: null,
      sends: null,
      campaignId: null,
      linkLabel: null,
      loadError: "The figures could not be loaded. Try again in a moment.",
    };
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Waymark Admin" }];

function csvHref(search: string, view: string): string {
  const params = new URLSearchParams(search);
  params.set("view", view);
  return `/admin/analytics/export.csv?${params}`;
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" />
      {loaderData.view ? (
        <AnalyticsBody {...loaderData} view={loaderData.view} />
      ) : (
        <ErrorNotice>{loaderData.loadError}</ErrorNotice>
      )}
    </div>
  );
}

/** What the loader gives when the figures loaded. */
type Loaded = Extract<Route.ComponentProps["loaderData"], { loadError: null }>;

/** Whether another view of the screen is loading (the current one stays, dimmed, until then). */
function useLoadingView(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === "/admin/analytics";
}

function AnalyticsBody({ view, sends, campaignId, linkLabel }: Loaded) {
  const { search } = useLocation();
  const loading = useLoadingView();
  const campaignNames = new Map(view.campaigns.map((c) => [c.id, c.name]));
  const sourceLabel = (s: string) => formatSource(s, campaignNames);
  const empty = view.totals.displays === 0 && view.totals.clicks === 0;
  return (
    <div className={`space-y-6 ${loading ? "opacity-60" : ""}`} aria-busy={loading}>
      <ViewHeader view={view} sourceLabel={sourceLabel} linkLabel={linkLabel} />
      <AnalyticsSummary view={view} />
      {empty ? (
        <EmptyState data-testid="analytics-empty">
          No displays or join clicks in this period yet.
        </EmptyState>
      ) : null}
      <DailyPanel view={view} csv={csvHref(search, "daily")} />
      {campaignId && sends ? (
        <CampaignSends
          name={campaignNames.get(campaignId) ?? `Campaign ${campaignId}`}
          sends={sends}
        />
      ) : null}
      <FunnelSection funnel={view.funnel} csvHref={csvHref(search, "funnel")} />
      <BreakdownGrid
        view={view}
        search={search}
        csvHref={(which) => csvHref(search, which)}
        sourceLabel={sourceLabel}
      />
      {view.linkId ? null : (
        <CampaignsSection
          campaigns={view.campaigns}
          search={search}
          csvHref={csvHref(search, "campaigns")}
        />
      )}
    </div>
  );
}

/** The period, the filters as chips, and whether the newest visits are all counted. */
function ViewHeader({
  view,
  sourceLabel,
  linkLabel,
}: {
  view: AnalyticsView & { pending: boolean };
  sourceLabel: (source: string) => string;
  linkLabel: string | null;
}) {
  const { search } = useLocation();
  const loading = useLoadingView();
  return (
    <Panel>
      <PeriodForm
        period={view.period}
        error={view.periodError}
        source={view.source}
        linkId={view.linkId}
        facet={view.facet}
      />
      <p className="mt-3 text-sm text-slate-600">
        {view.period.from} to {view.period.to} ({view.period.days} days), compared with{" "}
        {view.period.previous.from} to {view.period.previous.to}. Figures include today&apos;s
        visits up to the moment the page opened.
      </p>
      {view.pending ? (
        <p className="mt-2 text-sm text-amber-800" data-testid="figures-pending">
          Many visits are still being counted: reload in a minute to include the newest.
        </p>
      ) : null}
      <FilterChips view={view} search={search} sourceLabel={sourceLabel} linkLabel={linkLabel} />
      {loading ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading…
        </p>
      ) : null}
    </Panel>
  );
}

function DailyPanel({ view, csv }: { view: AnalyticsView; csv: string }) {
  return (
    <Panel
      title="Daily visitors, displays and join clicks"
      actions={
        <a
          href={csv}
          className="inline-flex min-h-11 items-center text-sm text-blue-700 underline md:min-h-0"
        >
          Download CSV<span className="sr-only"> (daily)</span>
        </a>
      }
    >
      <DailyChart
        title="Daily visitors, displays and join clicks"
        points={view.series}
        series={FUNNEL_SERIES}
      />
    </Panel>
  );
}
