import { profileEndpoints, usersEndpoints } from "../../schemas/endpoints/users.ts";
import type { ProfileInput, UserFields, UserInput, UserListQuery } from "../../schemas/users.ts";
import { call } from "./client.ts";

export const listUsers = (query: UserListQuery, signal?: AbortSignal) =>
  call(usersEndpoints.list, { query: query, signal });

export const getUser = (id: number, signal?: AbortSignal) => call(usersEndpoints.detail, { params: { id }, signal });

/** The signed-in user's own data ("Meu perfil"). */
export const getProfile = () => call(profileEndpoints.read);

export const updateProfile = (input: ProfileInput) => call(profileEndpoints.update, { json: input });

/** The network's active units a user may work in. */
export const listUserCompanies = (signal?: AbortSignal) => call(usersEndpoints.companies, { signal });

export const createUser = (body: UserInput) => call(usersEndpoints.create, { json: body });

export const updateUser = (id: number, body: UserFields) => call(usersEndpoints.update, { params: { id }, json: body });
