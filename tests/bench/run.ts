// Benchmarks against the production build on the local Workers runtime, reported as ratios to
// static files served by the same runtime in the same run (these machines are noisy, so every
// case is measured in several interleaved rounds and the median is reported).
// Run: npm run bench   (builds first; takes about four minutes). BENCH_BUILD=0 measures the build
// already in build/ (after `npm run build`); BENCH_SECONDS and BENCH_ROUNDS set a case's length
// and the number of rounds.
//
// Each case also reports the runtime's CPU time per request (workerd's, from /proc) and its ratio
// to the static copy's: on a shared machine the cores are taken in turns by other tenants, which
// moves requests per second between rounds far more than what one request costs in CPU.
//
// Two static references:
// - /favicon.svg, the smallest static file;
// - a static copy of the rendered home page, the same bytes served as a file, so the ratio to it
//   is the cost of the Worker's own work.
// Issue 36's three visits side by side: a returning visitor holding a pool link, a returning
// visitor holding the default link while the pool has nothing to give (a second site whose pool
// is paused), and first visits that take a display, each from its own client address (127.x.y.z)
// on a new connection, as people arriving from a shared link are, with the real per-client
// budgets; the static copy of the page is fetched the same way for their ratio.
// Issue 30's visits beside them: a visit through a member's personal link (`?via=`, the member's
// link from the isolate's member directory, no pool display, no D1 read for the code), and a
// language-aware first visit (a Hindi page, whose display comes from the members who support
// Hindi first).
//
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
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
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

/** keep-alive: CONNECTIONS connections reused (autocannon); fresh: a new connection per request,
 * each from a client address never used before. */
type Mode = "keep-alive" | "fresh";
type Case = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  base?: string;
  mode?: Mode;
};
type Result = { rps: number; cpu: number };

