import { UserDetail, UserList, type UserListQuery } from "../../schemas/users.ts";
import { call } from "./client.ts";

export const listUsers = (query: UserListQuery, signal?: AbortSignal) =>
  call("get", "/api/v1/users", UserList, { searchParams: query, signal });

export const getUser = (id: number) => call("get", `/api/v1/users/${id}`, UserDetail);
