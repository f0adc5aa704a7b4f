import { describe, expect, it } from "vitest";
import { applyMask, cleanText, joinSentences, stripBidiControls, stripEmoji } from "./text";

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

describe("stripBidiControls", () => {
  it.each([
    ["x\u202Egnp.exe", "xgnp.exe"],
    ["\u202A\u202B\u202C\u202D\u202E", ""],
    ["\u2066a\u2067b\u2068c\u2069", "abc"],
    ["\u200Eleft\u200Fright\u061C", "leftright"],
    ["Ação — 日本語 👍🏽", "Ação — 日本語 👍🏽"],
    ["zero\u200Bwidth joiner\u200D", "zero\u200Bwidth joiner\u200D"],
  ])("%j → %j", (text, stripped) => {
    expect(stripBidiControls(text)).toBe(stripped);
  });

  it("cleanText also trims, after stripping", () => {
    expect(cleanText(" \u202E Ana Souza \u200F ")).toBe("Ana Souza");
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

describe("joinSentences (messages from the server joined as sentences)", () => {
  it("joins full sentences with a space, never '., '", () => {
    const joined = joinSentences(["Valor acima do limite de R$ 9.999.999,99.", "Caixa fechado."]);
    expect(joined).toBe("Valor acima do limite de R$ 9.999.999,99. Caixa fechado.");
    expect(joined).not.toContain("., ");
  });

  it("ends each of several messages with a full stop, keeps one message as it is, drops empty ones", () => {
    expect(joinSentences(["Preenchimento obrigatório", "CPF inválido."])).toBe(
      "Preenchimento obrigatório. CPF inválido.",
    );
    expect(joinSentences(["Preenchimento obrigatório"])).toBe("Preenchimento obrigatório");
    expect(joinSentences([" ", "Pronto!"])).toBe("Pronto!");
    expect(joinSentences([])).toBe("");
  });
});

describe("cleanText", () => {
  it("drops control and zero-width characters but keeps tabs and line breaks", () => {
    expect(cleanText(" Seller\u0007 \u001b[31mx ")).toBe("Seller [31mx");
    expect(cleanText("Dinheiro\u200B")).toBe("Dinheiro");
    expect(cleanText("\uFEFFNome\u2060")).toBe("Nome");
    expect(cleanText("linha 1\nlinha 2\tfim")).toBe("linha 1\nlinha 2\tfim");
  });
});
