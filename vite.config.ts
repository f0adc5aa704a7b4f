import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./scripts/precompress.ts";

const pkg: { version: string } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const api = process.env.VITE_API_TARGET ?? "http://localhost:3000";

// lara-light-blue's primary (#3B82F6) has 3.67:1 contrast with white text; each shade moves one step darker
// (Tailwind blue 500→600, 600→700, 700→800) so buttons, badges and text links pass WCAG AA (5.17:1).
const PRIMARY_SHADES: Record<string, string> = {
  "#3b82f6": "#2563eb",
  "#2563eb": "#1d4ed8",
  "#1d4ed8": "#1e40af",
  "59, 130, 246": "37, 99, 235",
};

function accessiblePrimary(): Plugin {
  const pattern = new RegExp(Object.keys(PRIMARY_SHADES).join("|"), "gi");
  return {
    name: "rede:accessible-primary",
    enforce: "pre",
    transform(code, id) {
      if (!/primereact\/resources\/themes\/lara-light-blue\/theme\.css/.test(id)) return null;
      return { code: code.replace(pattern, (found) => PRIMARY_SHADES[found.toLowerCase()] ?? found), map: null };
    },
  };
}

/**
 * Preloads PrimeIcons' woff2: nearly every page shows icons, and the font is otherwise found only once the CSS
 * has been parsed and an icon rendered, later than the page's own scripts.
 */
function preloadIconFont(): Plugin {
  return {
    name: "rede:preload-icon-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => /primeicons-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        const attrs = { rel: "preload", href: `/${font}`, as: "font", type: "font/woff2", crossorigin: "" };
        return [{ tag: "link", attrs, injectTo: "head" }];
      },
    },
  };
}

const require = createRequire(import.meta.url);

/** The ES module file of a PrimeReact component (its folder holds `<name>.cjs.js` and `<name>.esm.js`). */
const primeReactEsm = (module: string) => join(dirname(require.resolve(`primereact/${module}`)), `${module}.esm.js`);

/** The string literals a PrimeReact module assigns with `var <name> = "...";` (its runtime CSS), by name. */
function primeReactStrings(module: string): Map<string, string> {
  const source = readFileSync(primeReactEsm(module), "utf8");
  const strings = new Map<string, string>();
  for (const match of source.matchAll(/^var (\w+\$?\d*) = ("(?:[^"\\\n]|\\.)*");$/gm)) {
    const [, name, literal] = match;
    if (name && literal) strings.set(name, JSON.parse(literal) as string);
  }
  return strings;
}

/** PrimeReact's shared runtime CSS: `base` (accessibility helpers) and `common` (buttons, inputs, icons, overlays). */
function primeReactSharedCss(part: "base" | "common"): string {
  const strings = primeReactStrings("componentbase");
  if (part === "base") return strings.get("baseStyle") ?? "";
  const source = readFileSync(primeReactEsm("componentbase"), "utf8");
  // commonStyle is "..." + .concat(buttonStyles, "...").concat(inputTextStyles, ...): rebuild it from its parts.
  const common =
    /^var commonStyle = ("(?:[^"\\\n]|\\.)*")((?:\.concat\(\w+, "(?:[^"\\\n]|\\.)*"\))*)\.concat\((\w+), "(?:[^"\\\n]|\\.)*"\);$/m.exec(
      source,
    );
  if (!common) throw new Error("primereact/componentbase: commonStyle not found; check rede:primereact-structure");
  const [, head = '""', middle = "", last = ""] = common;
  let css = JSON.parse(head) as string;
  for (const [, part, glue] of middle.matchAll(/\.concat\((\w+), ("(?:[^"\\\n]|\\.)*")\)/g)) {
    css += (strings.get(part ?? "") ?? "") + (JSON.parse(glue ?? '""') as string);
  }
  return `${css}${strings.get(last) ?? ""}\n}\n`;
}

/**
 * PrimeReact 10 injects each component's structural CSS (positions, flex layout) in an effect when the
 * component first mounts, i.e. after the first paint: the first frame of a data table has its loading overlay in
 * the flow and a table narrower than its box, then everything moves (layout shift). A CSS file whose first
 * line is `/* primereact: <component> ... *\/` (base, common, datatable, paginator, ...) is replaced by those
 * runtime rules, so they arrive with the chunk's CSS, before anything renders; PrimeReact's own injection later
 * repeats identical rules in the same `primereact` layer.
 */
function primeReactStructure(): Plugin {
  return {
    name: "rede:primereact-structure",
    enforce: "pre",
    transform(code, id) {
      const wanted = /^\/\* primereact: ([\w ]+) \*\//.exec(code);
      if (!wanted || !id.endsWith(".css")) return null;
      const parts = (wanted[1] ?? "").trim().split(/\s+/);
      const css = parts.map((part) => {
        if (part === "base" || part === "common") return primeReactSharedCss(part);
        const styles = [...primeReactStrings(part)].filter(([name]) => /^styles\$?\d*$/.test(name));
        if (styles.length === 0) throw new Error(`primereact/${part}: no runtime styles found`);
        return styles.map(([, text]) => text).join("\n");
      });
      return { code: `${code}\n${css.join("\n")}`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [accessiblePrimary(), preloadIconFont(), primeReactStructure(), react(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports preloads modules natively: no polyfill in the first download. The first
    // download also leaves out the lists of what each screen's chunk imports (a hashed file name per import, for
    // every route): a screen's imports are fetched once its chunk has loaded, one round trip later, the first
    // time it opens. Chunks loaded later keep their lists.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    target: "es2022",
    // Maps for the error-reporting service, not referenced from the served files.
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Changes rarely: stays cached across deploys.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // Everything else the first page needs (i18next, the router's routes and guards, the bare layout) in
            // one file: one request, and gzip compresses one file better than a dozen small ones.
            { name: "shell", tags: ["$initial"], priority: 1 },
            // The parts the login and password pages share, with the API error type they describe.
            {
              name: "auth-forms",
              test: /src[\\/](views[\\/]auth[\\/](form-field|form-message|auth-card|describe-auth-error|notice)|schemas[\\/]api-failure)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/config.js": { target: api, changeOrigin: false },
      "^/app/": { target: api, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/config.js": { target: api, changeOrigin: false },
      "^/app/": { target: api, ws: true, changeOrigin: false },
    },
  },
});
