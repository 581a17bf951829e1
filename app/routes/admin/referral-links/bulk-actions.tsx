// The list's bulk bar: "Select all", how many links are chosen, and Activate / Pause selected,
// which ask first (saying how many links change) and post the chosen ids in one form. The row
// checkboxes belong to this form through their form attribute (./link-cell.tsx).
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { ReferralLinkRow } from "~/data/referral-links";

/** The id of the bulk form, which the row checkboxes name. */
export const BULK_FORM = "bulk-links";

type Row = Pick<ReferralLinkRow, "id" | "isActive">;

/** What a bulk button changes, said before it is done; `changing` of `chosen` links change. */
export function bulkConfirmText(active: boolean, chosen: number, changing: number): string {
  const verb = active ? "Activate" : "Pause";
  const what = changing === 1 ? "1 link" : `${changing} links`;
  const already = chosen - changing;
  const rest =
    already > 0
      ? ` ${already} of the ${chosen} chosen ${already === 1 ? "is" : "are"} already ${active ? "active" : "paused"}.`
      : "";
  const effect = active
    ? "They join the rotation with their full display limit."
    : "They leave the rotation at once; their displays left, clicks and logs stay.";
  return `${verb} ${what}? ${effect}${rest}`;
}

export function BulkActions({
  links,
  selected,
  onSelectAll,
}: {
  links: readonly Row[];
  selected: ReadonlySet<number>;
  onSelectAll: (all: boolean) => void;
}) {
  const busy = useNavigation().state === "submitting";
  const chosen = links.filter((l) => selected.has(l.id));
  const all = links.length > 0 && chosen.length === links.length;
  const ask = (active: boolean) => (e: React.MouseEvent<HTMLButtonElement>) => {
    const changing = chosen.filter((l) => l.isActive !== active).length;
    if (!confirm(bulkConfirmText(active, chosen.length, changing))) e.preventDefault();
  };
  return (
    <Form
      method="post"
      id={BULK_FORM}
      aria-label="Change the selected links"
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
    >
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium md:min-h-9">
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = chosen.length > 0 && !all;
          }}
          onChange={(e) => onSelectAll(e.target.checked)}
          className="size-4 accent-emerald-700"
        />
        Select all
      </label>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="selected-count">
        {chosen.length === 0 ? "No link selected" : `${chosen.length} selected`}
      </p>
      <div className="flex flex-wrap gap-2">
        <BulkButton active disabled={chosen.length === 0 || busy} onClick={ask(true)} />
        <BulkButton active={false} disabled={chosen.length === 0 || busy} onClick={ask(false)} />
      </div>
    </Form>
  );
}

/** Activate selected or Pause selected: posts the form's ids with its intent. */
function BulkButton({
  active,
  disabled,
  onClick,
}: {
  active: boolean;
  disabled: boolean;
  onClick: (e: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <Button
      type="submit"
      variant="secondary"
      name="intent"
      value={active ? "activate-selected" : "pause-selected"}
      disabled={disabled}
      onClick={onClick}
    >
      {active ? "Activate selected" : "Pause selected"}
    </Button>
  );
}
