// Lighthouse (mobile) against the production build on the local Workers runtime: performance,
// CLS, JavaScript and total bytes before interaction, third-party requests; then the signed-in
// admin's dashboard and Referral Links screen (performance and accessibility).
// Run: npm run bench:lighthouse   (builds first; about 3 minutes for 18 pages)
//      LH_LANGS=en npm run bench:lighthouse   (fewer languages)
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { adminInsertSql, executeSql } from "../../scripts/admin-account.ts";
import { build, newSecret, RUNTIME, startScratchSite } from "../../scripts/local-runtime.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/chromium-path.ts";

const PAGES = ["/", "/join", "/earnings", "/slots", "/presentations", "/assistant"];
const LANGS = (process.env.LH_LANGS ?? "en,hi,ar").split(",");
const ADMIN_PAGES = ["/admin/dashboard", "/admin/referral-links"];

build(true);
const site = await startScratchSite();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run; Lighthouse now and then records no trace (NO_NAVSTART) and scores
 * nothing, so a run without a score is tried again, three times at most. */
async function audit(path: string, flags: Flags = {}): Promise<Lhr> {
  const run = async () =>
    (await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      ...flags,
    }))!.lhr;
  let lhr = await run();
  for (
    let attempt = 1;
    attempt < 3 && (lhr.runtimeError || !lhr.categories.performance?.score);
    attempt++
  ) {
    console.log(
      `${path}: Lighthouse failed (${lhr.runtimeError?.code ?? "no score"}), running it again`,
    );
    lhr = await run();
  }
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new Error(
      `${path}: Lighthouse failed three times (${lhr.runtimeError?.code ?? "no score"})`,
    );
  }
  return lhr;
}

type Row = {
  url: string;
  score: number;
  a11y?: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  thirdParty: number;
};

function row(path: string, lhr: Lhr): Row {
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        { items?: { url: string; transferSize?: number; resourceType?: string }[] } | undefined
    )?.items ?? [];
  const own = (u: string) => u.startsWith(site.url) || u.startsWith("data:");
  const kb = (items: typeof requests) =>
    items.reduce((a, r) => a + (r.transferSize ?? 0), 0) / 1024;
  const a11y = lhr.categories.accessibility?.score;
  return {
    url: path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    a11y: a11y == null ? undefined : Math.round(a11y * 100),
    cls: Number(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0),
    jsKb: kb(requests.filter((r) => r.resourceType === "Script")),
    totalKb: kb(requests),
    thirdParty: requests.filter((r) => !own(r.url)).length,
  };
}

const rows: Row[] = [];
const adminRows: Row[] = [];
try {
  for (const lang of LANGS) {
    for (const page of PAGES) {
      const path = lang === "en" ? page : `/${lang}${page === "/" ? "" : page}`;
      rows.push(row(path, await audit(path)));
      console.log(`${path}: ${rows.at(-1)!.score}`);
    }
  }
  // The admin, signed in: a fresh account on the scratch site, its session cookie sent along.
  const email = "lighthouse@example.com";
  const password = newSecret();
  executeSql(await adminInsertSql(email, password), { persistTo: site.persistTo });
  const signIn = await fetch(`${site.url}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`admin sign-in failed with ${signIn.status}`);
  for (const path of ADMIN_PAGES) {
    const lhr = await audit(path, {
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: { Cookie: cookie },
    });
    adminRows.push(row(path, lhr));
    console.log(`${path}: ${adminRows.at(-1)!.score} / ${adminRows.at(-1)!.a11y}`);
  }
} finally {
  await chrome.kill();
  site.close();
}
console.log(
  `\nLighthouse 13 mobile, production build on ${RUNTIME === "workerd" ? "workerd" : "wrangler dev"}, ${new Date().toISOString()}`,
);
console.log(
  "| page | performance | CLS | JS (KB, compressed) | total (KB) | third-party requests |\n|---|---:|---:|---:|---:|---:|",
);
for (const r of rows)
  console.log(
    `| ${r.url} | ${r.score} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.totalKb.toFixed(1)} | ${r.thirdParty} |`,
  );
console.log(
  "\nSigned-in admin\n| page | performance | accessibility | CLS | JS (KB, compressed) | total (KB) |\n|---|---:|---:|---:|---:|---:|",
);
for (const r of adminRows)
  console.log(
    `| ${r.url} | ${r.score} | ${r.a11y} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.totalKb.toFixed(1)} |`,
  );
