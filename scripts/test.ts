// `npm test`: everything, in stages. The steps of a stage do not depend on each other and run two
// at a time (the development machine has 2 cores); a stage starts once the one before it has
// passed. Each step's output is printed whole when it ends, so steps running together do not
// interleave their lines; a stage of one step prints as it goes. Any failing step fails the run,
// after the rest of its stage has finished and printed.
//   1. lint, formatting, types
//   2. the Worker tests, beside the production build (the Worker tests do not read it)
//   3. the browser and HTTP tests, against that build
import { spawn } from "node:child_process";

// Longest first within a stage, so the other lane takes the short ones.
const STAGES = [["lint", "format:check", "typecheck"], ["test:worker", "build"], ["test:e2e"]];
const AT_ONCE = 2;

type Outcome = { script: string; code: number; seconds: number };

function run(script: string, streamed: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], {
      stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
      // Piped output is colourless unless asked for; keep colours when a person is watching.
      env: process.stdout.isTTY ? { FORCE_COLOR: "1", ...process.env } : process.env,
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      const outcome = {
        script,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 1000),
      };
      if (!streamed) process.stdout.write(Buffer.concat(output));
      console.log(
        `── npm run ${script}: ${outcome.code === 0 ? "passed" : `FAILED (exit ${outcome.code})`} in ${outcome.seconds} s`,
      );
      resolve(outcome);
    });
  });
}

async function runStage(scripts: string[]): Promise<Outcome[]> {
  const queue = [...scripts];
  const outcomes: Outcome[] = [];
  const streamed = scripts.length === 1;
  const lane = async () => {
    for (let script = queue.shift(); script; script = queue.shift())
      outcomes.push(await run(script, streamed));
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, scripts.length) }, lane));
  return outcomes;
}

const started = Date.now();
for (const stage of STAGES) {
  console.log(`── ${stage.map((s) => `npm run ${s}`).join(", ")}`);
  const failed = (await runStage(stage)).filter((o) => o.code !== 0);
  if (failed.length > 0) {
    console.error(`npm test failed: ${failed.map((o) => o.script).join(", ")}`);
    process.exit(1);
  }
}
console.log(`npm test passed in ${Math.round((Date.now() - started) / 1000)} s`);
