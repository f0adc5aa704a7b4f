// What other server modules may use of the auth module (biome.json: a module imports another's public files only).

export { isCurrentPassword } from "./current-password.ts";
export { hashPassword } from "./passwords.ts";
export { loadPermissions } from "./session-store.ts";
export { MAX_FAILED_LOGINS } from "./throttle.ts";
