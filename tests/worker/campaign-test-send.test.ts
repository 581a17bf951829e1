// Test sends and the template preview (issue 20): the chosen template rendered for a sample
// contact in a chosen language, sent through the configured transport (a real local SMTP server
// here) to typed addresses, and counted nowhere: no campaign, no ledger, no history.
import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { getDb } from "~/data/db";
import { campaignRecipients, emailCampaigns, outboxEmails } from "~/data/schema";
import * as previewRoute from "~/routes/admin/email-campaigns/preview";
import { EMAIL_NOT_CONFIGURED } from "~/server/email/transport.server";
import { LIMITS, limitMultiplier } from "~/server/limits/atomic-limits.server";
import type { SinkMessage } from "../support/smtp-sink";
import { routeContext, testAdmin } from "./support/route-context";
import { postCampaignAction } from "./support/campaign-action";
import { addTemplate, importContacts } from "./support/campaign-fixtures";

const db = getDb(env.DB);
const smtp = () => ({ SMTP_URL: inject("smtpUrl") });

async function sinkMessages(domain: string): Promise<SinkMessage[]> {
  const all = (await (await fetch(`${inject("smtpApiUrl")}/messages`)).json()) as SinkMessage[];
  return all.filter((m) => m.envelopeTo.some((to) => to.endsWith(`@${domain}`)));
}

/** A template and, in a country of the test's own, one contact named Asha. */
async function setUp(withContact = true) {
  const country = `Test-${crypto.randomUUID()}`;
  const templateId = await addTemplate({
    name: `Hello ${country}`,
    subject: "Hi {name}",
    body: "Dear {name} {surname},\n\nJoin us at https://waymark.test/join",
  });
  if (withContact)
    await importContacts([
      {
        name: "Asha",
        surname: "Rao",
        email: `asha-${crypto.randomUUID()}@example.com`,
        country,
        language: "en",
      },
    ]);
  return { templateId, country, domain: `${crypto.randomUUID()}.test` };
}

async function testSend(body: Record<string, unknown>, envOverride: Partial<Env> = smtp()) {
  return postCampaignAction(
    { intent: "test-send", language: "en", useTranslation: true, ...body },
    { env: envOverride },
  );
}

async function counts() {
  const [[campaigns], [ledger], [outbox]] = await db.batch([
    db.select({ n: count() }).from(emailCampaigns),
    db.select({ n: count() }).from(campaignRecipients),
    db.select({ n: count() }).from(outboxEmails),
  ]);
  return { campaigns: campaigns!.n, ledger: ledger!.n, outbox: outbox!.n };
}

