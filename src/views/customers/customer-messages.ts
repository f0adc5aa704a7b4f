import type { TFunction } from "i18next";
import { saveFailureMessage } from "../shared/save-failure.ts";

// What the customer page says about a failed save (spec 8); the messages under the fields are the form kit's.

/** Spec 8, customer create: the server's messages, or 'Ocorreu um erro no cadastro de clientes.' (with a 5xx status). */
export const saveFailureText = (t: TFunction, failure: unknown): string =>
  saveFailureMessage(t("customers:messages.save-failed"), failure);
