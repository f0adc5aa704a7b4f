import { systemEndpoints } from "../../src/schemas/endpoints/system.ts";
import { defineRoute } from "../http/route.ts";
import { API_VERSION } from "./version.ts";

const version = defineRoute({
  endpoint: systemEndpoints.version,
  access: "public",
  tag: "system",
  summary: "API version and the maintenance flag the SPA guards read",
  handler: async ({ services }) => ({ version: API_VERSION, maintenance: services.config.maintenance }),
});

export const systemRoutes = [version];
