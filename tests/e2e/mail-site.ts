// A scratch site that sends its email to a local SMTP server, with its own administrator signed
// in: for browser tests that read the emails a visitor or an admin would get (campaigns, test
// sends, the signup's confirmation). The caller closes it in afterAll.
import { newSecret, startScratchSite, type ScratchSite } from "../../scripts/local-runtime.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { signInCookie } from "./admin-session";

export type MailSite = {
  site: ScratchSite;
  sink: SmtpSink;
  /** The administrator's session cookie ("name=value"). */
  cookie: string;
  admin: { email: string; password: string };
  /** POSTs JSON as the administrator, from the site's own origin. */
  post: (path: string, body: unknown) => Promise<{ status: number; text: string }>;
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
    close: async () => {
      site.close();
      await sink.close();
    },
  };
  return mail;
}
