import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig(async () => {
  const migrations = await readD1Migrations(
    fileURLToPath(new URL("./migrations", import.meta.url)),
  );
  return {
    test: {
      projects: [
        {
          // Worker tests: run inside workerd with real local D1, R2, KV and Queue bindings.
          resolve: { alias },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  SESSION_SECRET: "test-secret-test-secret-test-secret-test-secret",
                },
              },
            }),
          ],
          test: {
            name: "worker",
            testTimeout: 20_000,
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["./tests/worker/apply-migrations.ts"],
            globalSetup: ["./tests/worker/global-setup.ts"],
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
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
