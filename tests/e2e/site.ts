// The site this test file runs against: each test worker has its own (tests/e2e/global-setup.ts),
// so the files that run at the same time never see each other's data.
import { inject } from "vitest";
import type { TestSite } from "./global-setup";

export function testSite(): TestSite {
  const sites = inject("sites");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return sites[(Math.max(1, worker) - 1) % sites.length]!;
}
