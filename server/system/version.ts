import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The API version is the package version, the same number the front end shows. */
export const API_VERSION: string = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../package.json"), "utf8"),
).version;
