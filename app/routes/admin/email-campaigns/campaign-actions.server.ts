// The Email Campaigns screen's action, one small function per intent: each parses its input with
// the shared schema (app/schemas/email.ts), calls the operation (app/server/email/) and answers
// it as the one ActionResult the screen's fetchers read (toast, field errors).
import { z } from "zod";
import type { Actor } from "~/data/audit";
import { contentIdSchema } from "~/schemas/content";
import {
  campaignIdSchema,
  campaignInputSchema,
  scheduledCampaignInputSchema,
  scheduleUpdateSchema,
  templateSaveSchema,
  testSendSchema,
} from "~/schemas/email";
import {
  actionError,
  answer,
  attempt,
  invalidInput,
  type Outcome,
} from "~/server/admin/action-results.server";
import {
  cancelCampaign,
  pauseCampaign,
  resumeCampaign,
  retryFailedRecipients,
  scheduleCampaign,
  startCampaign,
  updateCampaignSchedule,
  type CampaignDeps,
} from "~/server/email/campaigns.server";
import {
  countStoredContacts,
  storedContactsCheckSchema,
} from "~/server/email/contact-import.server";
import { deleteEmailTemplate, saveEmailTemplate } from "~/server/email/templates.server";
import { sendTestEmail } from "~/server/email/test-send.server";

/** One posted change: who asks, what they sent, and what the operations need. */
export type CampaignChange = { deps: CampaignDeps; actor: Actor; body: unknown; intent: string };

type Answer = ReturnType<typeof actionError>;

const CREATION_FAILED = "Campaign creation failed";

async function saveTemplate({ deps, actor, body, intent }: CampaignChange): Promise<Answer> {
  const parsed = templateSaveSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Save failed", { intent });
  return attempt({ type: "error", title: "Save failed" }, async () =>
    answer(await saveEmailTemplate(deps, actor, parsed.data), { failure: "Save failed", intent }),
  );
}

async function deleteTemplate({ deps, actor, body, intent }: CampaignChange): Promise<Answer> {
  const parsed = z.object({ id: contentIdSchema }).safeParse(body);
  if (!parsed.success) return actionError("Delete failed", 400, {}, { intent });
  return answer(await deleteEmailTemplate(deps, actor, parsed.data), {
    failure: "Delete failed",
    intent,
  });
}

/** Send Campaign: now, or stored to start at the chosen time ("later"). */
async function send({ deps, actor, body, intent }: CampaignChange): Promise<Answer> {
  if ((body as { when?: unknown }).when === "later") {
    const parsed = scheduledCampaignInputSchema.safeParse(body);
    if (!parsed.success) return invalidInput(parsed.error.issues, CREATION_FAILED, { intent });
    return answer(await scheduleCampaign(deps, actor, parsed.data), {
      failure: CREATION_FAILED,
      success: "Campaign scheduled",
      intent,
    });
  }
  const parsed = campaignInputSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, CREATION_FAILED, { intent });
  return answer(await startCampaign(deps, actor, parsed.data), {
    failure: CREATION_FAILED,
    success: "Campaign created",
    intent,
    // The tab offers to pause the campaign it just started.
    extra: (campaign) => ({ campaignId: campaign.id }),
  });
}

async function updateSchedule({ deps, actor, body, intent }: CampaignChange): Promise<Answer> {
  const parsed = scheduleUpdateSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Schedule not changed", { intent });
  return answer(await updateCampaignSchedule(deps, actor, parsed.data), {
    failure: "Schedule not changed",
    success: "Schedule updated",
    intent,
  });
}

async function testSend({ deps, actor, body, intent }: CampaignChange): Promise<Answer> {
  const parsed = testSendSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Test send failed", { intent });
  return answer(await sendTestEmail(deps, actor, parsed.data), {
    failure: "Test send failed",
    success: "Test email sent",
    intent,
  });
}

/** Before an import: how many of the file's addresses are stored already (they are updated). */
async function checkImport({ deps, body, intent }: CampaignChange): Promise<Answer> {
  const parsed = storedContactsCheckSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Check failed", { intent });
  return answer(await countStoredContacts(deps, parsed.data), {
    failure: "Check failed",
    intent,
    extra: (value) => value,
  });
}

type HistoryOperation = (
  deps: CampaignDeps,
  actor: Actor,
  input: { id: number },
) => Promise<Outcome>;

/** A history button's change (cancel, pause, resume, retry) on one campaign. */
function historyChange(operation: HistoryOperation, failure: string, sayWhyIdIsBad = false) {
  return async ({ deps, actor, body, intent }: CampaignChange): Promise<Answer> => {
    const parsed = campaignIdSchema.safeParse(body);
    if (!parsed.success)
      return sayWhyIdIsBad
        ? invalidInput(parsed.error.issues, "Error", { intent })
        : actionError("Error", 400, {}, { intent });
    return answer(await operation(deps, actor, parsed.data), { failure, intent });
  };
}

/** Every intent of the screen's forms and buttons. */
export const CAMPAIGN_CHANGES: Record<string, (change: CampaignChange) => Promise<Answer>> = {
  "save-template": saveTemplate,
  "delete-template": deleteTemplate,
  send,
  "update-schedule": updateSchedule,
  "test-send": testSend,
  "check-import": checkImport,
  cancel: historyChange(cancelCampaign, "Campaign not cancelled", true),
  pause: historyChange(pauseCampaign, "Error"),
  resume: historyChange(resumeCampaign, "Error"),
  retry: historyChange(retryFailedRecipients, "Error"),
};
