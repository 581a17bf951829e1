// Benchmarks against the production build on the local Workers runtime, reported as ratios to
// a static file served by the same runtime in the same run (these machines are noisy).
// Run: npm run bench   (builds first; takes about a minute)
import autocannon from "autocannon";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { build, ROOT, startScratchSite } from "../../scripts/local-runtime.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";

type Case = { name: string; path: string; headers?: Record<string, string>; manyClients?: boolean };

async function measure(base: string, c: Case): Promise<number> {
  const result = await autocannon({
    url: base + c.path,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "User-Agent": UA, ...c.headers, ...(c.manyClients ? { "CF-Connecting-IP": "bench-[<id>]" } : {}) },
    // The click limit is per client: the load stands in for many visitors, each a client.
    idReplacement: c.manyClients ?? false,
  });
  const bad = result.non2xx - (c.path.startsWith("/go") ? result["3xx"] : 0);
  if (result.errors > 0 || bad > 0) throw new Error(`${c.name}: ${result.errors} errors, ${bad} unexpected statuses`);
  return result.requests.average;
}

build(true);
// A pool big enough that the benchmark's first visits do not exhaust it.
const site = await startScratchSite({ sqlFiles: [join(ROOT, "tests", "bench", "pool.sql")] });
const base = site.url;

try {
  const first = await fetch(`${base}/join`, { headers: { "User-Agent": UA } });
  const cookie = first.headers.getSetCookie().find((c) => c.startsWith("wm_ref="))?.split(";")[0];
  if (!cookie) throw new Error("no referral assignment cookie on a first visit");

  // A second static file about as large as a rendered page, to separate size from work.
  const bigAsset = readdirSync(join(ROOT, "build", "client", "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(join(ROOT, "build", "client", "assets", f)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  const cases: Case[] = [
    { name: "static file (/favicon.svg)", path: "/favicon.svg" },
    { name: `static file, ${Math.round(bigAsset.size / 1024)} KB (/assets/${bigAsset.f})`, path: `/assets/${bigAsset.f}` },
    { name: "page, returning visitor (/join)", path: "/join", headers: { Cookie: cookie } },
    { name: "home page (cached), returning visitor (/)", path: "/", headers: { Cookie: cookie } },
    { name: "home page in Hindi (cached), returning visitor (/hi)", path: "/hi", headers: { Cookie: cookie } },
    { name: "click redirect, returning visitor (/go)", path: "/go?from=/join", headers: { Cookie: cookie }, manyClients: true },
    { name: "page, first visit (/join, no cookie)", path: "/join" },
  ];
  // Warm up the isolate.
  await autocannon({ url: `${base}/join`, connections: 2, duration: 2, headers: { "User-Agent": UA, Cookie: cookie } });
  const rows: { name: string; rps: number }[] = [];
  for (const c of cases) rows.push({ name: c.name, rps: await measure(base, c) });
  const staticRps = rows[0]!.rps;
  console.log(`\nProduction build on wrangler dev (workerd), ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`);
  console.log("| case | req/s | ratio to static |\n|---|---:|---:|");
  for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / staticRps).toFixed(2)} |`);
} finally {
  site.close();
}
