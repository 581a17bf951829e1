// "Keep env variables working": every optional variable the Worker reads (worker-env.d.ts) is
// passed through by `npm start` (scripts/local-runtime.ts) and named in the README's list.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PASSTHROUGH_VARS, ROOT, writeRuntimeEnv } from "../../scripts/local-runtime.ts";

/** The Worker's optional string variables, as its Env type declares them. */
function declaredVariables(): string[] {
  const source = readFileSync(join(ROOT, "worker-env.d.ts"), "utf8");
  return [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+)\?: string;$/gm)].map((m) => m[1]!).sort();
}

describe("environment variables", () => {
  it("each one the Worker reads is passed through by npm start and listed in the README", () => {
    const declared = declaredVariables();
    expect(declared).toContain("ANALYTICS_RAW_RETENTION_DAYS");
    expect([...PASSTHROUGH_VARS].sort()).toEqual(declared);
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const list = readme.slice(readme.indexOf("Variables set for `npm start` reach the Worker"));
    for (const name of declared) expect(list, name).toContain(`\`${name}\``);
  });

  it("a variable set for npm start is written to the runtime's env file", () => {
    const file = join(mkdtempSync(join(tmpdir(), "waymark-env-")), "runtime.env");
    const before = { ...process.env };
    try {
      for (const name of PASSTHROUGH_VARS) process.env[name] = `value of ${name}`;
      writeRuntimeEnv(file, { SESSION_SECRET: "s" });
    } finally {
      for (const name of PASSTHROUGH_VARS)
        if (before[name] === undefined) delete process.env[name];
        else process.env[name] = before[name];
    }
    const written = readFileSync(file, "utf8");
    for (const name of PASSTHROUGH_VARS)
      expect(written).toContain(`${name}=${JSON.stringify(`value of ${name}`)}`);
  });
});
