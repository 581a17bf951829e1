// The filters the view is narrowed to (a breakdown row, a campaign, a link), each a chip whose ×
// removes it: a plain link to the same screen without that parameter, so it works before the
// admin's JavaScript loads and the filtered view can be shared as a link.
import { Link } from "react-router";
import { formatLanguage } from "~/domain/analytics/labels";
import type { BreakdownDimension } from "~/data/analytics-queries";
import type { AnalyticsView } from "~/server/analytics/analytics-view.server";

/** What a chip (and a breakdown's title) names a dimension, and how it shows a value of it. */
export const FILTER_NAMES: Record<
  BreakdownDimension | "link",
  { name: string; format?: (v: string) => string }
> = {
  language: { name: "Language", format: formatLanguage },
  country: { name: "Country" },
  page: { name: "Page" },
  device: { name: "Device" },
  source: { name: "Source" },
  link: { name: "Link" },
};

type Chip = { param: string; label: string; testId?: string; mono?: boolean };

function chipsOf(
  view: AnalyticsView,
  sourceLabel: (source: string) => string,
  linkLabel: string | null,
): Chip[] {
  const chips: Chip[] = [];
  if (view.facet) {
    const { name, format = (v: string) => v } = FILTER_NAMES[view.facet.dimension];
    chips.push({
      param: view.facet.dimension,
      label: `${name}: ${format(view.facet.value)}`,
      testId: "facet-filter",
    });
  }
  if (view.source)
    chips.push({
      param: "source",
      label: `Source: ${sourceLabel(view.source)}`,
      testId: "source-filter",
    });
  if (linkLabel)
    chips.push({ param: "link", label: `Link: ${linkLabel}`, testId: "link-filter", mono: true });
  return chips;
}

export function FilterChips({
  view,
  search,
  sourceLabel,
  linkLabel,
}: {
  view: AnalyticsView;
  search: string;
  sourceLabel: (source: string) => string;
  linkLabel: string | null;
}) {
  const chips = chipsOf(view, sourceLabel, linkLabel);
  if (chips.length === 0) return null;
  const without = (name: string) => {
    const params = new URLSearchParams(search);
    params.delete(name);
    return `?${params}`;
  };
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-600">
        Every figure, the chart and the breakdowns below are for these filters only.
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Filters">
        {chips.map((c) => (
          <li key={c.param} data-testid={c.testId}>
            <Link
              to={without(c.param)}
              preventScrollReset
              aria-label={`${c.label}, remove this filter`}
              className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full bg-blue-50 px-3 text-sm text-blue-900 ring-1 ring-blue-200 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600 md:min-h-8"
            >
              <span className={`[overflow-wrap:anywhere] ${c.mono ? "font-mono" : ""}`}>
                {c.label}
              </span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
