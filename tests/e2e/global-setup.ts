// Serves the production build on the local Workers runtime with a fresh, migrated and seeded
// database for the e2e project; hands the URL to the tests.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { newSecret, ROOT, startScratchSite } from "../../scripts/local-runtime.ts";
import { adminInsertSql, executeSql } from "../../scripts/admin-account.ts";
import { startLibreTranslateStub } from "../support/libretranslate-stub.ts";
import { chromiumPath } from "./chromium-path.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    persistTo: string;
    chromiumPath: string;
    sessionSecret: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  if (!existsSync(join(ROOT, "build", "server", "index.js"))) {
    throw new Error('No production build in build/: run "npm run build" first (npm test does).');
  }

  // The translation provider is stood in for by a local LibreTranslate-compatible server.
  const translate = await startLibreTranslateStub();
  // Every browser test is one client (127.0.0.1): per-client budgets are raised for this site.
  // tests/e2e/hostile-input.test.ts starts its own site with the real budgets.
  const site = await startScratchSite({
    env: { TRANSLATE_URL: translate.url, CLIENT_LIMIT_MULTIPLIER: "1000" },
  });
  const adminEmail = "e2e-admin@example.com";
  const adminPassword = newSecret();
  executeSql(await adminInsertSql(adminEmail, adminPassword), { persistTo: site.persistTo });
  const { persistTo, sessionSecret } = site;

  project.provide("baseURL", site.url);
  project.provide("persistTo", persistTo);
  project.provide("chromiumPath", chromium);
  project.provide("sessionSecret", sessionSecret);
  project.provide("adminEmail", adminEmail);
  project.provide("adminPassword", adminPassword);

  return () => {
    site.close();
    translate.server.close();
  };
}
