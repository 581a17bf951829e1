// Scheduled campaigns (issue 20): the admin enters a date and time in their browser's time zone,
// the server turns it into UTC (app/domain/formats/time-zone.ts) and stores the campaign as `scheduled`
// without recipients; the cron (workers/jobs/scheduled.ts) starts it when it is due and only
// then chooses its recipients (app/data/campaigns.ts, startDueCampaigns). Until it starts it can
// be changed or cancelled: both are conditional on the status still being `scheduled`. The
// changes themselves are ./campaigns.server.ts; this module holds the rules for the time.
import { zonedTimeToUtc } from "~/domain/formats/time-zone";
import type { ScheduleInput } from "~/schemas/email";

/** How far ahead a campaign may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export const PAST_TIME_ERROR = "The scheduled time is in the past. Choose a later time.";

export const ALREADY_STARTED_ERROR =
  "This campaign has already started or was cancelled, so it can no longer be changed.";

/** The UTC time of the form's date and time in the admin's zone, or why it cannot be used. */
export function scheduledTime(
  { sendAt, timeZone }: ScheduleInput,
  now = Date.now(),
): { at: number; timeZone: string } | { error: string } {
  const at = zonedTimeToUtc(sendAt, timeZone);
  if (at === null)
    return {
      error: `${sendAt.replace("T", " ")} does not exist in ${timeZone} (the clocks change then). Choose another time.`,
    };
  if (at <= now) return { error: PAST_TIME_ERROR };
  if (at > now + MAX_AHEAD_MS)
    return { error: "A campaign can be scheduled at most a year ahead." };
  return { at, timeZone };
}
