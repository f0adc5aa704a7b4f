import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/db/schema.ts", "./server/db/production-schema.ts", "./server/db/pdv-schema.ts"],
  out: "./server/db/migrations",
});
