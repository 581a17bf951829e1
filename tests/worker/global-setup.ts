import type { TestProject } from "vitest/node";
import { startLibreTranslateStub } from "../support/libretranslate-stub";
import { startSmtpSink } from "../support/smtp-sink";

declare module "vitest" {
  export interface ProvidedContext {
    translateUrl: string;
    smtpUrl: string;
    smtpApiUrl: string;
  }
}

// Node side of the worker tests: local stand-ins for third-party services.
export default async function setup(project: TestProject) {
  const stub = await startLibreTranslateStub();
  const sink = await startSmtpSink();
  project.provide("translateUrl", stub.url);
  project.provide("smtpUrl", `${sink.smtpUrl}?starttls=off`);
  project.provide("smtpApiUrl", sink.apiUrl);
  return async () => {
    await sink.close();
    await new Promise<void>((resolve) => stub.server.close(() => resolve()));
  };
}
