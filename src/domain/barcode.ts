// EAN-13 / GTIN-13 barcodes: 12 digits and a mod-10 check digit (weights 1 and 3 from the left).

const EAN13 = /^\d{13}$/;

/** The check digit of the first 12 digits. */
export const ean13CheckDigit = (twelve: string): number => {
  if (!/^\d{12}$/.test(twelve)) throw new RangeError(`Need 12 digits: ${twelve}`);
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
};

/** 12 digits → the full 13-digit EAN. */
export const withEan13CheckDigit = (twelve: string): string => `${twelve}${ean13CheckDigit(twelve)}`;

export const isValidEan13 = (text: string): boolean =>
  EAN13.test(text) && ean13CheckDigit(text.slice(0, 12)) === Number(text[12]);

/** What a scanner typed: 8 to 14 digits is a barcode, anything else a SKU or a name. */
export const looksLikeBarcode = (text: string): boolean => /^\d{8,14}$/.test(text.trim());