describe("a test send", () => {
  it("goes through the SMTP transport to each typed address, rendered for a contact of the filters, and counts as no campaign", async () => {
    const { templateId, country, domain } = await setUp();
    const before = await counts();
    const result = await testSend({
      templateId,
      countryFilter: country,
      addresses: `one@${domain}, Two@${domain}`,
    });
    expect(result).toMatchObject({ ok: true, title: "Test email sent" });
    const messages = await sinkMessages(domain);
    expect(messages.map((m) => m.envelopeTo[0]).sort()).toEqual([`one@${domain}`, `two@${domain}`]);
    expect(messages.map((m) => m.subject)).toEqual(["[Test] Hi Asha", "[Test] Hi Asha"]);
    expect(messages[0]!.text).toContain("Dear Asha Rao");
    // No campaign: its links are not tagged, and its unsubscribe link unsubscribes nobody.
    expect(messages[0]!.text).toContain("https://waymark.test/join\n");
    expect(messages[0]!.text).toContain("https://waymark.test/unsubscribe/test-send");
    expect(messages[0]!.headers["list-unsubscribe"]).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it("is written in the chosen language, machine-translated when the campaign would use translation", async () => {
    const { templateId, country, domain } = await setUp();
    const translated = { ...smtp(), TRANSLATE_URL: inject("translateUrl") };
    const base = { templateId, countryFilter: country, language: "es" };
    expect(
      await testSend({ ...base, addresses: `es@${domain}`, useTranslation: true }, translated),
    ).toMatchObject({ ok: true });
    expect(
      await testSend({ ...base, addresses: `orig@${domain}`, useTranslation: false }, translated),
    ).toMatchObject({ ok: true });
    const byTo = Object.fromEntries((await sinkMessages(domain)).map((m) => [m.envelopeTo[0], m]));
    expect(byTo[`es@${domain}`]?.subject).toBe("[Test] [es] Hi Asha");
    expect(byTo[`orig@${domain}`]?.subject).toBe("[Test] Hi Asha");
  });

  it("uses a placeholder contact when none matches the filters", async () => {
    const { templateId, country, domain } = await setUp(false);
    expect(
      await testSend({ templateId, countryFilter: country, addresses: `alex@${domain}` }),
    ).toMatchObject({ ok: true });
    const [message] = await sinkMessages(domain);
    expect(message?.subject).toBe("[Test] Hi Alex");
  });

  it("refuses bad input and an unconfigured production site, sending nothing", async () => {
    const { templateId, country, domain } = await setUp();
    const six = Array.from({ length: 6 }, (_, i) => `p${i}@${domain}`).join(",");
    expect(await testSend({ templateId, countryFilter: country, addresses: six })).toEqual({
      ok: false,
      title: "Test send failed",
      message: "A test goes to at most 5 addresses at once.",
    });
    expect(
      await testSend({
        templateId,
        countryFilter: country,
        addresses: `ok@${domain}, not-an-address`,
      }),
    ).toEqual({
      ok: false,
      title: "Test send failed",
      message: "Not an email address: not-an-address",
    });
    expect(await testSend({ templateId, countryFilter: country, addresses: " " })).toMatchObject({
      ok: false,
      message: "Type at least one address to send the test to.",
    });
    expect(
      await testSend({ templateId: 999_999, countryFilter: country, addresses: `x@${domain}` }),
    ).toMatchObject({ ok: false, message: "Selected template not found" });
    expect(
      await testSend(
        { templateId, countryFilter: country, addresses: `prod@${domain}` },
        { APP_ENV: "production", SMTP_URL: undefined, EMAIL_API_URL: undefined },
      ),
    ).toEqual({ ok: false, title: "Test send failed", message: EMAIL_NOT_CONFIGURED });
    expect(await sinkMessages(domain)).toEqual([]);
  });

  it("without SMTP or an email API is kept in the local outbox, outside any campaign", async () => {
    const { templateId, country, domain } = await setUp();
    const before = await counts();
    expect(
      await testSend(
        { templateId, countryFilter: country, addresses: `local@${domain}` },
        { SMTP_URL: undefined, EMAIL_API_URL: undefined },
      ),
    ).toMatchObject({ ok: true });
    expect(await counts()).toEqual({ ...before, outbox: before.outbox + 1 });
  });

  it("is limited per admin", async () => {
    const { templateId, country } = await setUp();
    const admin = await testAdmin();
    const allowed = LIMITS.campaignTestSend.limit * limitMultiplier(env);
    const send = () =>
      postCampaignAction(
        {
          intent: "test-send",
          templateId,
          language: "en",
          countryFilter: country,
          addresses: "limit@limit.test",
        },
        { admin, env: { SMTP_URL: undefined, EMAIL_API_URL: undefined } },
      );
    for (let i = 0; i < allowed; i++) expect(await send()).toMatchObject({ ok: true });
    expect(await send()).toEqual({
      ok: false,
      title: "Test send failed",
      message: `Too many test sends: at most ${LIMITS.campaignTestSend.limit} an hour. Try again later.`,
    });
  });
});

describe("the template preview", () => {
  it("renders the chosen template for a sample contact in the chosen language", async () => {
    const { templateId, country } = await setUp();
    const query = new URLSearchParams({
      templateId: String(templateId),
      language: "es",
      languageFilter: "all",
      countryFilter: country,
      useTranslation: "true",
    });
    const result = await previewRoute.loader({
      request: new Request(`https://waymark.test/admin/email-campaigns/preview?${query}`),
      context: routeContext({
        admin: await testAdmin(),
        env: { TRANSLATE_URL: inject("translateUrl") },
      }),
      params: {},
    } as never);
    expect(result).toMatchObject({
      ok: true,
      email: { subject: "[es] Hi Asha", sample: "Asha Rao", source: "machine" },
    });
    if (result.ok) expect(result.email.html).toContain('lang="es"');
  });
});
