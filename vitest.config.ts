import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/support/e2e-file-order.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig(async () => {
  const migrations = await readD1Migrations(
    fileURLToPath(new URL("./migrations", import.meta.url)),
  );
  const workerd = () =>
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          SESSION_SECRET: "test-secret-test-secret-test-secret-test-secret",
        },
      },
    });
  return {
    test: {
      // Browser-test files start longest first, in a fresh clone too (tests/support/e2e-file-order.ts).
      sequence: { sequencer: LongestFirst },
      projects: [
        {
          // Worker tests: run inside workerd with real local D1, R2, KV and Queue bindings. The
          // files of a test worker share one runtime (starting one per file was four fifths of
          // this project's time); the setup file empties every binding before each file, so each
          // still starts from a freshly migrated, empty database.
          resolve: { alias },
          plugins: [workerd()],
          test: {
            name: "worker",
            testTimeout: 20_000,
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["./tests/worker/apply-migrations.ts"],
            isolate: false,
            globalSetup: ["./tests/worker/global-setup.ts"],
          },
        },
        {
          // Tests of pure rules (tests/unit: no bindings, no module state): also in workerd, but
          // the files share one isolate, which saves starting one per file. A file that needs
          // `env` belongs in tests/worker.
          resolve: { alias },
          plugins: [workerd()],
          test: {
            name: "unit",
            testTimeout: 20_000,
            // Whoever tunes the assistant's data hides the held-out set's figures (chat-eval).
            env: { CHAT_EVAL_HIDE_TEST: process.env.CHAT_EVAL_HIDE_TEST ?? "" },
            include: ["tests/unit/**/*.test.ts"],
            isolate: false,
          },
        },
        {
          // Browser and HTTP tests against the production build served by `wrangler dev`.
          resolve: { alias },
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["./tests/e2e/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // Two files at a time, each worker on its own site (tests/e2e/global-setup.ts): the
            // tests mostly wait on the browser and the runtime, so two overlap well on 2 cores.
            maxWorkers: 2,
            // Two browsers and two runtimes share the CPU: polls get time to settle.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  };
});
