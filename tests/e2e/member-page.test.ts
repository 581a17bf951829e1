// Issue 30, the member's side, in phones' browsers on a site that sends its email to a local SMTP
// server: the operator adds a Hindi-speaking member on the Members screen; a visitor opens a Hindi
// page through the member's personal link and clicks Join; the member asks for a sign-in link on
// their Hindi page, opens it from the email, and sees their personal links (copy, QR code,
// WhatsApp and Telegram carrying their code) and figures that count that visit and that click;
// the operator's Members screen counts the same. Hindi texts come from the Hindi dictionary.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScratchSite } from "../../scripts/local-runtime.ts";
import { hi } from "../../app/i18n/dictionaries/hi.ts";
import { addHostCookie } from "./admin-session";
import { seriousAxeViolations } from "./axe";
import { hydrated, pageErrors, PHONE, setUpBrowser, stubRegistration } from "./browser";
import { startMailSite, type MailSite } from "./mail-site";

let mail: MailSite;
let site: ScratchSite;
const browser = setUpBrowser();

beforeAll(async () => {
  mail = await startMailSite("member-page");
  ({ site } = mail);
}, 90_000);

afterAll(async () => {
  await mail?.close();
});

const NARROW = { ...PHONE, viewport: { width: 360, height: 780 } };

/** A figure of the member's page ("visits", "clicks" ...), as shown. */
const memberStat = (page: Page, id: string) =>
  page.getByTestId(`member-stat-${id}`).locator("dd").textContent();

/** The operator adds a new member (see `newMember`) on the Members screen, with a new link that
 * joins the pool; answers the member's details, their code and the operator's page. */
async function addMember(name: string, prefix: string) {
  const member = newMember(name, prefix);
  const page = await browser.newPage({ ...PHONE, baseURL: site.url });
  await addHostCookie(page, mail.cookie, site.url);
  await page.goto("/admin/members?edit=new");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Add member" }) });
  await hydrated(form.getByLabel("Name", { exact: true }));
  await form.getByLabel("Name", { exact: true }).fill(member.name);
  await form.getByLabel("Email", { exact: true }).fill(member.email);
  await form.getByLabel("Personal code").fill(member.code);
  await form.getByRole("checkbox", { name: "Hindi", exact: true }).check();
  await form.getByLabel("Their referral link (joins the pool)").fill(member.link);
  await form.getByRole("button", { name: "Add member" }).click();
  await page.getByTestId("toast").getByText(`Member ${member.name} added`).waitFor();
  await page.getByTestId(`member-${member.code}`).waitFor();
  expect(pageErrors(page)).toEqual([]);
  return { member, code: member.code, operator: page };
}

/** A phone visitor opens a Hindi page through the member's code and clicks Join once. */
async function visitAndJoin(code: string, memberLink: string) {
  const visitor = await browser.newPage({ ...PHONE, baseURL: site.url });
  await stubRegistration(visitor);
  await visitor.goto(`/hi/join?via=${code}`);
  await hydrated(visitor.getByTestId("share-control").getByRole("link", { name: /WhatsApp/ }));
  const join = visitor.getByTestId("join-link").filter({ visible: true }).first();
  const [popup] = await Promise.all([visitor.waitForEvent("popup"), join.click()]);
  await popup.waitForURL(memberLink);
  expect(popup.url()).toBe(memberLink);
  expect(pageErrors(visitor)).toEqual([]);
  await visitor.context().close();
}

/** The member asks for a sign-in link on the Hindi member page, opens it from the email and
 * signs in; their page is open at the end. */
async function signIn(email: string): Promise<Page> {
  const page = await browser.newPage({ ...NARROW, baseURL: site.url, bypassCSP: true });
  await page.goto("/hi/member");
  await page.getByRole("heading", { name: hi["general.member.signInTitle"] }).waitFor();
  const field = await hydrated(page.getByLabel(hi["general.member.emailLabel"]));
  await field.fill(email);
  await page.getByRole("button", { name: hi["general.member.sendLink"] }).click();
  await page.getByRole("status").getByText(hi["general.member.linkSent"]).waitFor();

  const [message] = await mail.mailTo(email, 1);
  expect(message?.subject).toBe(hi["general.member.emailSubject"]);
  const link = message!.text.match(/https?:\/\/\S+\/hi\/member\/sign-in\/[A-Za-z0-9_-]{43}/)![0];
  expect(link.startsWith(`${site.url}/hi/member/sign-in/`)).toBe(true);
  await page.goto(link);
  const button = await hydrated(
    page.getByRole("button", { name: hi["general.member.signInButton"] }),
  );
  await button.click();
  await page.waitForURL(`${site.url}/hi/member`);
  return page;
}

