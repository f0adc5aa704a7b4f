// What other server modules may use of the users module (biome.json: a module imports another's public files only).

export {
  type UserLogEntry,
  type UserLogValues,
  userLogInsert,
  userLogValues,
  writeUserLog,
} from "./user-log-writer.ts";
