// Where the CPU goes while a page is under load: per process (the load generator, the Worker's
// runtime, and with WAYMARK_RUNTIME=wrangler-dev wrangler's development proxy), in CPU
// microseconds per request. The Worker's runtime
// runs the JavaScript on one thread, so its time per request bounds the requests per second.
// Run: node tests/bench/cpu-split.ts [path ...]   (after `npm run build`). Ratios are to the first
// path; ROUNDS and SECONDS set the rounds and their length, BASE an already running site.
import autocannon from "autocannon";
import { join } from "node:path";
import { ROOT, startScratchSite } from "../../scripts/local-runtime.ts";
import { cpuTicks } from "./process-cpu.ts";

const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/favicon.svg", "/"];
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const SECONDS = Number(process.env.SECONDS ?? 5);

const site = process.env.BASE
  ? { url: process.env.BASE, close: () => undefined }
  : await startScratchSite({ sqlFiles: [join(ROOT, "tests", "bench", "pool.sql")] });
try {
  const first = await fetch(`${site.url}/join`, { headers: { "User-Agent": UA } });
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-wm_ref="))!
    .split(";")[0]!;
  const headers = { "User-Agent": UA, Cookie: cookie };
  const ratios = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    let base = 0;
    for (const path of paths) {
      await autocannon({ url: site.url + path, connections: 10, duration: 1, headers });
      const before = cpuTicks();
      const r = await autocannon({
        url: site.url + path,
        connections: 10,
        duration: SECONDS,
        headers,
      });
      const after = cpuTicks();
      const split = [...after].map(
        ([role, t]) =>
          `${role} ${(((t - (before.get(role) ?? t)) * 10_000) / r.requests.total).toFixed(0)} µs`,
      );
      base ||= r.requests.average;
      ratios.set(path, [...(ratios.get(path) ?? []), r.requests.average / base]);
      console.log(
        `${path.padEnd(16)} ${r.requests.average.toFixed(0).padStart(5)} req/s  ${(r.requests.average / base).toFixed(2)}  ${(r.throughput.average / r.requests.average / 1024).toFixed(1)} KB/resp  ${split.sort().join(", ")}`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [path, xs] of ratios)
    console.log(
      `median ratio ${path}: ${median(xs).toFixed(2)}  (${xs.map((x) => x.toFixed(2)).join(" ")})`,
    );
} finally {
  site.close();
}
