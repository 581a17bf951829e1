// Benchmarks against the production build on the local Workers runtime, reported as ratios to
// static files served by the same runtime in the same run (these machines are noisy, so every
// case is measured in several interleaved rounds and the median is reported).
// Run: npm run bench   (builds first; takes about three minutes)
//
// Each case also reports the runtime's CPU time per request (workerd's, from /proc) and its ratio
// to the static copy's: on a shared machine the cores are taken in turns by other tenants, which
// moves requests per second between rounds far more than what one request costs in CPU.
//
// Two static references:
// - /favicon.svg, the smallest static file;
// - a static copy of the rendered home page, the same bytes served as a file, so the ratio to it
//   is the cost of the Worker's own work.
// The site runs straight on workerd, as in production (scripts/runtime-server.ts).
// WAYMARK_RUNTIME=wrangler-dev measures behind `wrangler dev`'s development proxy instead, which
// runs every HTML response through HTMLRewriter and so costs pages far more than files
// (docs/decisions/0007).
// The site's local state (D1, KV, Durable Objects) is kept in memory (/dev/shm) where there is
// one: a first visit writes to D1 and to its client's limiter, and on this machine's disk each of
// those commits waits for a sync that production's replicated storage does not do, so the disk,
// not the Worker, would set the figure (decision 0015 has both). BENCH_STATE_DIR=/tmp measures on
// disk.
import autocannon from "autocannon";
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, ROOT, RUNTIME, startScratchSite } from "../../scripts/local-runtime.ts";
import { cpuTicks, runtimeMicros } from "./process-cpu.ts";

const STATE_DIR = process.env.BENCH_STATE_DIR ?? (existsSync("/dev/shm") ? "/dev/shm" : undefined);
// startScratchSite makes its directory under os.tmpdir(), which reads TMPDIR.
if (STATE_DIR) process.env.TMPDIR = STATE_DIR;
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";
const STATIC_PAGE = "bench-static-home";

type Case = { name: string; path: string; headers?: Record<string, string> };

/** Requests per second, and the runtime's CPU microseconds per request. */
async function measure(base: string, c: Case): Promise<{ rps: number; cpu: number }> {
  const options = {
    url: base + c.path,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "User-Agent": UA, ...c.headers },
  };
  // One second unmeasured first, so no case pays for the one before it.
  await autocannon({ ...options, duration: 1 });
  const before = cpuTicks();
  const result = await autocannon(options);
  const cpu = runtimeMicros(before, cpuTicks()) / result.requests.total;
  const bad = result.non2xx - (c.path.startsWith("/go") ? result["3xx"] : 0);
  if (result.errors > 0 || bad > 0)
    throw new Error(`${c.name}: ${result.errors} errors, ${bad} unexpected statuses`);
  return { rps: result.requests.average, cpu };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

build(true);
const staticPagePath = join(ROOT, "build", "client", `${STATIC_PAGE}.html`);
{
  // The home page as a visitor receives it, saved as a static file for the second reference.
  const probe = await startScratchSite();
  try {
    const html = await (await fetch(`${probe.url}/`, { headers: { "User-Agent": UA } })).text();
    writeFileSync(staticPagePath, html);
  } finally {
    probe.close();
  }
}
// A pool big enough that the benchmark's first visits do not exhaust it. The load generator is
// one client (127.0.0.1) standing in for many visitors: per-client budgets are raised, as for a
// site whose visitors share a few addresses (CLIENT_LIMIT_MULTIPLIER, decision 0014).
const site = await startScratchSite({
  sqlFiles: [
    join(ROOT, "tests", "bench", "pool.sql"),
    join(ROOT, "tests", "bench", "added-language.sql"),
  ],
  env: { CLIENT_LIMIT_MULTIPLIER: "100000" },
});
const base = site.url;

