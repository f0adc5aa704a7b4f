import { parseSync } from "ofx-js";
import { parseMoney } from "../../src/domain/money.ts";

// Reading a bank's OFX statement (SGML OFX 1.x as Brazilian banks export it, often in windows-1252, or XML OFX
// 2.x) with the ofx-js parser: its transactions as lines of cents. Runs on the statement worker's thread.

export type OfxLine = {
  /** The bank's id of the transaction (FITID), unique in the account. */
  readonly fitId: string;
  /** YYYY-MM-DD of DTPOSTED. */
  readonly date: string;
  /** Signed cents: + credit, − debit. */
  readonly amount: number;
  readonly memo: string;
};

/** The text of the file: windows-1252 when its header says so (CHARSET:1252, ISO-8859-1), else UTF-8. */
export function ofxText(bytes: Uint8Array): string {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 600));
  const legacy =
    /CHARSET:\s*(1252|ISO-8859-1|8859-1)/i.test(head) || /encoding="(windows-1252|iso-8859-1)"/i.test(head);
  return new TextDecoder(legacy ? "windows-1252" : "utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const textOf = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/**
 * 20260310, 20260310120000[-3:BRT] → 2026-03-10; null when it is no day of the calendar (30/02: Date.parse rolls
 * it over to 02/03) or of a bank's time (year 0 the database has no day of).
 */
const dateOf = (raw: string): string | null => {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(raw.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 1900 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

/** TRNAMT "-150.33" or "-150,33" (some banks) → cents. */
const amountOf = (raw: string): number | null => {
  const text = raw.trim().replace(",", ".");
  if (!/^[-+]?\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  return parseMoney(text.replace(/^\+/, ""));
};

/**
 * The transactions of every bank and card statement of the file; null when it is not OFX or when one of its
 * transactions cannot be read (no FITID, no real date, no amount): the file is refused whole, not imported without it.
 */
export function ofxLines(text: string): OfxLine[] | null {
  let parsed: ReturnType<typeof parseSync>;
  try {
    parsed = parseSync(text);
  } catch {
    return null;
  }
  const ofx = parsed?.OFX;
  if (typeof ofx !== "object" || ofx === null) return null;
  const statements = [
    ...asArray(ofx.BANKMSGSRSV1?.STMTTRNRS).map((rs) => (rs as Record<string, unknown>)?.STMTRS),
    ...asArray(ofx.CREDITCARDMSGSRSV1?.CCSTMTTRNRS).map((rs) => (rs as Record<string, unknown>)?.CCSTMTRS),
  ];
  const lines: OfxLine[] = [];
  for (const statement of statements) {
    const list = (statement as { BANKTRANLIST?: { STMTTRN?: unknown } } | undefined)?.BANKTRANLIST;
    for (const raw of asArray(list?.STMTTRN)) {
      const transaction = raw as Record<string, unknown>;
      const date = dateOf(textOf(transaction.DTPOSTED));
      const amount = amountOf(textOf(transaction.TRNAMT));
      const fitId = textOf(transaction.FITID).trim();
      if (date === null || amount === null || fitId === "") return null;
      const memo = [textOf(transaction.NAME), textOf(transaction.MEMO)]
        .map((part) => part.trim())
        .filter((part, index, parts) => part !== "" && parts.indexOf(part) === index)
        .join(" — ");
      lines.push({ fitId: fitId.slice(0, 255), date, amount, memo: memo.slice(0, 500) });
    }
  }
  return lines;
}
