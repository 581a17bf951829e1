import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/route";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Tabs } from "~/components/tabs";
import { auditInsert, recordAudit } from "~/data/audit";
import { recentCampaignDetails, requeueFailed } from "~/data/campaign-ledger";
import {
  createCampaign,
  discardEmptyCampaign,
  listCampaigns,
  listOutbox,
  setCampaignStatus,
} from "~/data/campaigns";
import { campaignJoinClicks } from "~/data/analytics-queries";
import { contactFacets } from "~/data/contacts";
import { getDb } from "~/data/db";
import { getSiteSettings, parseSettingsRows } from "~/data/settings";
import { autoTranslateEnabled, campaignUsesTranslation } from "~/domain/translation/auto-translate";
import {
  deleteTemplate,
  getTemplate,
  insertTemplate,
  listTemplates,
  updateTemplate,
} from "~/data/email-templates";
import { campaignInputSchema, templateInputSchema } from "~/schemas/email";
import { contentIdSchema } from "~/schemas/content";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { siteOrigin } from "~/server/http/origin.server";
import {
  describeTransport,
  emailDeliveryProblem,
  emailsPerSecond,
} from "~/server/email/transport.server";
import { loadList } from "~/server/admin/action-results.server";
import {
  cancelSchedule,
  scheduleFromForm,
  updateSchedule,
} from "~/server/email/campaign-schedule.server";
import { sendTestEmail } from "~/server/email/test-send.server";
import { translationProvider } from "~/server/translation/machine-translation.server";
import { ImportTab } from "./import-tab";
import { TemplatesTab } from "./templates-tab";
import { SendTab } from "./send-tab";
import { History } from "./history";
import { Outbox } from "./outbox";
import type { CampaignActionResult } from "./use-json-action";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  // Each part can fail on its own (spec section 8): its tab says so, the rest keeps working.
  const [templates, campaigns, contacts, outbox, settings] = await Promise.all([
    loadList("Failed to load templates", () => listTemplates(db)),
    loadList("Failed to load campaigns", () => listCampaigns(db)),
    loadList("Failed to load contacts", async () => [await contactFacets(db)]),
    loadList("Failed to load the outbox", () => listOutbox(db, 20)),
    getSiteSettings(db).catch((error: unknown) => {
      console.error("campaigns: settings failed", error);
      return parseSettingsRows([]);
    }),
  ]);
  const details = await recentCampaignDetails(db, campaigns.items).catch((error: unknown) => {
    console.error("campaigns: details failed", error);
    return {} as Awaited<ReturnType<typeof recentCampaignDetails>>;
  });
  // Join clicks per campaign (attribution): a failure leaves the history without them.
  const clicks = await campaignJoinClicks(db).catch((error: unknown) => {
    console.error("campaigns: clicks failed", error);
    return {} as Record<number, number>;
  });
  const transport = describeTransport(env);
  return {
    templates: templates.items,
    campaigns: campaigns.items,
    // Spec section 8: a contact stats failure gives zero contacts and an empty breakdown.
    facets: contacts.items[0] ?? { total: 0, languages: [], countries: [] },
    outbox: outbox.items,
    details,
    clicks,
    loadErrors: {
      templates: templates.loadError,
      campaigns: campaigns.loadError,
      contacts: contacts.loadError,
      outbox: outbox.loadError,
    },
    autoTranslate: autoTranslateEnabled(settings),
    translator: translationProvider(env)?.name ?? null,
    delivery: {
      ...transport,
      perSecond: emailsPerSecond(env.EMAIL_RATE_PER_SECOND),
      problem: emailDeliveryProblem(env),
    },
  };
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<CampaignActionResult> {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  const intent = body?.intent;

  if (intent === "save-template") {
    const parsed = templateInputSchema.safeParse(body);
    if (!parsed.success)
      return { ok: false, title: "Save failed", message: parsed.error.issues[0]!.message };
    const id = body?.id ? contentIdSchema.safeParse(body.id) : null;
    if (id && !id.success) return { ok: false, title: "Save failed", message: "Unknown template." };
    try {
      if (id) {
        const [[changed]] = await db.batch([
          updateTemplate(db, id.data, parsed.data),
          auditInsert(db, user, {
            action: "update",
            entity: "email_template",
            entityId: id.data,
            detail: parsed.data.name,
          }),
        ]);
        if (!changed)
          return {
            ok: false,
            title: "Save failed",
            message: "Missing required fields for template update",
          };
        return { ok: true, title: "Template updated" };
      }
      await db.batch([
        insertTemplate(db, parsed.data),
        auditInsert(db, user, {
          action: "create",
          entity: "email_template",
          detail: parsed.data.name,
        }),
      ]);
      return { ok: true, title: "Template saved" };
    } catch (error) {
      console.error(error);
      return { ok: false, title: "Save failed" };
    }
  }

  if (intent === "delete-template") {
    const id = contentIdSchema.safeParse(body?.id);
    if (!id.success) return { ok: false, title: "Delete failed" };
    try {
      await db.batch([
        deleteTemplate(db, id.data),
        auditInsert(db, user, { action: "delete", entity: "email_template", entityId: id.data }),
      ]);
      return { ok: true, title: "Template deleted" };
    } catch {
      // A template used by a campaign cannot go (foreign key).
      return { ok: false, title: "Delete failed", message: "A campaign uses this template." };
    }
  }

  if (intent === "send") {
    const parsed = campaignInputSchema.safeParse(body);
    if (!parsed.success)
      return {
        ok: false,
        title: "Campaign creation failed",
        message: parsed.error.issues[0]!.message,
      };
    const deliveryProblem = emailDeliveryProblem(env);
    if (deliveryProblem)
      return { ok: false, title: "Campaign creation failed", message: deliveryProblem };
    if (!(await getTemplate(db, parsed.data.templateId)))
      return {
        ok: false,
        title: "Campaign creation failed",
        message: "Selected template not found",
      };
    try {
      const settings = await getSiteSettings(db);
      const input = {
        ...parsed.data,
        useTranslation: campaignUsesTranslation(parsed.data.useTranslation, settings),
      };
      if (body?.when === "later")
        return await scheduleFromForm(db, user, input, body, siteOrigin(request, env.PUBLIC_URL));
      const campaign = await createCampaign(db, { ...input, createdBy: user.id });
      if (campaign.recipients === 0) {
        // Nobody matched any more: the campaign never started, so no row stays behind.
        await discardEmptyCampaign(db, campaign.id);
        return {
          ok: false,
          title: "Campaign creation failed",
          message: "No subscribed contacts match these filters.",
        };
      }
      await env.EMAIL_QUEUE.send({
        type: "campaign",
        campaignId: campaign.id,
        origin: siteOrigin(request, env.PUBLIC_URL),
      });
      await recordAudit(db, user, {
        action: "create",
        entity: "email_campaign",
        entityId: campaign.id,
        detail: `${parsed.data.name} to ${campaign.recipients}`,
      });
      return {
        ok: true,
        title: "Campaign created",
        message: `Campaign ${parsed.data.name} has been queued for sending to ${campaign.recipients} recipients.`,
      };
    } catch (error) {
      console.error("campaign creation failed", error);
      return {
        ok: false,
        title: "Campaign creation failed",
        message: "Failed to send email campaign. Please try again later.",
      };
    }
  }

  if (intent === "update-schedule") return updateSchedule(db, user, body);
  if (intent === "cancel") return cancelSchedule(db, user, body);
  if (intent === "test-send")
    return sendTestEmail(env, db, user.id, body, siteOrigin(request, env.PUBLIC_URL));

  if (intent === "pause" || intent === "resume" || intent === "retry") {
    const id = contentIdSchema.safeParse(body?.id);
    if (!id.success) return { ok: false, title: "Error" };
    const deliveryProblem = intent === "pause" ? null : emailDeliveryProblem(env);
    if (deliveryProblem) return { ok: false, title: "Error", message: deliveryProblem };
    if (intent === "pause") await setCampaignStatus(db, id.data, "paused", ["queued", "sending"]);
    else {
      if (intent === "retry") await requeueFailed(db, id.data);
      await setCampaignStatus(db, id.data, "sending", [
        "paused",
        "sent",
        "failed",
        "sending",
        "queued",
      ]);
      await env.EMAIL_QUEUE.send({
        type: "campaign",
        campaignId: id.data,
        origin: siteOrigin(request, env.PUBLIC_URL),
      });
    }
    await recordAudit(db, user, { action: intent, entity: "email_campaign", entityId: id.data });
    return {
      ok: true,
      title:
        intent === "pause"
          ? "Campaign paused"
          : intent === "resume"
            ? "Campaign resumed"
            : "Failed recipients queued again",
    };
  }
  return { ok: false, title: "Error" };
}

