import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromePath(): string {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) throw new Error("Chromium not found: apt-get install chromium or set CHROME_PATH");
  return path;
}

/** Playwright's launch already uses a new empty profile (user-data-dir) per browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS, headless: true });
}