/** Requests per second, and the runtime's CPU microseconds per request. */
async function measure(base: string, c: Case): Promise<Result> {
  if (c.mode === "fresh") return measureFresh(c.base ?? base, c);
  const options = {
    url: (c.base ?? base) + c.path,
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

/** Loopback addresses 127.1.0.1 onwards, each handed out once: one new client per request. */
let addressCount = 0;
function nextAddress(): string {
  const n = addressCount++;
  const octet = (i: number) => (i % 254) + 1;
  return `127.${1 + Math.floor(n / (254 * 254))}.${octet(Math.floor(n / 254))}.${octet(n)}`;
}

/** Took a display: the page names a link other than the default one (the empty site's). */
let defaultLinkHeader = "";
let freshFromPool = 0;
let freshTotal = 0;

/** One GET on a new connection from a new client address; resolves with the status. */
function getFresh(base: string, c: Case): Promise<number> {
  const url = new URL(c.path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        localAddress: nextAddress(),
        agent: false,
        headers: { Host: url.host, "User-Agent": UA, Connection: "close", ...c.headers },
      },
      (res) => {
        // A member's link is not a pool display.
        if (c.path !== `/${STATIC_PAGE}` && !c.path.includes("via=")) {
          freshTotal++;
          if (res.headers["waymark-referral-link"] !== defaultLinkHeader) freshFromPool++;
        }
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** CONNECTIONS loops of fresh requests for `seconds`; answers requests per second and CPU. */
async function freshLoad(base: string, c: Case, seconds: number): Promise<Result> {
  const before = cpuTicks();
  const start = performance.now();
  const end = start + seconds * 1000;
  let done = 0;
  let bad = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        if ((await getFresh(base, c)) !== 200) bad++;
        done++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  if (bad > 0) throw new Error(`${c.name}: ${bad} unexpected statuses`);
  return { rps: done / elapsed, cpu: runtimeMicros(before, cpuTicks()) / done };
}

async function measureFresh(base: string, c: Case): Promise<Result> {
  await freshLoad(base, c, 1);
  return freshLoad(base, c, DURATION);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (process.env.BENCH_BUILD !== "0") build(true);
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
// A pool big enough that the benchmark's first visits do not exhaust it. The keep-alive cases
// are one client (127.0.0.1) standing in for many visitors, so per-client budgets are raised, as
// for a site whose visitors share a few addresses (CLIENT_LIMIT_MULTIPLIER, decision 0014); the
// first visits come from addresses used once each, far inside any budget, so the raise changes
// nothing for them (the budget is a bound parameter of the same statement either way).
const sqlDir = mkdtempSync(join(tmpdir(), "waymark-bench-"));
// Members (issue 30): ten who support Hindi, each owning one of the pool's links.
const MEMBER_CODE = "bench-member-0";
const membersSql = join(sqlDir, "members.sql");
writeFileSync(
  membersSql,
  Array.from(
    { length: 10 },
    (_, i) =>
      `INSERT INTO members (name, email, languages, code, referral_link_id) SELECT 'Bench member ${i}', 'bench-${i}@example.com', '["hi"]', 'bench-member-${i}', id FROM referral_links WHERE link = 'https://example.com/register?ref=bench-${i}';`,
  ).join("\n") + "\n",
);
const site = await startScratchSite({
  sqlFiles: [
    join(ROOT, "tests", "bench", "pool.sql"),
    join(ROOT, "tests", "bench", "added-language.sql"),
    membersSql,
  ],
  env: { CLIENT_LIMIT_MULTIPLIER: "100000" },
});
const base = site.url;
// The same site with every pool link paused: the pool has nothing to give.
const pausePool = join(sqlDir, "pause-pool.sql");
writeFileSync(pausePool, "UPDATE referral_links SET is_active = 0;\n");
const emptySite = await startScratchSite({ sqlFiles: [pausePool] });

/** The assignment cookie a first visit to `siteBase` gets, and the link its page names. */
async function firstVisit(siteBase: string): Promise<{ cookie: string; link: string }> {
  const first = await fetch(`${siteBase}/join`, { headers: { "User-Agent": UA } });
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-wm_ref="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no referral assignment cookie on a first visit");
  return { cookie, link: first.headers.get("Waymark-Referral-Link") ?? "" };
}

try {
  const { cookie } = await firstVisit(base);
  const holder = await firstVisit(emptySite.url);
  const defaultCookie = holder.cookie;
  defaultLinkHeader = holder.link;

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
  const holdingDefault = (name: string, path: string): Case => ({
    name,
    path,
    base: emptySite.url,
    headers: { Cookie: defaultCookie },
  });
  const staticCopy = `static copy of the home page, ${pageKb} KB (/${STATIC_PAGE})`;
  const cases: Case[] = [
    { name: "static file (/favicon.svg)", path: "/favicon.svg" },
    { name: staticCopy, path: `/${STATIC_PAGE}` },
    {
      name: `static file, ${Math.round(bigAsset.size / 1024)} KB (/assets/${bigAsset.f})`,
      path: `/assets/${bigAsset.f}`,
    },
    returning("home page (cached), returning visitor (/)", "/"),
    returning("home page in Hindi (cached), returning visitor (/hi)", "/hi"),
    returning("home page in an added language (cached), returning visitor (/pt-br)", "/pt-br"),
    returning("page (cached), returning visitor with a pool link (/join)", "/join"),
    holdingDefault(
      "page (cached), returning visitor with the default link, empty pool (/join)",
      "/join",
    ),
    holdingDefault(
      "home page (cached), returning visitor with the default link, empty pool (/)",
      "/",
    ),
    returning(
      "page (cached), visit through a personal link, returning visitor (/join?via=<code>)",
      `/join?via=${MEMBER_CODE}`,
    ),
    returning("click redirect, returning visitor (/go)", "/go?from=/join"),
    {
      name: "page (cached), link preview bot (/join, WhatsApp)",
      path: "/join",
      headers: { "User-Agent": "WhatsApp/2.23.20.0 A" },
    },
    {
      name: `${staticCopy}, new connection and client address each`,
      path: `/${STATIC_PAGE}`,
      mode: "fresh",
    },
    {
      name: "page, first visit (/join, no cookie), new connection and client address each",
      path: "/join",
      mode: "fresh",
    },
    {
      name: "page, language-aware first visit (/hi/join, Hindi members), new connection and client address each",
      path: "/hi/join",
      mode: "fresh",
    },
    {
      name: "page, first visit through a personal link (/join?via=<code>), new connection and client address each",
      path: `/join?via=${MEMBER_CODE}`,
      mode: "fresh",
    },
  ];
  // Warm up both isolates.
  for (const [url, c] of [
    [base, cookie],
    [emptySite.url, defaultCookie],
  ])
    await autocannon({
      url: `${url}/join`,
      connections: 2,
      duration: 2,
      headers: { "User-Agent": UA, Cookie: c },
    });
  const series = () => new Map<Case, number[]>(cases.map((c) => [c, []]));
  const [rps, toSmall, toPage, cpu, cpuToPage] = [series(), series(), series(), series(), series()];
  const freshStatic = cases.find((c) => c.mode === "fresh" && c.path === `/${STATIC_PAGE}`)!;
  const staticFor = (c: Case) => (c.mode === "fresh" ? freshStatic : cases[1]!);
  for (let round = 0; round < ROUNDS; round++) {
    const results = new Map<Case, Result>();
    for (const c of cases) results.set(c, await measure(base, c));
    const smallRps = results.get(cases[0]!)!.rps;
    for (const c of cases) {
      const r = results.get(c)!;
      const page = results.get(staticFor(c))!;
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
    "| case | req/s | ratio to /favicon.svg | ratio to the static copy of the page, fetched the same way | runtime CPU per request (µs) | CPU ratio: the static copy's CPU per request to this one's |\n|---|---:|---:|---:|---:|---:|",
  );
  for (const c of cases) {
    const small = c.mode === "fresh" ? "" : median(toSmall.get(c)!).toFixed(2);
    console.log(
      `| ${c.name} | ${median(rps.get(c)!).toFixed(0)} | ${small} | ${median(toPage.get(c)!).toFixed(2)} | ${median(cpu.get(c)!).toFixed(0)} | ${median(cpuToPage.get(c)!).toFixed(2)} |`,
    );
  }
  // Issue 36: the three visits side by side, each to the static copy fetched the same way.
  const byName = (part: string) => cases.find((c) => c.name.includes(part))!;
  const rounds = (c: Case) =>
    toPage
      .get(c)!
      .map((r) => r.toFixed(2))
      .join(", ");
  console.log("\nissue 36, /join to the static copy fetched the same way (median; rounds):");
  for (const [label, c] of [
    ["returning visitor, pool link", byName("with a pool link")],
    ["returning visitor, default link, empty pool", byName("default link, empty pool (/join)")],
    ["first visit, distinct client addresses", byName("first visit (/join, no cookie)")],
    ["issue 30: language-aware first visit (/hi/join)", byName("language-aware first visit")],
    [
      "issue 30: visit through a personal link, returning visitor",
      byName("personal link, returning"),
    ],
    [
      "issue 30: first visit through a personal link",
      byName("first visit through a personal link"),
    ],
  ] as const)
    console.log(`- ${label}: ${median(toPage.get(c)!).toFixed(2)} (${rounds(c)})`);
  console.log(
    `- first visits that took a pool display: ${freshFromPool} of ${freshTotal} (${addressCount} client addresses used)`,
  );
  // Issue 21: an added language's page against a built-in one's, per round.
  const hindi = cases.find((c) => c.path === "/hi")!;
  const added = cases.find((c) => c.path === "/pt-br")!;
  const perRound = rps.get(added)!.map((n, i) => n / rps.get(hindi)![i]!);
  console.log(
    `\nadded language (/pt-br) to built-in (/hi), cached home page: ${median(perRound).toFixed(2)} (rounds: ${perRound.map((r) => r.toFixed(2)).join(", ")})`,
  );
} finally {
  site.close();
  emptySite.close();
  rmSync(sqlDir, { recursive: true, force: true });
  rmSync(staticPagePath, { force: true });
}
