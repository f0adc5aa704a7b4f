import { endpoint } from "../endpoint.ts";
import {
  Profile,
  ProfileInput,
  UserCompanyOptions,
  UserDetail,
  UserFields,
  UserInput,
  UserList,
  UserListQuery,
} from "../users.ts";

export const profileEndpoints = {
  read: endpoint({ method: "get", path: "/api/v1/profile", response: Profile }),
  update: endpoint({ method: "patch", path: "/api/v1/profile", body: ProfileInput, response: Profile }),
} as const;

export const usersEndpoints = {
  list: endpoint({ method: "get", path: "/api/v1/users", query: UserListQuery, response: UserList }),
  detail: endpoint({ method: "get", path: "/api/v1/users/:id", response: UserDetail }),
  companies: endpoint({ method: "get", path: "/api/v1/users/companies", response: UserCompanyOptions }),
  create: endpoint({ method: "post", path: "/api/v1/users", body: UserInput, response: UserDetail, status: 201 }),
  update: endpoint({ method: "patch", path: "/api/v1/users/:id", body: UserFields, response: UserDetail }),
} as const;
