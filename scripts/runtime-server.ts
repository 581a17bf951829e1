// Serves the production build on the local Workers runtime (workerd) the way Cloudflare runs it:
// requests go straight to the runtime, with no development proxy in front. `wrangler dev` puts a
// proxy Worker before the runtime that passes every HTML response through HTMLRewriter to add its
// live-reload script, about 400 µs of CPU per page that a file does not pay (decision 0012).
//
// The runtime is the Miniflare that wrangler itself uses, configured by wrangler's own reading of
// the build's wrangler.json (bindings, queue consumers, assets, the cron), so the two cannot
// drift. D1, R2 and KV state persist under --persist-to exactly as `wrangler dev --persist-to`
// keeps them, so wrangler's `d1 migrations apply --local --persist-to` works on the same files.
//
// Run: node scripts/runtime-server.ts --port 8787 --persist-to .wrangler/state --env-file .dev.vars
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";

const ROOT = join(import.meta.dirname, "..");
const SERVER_DIR = join(ROOT, "build", "server");
const CONFIG = join(SERVER_DIR, "wrangler.json");

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    ip: { type: "string", default: "127.0.0.1" },
    "persist-to": { type: "string", default: join(ROOT, ".wrangler", "state") },
    "env-file": { type: "string", multiple: true, default: [] },
  },
});

if (!existsSync(CONFIG)) {
  console.error(
    `No production build at ${relative(ROOT, SERVER_DIR)}: run \`npm run build\` first.`,
  );
  process.exit(1);
}

// wrangler's Miniflare, not whichever copy another package hoisted: the options below are its own.
const requireFromWrangler = createRequire(join(ROOT, "node_modules", "wrangler", "package.json"));
type WorkerOptions = Record<string, unknown> & { modulesRules?: unknown };
const wrangler = requireFromWrangler(join(ROOT, "node_modules", "wrangler")) as {
  unstable_getMiniflareWorkerOptions: (
    config: string,
    env: string | undefined,
    options: { envFiles: string[] },
  ) => { workerOptions: WorkerOptions };
};
const miniflare = requireFromWrangler("miniflare") as {
  Miniflare: new (options: unknown) => { ready: Promise<URL>; dispose: () => Promise<void> };
  convertV4MiniflareOptions: (options: unknown) => unknown;
};

/** Every JavaScript module of the build, the entry first. */
function buildModules(): { type: "ESModule"; path: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.m?js$/.test(entry.name) && path !== join(SERVER_DIR, "index.js"))
        files.push(path);
    }
  };
  walk(SERVER_DIR);
  return [join(SERVER_DIR, "index.js"), ...files.sort()].map((path) => ({
    type: "ESModule",
    path,
  }));
}

// Cloudflare's edge sets CF-Connecting-IP to the address it saw and overwrites any value the
// client sent. Miniflare's entry Worker sets it from the socket only when the request has none,
// so locally a client could choose its own address and walk around every per-client limit. The
// runtime's configuration is patched (same length, so its binary framing holds) to always take
// the socket's address, as production does. If Miniflare changes that code, this refuses to
// start rather than serve with a forgeable client address (decision 0014).
const KEEP_CLIENT_HEADER = 'clientIp && !request.headers.get("CF-Connecting-IP")';
const ALWAYS_SOCKET_ADDRESS = "clientIp".padEnd(KEEP_CLIENT_HEADER.length, " ");
const childProcess = createRequire(import.meta.url)("node:child_process") as {
  spawn: (...args: unknown[]) => {
    stdin: { write: (chunk: unknown, ...rest: unknown[]) => boolean };
  };
};
const originalSpawn = childProcess.spawn;
childProcess.spawn = (...args: unknown[]) => {
  const child = originalSpawn(...args);
  if (!String(args[0]).includes("workerd")) return child;
  const write = child.stdin.write.bind(child.stdin);
  child.stdin.write = (chunk: unknown, ...rest: unknown[]) => {
    if (Buffer.isBuffer(chunk) || chunk instanceof Uint8Array) {
      const config = Buffer.from(chunk);
      const from = Buffer.from(KEEP_CLIENT_HEADER);
      let at = config.indexOf(from);
      if (at === -1) {
        console.error(
          "scripts/runtime-server.ts: Miniflare's entry Worker changed; cannot make the local " +
            "runtime ignore a client-supplied CF-Connecting-IP. Update the patch before serving.",
        );
        process.exit(1);
      }
      while (at !== -1) {
        config.write(ALWAYS_SOCKET_ADDRESS, at);
        at = config.indexOf(from, at + from.length);
      }
      return write(config, ...rest);
    }
    return write(chunk, ...rest);
  };
  return child;
};

const { workerOptions } = wrangler.unstable_getMiniflareWorkerOptions(CONFIG, undefined, {
  envFiles: values["env-file"],
});
// The module list below replaces wrangler's file-type rules.
delete workerOptions.modulesRules;

const runtime = new miniflare.Miniflare(
  miniflare.convertV4MiniflareOptions({
    workers: [
      { ...workerOptions, name: "waymark", modules: buildModules(), modulesRoot: SERVER_DIR },
    ],
    host: values.ip,
    port: Number(values.port),
    // The same layout as `wrangler dev --persist-to`.
    resourcePersistencePath: join(values["persist-to"], "v3"),
    // GET /cdn-cgi/local/scheduled?cron=... runs the cron handler on demand.
    unsafeTriggerHandlers: true,
  }),
);

let closing = false;
async function close(code: number) {
  if (closing) return;
  closing = true;
  await runtime.dispose().catch(() => undefined);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void close(0));

try {
  const url = await runtime.ready;
  console.log(`Serving the production build on workerd at ${url.href}`);
} catch (error) {
  console.error(error);
  await close(1);
}
