// Lighthouse (mobile) against the production build on the local Workers runtime: performance,
// FCP, LCP, TBT, CLS, JavaScript and total bytes, accessibility / best practices / SEO, third-party
// requests, and /hi's LCP breakdown; then the signed-in admin's dashboard and Referral Links
// screen (performance and accessibility). Exits non-zero when a public page misses issue 34's goal
// (LCP <= 1.2 s, performance 100, TBT <= 50 ms, CLS 0, the other categories 100).
// Run: npm run bench:lighthouse   (builds first; about 3 minutes for 18 pages)
//      LH_LANGS=en npm run bench:lighthouse   (fewer languages)
//      LH_BUILD=0 npm run bench:lighthouse    (the build already in build/)
//      LH_PAGES=/,/assistant npm run bench:lighthouse   (fewer pages)
//      LH_JSON=/tmp/lh npm run bench:lighthouse   (each report's JSON saved there)
//      LH_RUNS=3 npm run bench:lighthouse   (each public page run 3 times, the median run kept,
//      as Lighthouse advises for variable figures: TBT on a shared machine)
//      LH_TRACE=/tmp/lh npm run bench:lighthouse   (each kept run's trace saved there, for
//      DevTools' Performance panel; its long tasks after the first paint are printed)
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, RUNTIME, startScratchSite } from "../../scripts/local-runtime.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/chromium-path.ts";
import { freshAdminCookie } from "./admin-cookie.ts";

const PAGES = (process.env.LH_PAGES ?? "/,/join,/earnings,/slots,/presentations,/assistant").split(
  ",",
);
const LANGS = (process.env.LH_LANGS ?? "en,hi,ar").split(",");
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1) || 1);
const ADMIN_PAGES =
  process.env.LH_ADMIN === "0" ? [] : ["/admin/dashboard", "/admin/referral-links"];

// LH_BUILD=0 measures the build already in build/ (no rebuild).
if (process.env.LH_BUILD !== "0") build(true);
const site = await startScratchSite();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = Result["lhr"];
/** Each report's trace (LH_TRACE): the unthrottled page load Lighthouse simulates from. */
const traces = new WeakMap<Lhr, Result["artifacts"]["Trace"]>();

/** One Lighthouse run; Lighthouse now and then records no trace (NO_NAVSTART) and scores
 * nothing, so a run without a score is tried again, three times at most. */
async function audit(path: string, flags: Flags = {}): Promise<Lhr> {
  const run = async () => {
    const result = (await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      ...flags,
    }))!;
    if (process.env.LH_TRACE) traces.set(result.lhr, result.artifacts.Trace);
    return result.lhr;
  };
  let lhr = await run();
  for (
    let attempt = 1;
    attempt < 3 && (lhr.runtimeError || !lhr.categories.performance?.score);
    attempt++
  ) {
    console.log(
      `${path}: Lighthouse failed (${lhr.runtimeError?.code ?? "no score"}), running it again`,
    );
    lhr = await run();
  }
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new Error(
      `${path}: Lighthouse failed three times (${lhr.runtimeError?.code ?? "no score"})`,
    );
  }
  return lhr;
}

type Row = {
  url: string;
  score: number;
  a11y?: number;
  bestPractices?: number;
  seo?: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  thirdParty: number;
};

function row(path: string, lhr: Lhr): Row {
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        { items?: { url: string; transferSize?: number; resourceType?: string }[] } | undefined
    )?.items ?? [];
  const own = (u: string) => u.startsWith(site.url) || u.startsWith("data:");
  const kb = (items: typeof requests) =>
    items.reduce((a, r) => a + (r.transferSize ?? 0), 0) / 1024;
  const category = (name: string) => {
    const score = lhr.categories[name]?.score;
    return score == null ? undefined : Math.round(score * 100);
  };
  const ms = (audit: string) => Number(lhr.audits[audit]?.numericValue ?? NaN);
  return {
    url: path,
    score: category("performance") ?? 0,
    a11y: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    cls: ms("cumulative-layout-shift"),
    jsKb: kb(requests.filter((r) => r.resourceType === "Script")),
    totalKb: kb(requests),
    thirdParty: requests.filter((r) => !own(r.url)).length,
  };
}

