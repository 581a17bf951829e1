// The chat assistant's cost per language (issue 33): the gzip-compressed size of what the chat
// downloads when it opens (the page language's knowledge chunk, the English one, and the chat's
// matching code, each minified as the build does), the time to build the knowledge bases, and
// the median time to answer one question (over every development question of every language,
// many rounds), with x4 as the estimate for a four times slower phone CPU.
// Goals: at most 40 KB per language, under 5 ms per answer at x4.
// Run: node tests/bench/chat.ts   (ROUNDS sets the rounds over the questions, default 20)
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "../../scripts/local-runtime.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const KB_LIMIT = 40;
const MS_LIMIT = 5;

/** One module bundled and minified for the browser, as text. */
async function bundle(entry: string, external: string[] = []): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    external,
    tsconfig: join(ROOT, "tsconfig.cloudflare.json"),
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

// The code the answers need: bundled once, then imported to time it.
const code = await bundle("app/domain/chat/assistant.ts");
const assistant = (await import(
  `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
)) as typeof import("../../app/domain/chat/assistant.ts");

const languages = readdirSync(join(ROOT, "app/i18n/knowledge"))
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.slice(0, -3))
  .sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b)));

type Module = { knowledge: Record<string, string>; chatLanguage?: { stopWords: string } };
async function knowledgeOf(lang: string): Promise<{ module: Module; chunk: string }> {
  const chunk = await bundle(`app/i18n/knowledge/${lang}.ts`, ["~/*"]);
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(chunk).toString("base64")}`
  )) as Module;
  return { module, chunk };
}

async function questionsOf(lang: string): Promise<string[]> {
  try {
    const text = await bundle(`tests/unit/chat-eval/dev/${lang}.ts`, ["~/*"]);
    const set = (
      await import(`data:text/javascript;base64,${Buffer.from(text).toString("base64")}`)
    ).evalSet as [string, unknown][];
    return set.map(([q]) => q);
  } catch {
    return [];
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const english = await knowledgeOf("en");
const codeKb = gzipKb(code);
console.log(`matching code: ${codeKb.toFixed(1)} KB gzip (shared by every language)`);
console.log("lang   download KB   build ms   answer ms (median)   x4 ms");
const fallback = { default: "default", unsure: "unsure" };
let worst = { kb: 0, ms: 0 };
for (const lang of languages) {
  const local = lang === "en" ? english : await knowledgeOf(lang);
  const downloadKb = codeKb + gzipKb(english.chunk) + (lang === "en" ? 0 : gzipKb(local.chunk));
  const started = performance.now();
  const en = assistant.buildKnowledgeBase(
    "en",
    english.module.knowledge,
    english.module.chatLanguage,
  );
  const kb =
    lang === "en"
      ? en
      : assistant.buildKnowledgeBase(
          lang,
          { ...english.module.knowledge, ...local.module.knowledge },
          local.module.chatLanguage,
        );
  assistant.answerQuestion("hello", kb, en, fallback); // builds the combined index
  const buildMs = performance.now() - started;
  const questions = await questionsOf(lang);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const question of questions) {
      const t0 = performance.now();
      assistant.answerQuestion(question, kb, en, fallback);
      times.push(performance.now() - t0);
    }
  const ms = median(times);
  worst = { kb: Math.max(worst.kb, downloadKb), ms: Math.max(worst.ms, ms) };
  console.log(
    `${lang.padEnd(6)} ${downloadKb.toFixed(1).padStart(11)}   ${buildMs.toFixed(1).padStart(8)}   ${ms.toFixed(3).padStart(18)}   ${(ms * 4).toFixed(3).padStart(5)}`,
  );
}
console.log(
  `largest download ${worst.kb.toFixed(1)} KB (goal <= ${KB_LIMIT}), slowest median answer x4 ` +
    `${(worst.ms * 4).toFixed(3)} ms (goal < ${MS_LIMIT})`,
);
