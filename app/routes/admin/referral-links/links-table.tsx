// The pool of referral links (spec section 2, "Referral Links Rotator"): a table on a desktop,
// one card per link on a phone, with the display badge tones of spec section 9, and each link's
// join clicks and click rate for the chosen period (issue 32). Every column fits a laptop beside
// the open sidebar (1024 px up) without scrolling sideways: narrow cells, the link's buttons under
// it, and below xl the row's buttons folded into an Actions menu.
import { Form, Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { RowActions, rowButtonPad } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import type { Column } from "~/components/ui/data-table";
import type { LinkPeriodFigures, ReferralLinkRow } from "~/data/referral-links";
import { clickRate } from "~/domain/analytics/events";
import { displaysLeftTone } from "~/domain/referral/rotation";
import { analyticsHref, type FiguresPeriod } from "./figures-period";
import { LinkCell } from "./link-cell";

const TONES = { red: "red", yellow: "amber", blue: "blue" } as const;
const NONE: LinkPeriodFigures = { displays: 0, clicks: 0 };

/** Clicks per display in percent, as the Analytics screen shows it; "—" with no displays. */
export function rateText({ clicks, displays }: LinkPeriodFigures): string {
  return displays > 0 ? `${clickRate(clicks, displays)}%` : "—";
}

type Props = {
  links: ReferralLinkRow[];
  /** By link id; null when they could not be loaded. */
  figures: Record<number, LinkPeriodFigures> | null;
  period: FiguresPeriod;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
};

/** The link's state in the pool (spec section 2's columns, in its order). */
const POOL_COLUMNS: Column<ReferralLinkRow>[] = [
  // A long word breaks rather than widening the table.
  { header: "Description", className: "md:[word-break:break-word]", cell: (l) => l.description },
  {
    header: "Status",
    cell: (l) => (
      <Badge tone={l.isActive ? "green" : "gray"}>{l.isActive ? "Active" : "Inactive"}</Badge>
    ),
  },
  {
    header: "Display Limit",
    align: "end",
    cell: (l) => <span className="tabular-nums">{l.displayLimit}</span>,
  },
  {
    header: "Displays Left",
    align: "end",
    cell: (l) => {
      const tone = displaysLeftTone(l.displaysLeft, l.displayLimit);
      return (
        <Badge tone={TONES[tone]} data-tone={tone} className="font-semibold tabular-nums">
          {l.displaysLeft}
        </Badge>
      );
    },
  },
];

/** Join clicks (opening the Analytics screen for the link and period) and click rate. */
function figureColumns({ figures, period }: Props): Column<ReferralLinkRow>[] {
  const of = (l: ReferralLinkRow) => figures?.[l.id] ?? NONE;
  return [
    {
      header: "Join clicks",
      align: "end",
      cell: (l) =>
        figures ? (
          <Link
            to={analyticsHref(l.id, period)}
            className="inline-flex min-h-11 min-w-11 tabular-nums underline decoration-slate-300 underline-offset-2 md:min-h-0 md:min-w-0"
            aria-label={`${of(l).clicks} join ${of(l).clicks === 1 ? "click" : "clicks"} of ${l.link}: open in Analytics`}
            data-testid="link-clicks"
          >
            {of(l).clicks}
          </Link>
        ) : (
          "—"
        ),
    },
    {
      header: "Click rate",
      align: "end",
      cell: (l) => (
        <span className="tabular-nums" data-testid="link-rate">
          {figures ? rateText(of(l)) : "—"}
        </span>
      ),
    },
  ];
}

export function LinksTable(props: Props) {
  const { selected, onSelect } = props;
  return (
    <AdminTable
      label="Referral links"
      rows={props.links}
      testId="referral-row"
      actions={(l) => <LinkActions link={l} />}
      pinActions
      dense
      columns={[
        {
          header: "Link",
          cell: (l) => (
            <LinkCell
              link={l}
              selected={selected.has(l.id)}
              onSelect={(on) => onSelect(l.id, on)}
            />
          ),
        },
        ...POOL_COLUMNS,
        ...figureColumns(props),
      ]}
    />
  );
}

/** What Reset changes, said before it is done. */
export function resetConfirmText(
  link: Pick<ReferralLinkRow, "link" | "displaysLeft" | "displayLimit">,
) {
  return `Reset the display count of ${link.link}? Displays left goes from ${link.displaysLeft} back to ${link.displayLimit}, so the rotator shows it again as if new. Its clicks and logs stay.`;
}

/** A link's row buttons: Edit, Delete, Reset (both asked first, saying what changes) and Stats. */
function LinkActions({ link }: { link: ReferralLinkRow }) {
  return (
    <RowActions
      compact
      id={link.id}
      label={link.link}
      confirmText={`Delete ${link.link}? It leaves the rotation at once, and its statistics and activity log are deleted with it. This cannot be undone.`}
    >
      <Form
        method="post"
        onSubmit={(e) => {
          if (!confirm(resetConfirmText(link))) e.preventDefault();
        }}
      >
        <input type="hidden" name="id" value={link.id} />
        <button
          name="intent"
          value="reset"
          className={buttonClass("ghost", rowButtonPad(true))}
          aria-label={`Reset display count of ${link.link}`}
        >
          Reset
        </button>
      </Form>
      <Link
        to={`?stats=${link.id}`}
        preventScrollReset
        className={buttonClass("ghost", rowButtonPad(true))}
        aria-label={`View stats of ${link.link}`}
      >
        Stats
      </Link>
    </RowActions>
  );
}
