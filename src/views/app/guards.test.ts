import { type MiddlewareFunction, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { allPermissions } from "../../domain/permissions.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import type { GuardDeps } from "./guard.ts";
import { GUARDS, resolveGuard, routeMiddleware, throwGuardFailure } from "./guards.ts";
import { middlewareOf } from "./route-definition.ts";
import { ROUTES } from "./route-table.ts";

const admin: SessionUser = { id: 1, name: "Admin", permissions: allPermissions(), multiStoreId: 1, hasOnlinePos: true };
const caixa: SessionUser = {
  id: 2,
  name: "Caixa",
  permissions: [{ slug: "POS", subPermissions: [{ code: 1, value: 1 }] }],
  multiStoreId: 1,
  hasOnlinePos: true,
};

const deps = (user: SessionUser | null, maintenance = false): GuardDeps => ({
  user: async () => user,
  verifiedUser: async () => user,
  maintenance: async () => maintenance,
});

const route = (id: string) => {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
};

const input = (id: string, user: SessionUser | null, url = "http://rede.test/usuarios", maintenance = false) => ({
  route: route(id),
  locale: "pt-BR" as const,
  url: new URL(url),
  deps: deps(user, maintenance),
});

/**
 * Runs a route's middleware the way react-router does, then what its loader does first; returns what was
 * thrown (a redirect Response or a route error), or "next".
 */
async function run(
  id: string,
  user: SessionUser | null,
  options: { locale?: "pt-BR" | "es-EC"; url?: string; maintenance?: boolean } = {},
) {
  const middleware = routeMiddleware(route(id), options.locale ?? "pt-BR", deps(user, options.maintenance));
  return runMiddleware(middleware, options.url);
}

async function runMiddleware(middleware: MiddlewareFunction[], url = "http://rede.test/usuarios") {
  const context = new RouterContextProvider();
  const request = new Request(url);
  try {
    for (const fn of middleware) await fn({ request, params: {}, context } as never, async () => undefined as never);
    throwGuardFailure(context);
    return "next";
  } catch (thrown) {
    return thrown;
  }
}

describe("guards (spec 4)", () => {
  it("each route's guards: maintenance first, then what its access asks; the maintenance page none", () => {
    expect(middlewareOf(route("home"))).toEqual(["maintenance", "auth"]);
    expect(middlewareOf(route("users"))).toEqual(["maintenance", "auth"]);
    expect(middlewareOf(route("login"))).toEqual(["maintenance", "guest"]);
    expect(middlewareOf(route("reset-password"))).toEqual(["maintenance"]);
    expect(middlewareOf(route("maintenance"))).toEqual([]);
  });

  it("maintenance on sends everyone to /maintenance, in their locale", async () => {
    expect(await GUARDS.maintenance?.(input("login", null, undefined, true))).toEqual({
      kind: "redirect",
      to: "/maintenance",
    });
    const thrown = await run("users", admin, { locale: "es-EC", maintenance: true });
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/es/maintenance");
  });

  it("no session: the login page, remembering the wanted page", async () => {
    expect(await GUARDS.auth?.(input("users", null, "http://rede.test/usuarios?page=2"))).toEqual({
      kind: "redirect",
      to: "/user/login?redirect=%2Fusuarios%3Fpage%3D2",
    });
    expect(await GUARDS.auth?.(input("home", null, "http://rede.test/"))).toEqual({
      kind: "redirect",
      to: "/user/login",
    });
    const thrown = await run("users", null, { locale: "es-EC", url: "http://rede.test/es/usuarios" });
    expect((thrown as Response).headers.get("Location")).toBe("/es/user/login?redirect=%2Fes%2Fusuarios");
  });

  it("a signed-in user without the route's permission gets 403; with it, the screen", async () => {
    expect(await GUARDS.auth?.(input("users", caixa))).toEqual({ kind: "forbidden" });
    expect(await GUARDS.auth?.(input("users", admin))).toEqual({ kind: "continue" });
    // data(null, { status: 403 }): the router turns it into the route error the error page reads.
    expect(await run("users", caixa)).toMatchObject({ init: { status: 403 } });
    expect(await run("users", admin)).toBe("next");
  });

  it("/user-logs needs USR 3; a route behind the new-features flag opens only for an account that has it (spec 6)", async () => {
    expect(await GUARDS.auth?.(input("user-logs", caixa))).toEqual({ kind: "forbidden" });
    expect(await GUARDS.auth?.(input("user-logs", admin))).toEqual({ kind: "continue" });
    const novidade = { ...route("users"), id: "novidade", path: "/novidade", feature: "new-features" as const };
    const at = (user: SessionUser) => ({
      route: novidade,
      locale: "pt-BR" as const,
      url: new URL("http://rede.test/novidade"),
      deps: deps(user),
    });
    const flags = (newFeatures: boolean) => ({ newFeatures, homologationPartner: !newFeatures });
    expect(await GUARDS.auth?.(at(admin))).toEqual({ kind: "forbidden" });
    expect(await GUARDS.auth?.(at({ ...admin, features: flags(false) }))).toEqual({ kind: "forbidden" });
    expect(await GUARDS.auth?.(at({ ...admin, features: flags(true) }))).toEqual({ kind: "continue" });
    // The flag opens the feature, not the permission it needs.
    expect(await GUARDS.auth?.(at({ ...caixa, features: flags(true) }))).toEqual({ kind: "forbidden" });
  });

  it("POS 10 without 1 may open the sale screen and the budgets, like the server lets it (POS_ANY)", async () => {
    const caixa10: SessionUser = {
      ...caixa,
      id: 3,
      permissions: [{ slug: "POS", subPermissions: [{ code: 10, value: 1 }] }],
    };
    const vendedor: SessionUser = {
      ...caixa,
      id: 4,
      permissions: [{ slug: "CRM", subPermissions: [{ code: 1, value: 1 }] }],
    };
    for (const id of ["cash-opening", "pdv-sale", "cash-closing", "pdv-budgets"]) {
      expect(await GUARDS.auth?.(input(id, caixa10)), id).toEqual({ kind: "continue" });
      expect(await GUARDS.auth?.(input(id, caixa)), id).toEqual({ kind: "continue" });
      expect(await GUARDS.auth?.(input(id, vendedor)), id).toEqual({ kind: "forbidden" });
      // Without online POS in the network, neither.
      expect(await GUARDS.auth?.(input(id, { ...caixa10, hasOnlinePos: false })), id).toEqual({ kind: "forbidden" });
    }
  });

  it("the guest-only login page sends a signed-in user home", async () => {
    expect(await GUARDS.guest?.(input("login", admin))).toEqual({ kind: "redirect", to: "/" });
    expect(await GUARDS.guest?.(input("login", null))).toEqual({ kind: "continue" });
    const thrown = await run("login", admin, { locale: "es-EC" });
    expect((thrown as Response).headers.get("Location")).toBe("/es");
  });

  it("an unknown middleware name is a route error 500 'Unknown middleware {name}'", async () => {
    let thrown: unknown;
    try {
      resolveGuard("logged-in");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 500 }, data: "Unknown middleware logged-in" });

    const middleware = routeMiddleware(
      { access: "signed-in", middleware: ["maintenance", "nope"] },
      "pt-BR",
      deps(admin),
    );
    expect(await runMiddleware(middleware)).toMatchObject({ init: { status: 500 }, data: "Unknown middleware nope" });
  });

  it("asks every guard at once and takes the first answer that is not continue, in order", async () => {
    const asked: string[] = [];
    let releaseMaintenance: (on: boolean) => void = () => {};
    const slow: GuardDeps = {
      user: async () => {
        asked.push("user");
        return null;
      },
      verifiedUser: async () => null,
      maintenance: () => {
        asked.push("maintenance");
        return new Promise<boolean>((done) => {
          releaseMaintenance = done;
        });
      },
    };
    const pending = runMiddleware(routeMiddleware(route("users"), "pt-BR", slow));
    await Promise.resolve();
    // The session is asked for while the maintenance answer is still on its way.
    expect(asked).toEqual(["maintenance", "user"]);
    releaseMaintenance(true);
    expect(((await pending) as Response).headers.get("Location")).toBe("/maintenance");
  });

  it("a failing later guard does not count when an earlier one redirects", async () => {
    const failing: GuardDeps = {
      user: async () => {
        throw new Error("API down");
      },
      verifiedUser: async () => null,
      maintenance: async () => true,
    };
    const thrown = await runMiddleware(routeMiddleware(route("users"), "pt-BR", failing));
    expect((thrown as Response).headers.get("Location")).toBe("/maintenance");
  });

  describe("in the background (a cold visit to a page that renders without a user)", () => {
    const background = (user: SessionUser | null, options: { maintenance?: boolean; take?: boolean } = {}) => {
      const checks: Array<{ check: () => Promise<string | null>; url: URL }> = [];
      const withBackground: GuardDeps = {
        ...deps(user, options.maintenance),
        inBackground: (check, url) => {
          if (options.take === false) return false;
          checks.push({ check, url });
          return true;
        },
      };
      return { deps: withBackground, checks };
    };

    it("the login page renders at once; the check then sends a signed-in visitor home", async () => {
      const { deps: d, checks } = background(admin);
      expect(await runMiddleware(routeMiddleware(route("login"), "es-EC", d), "http://rede.test/es/user/login")).toBe(
        "next",
      );
      expect(checks).toHaveLength(1);
      expect(checks[0]?.url.pathname).toBe("/es/user/login");
      expect(await checks[0]?.check()).toBe("/es");
    });

    it("a visitor without a session stays; maintenance still wins", async () => {
      const guest = background(null);
      await runMiddleware(routeMiddleware(route("login"), "pt-BR", guest.deps));
      expect(await guest.checks[0]?.check()).toBeNull();
      const maintenance = background(admin, { maintenance: true });
      await runMiddleware(routeMiddleware(route("reset-password"), "pt-BR", maintenance.deps));
      expect(await maintenance.checks[0]?.check()).toBe("/maintenance");
    });

    it("signed-in pages never: their guards always run before the page", async () => {
      const { deps: d, checks } = background(null);
      const thrown = await runMiddleware(routeMiddleware(route("users"), "pt-BR", d));
      expect((thrown as Response).headers.get("Location")).toBe("/user/login?redirect=%2Fusuarios");
      expect(checks).toHaveLength(0);
    });

    it("declined (the session is loaded already): the guards run before the page as usual", async () => {
      const { deps: d } = background(admin, { take: false });
      const thrown = await runMiddleware(routeMiddleware(route("login"), "pt-BR", d));
      expect((thrown as Response).headers.get("Location")).toBe("/");
    });

    it("an unknown guard name still fails the page at once", async () => {
      const { deps: d, checks } = background(null);
      const middleware = routeMiddleware({ access: "guest", middleware: ["maintenance", "nope"] }, "pt-BR", d);
      expect(await runMiddleware(middleware)).toMatchObject({ init: { status: 500 } });
      expect(checks).toHaveLength(0);
    });
  });

  it("registry names do not reach Object.prototype", () => {
    expect(() => resolveGuard("toString")).toThrow();
    expect(() => resolveGuard("constructor")).toThrow();
  });
});