try {
  const first = await fetch(`${base}/join`, { headers: { "User-Agent": UA } });
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-wm_ref="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no referral assignment cookie on a first visit");

  // A large static script, to show what size alone costs.
  const bigAsset = readdirSync(join(ROOT, "build", "client", "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(join(ROOT, "build", "client", "assets", f)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  const pageKb = Math.round(statSync(staticPagePath).size / 1024);
  // A returning visitor's request: with the cookie of their first visit.
  const returning = (name: string, path: string): Case => ({
    name,
    path,
    headers: { Cookie: cookie },
  });
  const cases: Case[] = [
    { name: "static file (/favicon.svg)", path: "/favicon.svg" },
    {
      name: `static copy of the home page, ${pageKb} KB (/${STATIC_PAGE})`,
      path: `/${STATIC_PAGE}`,
    },
    {
      name: `static file, ${Math.round(bigAsset.size / 1024)} KB (/assets/${bigAsset.f})`,
      path: `/assets/${bigAsset.f}`,
    },
    returning("home page (cached), returning visitor (/)", "/"),
    returning("home page in Hindi (cached), returning visitor (/hi)", "/hi"),
    returning("home page in an added language (cached), returning visitor (/pt-br)", "/pt-br"),
    returning("page (cached), returning visitor (/join)", "/join"),
    returning("click redirect, returning visitor (/go)", "/go?from=/join"),
    { name: "page, first visit (/join, no cookie)", path: "/join" },
    {
      name: "page (cached), link preview bot (/join, WhatsApp)",
      path: "/join",
      headers: { "User-Agent": "WhatsApp/2.23.20.0 A" },
    },
  ];
  // Warm up the isolate.
  await autocannon({
    url: `${base}/join`,
    connections: 2,
    duration: 2,
    headers: { "User-Agent": UA, Cookie: cookie },
  });
  const rps = new Map<Case, number[]>(cases.map((c) => [c, []]));
  const toSmall = new Map<Case, number[]>(cases.map((c) => [c, []]));
  const toPage = new Map<Case, number[]>(cases.map((c) => [c, []]));
  const cpu = new Map<Case, number[]>(cases.map((c) => [c, []]));
  const cpuToPage = new Map<Case, number[]>(cases.map((c) => [c, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const results = new Map<Case, { rps: number; cpu: number }>();
    for (const c of cases) results.set(c, await measure(base, c));
    const smallRps = results.get(cases[0]!)!.rps;
    const page = results.get(cases[1]!)!;
    for (const c of cases) {
      const r = results.get(c)!;
      rps.get(c)!.push(r.rps);
      toSmall.get(c)!.push(r.rps / smallRps);
      toPage.get(c)!.push(r.rps / page.rps);
      cpu.get(c)!.push(r.cpu);
      // Higher is better, as for the other ratios: the static copy's CPU per request over this.
      cpuToPage.get(c)!.push(page.cpu / r.cpu);
    }
  }
  console.log(
    `\nProduction build on ${RUNTIME === "workerd" ? "workerd (no development proxy)" : "wrangler dev (workerd behind the development proxy)"}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s per case (medians), site state in ${STATE_DIR ?? "the system's temporary directory"}, ${new Date().toISOString()}`,
  );
  console.log(
    "| case | req/s | ratio to /favicon.svg | ratio to the static copy of the page | runtime CPU per request (µs) | CPU ratio: the static copy's CPU per request to this one's |\n|---|---:|---:|---:|---:|---:|",
  );
  for (const c of cases) {
    console.log(
      `| ${c.name} | ${median(rps.get(c)!).toFixed(0)} | ${median(toSmall.get(c)!).toFixed(2)} | ${median(toPage.get(c)!).toFixed(2)} | ${median(cpu.get(c)!).toFixed(0)} | ${median(cpuToPage.get(c)!).toFixed(2)} |`,
    );
  }
  // Issue 21: an added language's page against a built-in one's, per round.
  const hindi = cases.find((c) => c.path === "/hi")!;
  const added = cases.find((c) => c.path === "/pt-br")!;
  const perRound = rps.get(added)!.map((n, i) => n / rps.get(hindi)![i]!);
  console.log(
    `\nadded language (/pt-br) to built-in (/hi), cached home page: ${median(perRound).toFixed(2)} (rounds: ${perRound.map((r) => r.toFixed(2)).join(", ")})`,
  );
} finally {
  site.close();
  rmSync(staticPagePath, { force: true });
}