export const meta: Route.MetaFunction = () => [{ title: "Email Campaigns | Waymark Admin" }];

export default function EmailCampaignManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const revalidator = useRevalidator();
  const sending = loaderData.campaigns.some((c) => c.status === "queued" || c.status === "sending");
  // While a campaign is sending, its progress is re-read every two seconds.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Email Campaign Manager</h1>
      <p
        className={`rounded-lg p-3 text-sm ${loaderData.delivery.problem ? "bg-red-50 text-red-900" : "bg-sky-50 text-sky-900"}`}
        data-testid="delivery"
      >
        {loaderData.delivery.problem
          ? loaderData.delivery.problem
          : loaderData.delivery.kind === "outbox"
            ? "Delivery: local outbox. No SMTP_URL or email API is configured, so emails are kept in the outbox below where they can be read."
            : `Delivery: ${loaderData.delivery.description}, at most ${loaderData.delivery.perSecond} emails per second.`}
      </p>
      <Tabs
        label="Email campaign sections"
        items={[
          {
            id: "import",
            label: "Import Contacts",
            panel: (
              <ImportTab
                total={loaderData.facets.total}
                languages={loaderData.facets.languages}
                loadError={loaderData.loadErrors.contacts}
              />
            ),
          },
          {
            id: "templates",
            label: "Email Templates",
            panel: (
              <TemplatesTab
                templates={loaderData.templates}
                loadError={loaderData.loadErrors.templates}
              />
            ),
          },
          {
            id: "send",
            label: "Send Campaign",
            panel: (
              <SendTab
                templates={loaderData.templates}
                countries={loaderData.facets.countries}
                autoTranslate={loaderData.autoTranslate}
                translator={loaderData.translator}
                loadError={
                  loaderData.loadErrors.templates || loaderData.loadErrors.contacts
                    ? "Failed to load templates and contacts"
                    : null
                }
              />
            ),
          },
        ]}
      />
      <History
        campaigns={loaderData.campaigns}
        details={loaderData.details}
        clicks={loaderData.clicks}
        templates={loaderData.templates}
        countries={loaderData.facets.countries}
        loadError={loaderData.loadErrors.campaigns}
      />
      {loaderData.delivery.kind === "outbox" || loaderData.outbox.length > 0 ? (
        <Outbox emails={loaderData.outbox} />
      ) : null}
    </div>
  );
}
