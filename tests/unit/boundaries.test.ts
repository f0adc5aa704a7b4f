import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import directions of the architecture (views → machines/services → schemas → domain; no feature folder of
// src/views imports another or the shell; a server module takes from another only its schema.ts, ledger.ts,
// public.ts or index.ts, plus the shared server layers, src/domain and src/schemas) are Biome rules (biome.json: noRestrictedImports per layer,
// noImportCycles), run by `npm run lint` in CI. This test proves they bite: it writes deliberate violations (and
// imports that must stay allowed) into probe files inside the tree, lints them with the project's configuration
// and removes them.

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules/.bin/biome");
const TAG = `boundary-probe-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

type Probe = { readonly file: string; readonly source: string };

const probe = (dir: string, name: string, ...imports: string[]): Probe => ({
  file: `${dir}/${TAG}-${name}.ts`,
  source: `${imports.map((from, i) => `import * as m${i} from "${from}";`).join("\n")}\nexport const probe = [${imports.map((_, i) => `m${i}`).join(", ")}];\n`,
});

/** Each imports one module its layer must not; Biome must report exactly that import. */
const VIOLATIONS = {
  "a machine imports a service": probe("src/machines", "machine-service", "../services/api/client.ts"),
  "a machine imports React": probe("src/machines", "machine-react", "react"),
  "a machine imports a view": probe("src/machines", "machine-view", "../views/shared/use-locale.ts"),
  "domain imports schemas": probe("src/domain", "domain-schemas", "../schemas/auth.ts"),
  "domain imports a machine": probe("src/domain", "domain-machine", "../machines/session.machine.ts"),
  "schemas import a service": probe("src/schemas", "schemas-service", "../services/format.ts"),
  "a service imports a machine": probe("src/services/api", "service-machine", "../../machines/session.machine.ts"),
  "a service imports a view": probe("src/services", "service-view", "../views/shared/use-locale.ts"),
  "a feature imports another feature": probe("src/views/customers", "feature-feature", "../pdv/pdf-button.tsx"),
  "a nested feature file imports another feature": probe(
    "src/views/pdv/sale",
    "nested-feature",
    "../../customers/customer-paths.ts",
  ),
  "a feature imports the shell": probe("src/views/production", "feature-shell", "../app/route-table.ts"),
  "a shared view helper imports a feature": probe(
    "src/views/shared",
    "shared-feature",
    "../customers/customer-paths.ts",
  ),
  "a UI component imports the shell": probe("src/views/components/data-table", "component-shell", "../../app/menu.ts"),
  "a server module reaches into another module's internals": probe(
    "server/pdv",
    "server-internals",
    "../customers/customer-store.ts",
  ),
  "a server module imports another module's file that is not public": probe(
    "server/pdv",
    "server-stock-internals",
    "../auth/passwords.ts",
  ),
  "a server module imports a browser service": probe("server/stock", "server-browser", "../../src/services/format.ts"),
} satisfies Record<string, Probe>;

/** Imports the rules must leave alone: going down the layers, inside one feature, and the shell combining. */
const ALLOWED = {
  "a machine imports schemas, domain and XState": probe(
    "src/machines",
    "machine-ok",
    "../schemas/auth.ts",
    "../domain/money.ts",
    "./session.machine.ts",
    "xstate",
  ),
  "a feature imports shared pieces and the layers below": probe(
    "src/views/customers",
    "feature-ok",
    "./customer-paths.ts",
    "../shared/use-locale.ts",
    "../components/theme-button.tsx",
    "../../machines/session.machine.ts",
    "../../services/format.ts",
    "../../schemas/auth.ts",
    "../../domain/money.ts",
  ),
  "a nested feature file imports its own feature": probe(
    "src/views/pdv/sale",
    "nested-ok",
    "../cash/use-pos-state.ts",
    "../pdf-button.tsx",
    "../../shared/session-context.tsx",
    "../../../domain/money.ts",
  ),
  "the shell imports features": probe(
    "src/views/app",
    "shell-ok",
    "../customers/customer-paths.ts",
    "../pdv/pdf-button.tsx",
  ),
  "a service imports schemas and domain": probe(
    "src/services/api",
    "service-ok",
    "../../schemas/auth.ts",
    "../../domain/money.ts",
    "./client.ts",
  ),
  "a server module imports other modules' public files and the shared layers": probe(
    "server/pdv",
    "server-ok",
    "../stock/ledger.ts",
    "../finance/ledger.ts",
    "../customers/schema.ts",
    "../customers/public.ts",
    "../http/route.ts",
    "../db/client.ts",
    "../test/harness.ts",
    "../../src/domain/money.ts",
    "../../src/schemas/auth.ts",
    "./sale-write.ts",
  ),
} satisfies Record<string, Probe>;

/** Two files that import each other. */
const CYCLE: ReadonlyArray<Probe> = [
  {
    file: `src/views/shared/${TAG}-cycle-a.ts`,
    source: `import { b } from "./${TAG}-cycle-b.ts";\nexport const a = () => b;\n`,
  },
  {
    file: `src/views/shared/${TAG}-cycle-b.ts`,
    source: `import { a } from "./${TAG}-cycle-a.ts";\nexport const b = () => a;\n`,
  },
];

type Diagnostic = { category: string; message: string; location: { path: string } };

const probes = [...Object.values(VIOLATIONS), ...Object.values(ALLOWED), ...CYCLE];
let diagnostics: Diagnostic[] = [];

const reported = (file: string, category: string) =>
  diagnostics.filter((d) => d.location.path === file && d.category === category);
const importRules = (file: string) =>
  diagnostics.filter(
    (d) =>
      d.location.path === file &&
      (d.category === "lint/style/noRestrictedImports" || d.category === "lint/suspicious/noImportCycles"),
  );

beforeAll(() => {
  try {
    // No folder is created: a probe whose folder is gone fails here, to be moved where the layer now lives.
    for (const { file, source } of probes) writeFileSync(path.join(ROOT, file), source);
    const run = spawnSync(BIOME, ["lint", "--reporter=json", "--max-diagnostics=none", ...probes.map((p) => p.file)], {
      cwd: ROOT,
      encoding: "utf8",
    });
    const json = run.stdout.slice(run.stdout.indexOf("{"));
    diagnostics = (JSON.parse(json) as { diagnostics: Diagnostic[] }).diagnostics;
  } finally {
    removeProbes();
  }
}, 60_000);

function removeProbes() {
  for (const { file } of probes) rmSync(path.join(ROOT, file), { force: true });
}

afterAll(removeProbes);

describe("import boundaries (biome.json)", () => {
  it.each(Object.entries(VIOLATIONS))("reports %s", (_, { file }) => {
    expect(reported(file, "lint/style/noRestrictedImports")).toHaveLength(1);
  });

  it.each(Object.entries(ALLOWED))("allows %s", (_, { file }) => {
    expect(importRules(file)).toEqual([]);
  });

  it("reports an import cycle between two files", () => {
    for (const { file } of CYCLE) expect(reported(file, "lint/suspicious/noImportCycles")).toHaveLength(1);
  });

  it("every file of src/views lies at a depth the feature rule covers", () => {
    // biome.json has one feature override per depth below src/views/<folder>/ (files at 1, 2 or 3 levels), since
    // the rule matches import specifiers ("../pdv/…", "../../pdv/…"); a deeper file needs one more override.
    const deepest = readdirSync(path.join(ROOT, "src/views"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(ROOT, "src/views"), path.join(entry.parentPath, entry.name)))
      .map((file) => ({ file, depth: file.split(path.sep).length - 1 }))
      .filter(({ depth }) => depth > 3);
    expect(deepest).toEqual([]);
  });
});
