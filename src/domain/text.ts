const NOT_ALLOWED = /[^\p{L}\p{N} ,._]/gu;

/**
 * Keeps only letters (accented ones included), digits, spaces, commas,
 * periods and underscores (spec 5.4), so emoji and other symbols disappear.
 */
export const stripEmoji = (text: string): string =>
  // NFC first so a decomposed "é" (e + combining accent) is kept whole rather than losing its accent.
  text.normalize("NFC").replace(NOT_ALLOWED, "");

/**
 * Bidirectional formatting controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM and the Arabic letter
 * mark): invisible, they reorder what follows, so "x\u202Egnp.exe" shows as "xexe.png".
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");

/**
 * Control characters but tab and line breaks (a bell, an escape that colours a terminal) and zero-width characters
 * (one makes "Dinheiro\u200B" a second "Dinheiro" that looks the same): nobody types them on purpose.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\u2060\uFEFF]/g;

/** A name or other typed text as it is stored: without bidi controls, control and zero-width characters, trimmed. */
export const cleanText = (text: string): string => stripBidiControls(text).replace(INVISIBLE, "").trim();

/**
 * Writes `value` into the `#` slots of `pattern` as the user types: a literal
 * is written only when another character follows it, and characters beyond
 * the last slot are dropped. applyMask("1199", "(##) ####-####") → "(11) 99".
 */
export const applyMask = (value: string, pattern: string): string => {
  const chars = [...value];
  let next = 0;
  let result = "";
  let pending = "";
  for (const symbol of pattern) {
    if (next >= chars.length) break;
    if (symbol === "#") {
      result += pending + chars[next];
      pending = "";
      next += 1;
    } else {
      pending += symbol;
    }
  }
  return result;
};

/** An e-mail address as the app accepts it: something@domain.tld, no spaces (API contract and forms). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (text: string): boolean => EMAIL_PATTERN.test(text);

/**
 * Several messages as sentences: "Valor inválido. Campo obrigatório." rather than "Valor inválido., Campo
 * obrigatório". Each message ends with its own full stop (one is added where missing); one message is kept as is.
 */
export const joinSentences = (messages: ReadonlyArray<string>): string => {
  const texts = messages.map((message) => message.trim()).filter((message) => message !== "");
  if (texts.length <= 1) return texts[0] ?? "";
  return texts.map((text) => (/[.!?…]$/.test(text) ? text : `${text}.`)).join(" ");
};

/** Spreadsheets run a cell starting with = + - @ (or a tab or return before one) as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as users see it ("-5", "-1.234,56"): its leading minus is a sign, not a formula. */
const SIGNED_NUMBER = /^-\d[\d.,]*$/;

/** A text cell of an exported CSV that a spreadsheet shows and never runs: a leading quote before a formula start. */
export const inertCellText = (text: string): string =>
  FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text;

/** A cell read back from a sheet the app exported: the quote inertCellText put before a formula start removed. */
export const fromInertCellText = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
