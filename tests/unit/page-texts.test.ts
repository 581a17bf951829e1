// Which texts each page's data carries (issue 34): the root sends the shell's texts (header,
// footer, errors, toasts), each public page its own. The modules a route imports are read here,
// every dictionary key they name is collected (`"join.title"`, a prefix like `join.step${n}` or
// `"general.chat.kb."`), and each route must receive every key its code can show. A component
// that starts to use a text on another page fails here, not as a key shown to a visitor.
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/dictionaries/en";
import { knowledge } from "~/i18n/knowledge/en";
import { PAGE_TEXTS, SERVER_ONLY_TEXTS, isShellKey, names, type TextPage } from "~/i18n/page-texts";
import { SITE_PAGE_TEXT } from "~/i18n/site-page-text";

const SOURCES = import.meta.glob<string>(["/app/**/*.ts", "/app/**/*.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});
// Not read as code: the dictionaries and knowledge bases (they name every key), the tables of
// page texts (this one, and each page's title keys, checked page by page below) and the server's
// text plumbing (it moves texts between files, tables and pages; it shows none).
const NOT_CODE = [
  /^\/app\/i18n\/dictionaries\//,
  /^\/app\/i18n\/knowledge\//,
  /^\/app\/i18n\/(site-page-text|page-texts)\.ts$/,
  /^\/app\/server\/i18n\//,
];
const KEYS = [...Object.keys(en), ...Object.keys(knowledge)];
const TOPS = new Set(KEYS.map((k) => k.split(".")[0]));

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = "/app/" + spec.slice(2);
  else if (spec.startsWith(".")) {
    const parts = from.split("/").slice(0, -1);
    for (const piece of spec.split("/")) {
      if (piece === "..") parts.pop();
      else if (piece !== ".") parts.push(piece);
    }
    base = parts.join("/");
  } else return null;
  base = base.replace(/\?.*$/, "");
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (candidate in SOURCES) return candidate;
  }
  return null;
}

/** Every module a file reaches through static and dynamic imports (and re-exports). */
function graph(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || NOT_CODE.some((re) => re.test(file))) continue;
    seen.add(file);
    const text = SOURCES[file]!;
    // Type-only imports bring no code (or texts) along.
    const code = text.replace(/^\s*(?:import|export)\s+type\b[^;]*;/gm, "");
    for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)["']([^"']+)["']/g)) {
      const next = resolve(file, m[1]!);
      if (next) todo.push(next);
    }
  }
  return seen;
}

/** The keys a file's code can name: exact keys, every key a template can make
 * (`` `earnings.${type}.title` `` names each income type's title), and every key under a named
 * prefix (`"general.chat.kb."`, or a template ending in a part: `` `join.step${n}` ``). */
function keysNamed(text: string): Set<string> {
  const found = new Set<string>();
  // A template whose placeholder is a whole part of the key, with more after it.
  const whole = /`([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*)\.\$\{[^}`]*\}((?:\.[A-Za-z0-9_]+)+)`/g;
  for (const m of text.matchAll(whole)) {
    const pattern = `${m[1]}.*${m[2]}`;
    if (!TOPS.has(pattern.split(".")[0]!)) continue;
    for (const key of KEYS) if (names(pattern, key)) found.add(key);
  }
  for (const m of text
    .replace(whole, "")
    .matchAll(/["'`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*\.?)(["'`]|\$\{)/g)) {
    const [, token, end] = m as unknown as [string, string, string];
    if (!TOPS.has(token.split(".")[0]!) || !token.includes(".")) continue;
    const prefix = end === "${" || token.endsWith(".");
    for (const key of KEYS) if (prefix ? key.startsWith(token) : key === token) found.add(key);
  }
  return found;
}

function keysOfRoute(file: string): Set<string> {
  const keys = new Set<string>();
  for (const module of graph(file)) for (const key of keysNamed(SOURCES[module]!)) keys.add(key);
  return keys;
}

const PAGE_OF_PATH: Record<string, TextPage> = {
  "/": "home",
  "/join": "join",
  "/earnings": "earnings",
  "/slots": "slots",
  "/presentations": "presentations",
  "/assistant": "assistant",
};

const covered = (page: TextPage | null, key: string) =>
  isShellKey(key) || (page !== null && PAGE_TEXTS[page].some((p) => names(p, key)));
const serverOnly = (key: string) => SERVER_ONLY_TEXTS.some((p) => key.startsWith(p));

/** The routes and the texts each one's data adds to the shell's. */
const ROUTES: [string, TextPage | null][] = [
  ["/app/root.tsx", null],
  ["/app/routes/site/layout.tsx", null],
  ["/app/routes/site/not-found.tsx", null],
  ["/app/routes/site/home.tsx", "home"],
  ["/app/routes/site/join.tsx", "join"],
  ["/app/routes/site/earnings.tsx", "earnings"],
  ["/app/routes/site/slots.tsx", "slots"],
  ["/app/routes/site/presentations/route.tsx", "presentations"],
  ["/app/routes/site/assistant.tsx", "assistant"],
  ["/app/routes/site/signup/route.tsx", null],
  ["/app/routes/site/signup/confirm.tsx", null],
  ["/app/routes/site/member/route.tsx", "member"],
  ["/app/routes/site/member/sign-in.tsx", "member"],
];

describe("the texts each page's data carries", () => {
  it.each(ROUTES)("%s receives every text its code names", (file, page) => {
    const missing = [...keysOfRoute(file)].filter((k) => !serverOnly(k) && !covered(page, k));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(PAGE_TEXTS))(
    "%s: each of its prefixes is used by its code",
    (page, prefixes) => {
      const files = ROUTES.filter(([, p]) => p === page).map(([f]) => f);
      const used = new Set(files.flatMap((f) => [...keysOfRoute(f)]));
      const path = Object.entries(PAGE_OF_PATH).find(([, p]) => p === page)?.[0];
      const own = path ? SITE_PAGE_TEXT[path as keyof typeof SITE_PAGE_TEXT] : null;
      if (own) used.add(own.titleKey).add(own.descriptionKey);
      expect(prefixes.filter((p) => ![...used].some((k) => names(p, k)))).toEqual([]);
    },
  );

  it("every public page gets its own title and description", () => {
    for (const [path, text] of Object.entries(SITE_PAGE_TEXT)) {
      const page = PAGE_OF_PATH[path]!;
      expect(covered(page, text.titleKey), `${path} title`).toBe(true);
      expect(covered(page, text.descriptionKey), `${path} description`).toBe(true);
    }
  });

  it("the scan finds the keys a route names (so the checks above can fail)", () => {
    const join = keysOfRoute("/app/routes/site/join.tsx");
    expect(join.has("join.step4.title")).toBe(true); // named as `join.step${n}.title`
    expect(covered(null, "join.step4.title")).toBe(false);
    // The header names its links through the page list (app/domain/site/pages.ts).
    expect(keysOfRoute("/app/routes/site/layout.tsx").has("general.nav.slots")).toBe(true);
    const home = keysOfRoute("/app/routes/site/home.tsx");
    expect(home.has("general.chat.kb.join.q")).toBe(true);
    // `earnings.${type}.title`: each income type's title, not the earnings page's other texts.
    expect(home.has("earnings.leadership.title")).toBe(true);
    expect(home.has("earnings.leadership.rank")).toBe(false);
  });
});
