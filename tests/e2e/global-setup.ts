// Serves the production build on the local Workers runtime with a fresh, migrated and seeded
// database for the e2e project; hands the URL to the tests.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  applyMigrations,
  newSecret,
  ROOT,
  runSqlFile,
  serve,
  stop,
  writeRuntimeEnv,
} from "../../scripts/local-runtime.ts";
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
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

  const dir = mkdtempSync(join(tmpdir(), "waymark-e2e-"));
  const persistTo = join(dir, "state");
  applyMigrations(persistTo, true);
  runSqlFile(persistTo, join(ROOT, "scripts", "seed-demo.sql"), true);
  const adminEmail = "e2e-admin@example.com";
  const adminPassword = newSecret();
  executeSql(await adminInsertSql(adminEmail, adminPassword), { persistTo });

  const sessionSecret = newSecret();
  const envFile = join(dir, "test.env");
  // The translation provider is stood in for by a local LibreTranslate-compatible server.
  const translate = await startLibreTranslateStub();
  writeRuntimeEnv(envFile, { SESSION_SECRET: sessionSecret, TRANSLATE_URL: translate.url }, false);
  const port = await freePort();
  const child = await serve({ port, persistTo, envFiles: [envFile], quiet: true });

  project.provide("baseURL", `http://localhost:${port}`);
  project.provide("persistTo", persistTo);
  project.provide("chromiumPath", chromium);
  project.provide("sessionSecret", sessionSecret);
  project.provide("adminEmail", adminEmail);
  project.provide("adminPassword", adminPassword);

  return () => {
    stop(child);
    translate.server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
