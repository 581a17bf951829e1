// The order the browser-test files start in. Two workers take the next file as each finishes, so
// the run ends soonest when the longest files start first. Vitest orders by each file's time in
// its last run, kept in node_modules; a fresh clone has none, and vitest then starts the largest
// files by bytes, which put a one-minute file last, alone on one worker. Here a file without a
// time of its own takes the one below.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each file took in a full local run (2026-11-27, a loaded machine); only their order
 * matters. Refresh from `npx vitest run --project e2e --reporter=json` when files are added or
 * change much. A file missing here starts first. */
export const E2E_FILE_SECONDS: Record<string, number> = {
  "admin-phone": 119,
  performance: 70,
  "public-pages": 64,
  "hostile-input": 62,
  sequences: 61,
  "visitor-layout": 57,
  translations: 41,
  team: 39,
  "link-preview": 38,
  content: 36,
  referral: 34,
  "campaign-schedule": 29,
  shell: 27,
  analytics: 27,
  "operator-day": 25,
  "referral-links-list": 25,
  signup: 23,
  "member-page": 20,
  abuse: 19,
  offline: 17,
  campaigns: 17,
  "translation-edits": 16,
  admin: 16,
  "spec-gaps": 16,
  "campaign-smtp": 15,
  "wallet-and-qr": 14,
  "add-language": 13,
  contacts: 11,
  "assistant-suggestions": 10,
  "member-link": 10,
  "dashboard-coverage": 10,
  "first-paint": 8,
  "operator-time-zone": 8,
  share: 8,
  headers: 8,
  "flash-toast": 5,
  http: 5,
  "hostile-headers": 2,
  "start-summary": 0,
  "env-vars": 0,
  "key-context": 0,
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
