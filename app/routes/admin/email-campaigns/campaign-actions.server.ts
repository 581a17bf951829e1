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

/** A change whose input the schema parses (refused with the issues otherwise), answered with
 * these titles. */
function parsedChange<S extends z.ZodType, T>(
  schema: S,
  operation: (deps: CampaignDeps, actor: Actor, input: z.output<S>) => Promise<Outcome<T>>,
  titles: { failure: string; success?: string; extra?: (value: T) => object },
) {
  return async ({ deps, actor, body, intent }: CampaignChange): Promise<Answer> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return invalidInput(parsed.error.issues, titles.failure, { intent });
    return answer(await operation(deps, actor, parsed.data), { ...titles, intent });
  };
}

const scheduleSend = parsedChange(scheduledCampaignInputSchema, scheduleCampaign, {
  failure: CREATION_FAILED,
  success: "Campaign scheduled",
});
const startSend = parsedChange(campaignInputSchema, startCampaign, {
  failure: CREATION_FAILED,
  success: "Campaign created",
  // The tab offers to pause the campaign it just started.
  extra: (campaign) => ({ campaignId: campaign.id }),
});

/** Send Campaign: now, or stored to start at the chosen time ("later"). */
function send(change: CampaignChange): Promise<Answer> {
  const later = (change.body as { when?: unknown }).when === "later";
  return later ? scheduleSend(change) : startSend(change);
}

const updateSchedule = parsedChange(scheduleUpdateSchema, updateCampaignSchedule, {
  failure: "Schedule not changed",
  success: "Schedule updated",
});

const testSend = parsedChange(testSendSchema, sendTestEmail, {
  failure: "Test send failed",
  success: "Test email sent",
});

/** Before an import: how many of the file's addresses are stored already (they are updated). */
const checkImport = parsedChange(
  storedContactsCheckSchema,
  (deps, _actor, input) => countStoredContacts(deps, input),
  { failure: "Check failed", extra: (value) => value },
);

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
