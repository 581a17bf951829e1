// Email benchmark against the production build on the local Workers runtime:
//   1. import 10,000 contacts end to end the way the admin screen does (the CSV in parts of
//      1,000 posted to /admin/email-campaigns/import), reported as contacts per second;
//   2. send a 10,000-recipient campaign through the real local Queue to a local SMTP server,
//      reported as emails per second (EMAIL_RATE_PER_SECOND is set high so the pacing is not
//      what is measured), and the CPU time the site's runtime (workerd and its host process)
//      spent per email while sending.
// Run: npm run bench:email   (builds first; BENCH_CONTACTS changes the size)
import { readdirSync, readFileSync } from "node:fs";
import { build, newSecret, startScratchSite } from "../../scripts/local-runtime.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 10_000);
const PART = 1000;

/** The fields of /proc/<pid>/stat after the command name. */
function procStat(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** CPU time (ms) of the site's runtime: the process serving `persistTo` and every process in its
 * group (the runtime is started detached, so its group holds workerd too), not other sites'. */
function siteCpuMs(persistTo: string): number {
  const pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  const leader = pids.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(persistTo);
    } catch {
      return false;
    }
  });
  if (!leader) return NaN;
  let ticks = 0;
  for (const pid of pids) {
    const f = procStat(pid);
    // f[2] is the process group; f[11] and f[12] user and system time in clock ticks (1/100 s).
    if (f && f[2] === leader) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks * 10;
}

build(true);
const sink = await startSmtpSink();
const admin = { email: "bench-admin@example.com", password: newSecret() };
const site = await startScratchSite({
  env: {
    SMTP_URL: `${sink.smtpUrl}?starttls=off`,
    EMAIL_RATE_PER_SECOND: "100000",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});

try {
  const signIn = await fetch(`${site.url}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url },
    body: new URLSearchParams(admin),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-wm_admin="))!
    .split(";")[0]!;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(site.url + path, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
    return text;
  };

  const rows = Array.from(
    { length: CONTACTS },
    (_, i) => `Name${i},Sur${i},bench${i}@bench.test,Country${i % 20},${["en", "hi", "es"][i % 3]}`,
  );
  const header = "name,surname,email,country,language";
  const importStart = performance.now();
  for (let i = 0; i < rows.length; i += PART) {
    const parts = Math.ceil(rows.length / PART);
    await post("/admin/email-campaigns/import", {
      fileName: "bench.csv",
      csv: [header, ...rows.slice(i, i + PART)].join("\n"),
      part: i / PART + 1,
      parts,
    });
  }
  const importSeconds = (performance.now() - importStart) / 1000;

  await post("/admin/email-campaigns", {
    intent: "save-template",
    name: "Bench",
    subject: "Hello {name}",
    body: "Dear {name} {surname},\n\nA benchmark email to {email}.",
    language: "en",
  });
  const sendStart = performance.now();
  const cpuStart = siteCpuMs(site.persistTo);
  const queued = await post("/admin/email-campaigns", {
    intent: "send",
    name: "Bench run",
    templateId: 1,
    languageFilter: "all",
    countryFilter: "all",
    useTranslation: false,
  });
  if (!queued.includes(`to ${CONTACTS} recipients`))
    throw new Error(`campaign not queued for ${CONTACTS}: ${queued.slice(0, 300)}`);
  let last = 0;
  let lastChange = performance.now();
  while (sink.messages.length < CONTACTS) {
    await new Promise((r) => setTimeout(r, 200));
    if (sink.messages.length !== last) {
      last = sink.messages.length;
      lastChange = performance.now();
    } else if (performance.now() - lastChange > 60_000) {
      throw new Error(`sending stalled at ${last} of ${CONTACTS}`);
    }
  }
  const sendSeconds = (performance.now() - sendStart) / 1000;
  const cpuPerEmail = (siteCpuMs(site.persistTo) - cpuStart) / CONTACTS;
  const unique = new Set(sink.messages.map((m) => m.envelopeTo[0])).size;

  console.log(
    `\nEmail benchmark (${CONTACTS} contacts, production build on wrangler dev, local SMTP sink)`,
  );
  console.log(`| Step | Time | Rate |`);
  console.log(`|---|---:|---:|`);
  console.log(
    `| Import ${CONTACTS} contacts (${Math.ceil(CONTACTS / PART)} parts) | ${importSeconds.toFixed(2)} s | ${Math.round(CONTACTS / importSeconds)} contacts/s |`,
  );
  console.log(
    `| Send ${CONTACTS} emails over SMTP (queue to sink) | ${sendSeconds.toFixed(2)} s | ${Math.round(CONTACTS / sendSeconds)} emails/s |`,
  );
  console.log(
    `Site runtime CPU while sending: ${cpuPerEmail.toFixed(2)} ms per email (workerd and its host process)`,
  );
  console.log(
    `Distinct recipients received: ${unique} of ${CONTACTS}${unique === CONTACTS && sink.messages.length === CONTACTS ? " (exactly once)" : " (MISMATCH)"}`,
  );
  if (importSeconds >= 10) console.log("Import took 10 s or more: over the issue's target.");
  if (unique !== CONTACTS || sink.messages.length !== CONTACTS) process.exitCode = 1;
} finally {
  site.close();
  await sink.close();
}
