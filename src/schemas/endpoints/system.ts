import { endpoint } from "../endpoint.ts";
import { VersionBody } from "../auth.ts";

export const systemEndpoints = {
  version: endpoint({ method: "get", path: "/api/version", response: VersionBody }),
} as const;