/** The goal of issue 34 for every public page; what a row misses of it. */
const GOAL = { lcpMs: 1200, score: 100, tbtMs: 50, cls: 0, category: 100 };
function misses(r: Row): string[] {
  const out: string[] = [];
  if (r.lcpMs > GOAL.lcpMs) out.push(`LCP ${(r.lcpMs / 1000).toFixed(2)} s`);
  if (r.score < GOAL.score) out.push(`performance ${r.score}`);
  if (r.tbtMs > GOAL.tbtMs) out.push(`TBT ${Math.round(r.tbtMs)} ms`);
  if (r.cls > GOAL.cls) out.push(`CLS ${r.cls.toFixed(3)}`);
  for (const [name, value] of [
    ["accessibility", r.a11y],
    ["best practices", r.bestPractices],
    ["SEO", r.seo],
  ] as const)
    if (value !== undefined && value < GOAL.category) out.push(`${name} ${value}`);
  return out;
}

/** Lighthouse's LCP breakdown (its subparts as observed in the trace, unthrottled, beside the
 * simulated FCP and LCP that are scored) and the requests the first paint shared the link with. */
function lcpBreakdown(path: string, lhr: Lhr): string {
  type Table = { items?: { subpart?: string; duration?: number }[] };
  const insight = lhr.audits["lcp-breakdown-insight"]?.details as { items?: Table[] } | undefined;
  const subparts = insight?.items?.find((t) => t.items?.some((i) => i.subpart))?.items ?? [];
  const lines = subparts.map(
    (p) => `  ${String(p.subpart).padEnd(22)} ${Math.round(Number(p.duration))} ms (observed)`,
  );
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        | {
            items?: {
              url: string;
              priority?: string;
              networkRequestTime?: number;
              networkEndTime?: number;
              transferSize?: number;
            }[];
          }
        | undefined
    )?.items ?? [];
  const fcp = Number(lhr.audits["first-contentful-paint"]?.numericValue ?? 0);
  lines.push(`  requests (observed, unthrottled): priority, start-end ms, KB`);
  for (const r of requests)
    lines.push(
      `    ${(r.priority ?? "?").padEnd(8)} ${Math.round(r.networkRequestTime ?? 0)}-${Math.round(r.networkEndTime ?? 0)} ${((r.transferSize ?? 0) / 1024).toFixed(1)} ${r.url.replace(site.url, "")}`,
    );
  return `LCP breakdown of ${path} (FCP ${Math.round(fcp)} ms, LCP ${Math.round(Number(lhr.audits["largest-contentful-paint"]?.numericValue))} ms):\n${lines.join("\n")}`;
}

/** LH_RUNS runs of a page and the median one by total blocking time (with an odd count, a run
 * that happened). */
async function medianRun(path: string, flags: Flags): Promise<Lhr> {
  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(path, flags));
  const tbt = (lhr: Lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? 0;
  if (RUNS > 1) console.log(`${path}: TBT ${runs.map((r) => Math.round(tbt(r))).join(", ")} ms`);
  return runs.sort((a, b) => tbt(a) - tbt(b))[Math.floor((runs.length - 1) / 2)]!;
}

/** Saves a kept run's trace and prints its long tasks from the first paint on: simulated (as
 * TBT counts them) and what the main thread did in the observed ones over 12.5 ms (50 ms at
 * Lighthouse's four times slower CPU). */
function saveTrace(dir: string, path: string, lhr: Lhr) {
  const trace = traces.get(lhr);
  if (!trace) return;
  writeFileSync(join(dir, `${path.replace(/\//g, "_") || "_"}.trace.json`), JSON.stringify(trace));
  const items = (lhr.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items;
  const fcp = Number(lhr.audits["first-contentful-paint"]?.numericValue);
  const simulated = (items ?? [])
    .filter((t) => t.startTime + t.duration > fcp)
    .map(
      (t) =>
        `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${t.url.replace(site.url, "")})`,
    );
  console.log(
    `${path}: simulated long tasks from FCP ${Math.round(fcp)} ms: ${simulated.join(", ")}`,
  );
  for (const line of observedLongTasks(trace.traceEvents as TraceEvent[])) console.log(`  ${line}`);
}

type LongTask = { url: string; duration: number; startTime: number };
type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
};
const TOP_LEVEL = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const WORK = [
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "ParseHTML",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "v8.compileModule",
  "v8.evaluateModule",
  "FireAnimationFrame",
  "EventDispatch",
];

/** The observed main-thread tasks over 12.5 ms, and their main parts (Lighthouse's simulated
 * first paint may fall inside or before one that ended before the observed one). */
