import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteBundle = {
  /** The lazy module (source path), or "(entry)" for what every page loads. */
  route: string;
  /**
   * view: a lazy module under src/views (a screen, the layout, a dialog), sized with the entry;
   * on-demand: any other lazy chunk (locale bundles, exporters, error reporting), sized without the entry.
   */
  kind: "view" | "on-demand";
  files: string[];
  gzipBytes: number;
};

export type BundleReport = { source: "manifest" | "html"; entryGzipBytes: number; routes: RouteBundle[] };

const gzipCache = new Map<string, number>();
/** The gzip copy the server sends (written by the build, scripts/precompress.ts), else gzip -9 of the file. */
function gzipSize(distDir: string, file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const path = join(distDir, file);
  const size = existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** The chunk's own JS file plus everything it imports statically (what the browser must fetch with it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

const isView = (source: string) => /^src\/views\/.+\.tsx$/.test(source);

const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith(".js"));

function fromManifest(distDir: string, manifest: Manifest): BundleReport {
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const entry = new Set<string>();
  for (const k of entryKeys) staticClosure(manifest, k, entry);
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(distDir, f), 0);
  const entryFiles = jsFiles(manifest, entry);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k]?.isDynamicEntry)
    .map((k): RouteBundle => {
      const route = manifest[k]?.src ?? k;
      const own = jsFiles(manifest, staticClosure(manifest, k));
      if (!isView(route)) {
        const files = own.filter((f) => !entryFiles.includes(f));
        return { route, kind: "on-demand", files, gzipBytes: sum(files) };
      }
      const files = [...new Set([...entryFiles, ...own])];
      return { route, kind: "view", files, gzipBytes: sum(files) };
    })
    // Screens first: they are what the goal is about.
    .sort((a, b) => b.kind.localeCompare(a.kind) || a.route.localeCompare(b.route));
  return { source: "manifest", entryGzipBytes: sum(entryFiles), routes };
}

/** Without a manifest: the scripts index.html loads, and each other chunk added to them. */
function fromHtml(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const entryFiles = [...new Set(referenced)];
  const entryGzipBytes = entryFiles.reduce((t, f) => t + gzipSize(distDir, f), 0);
  const assets = existsSync(join(distDir, "assets")) ? readdirSync(join(distDir, "assets")) : [];
  const routes = assets
    .filter((f) => f.endsWith(".js") && !entryFiles.includes(`assets/${f}`))
    .map((f) => ({
      route: f,
      kind: "view" as const,
      files: [...entryFiles, `assets/${f}`],
      gzipBytes: entryGzipBytes + gzipSize(distDir, `assets/${f}`),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
  return { source: "html", entryGzipBytes, routes };
}

export function bundleReport(distDir: string): BundleReport {
  const manifestFile = join(distDir, ".vite/manifest.json");
  if (existsSync(manifestFile)) {
    return fromManifest(distDir, JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest);
  }
  return fromHtml(distDir);
}

/** The login route's bundle: the lazy module whose path names the login screen, else the entry alone. */
export function loginBundle(report: BundleReport): RouteBundle {
  const login = report.routes.find((r) => r.kind === "view" && /login/i.test(r.route));
  return login ?? { route: "(entry)", kind: "view", files: [], gzipBytes: report.entryGzipBytes };
}

/** The login page's own locale namespaces besides the shell's (`SHELL_NAMESPACES` in src/services/i18n.ts). */
const LOGIN_NAMESPACES = ["common", "app", "auth"] as const;

export type LoginExtras = {
  /** pt-BR locale chunks fetched before the login page renders (dynamic imports, so not in the route's figure). */
  locales: { files: string[]; gzipBytes: number };
  /** Fetched after the login page has rendered (its guards, then sign-in): the session actor and API client. */
  deferred: { route: string; gzipBytes: number } | null;
};

/** What the login page downloads besides its route figure: its texts first, the session code after rendering. */
export function loginExtras(report: BundleReport): LoginExtras {
  const locales = report.routes.filter((r) => LOGIN_NAMESPACES.some((ns) => r.route === `locales/pt-BR/${ns}.json`));
  const session = report.routes.find((r) => r.route === "src/views/app/live-session.ts");
  return {
    locales: { files: locales.map((r) => r.route), gzipBytes: locales.reduce((t, r) => t + r.gzipBytes, 0) },
    deferred: session ? { route: session.route, gzipBytes: session.gzipBytes } : null,
  };
}
