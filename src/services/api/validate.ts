import { type UniqueQuery, ValidationStatus } from "../../schemas/validate.ts";
import { call } from "./client.ts";

/** true when the value is still free. */
export const isUnique = async (query: UniqueQuery) =>
  (await call("get", "/api/v1/validate/unique", ValidationStatus, { searchParams: { ...query } })).status;
