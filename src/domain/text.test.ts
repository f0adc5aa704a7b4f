import { describe, expect, it } from "vitest";
import { applyMask, stripEmoji } from "./text";

describe("stripEmoji", () => {
  it.each([
    ["Pão de queijo 😀", "Pão de queijo "],
    ["Ação, coração_1.", "Ação, coração_1."],
    ["Año Niño ñandú", "Año Niño ñandú"],
    ["👍🏽Olá👨‍👩‍👧", "Olá"],
    ["❤️ amor", " amor"],
    ["1️⃣ item", "1 item"],
    ["R$ 10,00 - 50%!", "R 10,00  50"],
    ["a\tb\nc", "abc"],
    ["e\u0301", "é"],
    ["", ""],
    ["日本語 ok", "日本語 ok"],
    ["email@x.com (ok)?", "emailx.com ok"],
  ])("%j → %j", (text, stripped) => {
    expect(stripEmoji(text)).toBe(stripped);
  });
});

describe("applyMask", () => {
  it.each([
    ["", "(##) ####-####", ""],
    ["1", "(##) ####-####", "(1"],
    ["11", "(##) ####-####", "(11"],
    ["113", "(##) ####-####", "(11) 3"],
    ["1134567890", "(##) ####-####", "(11) 3456-7890"],
    ["11345678901", "(##) ####-####", "(11) 3456-7890"],
    ["123", "###.###", "123"],
    ["1234", "###.###", "123.4"],
    ["AB", "#-#", "A-B"],
  ])("%j into %j → %j", (value, pattern, masked) => {
    expect(applyMask(value, pattern)).toBe(masked);
  });
});