/** The operator deletes the pool link at `url` (the admin API the Referral Links screen's delete
 * uses the same operation of). */
async function deletePoolLink(url: string) {
  const headers = { Cookie: mail.cookie, Origin: site.url };
  const list = await fetch(`${site.url}/api/admin/referral-links`, { headers });
  const { links } = (await list.json()) as { links: { id: number; link: string }[] };
  const id = links.find((l) => l.link === url)!.id;
  const res = await fetch(`${site.url}/api/admin/referral-links/${id}`, {
    method: "DELETE",
    headers,
  });
  expect(res.status).toBe(200);
}

/** A new member's details, with a unique code (`<prefix>-<time>`) and its own referral link. */
function newMember(name: string, prefix: string) {
  const code = `${prefix}-${Date.now().toString(36)}`;
  return {
    name,
    email: `${code}@example.com`,
    code,
    link: `https://example.com/register?ref=${code}`,
  };
}

describe("a member's own page", () => {
  it(
    "a Hindi member signs in from the emailed link and sees their links, QR code, share links and the figures of a visit and a Join click, as the operator does",
    { timeout: 180_000 },
    async () => {
      const { member, code, operator } = await addMember("Asha Verma", "asha");
      await visitAndJoin(code, member.link);

      const page = await signIn(member.email);
      await page
        .getByRole("heading", {
          name: hi["general.member.greeting"].replace("{name}", member.name),
        })
        .waitFor();

      // The personal link in Hindi, with a copy button, a QR code and share links with the code.
      const links = page.getByRole("region", { name: hi["general.member.personalLinks"] });
      const hindiLink = `${site.url}/hi/?via=${code}`;
      await expect.poll(() => page.getByTestId("member-link").textContent()).toBe(hindiLink);
      await expect(
        links.getByRole("button", { name: hi["general.copyLink"], exact: true }).isVisible(),
      ).resolves.toBe(true);
      const qr = links.getByRole("img", { name: hi["general.member.qrAlt"] });
      expect(await qr.locator("svg").count()).toBe(1);
      for (const name of [hi["general.member.whatsapp"], hi["general.member.telegram"]]) {
        const href = await links.getByRole("link", { name }).getAttribute("href");
        expect(decodeURIComponent(href!)).toContain(hindiLink);
      }

      // The figures of the period count the visit through the code and the Join click.
      const figures = page.getByRole("region", { name: hi["general.member.figuresTitle"] });
      await figures.waitFor();
      await expect
        .poll(
          async () => {
            const seen = [await memberStat(page, "visits"), await memberStat(page, "clicks")];
            if (seen.join() !== "1,1") await page.reload();
            return seen;
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toEqual(["1", "1"]);

      // Checked on the page as a member at 360 px sees it.
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(pageErrors(page)).toEqual([]);

      // The operator's Members screen counts the same for the member.
      await operator.goto("/admin/members");
      const row = operator.getByTestId(`member-${code}`);
      await expect
        .poll(async () => [
          await row.locator('td[data-label="Visits"]').textContent(),
          await row.locator('td[data-label="Join clicks"]').textContent(),
        ])
        .toEqual(["1", "1"]);
      expect(pageErrors(operator)).toEqual([]);
    },
  );

  it(
    "a member whose link was deleted from the pool is told so, and the link they set joins the pool",
    { timeout: 120_000 },
    async () => {
      const { member, code, operator } = await addMember("Ravi Kumar", "ravi");
      await deletePoolLink(member.link);
      await operator.goto("/admin/members");
      const row = operator.getByTestId(`member-${code}`);
      await row.getByTestId("no-link").waitFor();
      expect(
        await row.getByRole("link", { name: `Add a link: ${member.name}` }).getAttribute("href"),
      ).toContain("edit=");

      const page = await signIn(member.email);
      await page.getByRole("status").getByText(hi["general.member.noLink"]).waitFor();
      const newLink = `https://example.com/register?ref=${code}-new`;
      const field = await hydrated(
        page.getByRole("textbox", { name: hi["general.member.referralLinkLabel"], exact: true }),
      );
      await field.fill(newLink);
      await page.getByRole("button", { name: hi["general.member.saveLink"] }).click();
      await page.getByRole("status").getByText(hi["general.member.linkSaved"]).waitFor();
      await expect.poll(() => page.getByText(hi["general.member.noLink"]).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(pageErrors(page)).toEqual([]);

      // The new link is the member's in the pool: the Members screen shows it.
      await operator.goto("/admin/members");
      await expect
        .poll(() => row.locator('td[data-label="Link"]').textContent())
        .toContain(newLink);
      expect(await row.getByTestId("no-link").count()).toBe(0);
    },
  );
});
