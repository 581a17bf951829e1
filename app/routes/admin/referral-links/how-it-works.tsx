// The screen's note on how the rotator hands out links (spec section 2).
import { Panel } from "~/components/ui/panel";

export function HowItWorks() {
  return (
    <Panel title="How it works" className="text-sm text-slate-700">
      <ul className="mt-3 list-disc space-y-1 ps-5">
        <li>
          Each new visitor is given one random active link that still has displays left, and keeps
          it for one hour.
        </li>
        <li>
          Every assignment uses one display; a link with no displays left is skipped until it is
          reset.
        </li>
        <li>
          When every active link is used up, all active links are refilled to their display limit,
          at most once every 24 hours (on a visit or by the hourly job).
        </li>
        <li>
          When no link is available, visitors get the Default Referral Link from Site Settings.
        </li>
        <li>
          Join buttons record a click, so the statistics show displays, clicks and the click rate
          per link. Bots and link previews are not counted.
        </li>
      </ul>
    </Panel>
  );
}
