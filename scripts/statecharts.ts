import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { isGenerated, OUTPUT_DIR, ROOT, renderStatecharts } from "./statecharts/generate.ts";

// npm run statecharts: writes docs/statecharts/ from src/machines (architecture 1, "Diagrams from code").

const files = await renderStatecharts();
await mkdir(OUTPUT_DIR, { recursive: true });
for (const stale of (await readdir(OUTPUT_DIR)).filter((file) => isGenerated(file) && !files.has(file))) {
  await rm(join(OUTPUT_DIR, stale));
  console.log(`removed ${relative(ROOT, join(OUTPUT_DIR, stale))}`);
}
for (const [file, content] of files) await writeFile(join(OUTPUT_DIR, file), content);
console.log(`wrote ${files.size} files to ${relative(ROOT, OUTPUT_DIR)}/`);
