import { applyMask } from "./text";

const COUNTRY_PREFIX = "55";
const MASK_CHARACTERS = /^[\d\s()+.-]*$/;
// Area codes (DDD) have no zero digit; mobiles have 9 digits starting 6-9, landlines 8 starting 2-5.
const MOBILE = /^[1-9]{2}[6-9]\d{8}$/;
const LANDLINE = /^[1-9]{2}[2-5]\d{7}$/;

/** The national digits (area code + number): mask characters and a leading 55 country code are removed. */
export const phoneDigits = (text: string): string => {
  const digits = text.replace(/\D/g, "");
  const hasCountryPrefix = (digits.length === 12 || digits.length === 13) && digits.startsWith(COUNTRY_PREFIX);
  return hasCountryPrefix ? digits.slice(COUNTRY_PREFIX.length) : digits;
};

/** Brazilian phone rule of spec 5.2; empty is valid. */
export const isValidPhone = (text: string): boolean => {
  if (!MASK_CHARACTERS.test(text)) return false;
  const digits = phoneDigits(text);
  return digits === "" || MOBILE.test(digits) || LANDLINE.test(digits);
};

/** "(##) #####-####" for mobiles, "(##) ####-####" otherwise (spec 5.4), applied as the user types. */
export const formatPhone = (text: string): string => {
  const digits = phoneDigits(text);
  return applyMask(digits, digits.length > 10 ? "(##) #####-####" : "(##) ####-####");
};
