// A row's first cell: its checkbox for the bulk buttons, the referral URL, and the two things an
// operator does with the URL itself (copy it, show it as a QR code). They sit with the URL, not
// among the row's actions, so those stay on one line at every width.
import { Link, useSearchParams } from "react-router";
import { useToast } from "~/components/toaster";
import type { ReferralLinkRow } from "~/data/referral-links";
import { BULK_FORM } from "./bulk-actions";

/** A compact ghost button: 44 px square on a phone, narrow in a table row where space is short. */
const SMALL =
  "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 md:min-h-8 md:min-w-0";

export function LinkCell({
  link,
  selected,
  onSelect,
}: {
  link: ReferralLinkRow;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  return (
    // The box beside the link with its buttons under it, on a phone and (narrow enough for every
    // column to fit) on a laptop; one line on a wide screen. The minimum keeps the URL readable
    // when the table is short of width.
    <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-1 md:min-w-[9rem] xl:min-w-[11.5rem] 2xl:flex 2xl:min-w-0 2xl:flex-nowrap">
      {/* A 44 px target on a phone; the box posts with the bulk form (form attribute). */}
      <label className="-ms-2 inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center md:row-span-2 md:-ms-1 md:min-h-9 md:min-w-9">
        <input
          type="checkbox"
          form={BULK_FORM}
          name="ids"
          value={link.id}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          className="size-4 accent-emerald-700"
        />
        <span className="sr-only">Select {link.link}</span>
      </label>
      <span
        className="min-w-0 font-mono text-xs break-all md:max-w-[6.5rem] md:truncate xl:max-w-[9rem] 2xl:max-w-xs"
        title={link.link}
      >
        {link.link}
      </span>
      <span className="col-start-2 -ms-1.5 flex shrink-0 2xl:ms-0">
        <CopyLink link={link.link} />
        <QrLink id={link.id} link={link.link} />
      </span>
    </div>
  );
}

/** Copies the referral URL; the toast (a polite live region) says "Copied". */
function CopyLink({ link }: { link: string }) {
  const { toast } = useToast();
  return (
    <button
      type="button"
      className={SMALL}
      aria-label={`Copy ${link}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(link);
          toast({ type: "success", title: "Copied", description: link });
        } catch {
          toast({
            type: "error",
            title: "The browser did not allow copying",
            description: "Select the link and copy it.",
          });
        }
      }}
    >
      Copy
    </button>
  );
}

/** Opens the QR dialog (?qr=<id>, kept with the rest of the query, so it can be linked to). */
function QrLink({ id, link }: { id: number; link: string }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete("stats");
  next.set("qr", String(id));
  return (
    <Link to={`?${next}`} preventScrollReset className={SMALL} aria-label={`QR code of ${link}`}>
      QR
    </Link>
  );
}