function observedLongTasks(events: TraceEvent[]): string[] {
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) return [];
  const main = events
    .filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  return main
    .filter((t) => TOP_LEVEL.has(t.name) && t.dur! > 12_500)
    .map((t) => {
      // The outermost pieces of work only (a timer's function call is counted once).
      const parts = new Map<string, number>();
      let coveredUntil = 0;
      for (const e of main) {
        if (!WORK.includes(e.name) || e.ts < t.ts || e.ts >= t.ts + t.dur! || e.ts < coveredUntil)
          continue;
        coveredUntil = e.ts + e.dur!;
        const key = e.args?.data?.url ? `${e.name} ${e.args.data.url.split("/").pop()}` : e.name;
        parts.set(key, (parts.get(key) ?? 0) + e.dur! / 1000);
      }
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
      return `observed ${(t.dur! / 1000).toFixed(1)} ms at ${((t.ts - paint.ts) / 1000).toFixed(0)} ms from FCP: ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(", ")}`;
    });
}

const rows: Row[] = [];
const BREAKDOWN_PAGE = process.env.LH_BREAKDOWN ?? "/hi";
let breakdown = "";
const adminRows: Row[] = [];

/** The admin, signed in: a fresh account on the scratch site, its session cookie sent along. */
async function auditAdmin() {
  const cookie = await freshAdminCookie(site, "lighthouse@example.com");
  for (const path of ADMIN_PAGES) {
    const lhr = await audit(path, {
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: { Cookie: cookie },
    });
    adminRows.push(row(path, lhr));
    console.log(`${path}: ${adminRows.at(-1)!.score} / ${adminRows.at(-1)!.a11y}`);
  }
}

try {
  for (const lang of LANGS) {
    for (const page of PAGES) {
      const path = lang === "en" ? page : `/${lang}${page === "/" ? "" : page}`;
      const lhr = await medianRun(path, {
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      rows.push(row(path, lhr));
      if (process.env.LH_JSON) {
        writeFileSync(
          join(process.env.LH_JSON, `${path.replace(/\//g, "_") || "_"}.json`),
          JSON.stringify(lhr),
        );
      }
      const r = rows.at(-1)!;
      console.log(
        `${path}: ${r.score}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms`,
      );
      if (path === BREAKDOWN_PAGE) breakdown = lcpBreakdown(path, lhr);
      if (process.env.LH_TRACE) saveTrace(process.env.LH_TRACE, path, lhr);
    }
  }
  if (ADMIN_PAGES.length) await auditAdmin();
} finally {
  await chrome.kill();
  site.close();
}
console.log(
  `\nLighthouse 13 mobile, production build on ${RUNTIME === "workerd" ? "workerd" : "wrangler dev"}, ${new Date().toISOString()}` +
    (RUNS > 1 ? `, median of ${RUNS} runs per public page` : ""),
);
console.log(
  "| page | performance | FCP (s) | LCP (s) | TBT (ms) | CLS | JS (KB) | total (KB) | a11y / BP / SEO | third-party |\n|---|---:|---:|---:|---:|---:|---:|---:|---|---:|",
);
for (const r of rows)
  console.log(
    `| ${r.url} | ${r.score} | ${(r.fcpMs / 1000).toFixed(2)} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.totalKb.toFixed(1)} | ${r.a11y} / ${r.bestPractices} / ${r.seo} | ${r.thirdParty} |`,
  );
console.log(
  "\nSigned-in admin\n| page | performance | accessibility | CLS | JS (KB, compressed) | total (KB) |\n|---|---:|---:|---:|---:|---:|",
);
for (const r of adminRows)
  console.log(
    `| ${r.url} | ${r.score} | ${r.a11y} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.totalKb.toFixed(1)} |`,
  );
if (breakdown) console.log(`\n${breakdown}`);

// A benchmark, not a test (npm test does not run it): it fails when a public page misses the goal.
const failing = rows.map((r) => [r.url, misses(r)] as const).filter(([, m]) => m.length);
if (failing.length) {
  console.log(`\n${failing.length} of ${rows.length} pages miss the goal (issue 34):`);
  for (const [url, m] of failing) console.log(`  ${url}: ${m.join(", ")}`);
  process.exitCode = 1;
} else console.log(`\nAll ${rows.length} pages meet the goal (issue 34).`);
