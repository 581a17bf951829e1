// The admin's campaign changes (issue 29), one operation each: start now, schedule, change or
// cancel a schedule, pause, resume and retry failed recipients. Each does the whole change (the
// statements, the audit row, the queue message) and answers an Outcome; the Email Campaigns
// screen's action (app/routes/admin/email-campaigns/route.tsx) parses the input with the shared
// schemas (app/schemas/email.ts) and answers it. Sending itself is ./send-campaign.server.ts.
import { sql } from "drizzle-orm";
import { formatDateTimeIn } from "~/components/admin/format";
import { auditInsert, auditInsertIf, recordAudit, type Actor } from "~/data/audit";
import { requeueFailed } from "~/data/campaign-ledger";
import {
  campaignStatusUpdate,
  createCampaign,
  discardEmptyCampaign,
  insertScheduledCampaign,
  scheduledCampaignUpdate,
  type CampaignRow,
} from "~/data/campaigns";
import { runBatch, type Db, type Statement } from "~/data/db";
import { getTemplate } from "~/data/email-templates";
import { getSiteSettings } from "~/data/settings";
import { campaignUsesTranslation } from "~/domain/translation/auto-translate";
import type { CampaignInput, ScheduledCampaignInput, ScheduleUpdate } from "~/schemas/email";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { ALREADY_STARTED_ERROR, scheduledTime } from "./campaign-schedule.server";
import { enqueueCampaign } from "./campaign-queue.server";
import { sendingOrigin } from "./delivery-problem.server";

export type CampaignDeps = {
  db: Db;
  /** The site's bindings: the email queue, whether email can be delivered at all, and the
   * public origin (PUBLIC_URL) of the links in the campaign's emails. */
  env: Env;
};

const TEMPLATE_NOT_FOUND = "Selected template not found";
const NOT_STARTED = "Failed to send email campaign. Please try again later.";
const NOTHING_TO_PAUSE = "This campaign is not sending any more: there is nothing left to pause.";

/** Why campaigns cannot be sent now (503), or the origin of their emails' links. */
function deliveryOrigin(env: Env): { origin: string } | { refusal: Outcome<never> } {
  const ready = sendingOrigin(env);
  return "problem" in ready ? { refusal: refused(ready.problem, 503) } : ready;
}

/** Why a campaign with this template cannot be started or scheduled, or its links' origin. */
async function cannotStart(deps: CampaignDeps, templateId: number) {
  const delivery = deliveryOrigin(deps.env);
  if ("refusal" in delivery) return delivery;
  if (!(await getTemplate(deps.db, templateId)))
    return { refusal: refused(TEMPLATE_NOT_FOUND, 404) };
  return delivery;
}

/** The campaign as stored: translation only where Site Settings allow it. */
async function withTranslationSetting<T extends CampaignInput>(db: Db, input: T): Promise<T> {
  const settings = await getSiteSettings(db);
  return { ...input, useTranslation: campaignUsesTranslation(input.useTranslation, settings) };
}

/** Creates the campaign with every matching contact as a recipient and queues its sending. */
export async function startCampaign(
  deps: CampaignDeps,
  actor: Actor,
  input: CampaignInput,
): Promise<Outcome<{ id: number; recipients: number }>> {
  const { db } = deps;
  const ready = await cannotStart(deps, input.templateId);
  if ("refusal" in ready) return ready.refusal;
  try {
    const campaign = await createCampaign(db, {
      ...(await withTranslationSetting(db, input)),
      createdBy: actor.id,
    });
    if (campaign.recipients === 0) {
      // Nobody matched any more: the campaign never started, so no row stays behind.
      await discardEmptyCampaign(db, campaign.id);
      return refused("No subscribed contacts match these filters.", 409);
    }
    await enqueueCampaign(deps.env.EMAIL_QUEUE, { campaignId: campaign.id, origin: ready.origin });
    await recordAudit(db, actor, {
      action: "create",
      entity: "email_campaign",
      entityId: campaign.id,
      detail: `${input.name} to ${campaign.recipients}`,
    });
    return succeeded(
      `Campaign ${input.name} has been queued for sending to ${campaign.recipients} recipients.`,
      campaign,
    );
  } catch (error) {
    console.error("campaign creation failed", error);
    return refused(NOT_STARTED, 500);
  }
}

/** Stores the campaign to start at the form's time; its recipients are chosen then. */
export async function scheduleCampaign(
  deps: CampaignDeps,
  actor: Actor,
  input: ScheduledCampaignInput,
): Promise<Outcome<{ id: number }>> {
  const { db } = deps;
  const ready = await cannotStart(deps, input.templateId);
  if ("refusal" in ready) return ready.refusal;
  try {
    const campaign = await withTranslationSetting(db, input);
    const time = scheduledTime(input);
    if ("error" in time) return refused(time.error);
    const id = await insertScheduledCampaign(db, {
      ...campaign,
      createdBy: actor.id,
      scheduledAt: time.at,
      siteOrigin: ready.origin,
    });
    await recordAudit(db, actor, {
      action: "schedule",
      entity: "email_campaign",
      entityId: id,
      detail: `${input.name} at ${new Date(time.at).toISOString()}`,
    });
    return succeeded(
      `Campaign ${input.name} is scheduled for ${formatDateTimeIn(time.at, time.timeZone)}. Its recipients are chosen when it starts.`,
      { id },
    );
  } catch (error) {
    console.error("campaign scheduling failed", error);
    return refused(NOT_STARTED, 500);
  }
}

