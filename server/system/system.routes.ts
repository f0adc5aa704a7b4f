import { VersionBody } from "../../src/schemas/auth.ts";
import { defineRoute } from "../http/route.ts";
import { API_VERSION } from "./version.ts";

const version = defineRoute({
  method: "get",
  path: "/api/version",
  access: "public",
  tag: "system",
  summary: "API version and the maintenance flag the SPA guards read",
  response: VersionBody,
  handler: async ({ services }) => ({ version: API_VERSION, maintenance: services.config.maintenance }),
});

export const systemRoutes = [version];
