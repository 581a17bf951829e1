// Back-office times in the operator's time zone (issue 32, decision 0046): a phone in India and
// one in New York read the same campaign's scheduled time and the same outbox email in their own
// zone, while the page as the server sends it says UTC.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { localDateTime } from "../../app/domain/formats/time-zone";
import { addHostCookie, signInCookie } from "./admin-session";
import { baseURL, setUpBrowser } from "./browser";

const browser = setUpBrowser();
/** The narrowest phone the back-office supports. */
const NARROW_PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const stamp = Date.now();
const campaign = `Zoned ${stamp}`;
const tester = `zone${stamp}@tz-e2e.test`;
/** 13:00 UTC three days ahead: the campaign's known instant. */
const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const SCHEDULED = Date.parse(`${day}T13:00:00Z`);
let cookie: string;

async function post(body: unknown, path = "/admin/email-campaigns") {
  const res = await fetch(baseURL() + path, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseURL(), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return text;
}

/** The screen's HTML as the server sends it (no zone known), React's text separators removed. */
async function serverHtml() {
  const res = await fetch(`${baseURL()}/admin/email-campaigns`, { headers: { Cookie: cookie } });
  return (await res.text()).replace(/<!-- -->/g, "");
}

beforeAll(async () => {
  cookie = await signInCookie();
  const country = `Zoneland${stamp}`;
  await post(
    {
      consent: true,
      fileName: "zone.csv",
      csv: `name,surname,email,country,language\nIla,Sen,ila${stamp}@tz-e2e.test,${country},en\n`,
    },
    "/admin/email-campaigns/import",
  );
  const template = `Zone hello ${stamp}`;
  await post({
    intent: "save-template",
    name: template,
    subject: "Hello {name}",
    body: "Dear {name},\n\nsee you soon.",
    language: "en",
  });
  const templateId = new RegExp(`<option value="(\\d+)">${template} \\(English\\)</option>`).exec(
    await serverHtml(),
  )?.[1];
  expect(templateId).toBeDefined();
  const target = {
    templateId,
    languageFilter: "all",
    countryFilter: country,
    useTranslation: false,
  };
  // Scheduled at a known UTC instant (entered as a time in UTC), and one email in the outbox.
  await post({
    intent: "send",
    name: campaign,
    ...target,
    when: "later",
    sendAt: `${day}T13:00`,
    timeZone: "UTC",
  });
  await post({ intent: "test-send", ...target, language: "en", addresses: tester });
}, 60_000);

/** The Email Campaigns screen on a 360 px phone whose clock is in `timezoneId`, hydrated. */
async function screenIn(timezoneId: string): Promise<Page> {
  const page = await browser.newPage({ ...NARROW_PHONE, timezoneId });
  await addHostCookie(page, cookie);
  await page.goto("/admin/email-campaigns", { waitUntil: "networkidle" });
  return page;
}

/** "18:30 (Asia/Kolkata)": a wall-clock time in `zone` with the zone's name as the page shows it
 * (Chromium's ICU still calls India "Asia/Calcutta"). */
function shown(ms: number, zone: string, zoneName = zone) {
  return new RegExp(`${localDateTime(ms, zone).slice(11)} \\(${zoneName}\\)`);
}

const ZONES = [
  { zone: "Asia/Kolkata", name: "Asia/(Kolkata|Calcutta)" },
  { zone: "America/New_York", name: "America/New_York" },
];

describe("back-office times in the operator's zone", () => {
  it("the server's page says UTC, before any browser has said its zone", async () => {
    const html = await serverHtml();
    expect(html).toMatch(
      new RegExp(`Scheduled for <time dateTime="${day}T13:00:00.000Z">[^<]*13:00 UTC</time>`),
    );
  });

  for (const { zone, name } of ZONES) {
    it(`a phone in ${zone} reads the campaign history and the outbox in its own time`, async () => {
      const page = await screenIn(zone);
      const scheduled = page
        .getByTestId("campaign-row")
        .filter({ hasText: campaign })
        .getByTestId("scheduled-at");
      // 13:00 UTC is 18:30 in India and 08:00 (or 09:00 in summer) in New York.
      await expect.poll(() => scheduled.innerText()).toMatch(shown(SCHEDULED, zone, name));
      expect(await scheduled.innerText()).not.toContain("UTC");
      expect(await scheduled.locator("time").getAttribute("datetime")).toBe(
        new Date(SCHEDULED).toISOString(),
      );

      const email = page.getByTestId("outbox-email").filter({ hasText: tester });
      const sentAt = Date.parse((await email.locator("time").getAttribute("datetime"))!);
      await expect
        .poll(() => email.locator("summary").innerText())
        .toMatch(shown(sentAt, zone, name));
      // The local time is not the UTC one (India is 5:30 ahead, New York 4 or 5 hours behind).
      expect(localDateTime(sentAt, zone)).not.toBe(localDateTime(sentAt, "UTC"));

      // The zone's name fits the narrow phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
});
