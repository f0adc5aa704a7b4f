// What other server modules may use of the auth module (biome.json: a module imports another's public files only).

export { isCurrentPassword } from "./current-password.ts";
export { hashPassword, newToken } from "./passwords.ts";
export { mailResetLink } from "./password-reset.routes.ts";
export { loadPermissions, revokeUserSessions } from "./session-store.ts";
export { MAX_FAILED_LOGINS } from "./throttle.ts";
