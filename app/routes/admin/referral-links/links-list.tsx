// The list with its bulk bar: which links are chosen lives here, shared by the row checkboxes and
// "Select all"; a bulk change clears the choice once it is sent.
import { useState } from "react";
import { useNavigation } from "react-router";
import type { LinkPeriodFigures, ReferralLinkRow } from "~/data/referral-links";
import { BulkActions } from "./bulk-actions";
import type { FiguresPeriod } from "./figures-period";
import { LinksTable } from "./links-table";

const BULK_INTENTS = new Set(["activate-selected", "pause-selected"]);

export function LinksList(props: {
  links: ReferralLinkRow[];
  figures: Record<number, LinkPeriodFigures> | null;
  period: FiguresPeriod;
}) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Cleared when a bulk change starts (its ids are sent by then), during render rather than in an
  // effect, so the cleared boxes are never drawn checked.
  const sending = useNavigation().formData?.get("intent") ?? null;
  const [seen, setSeen] = useState(sending);
  if (sending !== seen) {
    setSeen(sending);
    if (typeof sending === "string" && BULK_INTENTS.has(sending)) setSelected(new Set());
  }
  const select = (id: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="space-y-3">
      <BulkActions
        links={props.links}
        selected={selected}
        onSelectAll={(all) => setSelected(new Set(all ? props.links.map((l) => l.id) : []))}
      />
      <LinksTable {...props} selected={selected} onSelect={select} />
    </div>
  );
}
