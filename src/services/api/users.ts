import { Profile, type ProfileInput, UserDetail, UserList, type UserListQuery } from "../../schemas/users.ts";
import { call } from "./client.ts";

export const listUsers = (query: UserListQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/users", UserList, { searchParams: query, signal });

export const getUser = (id: number) => call("get", `/api/v1/users/${id}`, UserDetail);

/** The signed-in user's own data ("Meu perfil"). */
export const getProfile = () => call("get", "/api/v1/profile", Profile);

export const updateProfile = (input: ProfileInput) => call("patch", "/api/v1/profile", Profile, { json: input });
