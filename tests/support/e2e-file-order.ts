// The order the browser-test files start in. Two workers take the next file as each finishes, so
// the run ends soonest when the longest files start first. Vitest orders by each file's time in
// its last run, kept in node_modules; a fresh clone has none, and vitest then starts the largest
// files by bytes, which put a one-minute file last, alone on one worker. Here a file without a
// time of its own takes the one below.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each file took in a full local run (2026-11-26); only their order matters. Refresh
 * from `npx vitest run --project e2e --reporter=json` when files are added or change much. A
 * file missing here starts first. */
export const E2E_FILE_SECONDS: Record<string, number> = {
  "admin-phone": 119,
  "public-pages": 92,
  translations: 70,
  content: 69,
  performance: 60,
  admin: 42,
  "spec-gaps": 41,
  shell: 38,
  team: 31,
  referral: 30,
  offline: 30,
  "add-language": 28,
  "campaign-schedule": 24,
  campaigns: 23,
  "link-preview": 22,
  analytics: 21,
  "wallet-and-qr": 20,
  share: 19,
  "hostile-input": 17,
  contacts: 15,
  signup: 14,
  "campaign-smtp": 10,
  abuse: 10,
  http: 5,
  headers: 3,
  "hostile-headers": 1,
  "key-context": 0,
  "env-vars": 0,
};

function fileName(spec: TestSpecification): string {
  return spec.moduleId.replace(/^.*\//, "").replace(/\.test\.ts$/, "");
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (spec: TestSpecification) => {
      const last = this.ctx.cache.getTestSpecificationResult(spec);
      if (last) return last.duration / 1000;
      return E2E_FILE_SECONDS[fileName(spec)] ?? Number.POSITIVE_INFINITY;
    };
    const e2e = sorted.filter((spec) => spec.project.name === "e2e");
    if (e2e.length === 0) return sorted;
    const longestFirst = [...e2e].sort((a, b) => seconds(b) - seconds(a));
    return [...sorted.filter((spec) => spec.project.name !== "e2e"), ...longestFirst];
  }
}
