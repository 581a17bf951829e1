// Serves the production build on the local Workers runtime with a fresh, migrated and seeded
// database for the e2e project; hands the URL to the tests.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { TestProject } from "vitest/node";
import { newSecret, ROOT, seededState, startScratchSite } from "../../scripts/local-runtime.ts";
import { adminInsertSql, executeSql } from "../../scripts/admin-account.ts";
import { startLibreTranslateStub } from "../support/libretranslate-stub.ts";
import { chromiumPath } from "./chromium-path.ts";

/** One of the sites the browser tests run against (tests/e2e/site.ts picks a worker's). */
export type TestSite = { baseURL: string; persistTo: string; sessionSecret: string };

/** Test files run two at a time, each worker against its own site, so files that run at the
 * same time share no data; the files of one worker run one after another. */
export const E2E_WORKERS = 2;

declare module "vitest" {
  export interface ProvidedContext {
    sites: TestSite[];
    chromiumPath: string;
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
  // One state with the administrator in it, copied for each site.
  const adminEmail = "e2e-admin@example.com";
  const adminPassword = newSecret();
  const state = join(mkdtempSync(join(tmpdir(), "waymark-e2e-")), "state");
  cpSync(seededState(), state, { recursive: true });
  executeSql(await adminInsertSql(adminEmail, adminPassword), { persistTo: state });
  // Every browser test is one client (127.0.0.1): per-client budgets are raised for this site.
  // tests/e2e/hostile-input.test.ts starts its own site with the real budgets.
  const sites = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () =>
      startScratchSite({
        state,
        env: { TRANSLATE_URL: translate.url, CLIENT_LIMIT_MULTIPLIER: "1000" },
      }),
    ),
  );

  project.provide(
    "sites",
    sites.map((s) => ({ baseURL: s.url, persistTo: s.persistTo, sessionSecret: s.sessionSecret })),
  );
  project.provide("chromiumPath", chromium);
  project.provide("adminEmail", adminEmail);
  project.provide("adminPassword", adminPassword);

  return () => {
    for (const site of sites) site.close();
    rmSync(dirname(state), { recursive: true, force: true });
    translate.server.close();
  };
}