describe("POS guards (spec 4)", () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  };
  const open = {
    id: 12,
    company_id: 1,
    company: "Rede Demo Centro",
    company_has_sync_installments: false,
    cash_supply: "100.00",
    opened_at: "2026-03-10T12:00:00.000Z",
  };
  const posInput = (
    name: "cashClosed" | "cashOpened",
    user: SessionUser,
    lastOpened: typeof open | null,
    locale: "pt-BR" | "es-EC" = "pt-BR",
  ) => {
    const storage = memory();
    return {
      storage,
      run: () =>
        GUARDS[name]?.({
          route: route("cash-opening"),
          locale,
          url: new URL("http://rede.test/pdv/abertura-de-caixa"),
          deps: { ...deps(user), pos: { lastOpened: async () => lastOpened, storage } },
        }),
    };
  };

  it("cashClosed: an open register goes to the sale screen; none stays on the opening page", async () => {
    expect(await posInput("cashClosed", caixa, open).run()).toEqual({ kind: "redirect", to: "/pdv/caixa-aberto" });
    expect(await posInput("cashClosed", caixa, open, "es-EC").run()).toEqual({
      kind: "redirect",
      to: "/es/pdv/caixa-aberto",
    });
    expect(await posInput("cashClosed", caixa, null).run()).toEqual({ kind: "continue" });
  });

  it("cashOpened: without a register the opening page; POS 10 only gets a placeholder session", async () => {
    expect(await posInput("cashOpened", caixa, null).run()).toEqual({ kind: "redirect", to: "/pdv/abertura-de-caixa" });
    expect(await posInput("cashOpened", caixa, open).run()).toEqual({ kind: "continue" });
    const caixa10: SessionUser = {
      ...caixa,
      id: 3,
      permissions: [{ slug: "POS", subPermissions: [{ code: 10, value: 1 }] }],
    };
    const placeholder = posInput("cashOpened", caixa10, null);
    expect(await placeholder.run()).toEqual({ kind: "continue" });
    expect(JSON.parse(placeholder.storage.getItem("rede.pos-state.3") ?? "{}").cashMovementId).toBe(-1);
  });
});
