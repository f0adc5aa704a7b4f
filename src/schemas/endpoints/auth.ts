import { endpoint } from "../endpoint.ts";
import {
  ChangePasswordRequest,
  LoginRequest,
  MessageBody,
  PasswordResetConfirm,
  PasswordResetRequest,
  SessionUser,
} from "../auth.ts";

export const authEndpoints = {
  signIn: endpoint({ method: "post", path: "/api/v1/auth", body: LoginRequest, response: SessionUser }),
  signOut: endpoint({ method: "post", path: "/api/v1/logout", response: MessageBody }),
  /** The spec's sign-out link (a GET, checked for Sec-Fetch-Site by the server). */
  signOutLink: endpoint({ method: "get", path: "/api/v1/logout", response: MessageBody }),
  me: endpoint({ method: "get", path: "/api/v1/me", response: SessionUser }),
  changePassword: endpoint({
    method: "post",
    path: "/api/v1/change_password",
    body: ChangePasswordRequest,
    response: MessageBody,
  }),
  requestPasswordReset: endpoint({
    method: "post",
    path: "/api/v1/password_resets",
    body: PasswordResetRequest,
    response: MessageBody,
    status: 201,
  }),
  confirmPasswordReset: endpoint({
    method: "post",
    path: "/api/v1/password_resets/confirm",
    body: PasswordResetConfirm,
    response: MessageBody,
  }),
} as const;
