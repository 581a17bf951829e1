// A scratch site that sends its email to a local SMTP server, with its own administrator signed
// in: for browser tests that read the emails a visitor or an admin would get (campaigns, test
// sends, the signup's confirmation). The caller closes it in afterAll.
import { newSecret, startScratchSite, type ScratchSite } from "../../scripts/local-runtime.ts";
import { startSmtpSink, type SinkMessage, type SmtpSink } from "../support/smtp-sink.ts";
import { signInCookie } from "./admin-session";

export type MailSite = {
  site: ScratchSite;
  sink: SmtpSink;
  /** The administrator's session cookie ("name=value"). */
  cookie: string;
  admin: { email: string; password: string };
  /** POSTs JSON as the administrator, from the site's own origin. */
  post: (path: string, body: unknown) => Promise<{ status: number; text: string }>;
  /** Saves the settings form with a sender and postal address, the signup form on or off; answers the status. */
  saveSettings: (emailSignup: boolean) => Promise<number>;
  /** The emails to `address`, waiting up to `waitMs` until there are `count` of them. */
  mailTo: (address: string, count?: number, waitMs?: number) => Promise<SinkMessage[]>;
  close: () => Promise<void>;
};

export async function startMailSite(name: string, env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  const admin = { email: `${name}-admin@example.com`, password: newSecret() };
  const site = await startScratchSite({
    env: {
      SMTP_URL: `${sink.smtpUrl}?starttls=off`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
  });
  const cookie = await signInCookie(site.url, admin);
  const mail: MailSite = {
    site,
    sink,
    cookie,
    admin,
    post: async (path, body) => {
      const res = await fetch(site.url + path, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    saveSettings: async (emailSignup) => {
      const fields: Record<string, string> = {
        intent: "settings",
        referralLink: "https://example.com/register?ref=demo-default",
        youtubeDefaultId: "",
        showPresentations: "on",
        showVideoOnMobile: "on",
        enableAutoTranslate: "on",
        senderName: "Waymark",
        // Not the default noreply@example.com: a sequence refuses to start with that one.
        senderEmail: "updates@mail.example",
        postalAddress: "Example Street 1, 00000 Example City",
      };
      if (emailSignup) fields.emailSignup = "on";
      const res = await fetch(`${site.url}/admin/settings`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: site.url },
        body: new URLSearchParams(fields),
      });
      return res.status;
    },
    mailTo: async (address, count = 1, waitMs = 20_000) => {
      const deadline = Date.now() + waitMs;
      let found = sink.messages.filter((m) => m.envelopeTo[0] === address);
      while (found.length < count && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        found = sink.messages.filter((m) => m.envelopeTo[0] === address);
      }
      return found;
    },
    close: async () => {
      site.close();
      await sink.close();
    },
  };
  return mail;
}
