import { Form, Link } from "react-router";
import { RowActions } from "~/components/admin/row-actions";
import { buttonClass } from "~/components/ui/button";
import { type ReferralLinkRow } from "~/data/referral-links";
import { displaysLeftTone } from "~/domain/rotation";

export const toneClass = {
  red: "bg-red-100 text-red-800",
  yellow: "bg-amber-100 text-amber-800",
  blue: "bg-blue-100 text-blue-800",
};

export function LinksTable({ links }: { links: ReferralLinkRow[] }) {
  if (links.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        No referral links found. Add your first one.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              Link
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              Description
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              Display Limit
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              Displays Left
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {links.map((l) => (
            <tr key={l.id} data-testid="referral-row">
              <td className="max-w-xs truncate px-4 py-3 font-mono text-xs" title={l.link}>
                {l.link}
              </td>
              <td className="px-4 py-3">{l.description}</td>
              <td className="px-4 py-3">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${l.isActive ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
                >
                  {l.isActive ? "Active" : "Inactive"}
                </span>
              </td>
              <td className="px-4 py-3 text-end tabular-nums">{l.displayLimit}</td>
              <td className="px-4 py-3 text-end">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${toneClass[displaysLeftTone(l.displaysLeft, l.displayLimit)]}`}
                  data-tone={displaysLeftTone(l.displaysLeft, l.displayLimit)}
                >
                  {l.displaysLeft}
                </span>
              </td>
              <td className="px-4 py-3">
                <RowActions
                  id={l.id}
                  label={l.link}
                  confirmText="Delete this referral link and its logs?"
                >
                  <Form method="post">
                    <input type="hidden" name="id" value={l.id} />
                    <button
                      name="intent"
                      value="reset"
                      className={buttonClass("ghost", "px-2 py-1")}
                      aria-label={`Reset display count of ${l.link}`}
                    >
                      Reset
                    </button>
                  </Form>
                  <Link
                    to={`?stats=${l.id}`}
                    preventScrollReset
                    className={buttonClass("ghost", "px-2 py-1")}
                    aria-label={`View stats of ${l.link}`}
                  >
                    Stats
                  </Link>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
