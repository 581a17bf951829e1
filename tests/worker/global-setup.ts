import type { TestProject } from "vitest/node";
import { startLibreTranslateStub } from "../support/libretranslate-stub";

declare module "vitest" {
  export interface ProvidedContext {
    translateUrl: string;
  }
}

// Node side of the worker tests: local stand-ins for third-party services.
export default async function setup(project: TestProject) {
  const stub = await startLibreTranslateStub();
  project.provide("translateUrl", stub.url);
  return () => new Promise<void>((resolve) => stub.server.close(() => resolve()));
}
