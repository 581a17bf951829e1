// The Worker bundle's startup cost: how long V8 takes to load and evaluate build/server/index.js
// (what an isolate does before its first request) and then the React Router build it imports on
// the first page request. Node stands in for workerd (same V8); `cloudflare:*` modules are stubbed.
// Run: node tests/bench/startup.ts [build dir, default build]   (after npm run build)
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const RUNS = Number(process.env.STARTUP_RUNS ?? 15);
const dir = resolve(process.argv[2] ?? "build", "server");

if (process.env.STARTUP_CHILD) {
  // One fresh process per run: module evaluation happens once per process.
  const { registerHooks } = await import("node:module");
  const stub =
    "data:text/javascript,export class DurableObject{}export class WorkflowEntrypoint{}export class WorkerEntrypoint{}export const env={};export function connect(){}";
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier.startsWith("cloudflare:")
        ? { url: stub, shortCircuit: true }
        : next(specifier, context),
  });
  const build = readdirSync(join(dir, "assets")).find((f) => /^server-build-.*\.js$/.test(f));
  const started = performance.now();
  await import(pathToFileURL(join(dir, "index.js")).href);
  const index = performance.now() - started;
  if (build) await import(pathToFileURL(join(dir, "assets", build)).href);
  const total = performance.now() - started;
  console.log(JSON.stringify({ index, total }));
  process.exit(0);
}

if (!existsSync(join(dir, "index.js"))) throw new Error(`no build in ${dir}: run npm run build`);
const runs: { index: number; total: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const child = spawnSync(process.execPath, [import.meta.filename, dir.replace(/\/server$/, "")], {
    env: { ...process.env, STARTUP_CHILD: "1" },
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(child.stderr);
  runs.push(JSON.parse(child.stdout.trim().split("\n").at(-1)!));
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `${dir}: startup (index.js) median ${median(runs.map((r) => r.index)).toFixed(1)} ms, ` +
    `with the first page request's React Router build ${median(runs.map((r) => r.total)).toFixed(1)} ms ` +
    `(${RUNS} fresh Node ${process.version} processes)`,
);
