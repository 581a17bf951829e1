// A campaign's email before it goes out (issue 20): the Send Campaign tab's preview and its test
// send render the chosen template for a sample contact in a chosen language, the same way a
// campaign would (template variant or machine translation, placeholders, footer). A test send
// goes through the configured transport to the addresses the admin typed and is no campaign: no
// campaign row, no ledger rows, no history entry.
import type { Db } from "~/data/db";
import { sampleContact } from "~/data/contacts";
import { getTemplate } from "~/data/email-templates";
import { getSiteSettings } from "~/data/settings";
import { campaignUsesTranslation } from "~/domain/translation/auto-translate";
import { renderCampaignEmail, type RenderedEmail } from "~/domain/email/template";
import { getLanguage, isLanguageCode, type LanguageCode } from "~/i18n/languages";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import type { TestSendInput } from "~/schemas/email";
import type { Actor } from "~/data/audit";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { consumeLimit, LIMITS } from "~/server/limits/atomic-limits.server";
import { withTranslationCache } from "~/server/translation/cached-provider.server";
import { translationProvider } from "~/server/translation/machine-translation.server";
import type { CampaignText } from "~/data/campaign-translations";
import { textForLanguage } from "./campaign-language.server";
import { sendingOrigin } from "./delivery-problem.server";
import { emailTransport } from "./transport.server";

export type SampleRequest = {
  templateId: number;
  language: LanguageCode;
  languageFilter: string;
  countryFilter: string;
  useTranslation: boolean;
};

export type SampleEmail = RenderedEmail & {
  /** Whose details fill the placeholders ("Alex Sample" when no contact matches). */
  sample: string;
  source: CampaignText["source"];
  note: string | null;
};

const TEMPLATE_NOT_FOUND = "Selected template not found";

/** Subject prefix of every test send, so nobody mistakes it for the campaign. */
export const TEST_SUBJECT_PREFIX = "[Test] ";

/** The path a test email's unsubscribe link shows: it unsubscribes nobody. */
const SAMPLE_UNSUBSCRIBE_PATH = "/unsubscribe/test-send";

/** The provider behind a cache: the preview asks again on every change of its sample. */
function cachedProvider(env: Env) {
  const provider = translationProvider(env);
  return provider && withTranslationCache(provider, env.KV);
}

/** The chosen template rendered for a sample contact in `language`; null without the template. */
export async function renderSampleEmail(
  env: Env,
  db: Db,
  input: SampleRequest,
  origin: string,
): Promise<SampleEmail | null> {
  const template = await getTemplate(db, input.templateId);
  if (!template) return null;
  const settings = await getSiteSettings(db);
  const source = {
    templateName: template.name,
    language: template.language,
    useTranslation: campaignUsesTranslation(input.useTranslation, settings),
    subject: template.subject,
    body: template.body,
  };
  const original: CampaignText = {
    source: "original",
    subject: template.subject,
    body: template.body,
    note: null,
  };
  const text =
    input.language === template.language
      ? original
      : ((await textForLanguage(db, source, input.language, cachedProvider(env))) ?? original);
  // The language the email is written in decides its footer (as a campaign's does).
  const written: LanguageCode =
    text.source === "original"
      ? isLanguageCode(template.language)
        ? template.language
        : "en"
      : input.language;
  const contact = (await sampleContact(
    db,
    input.languageFilter,
    input.countryFilter,
    input.language,
  )) ?? {
    name: "Alex",
    surname: "Sample",
    email: "alex.sample@example.com",
    country: "",
    language: input.language,
  };
  const rendered = renderCampaignEmail(text, contact, {
    unsubscribeUrl: `${origin}${SAMPLE_UNSUBSCRIBE_PATH}`,
    postalAddress: settings.postalAddress,
    senderName: settings.senderName,
    unsubscribeLabel: (await getSiteMessages(env, written))["general.unsubscribe.button"],
    language: getLanguage(written),
  });
  return {
    ...rendered,
    sample: `${contact.name} ${contact.surname}`.trim(),
    source: text.source,
    note: text.note,
  };
}

/** Rate-limits (per admin) and sends a test of the template to the typed addresses. */
export async function sendTestEmail(
  deps: { env: Env; db: Db },
  actor: Actor,
  input: TestSendInput,
): Promise<Outcome> {
  const { addresses, ...request } = input;
  const ready = await testSendOrigin(
    deps,
    actor,
    (db) => getTemplate(db, request.templateId),
    TEMPLATE_NOT_FOUND,
  );
  if ("refusal" in ready) return ready.refusal;
  const email = await renderSampleEmail(deps.env, deps.db, request, ready.origin);
  if (!email) return refused(TEMPLATE_NOT_FOUND, 404);
  // One email per address: the addresses do not see each other.
  const problems = await sendTestEmails(
    deps,
    addresses.map((to) => ({ ...email, label: to, to })),
  );
  const sent = addresses.length - problems.length;
  if (problems.length > 0)
    return refused(
      `${sent > 0 ? `Sent to ${sent} of ${addresses.length}. ` : ""}Not sent to ${problems.join("; ")}`,
      502,
    );
  return succeeded(
    `A test of "${email.subject}" (for ${email.sample}) was sent to ${addresses.join(", ")}.`,
  );
}

/** What every test send (a template's, a sequence's) checks first, in this order: that email can
 * go out (503), that what it tests still exists (`missing`, 404), and that this admin has test
 * sends left this hour (campaigns' and sequences' together, 429). The origin of its links (the
 * configured public origin, never the request's Host), or the refusal. */
export async function testSendOrigin(
  deps: { env: Env; db: Db },
  actor: Actor,
  exists: (db: Db) => Promise<unknown>,
  missing: string,
): Promise<{ origin: string } | { refusal: Outcome }> {
  const links = sendingOrigin(deps.env);
  if ("problem" in links) return { refusal: refused(links.problem, 503) };
  if (!(await exists(deps.db))) return { refusal: refused(missing, 404) };
  if (!(await consumeLimit(deps.env, "campaignTestSend", `admin:${actor.id}`))) {
    const limit = LIMITS.campaignTestSend.limit;
    return {
      refusal: refused(`Too many test sends: at most ${limit} an hour. Try again later.`, 429),
    };
  }
  return links;
}

/** Sends test emails through the configured transport, "[Test]" before each subject, each with
 * a Message-ID of its own; answers "label: error" for each one that did not go. */
export async function sendTestEmails(
  deps: { env: Env; db: Db },
  emails: readonly (RenderedEmail & { label: string; to: string })[],
): Promise<string[]> {
  const settings = await getSiteSettings(deps.db);
  const domain = settings.senderEmail.split("@")[1]?.replace(/[^\w.-]/g, "") || "waymark.invalid";
  const transport = emailTransport(deps.env, deps.db);
  const problems: string[] = [];
  try {
    for (const email of emails) {
      const outcome = await transport
        .send({
          ledgerId: null,
          campaignId: null,
          messageId: `<test-${crypto.randomUUID()}@${domain}>`,
          from: { name: settings.senderName, email: settings.senderEmail },
          to: email.to,
          subject: `${TEST_SUBJECT_PREFIX}${email.subject}`,
          text: email.text,
          html: email.html,
          headers: {},
        })
        .catch((error: unknown) => ({
          ok: false as const,
          error: error instanceof Error ? error.message : String(error),
        }));
      if (!outcome.ok) problems.push(`${email.label}: ${outcome.error}`);
    }
  } finally {
    await transport.close();
  }
  return problems;
}
