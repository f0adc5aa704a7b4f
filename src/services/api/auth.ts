import { authEndpoints } from "../../schemas/endpoints/auth.ts";
import { systemEndpoints } from "../../schemas/endpoints/system.ts";
import type { ChangePasswordRequest, PasswordResetConfirm } from "../../schemas/auth.ts";
import { call } from "./client.ts";

export const signIn = (login: string, password: string) =>
  call(authEndpoints.signIn, { json: { login, password }, allowUnauthorized: true });

export const signOut = () => call(authEndpoints.signOut, { allowUnauthorized: true });

/** The current session's user, or null when there is none. */
export const currentUser = async () => {
  try {
    return await call(authEndpoints.me, { allowUnauthorized: true });
  } catch (error) {
    if ((error as { _tag?: string })._tag === "Unauthorized") return null;
    throw error;
  }
};

export const changePassword = (input: ChangePasswordRequest) => call(authEndpoints.changePassword, { json: input });

export const requestPasswordReset = (login: string) => call(authEndpoints.requestPasswordReset, { json: { login } });

export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  call(authEndpoints.confirmPasswordReset, { json: input });

export const apiVersion = () => call(systemEndpoints.version, { allowUnauthorized: true });
