import { describe, expect, it } from "vitest";
import { cleanFileName, sniffContentType } from "./upload-files.ts";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("sniffContentType", () => {
  it.each([
    ["png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), "image/png"],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), "image/jpeg"],
    ["gif87", bytes("GIF87a", 1, 0), "image/gif"],
    ["gif89", bytes("GIF89a", 1, 0), "image/gif"],
    ["webp", bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "), "image/webp"],
    ["pdf", bytes("%PDF-1.7\n"), "application/pdf"],
    ["riff that is not webp", bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "), null],
    ["html", bytes("<!doctype html><script>"), null],
    ["svg", bytes("<svg xmlns="), null],
    ["empty", bytes(), null],
    ["truncated png", bytes(0x89, "PNG"), null],
  ])("%s", (_, content, type) => {
    expect(sniffContentType(content)).toBe(type);
  });
});

describe("cleanFileName", () => {
  it.each([
    ["arte-final.pdf", "arte-final.pdf"],
    ["C:\\Users\\ana\\arte final.png", "arte final.png"],
    ["../../etc/passwd", "passwd"],
    ['aspas"e\u0000controle\n.pdf', "aspasecontrole.pdf"],
    ["   ", "arquivo"],
    ["pasta/", "arquivo"],
    ["Ação — prova de cor.jpg", "Ação — prova de cor.jpg"],
    [`${"a".repeat(250)}.pdf`, "a".repeat(200)],
    ["x\u202Egnp.exe", "xgnp.exe"],
    ["arte\u2067fdp.exe\u2069.pdf", "artefdp.exe.pdf"],
    ["\u200F\u200E", "arquivo"],
  ])("%j → %j", (name, clean) => {
    expect(cleanFileName(name)).toBe(clean);
  });
});