/** Audited only when the statement before it in the batch changed a row. */
const changedRow = sql`changes() > 0`;

/** Changes a scheduled campaign's time, template and filters (not once it has started). */
export async function updateCampaignSchedule(
  deps: Pick<CampaignDeps, "db">,
  actor: Actor,
  input: ScheduleUpdate,
): Promise<Outcome> {
  const { db } = deps;
  const time = scheduledTime(input);
  if ("error" in time) return refused(time.error);
  const { id, templateId, languageFilter, countryFilter } = input;
  if (!(await getTemplate(db, templateId))) return refused(TEMPLATE_NOT_FOUND, 404);
  const [changed] = await db.batch([
    scheduledCampaignUpdate(db, id, {
      templateId,
      languageFilter,
      countryFilter,
      scheduledAt: time.at,
    }),
    auditInsertIf(
      db,
      {
        actor,
        entry: {
          action: "reschedule",
          entity: "email_campaign",
          entityId: id,
          detail: new Date(time.at).toISOString(),
        },
      },
      changedRow,
    ),
  ]);
  if (changed.length === 0) return refused(ALREADY_STARTED_ERROR, 409);
  return succeeded(
    `The campaign is now scheduled for ${formatDateTimeIn(time.at, time.timeZone)}.`,
  );
}

type CampaignStatus = CampaignRow["status"];

/** A status change of a campaign: to `to` from one of `from` (with its audit row when it moved),
 * else refused with `refusal`. */
type CampaignMove = {
  action: string;
  to: CampaignStatus;
  from: CampaignStatus[];
  refusal: string;
  success: string;
};

/** The operation that makes this move. */
const campaignMove =
  (move: CampaignMove) =>
  async (
    deps: Pick<CampaignDeps, "db">,
    actor: Actor,
    { id }: { id: number },
  ): Promise<Outcome> => {
    const { db } = deps;
    const [moved] = await db.batch([
      campaignStatusUpdate(db, id, move.to, move.from),
      auditInsertIf(
        db,
        { actor, entry: { action: move.action, entity: "email_campaign", entityId: id } },
        changedRow,
      ),
    ]);
    if (moved.length === 0) return refused(move.refusal, 409);
    return succeeded(move.success);
  };

/** Cancels a campaign that has not started; it then never starts. */
export const cancelCampaign = campaignMove({
  action: "cancel",
  to: "cancelled",
  from: ["scheduled"],
  refusal: ALREADY_STARTED_ERROR,
  success: "Campaign cancelled",
});

/** Stops a queued or sending campaign after the emails already handed over; one that has
 * already finished has nothing left to pause, and says so. */
export const pauseCampaign = campaignMove({
  action: "pause",
  to: "paused",
  from: ["queued", "sending"],
  refusal: NOTHING_TO_PAUSE,
  success: "Campaign paused",
});

/** Sends a campaign's waiting recipients again (a paused, failed or stalled campaign). */
export async function resumeCampaign(
  deps: CampaignDeps,
  actor: Actor,
  { id }: { id: number },
): Promise<Outcome> {
  const refusal = await sendAgain(deps, actor, id, "resume", []);
  return refusal ?? succeeded("Campaign resumed");
}

/** Gives the failed recipients another try, and sends them. */
export async function retryFailedRecipients(
  deps: CampaignDeps,
  actor: Actor,
  { id }: { id: number },
): Promise<Outcome> {
  const refusal = await sendAgain(deps, actor, id, "retry", [requeueFailed(deps.db, id)]);
  return refusal ?? succeeded("Failed recipients queued again");
}

/** The campaign back to sending (after `first`), audited, and queued; or why it cannot be. */
async function sendAgain(
  deps: CampaignDeps,
  actor: Actor,
  id: number,
  action: "resume" | "retry",
  first: Statement[],
) {
  const delivery = deliveryOrigin(deps.env);
  if ("refusal" in delivery) return delivery.refusal;
  const { db } = deps;
  await runBatch(db, [
    ...first,
    campaignStatusUpdate(db, id, "sending", ["paused", "sent", "failed", "sending", "queued"]),
    auditInsert(db, actor, { action, entity: "email_campaign", entityId: id }),
  ]);
  await enqueueCampaign(deps.env.EMAIL_QUEUE, { campaignId: id, origin: delivery.origin });
  return null;
}
