import { XMLParser } from "fast-xml-parser";
import { cleanDocument, isValidCnpj } from "../../src/domain/documents.ts";
import { decimalToScaled } from "../../src/domain/invoices.ts";

// Reads a supplier's NF-e (procNFe or NFe, layout 4.00) into what fills a purchase invoice. Text only: a DOCTYPE
// (the door to XXE and entity expansion) is refused before parsing, and the parser reads values as strings so
// leading zeros (cEAN, cProd) and decimals survive.

export type NfeIssuer = {
  readonly cnpj: string;
  readonly name: string;
  readonly tradeName: string;
  readonly stateRegistration: string;
  readonly city: string;
  readonly uf: string;
};

export type NfeLine = {
  readonly supplierCode: string;
  /** "" when the NF-e says SEM GTIN. */
  readonly ean: string;
  readonly description: string;
  readonly ncm: string;
  readonly unit: string;
  /** Thousandths. */
  readonly quantity: number;
  /** Cents. */
  readonly unitCost: number;
  readonly total: number;
};

export type NfeDuplicate = { readonly number: string; readonly dueDate: string; readonly value: number };

export type Nfe = {
  readonly accessKey: string;
  readonly number: string;
  readonly series: string;
  /** YYYY-MM-DD as printed in dhEmi (the issuer's local date). */
  readonly issueDate: string;
  readonly issuer: NfeIssuer;
  readonly lines: ReadonlyArray<NfeLine>;
  readonly freight: number;
  readonly insurance: number;
  readonly otherCosts: number;
  readonly discount: number;
  readonly ipi: number;
  readonly icmsSt: number;
  readonly total: number;
  readonly duplicates: ReadonlyArray<NfeDuplicate>;
};

/** Why an XML is not an NF-e this screen can read. */
export class NfeUnreadable extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === "det" || name === "dup",
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === "object" ? (value as Node) : {});
const textOf = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const list = (value: unknown): ReadonlyArray<unknown> =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

const cents = (value: unknown, field: string): number => {
  const text = textOf(value);
  if (text === "") return 0;
  const parsed = decimalToScaled(text, 2);
  if (parsed === null) throw new NfeUnreadable(`${field}: ${text}`);
  return parsed;
};

const milli = (value: unknown, field: string): number => {
  const parsed = decimalToScaled(textOf(value), 3);
  if (parsed === null || parsed <= 0) throw new NfeUnreadable(`${field}: ${textOf(value)}`);
  return parsed;
};

const DATE = /^(\d{4}-\d{2}-\d{2})/;
const dateOf = (value: unknown, field: string): string => {
  const match = DATE.exec(textOf(value));
  if (!match?.[1]) throw new NfeUnreadable(`${field}: ${textOf(value)}`);
  return match[1];
};

const GTIN = /^\d{8}$|^\d{12,14}$/;

/** Parses the XML text of an NF-e; throws NfeUnreadable when it is not one (or carries a DOCTYPE). */
export function readNfe(xml: string): Nfe {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new NfeUnreadable("DOCTYPE");
  let document: Node;
  try {
    document = node(parser.parse(xml));
  } catch (error) {
    throw new NfeUnreadable(error instanceof Error ? error.message : "xml");
  }
  const nfe = node(node(document.nfeProc).NFe ?? document.NFe);
  const inf = node(nfe.infNFe);
  if (Object.keys(inf).length === 0) throw new NfeUnreadable("infNFe");
  const ide = node(inf.ide);
  const emit = node(inf.emit);
  const address = node(emit.enderEmit);
  const totals = node(node(inf.total).ICMSTot);
  const cnpj = cleanDocument(textOf(emit.CNPJ));
  if (!isValidCnpj(cnpj)) throw new NfeUnreadable(`emit/CNPJ: ${cnpj}`);
  const lines = list(inf.det).map((det, index): NfeLine => {
    const prod = node(node(det).prod);
    const ean = textOf(prod.cEAN);
    return {
      supplierCode: textOf(prod.cProd),
      ean: GTIN.test(ean) ? ean : "",
      description: textOf(prod.xProd),
      ncm: textOf(prod.NCM),
      unit: textOf(prod.uCom),
      quantity: milli(prod.qCom, `det[${index}]/qCom`),
      unitCost: cents(prod.vUnCom, `det[${index}]/vUnCom`),
      total: cents(prod.vProd, `det[${index}]/vProd`),
    };
  });
  if (lines.length === 0) throw new NfeUnreadable("det");
  const duplicates = list(node(inf.cobr).dup).map((dup, index) => ({
    number: textOf(node(dup).nDup),
    dueDate: dateOf(node(dup).dVenc, `dup[${index}]/dVenc`),
    value: cents(node(dup).vDup, `dup[${index}]/vDup`),
  }));
  const accessKey = textOf(inf["@Id"]).replace(/^NFe/, "");
  return {
    accessKey: /^\d{44}$/.test(accessKey) ? accessKey : "",
    number: textOf(ide.nNF),
    series: textOf(ide.serie),
    issueDate: dateOf(ide.dhEmi ?? ide.dEmi, "ide/dhEmi"),
    issuer: {
      cnpj,
      name: textOf(emit.xNome),
      tradeName: textOf(emit.xFant),
      stateRegistration: textOf(emit.IE),
      city: textOf(address.xMun),
      uf: textOf(address.UF),
    },
    lines,
    freight: cents(totals.vFrete, "vFrete"),
    insurance: cents(totals.vSeg, "vSeg"),
    otherCosts: cents(totals.vOutro, "vOutro"),
    discount: cents(totals.vDesc, "vDesc"),
    ipi: cents(totals.vIPI, "vIPI"),
    icmsSt: cents(totals.vST, "vST"),
    total: cents(totals.vNF, "vNF"),
    duplicates,
  };
}
