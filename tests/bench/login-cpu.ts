// CPU cost of one admin password hash (PBKDF2-SHA256, 100,000 iterations) with the same
// WebCrypto code the Worker runs. Run: node tests/bench/login-cpu.ts
import { cpuUsage } from "node:process";
import { hashPassword, verifyPassword } from "../../app/server/auth/password.server.ts";

const runs = 20;
const stored = await hashPassword("benchmark password");
const start = cpuUsage();
const t0 = performance.now();
for (let i = 0; i < runs; i++) await verifyPassword("benchmark password", stored);
const wall = (performance.now() - t0) / runs;
const cpu = cpuUsage(start);
console.log(
  `PBKDF2-SHA256 100k verify: ${wall.toFixed(1)} ms wall, ${((cpu.user + cpu.system) / 1000 / runs).toFixed(1)} ms CPU per sign-in (mean of ${runs})`,
);
