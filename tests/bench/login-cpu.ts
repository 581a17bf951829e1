// CPU cost of an admin sign-in's password work with the same WebCrypto code the Worker runs
// (PBKDF2-SHA256 at the 100,000 iterations Cloudflare's Workers allow per call), set against
// the 600,000 iterations OWASP suggests for PBKDF2-HMAC-SHA256 (which Workers refuse), and the
// cost of the new-password check (12+ characters, not among the 10,000 most common passwords).
// Run: node tests/bench/login-cpu.ts. Timings are this machine's; compare the ratios.
import { cpuUsage } from "node:process";
import {
  hashPassword,
  passwordProblem,
  PBKDF2_ITERATIONS,
  verifyPassword,
} from "../../app/server/auth/password.server.ts";

const runs = 20;

async function cpuPerRun(work: () => Promise<unknown> | unknown, n = runs) {
  const start = cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await work();
  const cpu = cpuUsage(start);
  return { wall: (performance.now() - t0) / n, cpu: (cpu.user + cpu.system) / 1000 / n };
}

async function pbkdf2(iterations: number) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode("benchmark password"),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const salt = crypto.getRandomValues(new Uint8Array(16));
  await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
}

const stored = await hashPassword("benchmark password");
const signIn = await cpuPerRun(() => verifyPassword("benchmark password", stored));
const owasp = await cpuPerRun(() => pbkdf2(600_000), 5);
const firstCheck = await cpuPerRun(() => passwordProblem("blue-kettle-orbit-41"), 1);
const warmCheck = await cpuPerRun(() => passwordProblem("Password1234!"), 10_000);

const ms = (n: number) => `${n.toFixed(n < 0.1 ? 4 : 1)} ms`;
console.log(
  [
    `Sign-in, PBKDF2-SHA256 ${PBKDF2_ITERATIONS.toLocaleString("en")} verify: ${ms(signIn.wall)} wall, ${ms(signIn.cpu)} CPU (mean of ${runs})`,
    `PBKDF2-SHA256 600,000 (OWASP; refused by Workers): ${ms(owasp.cpu)} CPU = ${(owasp.cpu / signIn.cpu).toFixed(1)}x the sign-in`,
    `New-password check, first call (builds the 10,000-entry set): ${ms(firstCheck.cpu)} CPU`,
    `New-password check, later calls: ${ms(warmCheck.cpu)} CPU = ${((warmCheck.cpu / signIn.cpu) * 100).toFixed(3)}% of a sign-in`,
  ].join("\n"),
);
