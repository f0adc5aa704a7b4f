import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";

// Views load data through machines (issue 10: the resource machine, src/machines/resource.machine.ts, with
// src/views/components/resource/use-resource.ts; the record form; the data table; the sale machine), never in a
// React effect and never into a module-level cache. This scan of src/views (Vite's oxc parser, not regexes)
// fails when a view file
//   1. calls a function imported from src/services/api/ inside the body of a useEffect / useLayoutEffect /
//      useInsertionEffect callback (directly or in a function declared there), or
//   2. imports from src/services/api/ and declares module-level mutable state: a top-level `let`, or a top-level
//      `const` holding a `new Map` / `new Set` / `new WeakMap` (a cache of loaded data).
// Not loads, so allowed: src/services/api/idempotency.ts (a random key). Test files are not scanned.

const ROOT = path.resolve(import.meta.dirname, "../..");
const VIEWS = path.join(ROOT, "src/views");
const NOT_LOADS = new Set(["idempotency.ts"]);
const EFFECTS = new Set(["useEffect", "useLayoutEffect", "useInsertionEffect"]);
const CACHES = new Set(["Map", "Set", "WeakMap"]);

const viewFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return viewFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

// An ESTree node from Vite's parser (oxc): only the fields the scan reads.
type Node = { readonly type: string; readonly start: number; readonly [field: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** Every node under `node`, itself included. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) yield* walk(value);
  }
}

/** The local names bound to src/services/api/ imports (loads only); namespace imports included. */
function apiNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    const from = (statement.source as { value: string }).value;
    if (!/\/services\/api\//.test(from) || NOT_LOADS.has(path.basename(from))) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.importKind === "type") continue;
      names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

/** `getCustomer(…)` → getCustomer; `pdv.listSellers(…)` → pdv; `React.useEffect` → useEffect's root React. */
const calleeRoot = (expression: Node): string | null => {
  if (expression.type === "Identifier") return expression.name as string;
  if (expression.type === "MemberExpression") return calleeRoot(expression.object as Node);
  return null;
};
const calleeLast = (expression: Node): string | null => {
  if (expression.type === "Identifier") return expression.name as string;
  if (expression.type === "MemberExpression") return ((expression.property as Node).name as string) ?? null;
  return null;
};

type Finding = { readonly file: string; readonly line: number; readonly problem: string };

/** What the scan finds in one file's text. */
function scanView(file: string, text: string): Finding[] {
  const program = parseAst(text, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }) as unknown as Node;
  const api = apiNames(program);
  if (api.size === 0) return [];
  const findings: Finding[] = [];
  const lineOf = (node: Node) => text.slice(0, node.start).split("\n").length;
  const at = (node: Node, problem: string) => findings.push({ file, line: lineOf(node), problem });

  for (const node of walk(program)) {
    if (node.type !== "CallExpression" || !EFFECTS.has(calleeLast(node.callee as Node) ?? "")) continue;
    const [callback] = node.arguments as Node[];
    if (!callback) continue;
    for (const inner of walk(callback)) {
      if (inner.type !== "CallExpression") continue;
      const name = calleeRoot(inner.callee as Node);
      if (name !== null && api.has(name)) at(inner, `calls ${name} from services/api inside an effect`);
    }
  }

  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    const mutable = declaration.kind === "let" || declaration.kind === "var";
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const cache = init !== null && init.type === "NewExpression" && CACHES.has(calleeRoot(init.callee as Node) ?? "");
      if (mutable || cache) at(declarator, `module-level ${mutable ? "let" : "cache"} in a file that loads data`);
    }
  }
  return findings;
}

describe("views load data through machines", () => {
  it("no view calls a services/api function in an effect or keeps a module-level cache", () => {
    const findings = viewFiles(VIEWS).flatMap((file) =>
      scanView(path.relative(ROOT, file), readFileSync(file, "utf8")),
    );
    expect(findings).toEqual([]);
  });

  it("catches an effect that loads, a module cache and a module let; allows the resource hook", () => {
    const bad = [
      'import { useEffect } from "react";',
      'import { getCustomer } from "../../services/api/customers.ts";',
      'import * as pdv from "../../services/api/pdv.ts";',
      "const cache = new Map<number, unknown>();",
      "let last: unknown = null;",
      "export function useIt(id: number) {",
      "  useEffect(() => {",
      "    const run = async () => { last = await getCustomer(id); };",
      "    void run();",
      "    void pdv.listSellers(id);",
      "  }, [id]);",
      "}",
    ].join("\n");
    expect(scanView("bad.tsx", bad).map((f) => [f.line, f.problem])).toEqual([
      [8, "calls getCustomer from services/api inside an effect"],
      [10, "calls pdv from services/api inside an effect"],
      [4, "module-level cache in a file that loads data"],
      [5, "module-level let in a file that loads data"],
    ]);
    const good = [
      'import { useEffect } from "react";',
      'import { getCustomer } from "../../services/api/customers.ts";',
      'import { newIdempotencyKey } from "../../services/api/idempotency.ts";',
      "export function useIt(id: number) {",
      "  const resource = useResource((signal) => getCustomer(id, signal), id);",
      "  useEffect(() => { resource.send({ type: 'reload', key: newIdempotencyKey() }); }, [resource]);",
      "}",
    ].join("\n");
    expect(scanView("good.tsx", good)).toEqual([]);
  });
});
