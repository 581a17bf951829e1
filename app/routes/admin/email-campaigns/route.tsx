import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/route";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Tabs } from "~/components/tabs";
import { recentCampaignDetails } from "~/data/campaign-ledger";
import { listCampaigns, listOutbox } from "~/data/campaigns";
import { campaignJoinClicks } from "~/data/analytics-queries";
import { contactFacets } from "~/data/contacts";
import { getDb } from "~/data/db";
import { getSiteSettings, parseSettingsRows } from "~/data/settings";
import { autoTranslateEnabled } from "~/domain/translation/auto-translate";
import { listTemplates } from "~/data/email-templates";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { siteOrigin } from "~/server/http/origin.server";
import {
  describeTransport,
  emailDeliveryProblem,
  emailsPerSecond,
} from "~/server/email/transport.server";
import { actionError, loadList } from "~/server/admin/action-results.server";
import { translationProvider } from "~/server/translation/machine-translation.server";
import { CAMPAIGN_CHANGES } from "./campaign-actions.server";
import { ImportTab } from "./import-tab";
import { TemplatesTab } from "./templates-tab";
import { SendTab } from "./send-tab";
import { History } from "./history";
import { Outbox } from "./outbox";

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

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const body: unknown = await request.json().catch(() => null);
  const intent = (body as { intent?: unknown } | null)?.intent;
  if (typeof intent !== "string" || !Object.hasOwn(CAMPAIGN_CHANGES, intent))
    return actionError("Error", 400);
  const deps = { db: getDb(env.DB), env, origin: siteOrigin(request, env.PUBLIC_URL) };
  return CAMPAIGN_CHANGES[intent]!({ deps, actor: user, body, intent });
}

export const meta: Route.MetaFunction = () => [{ title: "Email Campaigns | Waymark Admin" }];

export default function EmailCampaignManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { templates, campaigns, details, clicks, facets, outbox, loadErrors, delivery } =
    loaderData;
  const revalidator = useRevalidator();
  const sending = campaigns.some((c) => c.status === "queued" || c.status === "sending");
  // While a campaign is sending, its progress is re-read every two seconds, once the last read
  // has finished: a new one would cancel it, and on a busy server the page (and the recipient count
  // a confirmation waits for) would never settle.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Email Campaign Manager</h1>
      <p
        className={`rounded-lg p-3 text-sm ${delivery.problem ? "bg-red-50 text-red-900" : "bg-sky-50 text-sky-900"}`}
        data-testid="delivery"
      >
        {delivery.problem
          ? delivery.problem
          : delivery.kind === "outbox"
            ? "Delivery: local outbox. No email service is connected, so emails are kept in the outbox below where you can read them; nobody receives them. Ask whoever runs the server to connect one (setting SMTP_URL) before sending to real people."
            : `Delivery: ${delivery.description}, at most ${delivery.perSecond} emails per second.`}
      </p>
      <Tabs
        // The send form and the template editor keep what was typed when the tab changes.
        renderHidden
        label="Email campaign sections"
        items={[
          {
            id: "import",
            label: "Import Contacts",
            panel: (
              <ImportTab
                total={facets.total}
                languages={facets.languages}
                loadError={loadErrors.contacts}
              />
            ),
          },
          {
            id: "templates",
            label: "Email Templates",
            panel: <TemplatesTab templates={templates} loadError={loadErrors.templates} />,
          },
          {
            id: "send",
            label: "Send Campaign",
            panel: (
              <SendTab
                templates={templates}
                countries={facets.countries}
                autoTranslate={loaderData.autoTranslate}
                translator={loaderData.translator}
                loadError={
                  loadErrors.templates || loadErrors.contacts
                    ? "Failed to load templates and contacts"
                    : null
                }
              />
            ),
          },
        ]}
      />
      <History
        campaigns={campaigns}
        details={details}
        clicks={clicks}
        templates={templates}
        countries={facets.countries}
        loadError={loadErrors.campaigns}
      />
      {delivery.kind === "outbox" || outbox.length > 0 ? <Outbox emails={outbox} /> : null}
    </div>
  );
}
