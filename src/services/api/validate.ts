import { validateEndpoints } from "../../schemas/endpoints/validate.ts";
import type { UniqueQuery } from "../../schemas/validate.ts";
import { call } from "./client.ts";

/** true when the value is still free. */
export const isUnique = async (query: UniqueQuery) =>
  (await call(validateEndpoints.unique, { query: { ...query } })).status;
