import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { ChangePasswordForm } from "~/components/admin/password-card";
import { CHANGE_PASSWORD } from "~/schemas/admin";
import { Button } from "~/components/ui/button";
import { ErrorNotice, Panel } from "~/components/ui/panel";
import { SelectField, TextField, ToggleField, wholeNumber } from "~/components/ui/field";
import { Options } from "~/components/admin/field-options";
import { SUPPORTED_WALLETS, WALLET_NAMES } from "~/domain/referral/wallet-links";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { asActionResult, type FieldErrors } from "~/schemas/action-result";
import { settingsFormSchema, type SiteSettings } from "~/schemas/settings";
import { answer, invalidInput } from "~/server/admin/action-results.server";
import { saveSettings } from "~/server/admin/settings.server";
import { requireOwner } from "~/server/auth/auth.server";
import { answerPasswordForm } from "~/server/auth/change-password.server";
import { AssistantPanel } from "./settings-assistant";
import { bindSettings, type SettingsFields } from "./settings-fields";
import { getWorker } from "~/server/http/context";
import { requestClientKey } from "~/server/limits/client-key";

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireOwner(context);
  try {
    const settings = await getSiteSettings(getDb(getWorker(context).env.DB));
    return { settings, email: user.email, loadError: null };
  } catch (error) {
    // The account card still works; the site settings form is not shown with made-up values.
    console.error("Failed to load settings", error);
    return { settings: null, email: user.email, loadError: "Failed to load settings" };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireOwner(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const form = Object.fromEntries(await request.formData());

  if (form.intent === CHANGE_PASSWORD) {
    const me = { ...session, client: requestClientKey(request) };
    return answerPasswordForm({ db, env }, me, form, "/admin/settings");
  }

  const parsed = settingsFormSchema.safeParse(form);
  if (!parsed.success)
    return invalidInput(parsed.error.issues, "Settings not saved", { intent: "settings" });
  const outcome = await saveSettings({ db, kv: env.KV }, session.user, parsed.data);
  return answer(outcome, {
    failure: "Settings not saved",
    success: "Settings updated",
    redirectTo: "/admin/settings",
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Settings | Waymark Admin" }];

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, email, loadError } = loaderData;
  const result = asActionResult(actionData);
  return (
    <div className="max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold">Site Settings</h1>
      {loadError || !settings ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      {settings ? (
        <SiteSettingsForm
          settings={settings}
          errors={result?.intent === "settings" ? result.fields : {}}
        />
      ) : null}
      <AdminAccountCard
        email={email}
        errors={result?.intent === CHANGE_PASSWORD ? result.fields : {}}
      />
    </div>
  );
}

function SiteSettingsForm({ settings, errors }: { settings: SiteSettings; errors: FieldErrors }) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const fields = bindSettings(settings, errors);
  return (
    <Form method="post" className="space-y-8">
      <input type="hidden" name="intent" value="settings" />
      <GeneralPanel {...fields} />
      <MembersPanel {...fields} />
      <MailPanels {...fields} />
      <AssistantPanel {...fields} />
      <Button type="submit" disabled={saving}>
        {saving ? "Saving…" : "Save Settings"}
      </Button>
    </Form>
  );
}

function GeneralPanel({ field, toggle }: SettingsFields) {
  return (
    <Panel title="General" className="space-y-4">
      <TextField
        label="Default Referral Link"
        {...field("referralLink")}
        type="url"
        required
        hint="Used when no referral link from the pool is available."
      />
      <TextField
        label="Default YouTube Video ID"
        {...field("youtubeDefaultId")}
        hint="Used when no language-specific video exists. An 11-character ID or a full YouTube URL."
      />
      <div className="divide-y divide-slate-100">
        <ToggleField label="Show Presentations" {...toggle("showPresentations")} />
        <ToggleField label="Show Video on Mobile" {...toggle("showVideoOnMobile")} />
        <ToggleField label="Enable Auto-Translate" {...toggle("enableAutoTranslate")} />
      </div>
    </Panel>
  );
}

/** How a member's personal link attributes visitors (issue 30). */
function MembersPanel({ field, toggle }: SettingsFields) {
  return (
    <Panel title="Members' links" className="space-y-4">
      <TextField
        label="Days a member's link is remembered"
        {...field("attributionDays")}
        {...wholeNumber(365)}
        hint="A visitor who opens a page through a member's link gets that member's referral link on every page for this many days."
      />
      <div className="divide-y divide-slate-100">
        <ToggleField
          label="The last member's link wins"
          {...toggle("attributionLastWins")}
          hint="Off: the first member's link keeps the visitor until it expires."
        />
        <ToggleField
          label="Show “Shared with you by” on the home page"
          {...toggle("showSharedBy")}
          hint="The home page names the member whose link the visitor came through."
        />
      </div>
    </Panel>
  );
}

const WALLET_OPTIONS = SUPPORTED_WALLETS.map((w) => ({ value: w, label: WALLET_NAMES[w] }));

/** Open in wallet, the email signup, the campaign sender and bounces. */
function MailPanels({ field, toggle }: SettingsFields) {
  return (
    <>
      <Panel title="Open in wallet" className="space-y-4">
        <SelectField
          label="Recommended wallet"
          {...field("recommendedWallet")}
          hint="On a phone, the join guide shows one button that opens the visitor's referral link in this wallet's browser."
        >
          <option value="">None (copy and paste only)</option>
          <Options options={WALLET_OPTIONS} />
        </SelectField>
      </Panel>
      <Panel title="Email updates signup" className="space-y-2">
        <ToggleField
          label="Show the “Get updates by email” form on the public site"
          {...toggle("emailSignup")}
          hint="Visitors confirm by email (double opt-in) before they become contacts. When off, the form is hidden and its address answers 404."
        />
      </Panel>
      <Panel title="Campaign email sender" className="space-y-4">
        <TextField label="Sender name" {...field("senderName")} required />
        <TextField label="Sender email" {...field("senderEmail")} type="email" required />
        <TextField
          label="Postal address"
          {...field("postalAddress")}
          required
          hint="Shown in the footer of every campaign email."
        />
      </Panel>
      <Panel title="Bounces" className="space-y-4">
        <TextField
          label="Soft bounces before suppression"
          {...field("softBounceLimit")}
          {...wholeNumber(20)}
          hint="A contact whose mail bounces softly (mailbox full, server busy) this many times in a row is no longer mailed. Hard bounces and complaints stop mail at once."
        />
      </Panel>
    </>
  );
}

function AdminAccountCard({ email, errors }: { email: string; errors: FieldErrors }) {
  return (
    <Panel title="Admin Account" className="space-y-4">
      <dl className="grid grid-cols-[6rem_1fr] gap-2 text-sm break-all sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-500">Email</dt>
        <dd data-testid="admin-email">{email}</dd>
        <dt className="text-slate-500">Password</dt>
        <dd aria-label="Password hidden">••••••••••••</dd>
      </dl>
      <p className="text-sm text-slate-600" data-testid="account-note">
        You can change your password below; other signed-in sessions are signed out when you do. The
        sign-in email cannot be changed here.
      </p>
      <div className="space-y-3 border-t border-slate-100 pt-4">
        <h3 className="font-medium">Change your password</h3>
        <ChangePasswordForm errors={errors} />
      </div>
    </Panel>
  );
}
