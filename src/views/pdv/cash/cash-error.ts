import type { TFunction } from "i18next";
import type { CashAction, CashError } from "../../../machines/cash-register.machine.ts";
import { describeApiError } from "../../../schemas/api-failure.ts";

const FALLBACK: Readonly<Record<CashAction, string>> = {
  open: "pdv:cash.open-error",
  close: "pdv:cash.close-error",
  "opening-value": "cash:errors.opening-value",
  summary: "cash:errors.summary",
  count: "cash:errors.count",
  sangria: "cash:errors.sangria",
  outflow: "cash:errors.outflow",
};

/** The text of a cash register failure (spec 8): 422 joined, >= 500 with the status, else the action's fallback. */
export function cashErrorText(error: CashError | null, t: TFunction): string | null {
  if (!error) return null;
  if (error.cause === "company-required") return t("pdv:cash.company-required");
  return describeApiError(error.cause, {
    fallback: t(FALLBACK[error.action]),
    connection: t("common:errors.connection"),
  });
}
