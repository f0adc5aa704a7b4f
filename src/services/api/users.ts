import { profileEndpoints, usersEndpoints } from "../../schemas/endpoints/users.ts";
import type { ProfileInput, UserListQuery } from "../../schemas/users.ts";
import { call } from "./client.ts";

export const listUsers = (query: UserListQuery, signal?: AbortSignal) =>
  call(usersEndpoints.list, { query: query, signal });

export const getUser = (id: number) => call(usersEndpoints.detail, { params: { id } });

/** The signed-in user's own data ("Meu perfil"). */
export const getProfile = () => call(profileEndpoints.read);

export const updateProfile = (input: ProfileInput) => call(profileEndpoints.update, { json: input });
