// CPU time of the processes a benchmark loads, read from /proc (Linux): what a request costs in
// CPU is steadier than requests per second on a shared machine, whose other tenants take turns
// on the cores (time the runtime waits for a core counts in neither).
import { readdirSync, readFileSync } from "node:fs";
import { RUNTIME } from "../../scripts/local-runtime.ts";

/** CPU time (1/100 s ticks) of every workerd process, and of this one, by role. */
export function cpuTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const role =
        pid === String(process.pid)
          ? "load generator"
          : !cmd.includes("workerd")
            ? null
            : RUNTIME === "wrangler-dev" && !cmd.includes("entry=127.0.0.1:0")
              ? "development proxy"
              : "worker runtime";
      if (!role) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks.set(role, (ticks.get(role) ?? 0) + Number(f[11]) + Number(f[12]));
    } catch {
      // gone
    }
  }
  return ticks;
}

/** CPU microseconds of the runtime (workerd, with its proxy if any) between two readings. */
export function runtimeMicros(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [role, t] of after)
    if (role !== "load generator") ticks += t - (before.get(role) ?? t);
  return ticks * 10_000;
}
