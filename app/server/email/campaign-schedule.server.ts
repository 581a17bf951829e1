// Scheduled campaigns (issue 20): the admin enters a date and time in their browser's time zone,
// the server turns it into UTC (app/domain/formats/time-zone.ts) and stores the campaign as `scheduled`
// without recipients; the cron (workers/jobs/scheduled.ts) starts it when it is due and only
// then chooses its recipients (app/data/campaigns.ts, startDueCampaigns). Until it starts it can
// be changed or cancelled: both are conditional on the status still being `scheduled`.
import { formatDateTimeIn } from "~/components/admin/format";
import { recordAudit, type Actor } from "~/data/audit";
import {
  scheduleCampaign,
  type CampaignInput,
  setCampaignStatus,
  updateScheduledCampaign,
} from "~/data/campaigns";
import type { Db } from "~/data/db";
import { getTemplate } from "~/data/email-templates";
import { zonedTimeToUtc } from "~/domain/formats/time-zone";
import { scheduleInputSchema, scheduleUpdateSchema } from "~/schemas/email";
import { contentIdSchema } from "~/schemas/content";

export type ScheduleResult = { ok: boolean; title: string; message?: string };

/** How far ahead a campaign may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export const PAST_TIME_ERROR = "The scheduled time is in the past. Choose a later time.";

export const ALREADY_STARTED_ERROR =
  "This campaign has already started or was cancelled, so it can no longer be changed.";

/** The UTC time of the form's date and time in the admin's zone, or why it cannot be used. */
export function scheduledTime(
  body: unknown,
  now = Date.now(),
): { at: number; timeZone: string } | { error: string } {
  const parsed = scheduleInputSchema.safeParse(body);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const { sendAt, timeZone } = parsed.data;
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

/** Stores a checked campaign (name, template and filters valid) to start at the form's time. */
export async function scheduleFromForm(
  db: Db,
  actor: Actor,
  campaign: CampaignInput,
  body: unknown,
  siteOrigin: string,
): Promise<ScheduleResult> {
  const time = scheduledTime(body);
  if ("error" in time) return { ok: false, title: "Campaign creation failed", message: time.error };
  const id = await scheduleCampaign(db, {
    ...campaign,
    createdBy: actor.id,
    scheduledAt: time.at,
    siteOrigin,
  });
  await recordAudit(db, actor, {
    action: "schedule",
    entity: "email_campaign",
    entityId: id,
    detail: `${campaign.name} at ${new Date(time.at).toISOString()}`,
  });
  return {
    ok: true,
    title: "Campaign scheduled",
    message: `Campaign ${campaign.name} is scheduled for ${formatDateTimeIn(time.at, time.timeZone)}. Its recipients are chosen when it starts.`,
  };
}

/** Changes a scheduled campaign's time, template and filters (not once it has started). */
export async function updateSchedule(db: Db, actor: Actor, body: unknown): Promise<ScheduleResult> {
  const failed = (message: string) => ({ ok: false, title: "Schedule not changed", message });
  const parsed = scheduleUpdateSchema.safeParse(body);
  if (!parsed.success) return failed(parsed.error.issues[0]!.message);
  const time = scheduledTime(body);
  if ("error" in time) return failed(time.error);
  const { id, templateId, languageFilter, countryFilter } = parsed.data;
  if (!(await getTemplate(db, templateId))) return failed("Selected template not found");
  const changed = await updateScheduledCampaign(db, id, {
    templateId,
    languageFilter,
    countryFilter,
    scheduledAt: time.at,
  });
  if (!changed) return failed(ALREADY_STARTED_ERROR);
  await recordAudit(db, actor, {
    action: "reschedule",
    entity: "email_campaign",
    entityId: id,
    detail: new Date(time.at).toISOString(),
  });
  return {
    ok: true,
    title: "Schedule updated",
    message: `The campaign is now scheduled for ${formatDateTimeIn(time.at, time.timeZone)}.`,
  };
}

/** Cancels a campaign that has not started; it then never starts. */
export async function cancelSchedule(db: Db, actor: Actor, body: unknown): Promise<ScheduleResult> {
  const id = contentIdSchema.safeParse((body as { id?: unknown } | null)?.id);
  if (!id.success) return { ok: false, title: "Error", message: "Unknown campaign." };
  if (!(await setCampaignStatus(db, id.data, "cancelled", ["scheduled"])))
    return { ok: false, title: "Campaign not cancelled", message: ALREADY_STARTED_ERROR };
  await recordAudit(db, actor, { action: "cancel", entity: "email_campaign", entityId: id.data });
  return { ok: true, title: "Campaign cancelled" };
}
