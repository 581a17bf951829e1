import type { TestProject } from "vitest/node";
import { startLibreTranslateStub } from "../support/libretranslate-stub";
import { startEmailApiStub } from "../support/email-api-stub";
import { startSmtpSink } from "../support/smtp-sink";

declare module "vitest" {
  export interface ProvidedContext {
    translateUrl: string;
    smtpUrl: string;
    smtpApiUrl: string;
    /** An SMTP server that requires AUTH PLAIN or LOGIN, and one that offers only LOGIN. */
    smtpAuthUrl: string;
    smtpAuthApiUrl: string;
    smtpLoginOnlyUrl: string;
    smtpLoginOnlyApiUrl: string;
    emailApiUrl: string;
    /** A server that requires a login and does not offer STARTTLS, addressed WITHOUT
     * ?starttls=off (so TLS is expected), and its HTTP API (GET /auth-attempts). */
    smtpNoStartTlsUrl: string;
    smtpNoStartTlsApiUrl: string;
  }
}

// Node side of the worker tests: local stand-ins for third-party services.
export default async function setup(project: TestProject) {
  const stub = await startLibreTranslateStub();
  const sink = await startSmtpSink();
  project.provide("translateUrl", stub.url);
  project.provide("smtpUrl", `${sink.smtpUrl}?starttls=off`);
  project.provide("smtpApiUrl", sink.apiUrl);
  // A user name with an @ and a password with characters a URL must encode.
  const credentials = { username: "sender@example.test", password: "p@ss:w/rd %+" };
  const authSink = await startSmtpSink({ auth: { ...credentials, methods: ["PLAIN", "LOGIN"] } });
  // Without PIPELINING, so the client's one-command-at-a-time path is used too.
  const loginOnlySink = await startSmtpSink({
    auth: { ...credentials, methods: ["LOGIN"] },
    pipelining: false,
  });
  const userinfo = `${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}`;
  project.provide("smtpAuthUrl", `smtp://${userinfo}@127.0.0.1:${authSink.smtpPort}?starttls=off`);
  project.provide("smtpAuthApiUrl", authSink.apiUrl);
  project.provide(
    "smtpLoginOnlyUrl",
    `smtp://${userinfo}@127.0.0.1:${loginOnlySink.smtpPort}?starttls=off`,
  );
  project.provide("smtpLoginOnlyApiUrl", loginOnlySink.apiUrl);
  const noStartTlsSink = await startSmtpSink({
    auth: { ...credentials, methods: ["PLAIN", "LOGIN"] },
  });
  project.provide("smtpNoStartTlsUrl", `smtp://${userinfo}@127.0.0.1:${noStartTlsSink.smtpPort}`);
  project.provide("smtpNoStartTlsApiUrl", noStartTlsSink.apiUrl);
  const emailApi = await startEmailApiStub();
  project.provide("emailApiUrl", emailApi.url);
  return async () => {
    await Promise.all([
      sink.close(),
      authSink.close(),
      loginOnlySink.close(),
      noStartTlsSink.close(),
    ]);
    await new Promise<void>((resolve) => emailApi.server.close(() => resolve()));
    await new Promise<void>((resolve) => stub.server.close(() => resolve()));
  };
}
