import type { TestProject } from "vitest/node";
import { startLibreTranslateStub } from "../support/libretranslate-stub";
import { startEmailApiStub } from "../support/email-api-stub";
import { startSmtpSink } from "../support/smtp-sink";

declare module "vitest" {
  export interface ProvidedContext {
    translateUrl: string;
    smtpUrl: string;
    smtpApiUrl: string;
    emailApiUrl: string;
  }
}

// Node side of the worker tests: local stand-ins for third-party services.
export default async function setup(project: TestProject) {
  const stub = await startLibreTranslateStub();
  const sink = await startSmtpSink();
  project.provide("translateUrl", stub.url);
  project.provide("smtpUrl", `${sink.smtpUrl}?starttls=off`);
  project.provide("smtpApiUrl", sink.apiUrl);
  const emailApi = await startEmailApiStub();
  project.provide("emailApiUrl", emailApi.url);
  return async () => {
    await sink.close();
    await new Promise<void>((resolve) => emailApi.server.close(() => resolve()));
    await new Promise<void>((resolve) => stub.server.close(() => resolve()));
  };
}
