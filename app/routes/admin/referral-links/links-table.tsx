// The pool of referral links (spec section 2, "Referral Links Rotator"): a table on a desktop,
// one card per link on a phone, with the display badge tones of spec section 9.
import { Form, Link } from "react-router";
import { RowActions } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { type ReferralLinkRow } from "~/data/referral-links";
import { displaysLeftTone } from "~/domain/referral/rotation";

const TONES = { red: "red", yellow: "amber", blue: "blue" } as const;

export function LinksTable({ links }: { links: ReferralLinkRow[] }) {
  return (
    <DataTable
      label="Referral links"
      rows={links}
      rowKey={(l) => l.id}
      rowProps={() => ({ "data-testid": "referral-row" })}
      columns={[
        {
          header: "Link",
          cell: (l) => (
            <span
              className="font-mono text-xs break-all md:block md:max-w-[10rem] md:truncate xl:max-w-[16rem] 2xl:max-w-xs"
              title={l.link}
            >
              {l.link}
            </span>
          ),
        },
        { header: "Description", cell: (l) => l.description },
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
        {
          header: "Actions",
          align: "end",
          hideLabelOnPhone: true,
          pinned: true,
          cell: (l) => <LinkActions link={l} />,
        },
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
          className={buttonClass("ghost", "px-2 py-1")}
          aria-label={`Reset display count of ${link.link}`}
        >
          Reset
        </button>
      </Form>
      <Link
        to={`?stats=${link.id}`}
        preventScrollReset
        className={buttonClass("ghost", "px-2 py-1")}
        aria-label={`View stats of ${link.link}`}
      >
        Stats
      </Link>
    </RowActions>
  );
}
