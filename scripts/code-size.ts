// Prints the largest functions and modules of the app (issue 29's evidence, rerunnable):
//   npm run size -- [--functions 80] [--modules 250] [--top 25]
// A function is any function declaration, method, arrow or function expression; its size is its
// line count. Route actions (an exported `action` in app/routes) are listed apart, with the 60-line
// limit CONTRIBUTING.md sets, and route modules over the module limit are listed by name.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const FUNCTION_LINES = option("functions", 80);
const MODULE_LINES = option("modules", 250);
const ACTION_LINES = option("actions", 60);
const TOP = option("top", 25);
const root = process.cwd();
const ROOTS = ["app", "workers"];
const GENERATED = /app\/i18n\/(dictionaries|knowledge)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

type Fn = { file: string; name: string; lines: number; action: boolean };
const functions: Fn[] = [];
const modules: { file: string; lines: number }[] = [];

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent))
    return `${parent.expression.getText().slice(0, 40)}(…)`;
  return "(anonymous)";
}

for (const file of ROOTS.flatMap((dir) => sourceFiles(join(root, dir)))) {
  const rel = relative(root, file);
  if (GENERATED.test(rel)) continue;
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  modules.push({ file: rel, lines: text.split("\n").length });
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node)
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      const name = nameOf(node);
      functions.push({
        file: rel,
        name,
        lines,
        action: rel.startsWith("app/routes/") && name === "action",
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const byLines = <T extends { lines: number }>(a: T, b: T) => b.lines - a.lines;
const big = functions.filter((f) => f.lines >= FUNCTION_LINES).sort(byLines);
const actions = functions.filter((f) => f.action).sort(byLines);
const routeModules = modules.filter((m) => m.file.startsWith("app/routes/")).sort(byLines);

console.log(`Functions of ${FUNCTION_LINES} lines or more: ${big.length}`);
for (const f of big.slice(0, TOP))
  console.log(`  ${String(f.lines).padStart(4)}  ${f.file} ${f.name}`);
console.log(
  `\nRoute actions over ${ACTION_LINES} lines: ${actions.filter((a) => a.lines > ACTION_LINES).length} (largest ${actions[0]?.lines ?? 0})`,
);
for (const a of actions.slice(0, 10)) console.log(`  ${String(a.lines).padStart(4)}  ${a.file}`);
const overModules = routeModules.filter((m) => m.lines > MODULE_LINES);
console.log(`\nRoute modules over ${MODULE_LINES} lines: ${overModules.length}`);
for (const m of routeModules.slice(0, 10))
  console.log(`  ${String(m.lines).padStart(4)}  ${m.file}`);
const largest = [...modules].sort(byLines).slice(0, 10);
console.log(`\nLargest modules (app/, workers/; dictionaries and knowledge bases left out):`);
for (const m of largest) console.log(`  ${String(m.lines).padStart(4)}  ${m.file}`);
