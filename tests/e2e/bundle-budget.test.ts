import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bundleReport, loginBundle } from "../../bench/bundle.ts";
import { GOALS } from "../../bench/report.ts";

// Issue 3, item 14: what the browser downloads for /user/login, as the server sends it (the build's gzip
// copies). It needs the build (npm test runs `vite build` first), like the browser tests beside it.

const DIST = join(import.meta.dirname, "../../dist");

describe("built bundle", () => {
  it(`ships the login route in at most ${GOALS.loginGzipKb} KB of gzipped JS`, () => {
    const login = loginBundle(bundleReport(DIST));
    expect(login.route).toBe("src/views/auth/login-screen.tsx");
    expect(login.gzipBytes / 1024).toBeLessThanOrEqual(GOALS.loginGzipKb);
  });

  it("has a gzip and a brotli copy of every script and stylesheet, each the same file once decompressed", () => {
    const assets = join(DIST, "assets");
    const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f) && statSync(join(assets, f)).size >= 1024);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const path = join(assets, file);
      expect(existsSync(`${path}.br`), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(readFileSync(path)), `${file}.gz`).toBe(true);
    }
  });
});
