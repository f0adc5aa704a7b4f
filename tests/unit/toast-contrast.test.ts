import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Toasts are up for 4 s (spec 9), so a browser test's accessibility check only sees them by chance. The text
// colour app.css gives each severity is checked here against the tinted background lara-light-blue draws it on.

const SEVERITIES = ["info", "success", "warn", "error"] as const;
const AA = 4.5;

const require = createRequire(import.meta.url);
const theme = readFileSync(require.resolve("primereact/resources/themes/lara-light-blue/theme.css"), "utf8");
const app = readFileSync(resolve(import.meta.dirname, "../../src/styles/app.css"), "utf8");

type Rgb = readonly [number, number, number];

const hex = (text: string): Rgb => {
  const digits = text.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
};

const luminance = ([r, g, b]: Rgb): number => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

const contrast = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The theme's toast background, an rgba tint, laid over the white page. */
function background(severity: string): Rgb {
  const rule = new RegExp(
    `\\.p-toast \\.p-toast-message\\.p-toast-message-${severity} \\{[^}]*background: rgba\\((\\d+), (\\d+), (\\d+), ([\\d.]+)\\)`,
  ).exec(theme);
  if (!rule) throw new Error(`no ${severity} toast background in the theme`);
  const [r, g, b, alpha] = rule.slice(1).map(Number) as [number, number, number, number];
  return [r, g, b].map((c) => Math.round(c * alpha + 255 * (1 - alpha))) as unknown as Rgb;
}

/** The colour app.css gives the severity's toast (a hex or one of its :root custom properties). */
function textColour(severity: string): Rgb {
  const rule = new RegExp(
    `\\.p-toast \\.p-toast-message\\.p-toast-message-${severity},[^{]*\\{\\s*color: ([^;]+);`,
  ).exec(app);
  if (!rule?.[1]) throw new Error(`app.css does not colour the ${severity} toast`);
  const value = rule[1].trim();
  const property = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!property) return hex(value);
  const declared = new RegExp(`${property}: (#[0-9a-fA-F]{6});`).exec(app)?.[1];
  if (!declared) throw new Error(`${property} is not declared in app.css`);
  return hex(declared);
}

describe("toast colours", () => {
  for (const severity of SEVERITIES) {
    it(`${severity}: the text reaches WCAG AA (4.5:1) on the toast's background`, () => {
      expect(contrast(textColour(severity), background(severity))).toBeGreaterThanOrEqual(AA);
    });
  }

  it("the theme's own colours would not (what app.css corrects)", () => {
    expect(contrast(hex("#ff5757"), background("error"))).toBeLessThan(AA);
    expect(contrast(hex("#1ea97c"), background("success"))).toBeLessThan(AA);
  });
});
