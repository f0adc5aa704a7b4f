import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [accessiblePrimary(), react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // Maps for the error-reporting service, not referenced from the served files.
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Changes rarely: stays cached across deploys.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
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
