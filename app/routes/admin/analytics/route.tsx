import { Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { DailyChart, FUNNEL_SERIES } from "~/components/admin/analytics-chart";
import { EmptyState, ErrorNotice, PageHeader, Panel } from "~/components/ui/panel";
import { getCampaignSends } from "~/data/analytics-queries";
import { getDb } from "~/data/db";
import { getReferralLink } from "~/data/referral-links";
import { formatSource } from "~/domain/analytics/labels";
import { requireAdmin } from "~/server/auth/auth.server";
import { loadAnalyticsView, type AnalyticsView } from "~/server/analytics/analytics-view.server";
import { getWorker } from "~/server/http/context";
import { BreakdownGrid } from "./breakdown-table";
import { CampaignSends, CampaignsSection } from "./campaigns-section";
import { FunnelSection } from "./funnel-section";
import { PeriodForm } from "./period-form";
import { AnalyticsSummary } from "./summary";

// GET /admin/analytics – the funnel for a period: totals with their change, the daily chart, the
// funnel's steps, breakdowns (and per member), campaigns; every view downloads as CSV (./export.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = getDb(getWorker(context).env.DB);
  const url = new URL(request.url);
  try {
    const view = await loadAnalyticsView(db, url, { withCampaigns: true });
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
  const { view, sends, campaignId, linkLabel, loadError } = loaderData;
  const navigation = useNavigation();
  const { search } = useLocation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/analytics";
  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" />
      {loadError || !view ? (
        <ErrorNotice>{loadError}</ErrorNotice>
      ) : (
        <AnalyticsBody
          view={view}
          sends={sends}
          campaignId={campaignId}
          linkLabel={linkLabel}
          search={search}
          loading={loading}
        />
      )}
    </div>
  );
}

function AnalyticsBody({
  view,
  sends,
  campaignId,
  linkLabel,
  search,
  loading,
}: {
  view: AnalyticsView;
  sends: { day: string; sent: number }[] | null;
  campaignId: number | null;
  linkLabel: string | null;
  search: string;
  loading: boolean;
}) {
  const campaignNames = new Map(view.campaigns.map((c) => [c.id, c.name]));
  const sourceLabel = (s: string) => formatSource(s, campaignNames);
  const without = (name: string) => {
    const params = new URLSearchParams(search);
    params.delete(name);
    return `?${params}`;
  };
  const empty = view.totals.displays === 0 && view.totals.clicks === 0;
  return (
    <div className={`space-y-6 ${loading ? "opacity-60" : ""}`} aria-busy={loading}>
      <Panel>
        <PeriodForm
          period={view.period}
          error={view.periodError}
          source={view.source}
          linkId={view.linkId}
        />
        <p className="mt-3 text-sm text-slate-600">
          {view.period.from} to {view.period.to} ({view.period.days} days), compared with{" "}
          {view.period.previous.from} to {view.period.previous.to}. Figures are rolled up hourly; a
          visitor counts once a day, so Visitors adds up each day's distinct visitors.
        </p>
        {view.source ? (
          <p className="mt-2 text-sm" data-testid="source-filter">
            Only visits from <strong>{sourceLabel(view.source)}</strong>.{" "}
            <Link to={without("source")} className="text-blue-700 underline">
              Show every source
            </Link>
          </p>
        ) : null}
        {linkLabel ? (
          <p className="mt-2 text-sm [overflow-wrap:anywhere]" data-testid="link-filter">
            Only referral link <strong className="font-mono">{linkLabel}</strong>.{" "}
            <Link to={without("link")} className="text-blue-700 underline">
              Show every link
            </Link>
          </p>
        ) : null}
        {loading ? (
          <p role="status" className="mt-2 text-sm text-slate-600">
            Loading…
          </p>
        ) : null}
      </Panel>
      <AnalyticsSummary view={view} />
      {empty ? (
        <EmptyState data-testid="analytics-empty">
          No displays or join clicks in this period yet. Visits are counted once the hourly roll-up
          has run.
        </EmptyState>
      ) : null}
      <Panel
        title="Daily visitors, displays and join clicks"
        actions={
          <a
            href={csvHref(search, "daily")}
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
