import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { constants, brotliCompressSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

/** Text files worth compressing ahead of time; maps, images and fonts are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file.gz` (Zopfli: valid gzip, about 4% smaller than gzip -9) and `file.br` (Brotli 11). */
export async function precompressFile(path: string): Promise<void> {
  const content = readFileSync(path);
  writeFileSync(`${path}.gz`, await gzipAsync(content, { numiterations: 15 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
}

/** The files of a build output that get compressed copies. */
export function compressibleFiles(dir: string): string[] {
  return filesUnder(dir).filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
}

/**
 * The server sends these copies as they are (serveStatic `precompressed`), so every visitor gets the smallest
 * encoding without the server compressing the same file on each request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "rede:precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const path of compressibleFiles(outDir)) await precompressFile(path);
    },
  };
}
