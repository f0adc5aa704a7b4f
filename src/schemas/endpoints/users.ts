import { endpoint } from "../endpoint.ts";
import { Profile, ProfileInput, UserDetail, UserList, UserListQuery } from "../users.ts";

export const profileEndpoints = {
  read: endpoint({ method: "get", path: "/api/v1/profile", response: Profile }),
  update: endpoint({ method: "patch", path: "/api/v1/profile", body: ProfileInput, response: Profile }),
} as const;

export const usersEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/users", query: UserListQuery, response: UserList }),
  detail: endpoint({ method: "get", path: "/api/v1/users/:id", response: UserDetail }),
} as const;
