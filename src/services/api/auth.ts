import {
  type ChangePasswordRequest,
  MessageBody,
  type PasswordResetConfirm,
  SessionUser,
  VersionBody,
} from "../../schemas/auth.ts";
import { call } from "./client.ts";

export const signIn = (login: string, password: string) =>
  call("post", "/api/v1/auth", SessionUser, { json: { login, password }, allowUnauthorized: true });

export const signOut = () => call("post", "/api/v1/logout", MessageBody, { allowUnauthorized: true });

/** The current session's user, or null when there is none. */
export const currentUser = async () => {
  try {
    return await call("get", "/api/v1/me", SessionUser, { allowUnauthorized: true });
  } catch (error) {
    if ((error as { _tag?: string })._tag === "Unauthorized") return null;
    throw error;
  }
};

export const changePassword = (input: ChangePasswordRequest) =>
  call("post", "/api/v1/change_password", MessageBody, { json: input });

export const requestPasswordReset = (login: string) =>
  call("post", "/api/v1/password_resets", MessageBody, { json: { login } });

export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  call("post", "/api/v1/password_resets/confirm", MessageBody, { json: input });

export const apiVersion = () => call("get", "/api/version", VersionBody, { allowUnauthorized: true });
