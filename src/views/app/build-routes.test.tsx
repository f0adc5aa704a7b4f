import { act, cleanup, configure, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { allPermissions } from "../../domain/permissions.ts";
import { sessionMachine } from "../../machines/session.machine.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import { sessionUser, verifiedSessionUser } from "../../services/session.ts";
import { buildRoutes } from "./build-routes.tsx";
import type { GuardDeps } from "./guards.ts";
import type { AppRouteDefinition } from "./route-definition.ts";
import { ROUTES } from "./route-table.ts";
import { SessionProvider } from "./session-context.tsx";

// The first render loads the layout's chunk and the locale files: slower than the default second.
configure({ asyncUtilTimeout: 5000 });

const admin: SessionUser = {
  id: 1,
  name: "Mariana Albuquerque",
  permissions: allPermissions(),
  multiStoreId: 1,
  hasOnlinePos: true,
};
const caixa: SessionUser = {
  id: 2,
  name: "João Pedro Nascimento",
  permissions: [{ slug: "POS", subPermissions: [{ code: 1, value: 1 }] }],
  multiStoreId: 1,
  hasOnlinePos: true,
};

function startSession(user: SessionUser | null) {
  return createActor(
    sessionMachine.provide({
      actors: {
        "load current user": fromPromise(async () => user),
        "sign in": fromPromise<SessionUser, { login: string; password: string }>(async () => {
          throw new Error("not in this test");
        }),
        "sign out": fromPromise(async () => {}),
      },
    }),
  ).start();
}

function renderApp(
  path: string,
  options: { user?: SessionUser | null; maintenance?: boolean; routes?: AppRouteDefinition[] } = {},
) {
  const session = startSession(options.user ?? null);
  const deps: GuardDeps = {
    user: () => sessionUser(session),
    verifiedUser: () => verifiedSessionUser(session),
    maintenance: async () => options.maintenance ?? false,
  };
  const router = createMemoryRouter(buildRoutes(options.routes ?? ROUTES, deps, { onChunkError: () => false }), {
    initialEntries: [path],
  });
  render(
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

function NeverShown() {
  return <p>never shown</p>;
}

const fullPaths = (routes: ReadonlyArray<RouteObject>, parent = ""): string[] =>
  routes.flatMap((route) => {
    const own = route.index
      ? parent || "/"
      : route.path
        ? `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`
        : parent;
    return route.children ? fullPaths(route.children, own) : [own];
  });

const noDeps: GuardDeps = { user: async () => null, verifiedUser: async () => null, maintenance: async () => false };

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the locale a test remembered.
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

describe("router derived from the route table", () => {
  const routes = buildRoutes(ROUTES, noDeps);
  const paths = fullPaths(routes);

  it("every route exists in pt without prefix and in es under /es, once each", () => {
    for (const route of ROUTES) {
      const es = route.path === "/" ? "/es" : `/es${route.path}`;
      expect(paths.filter((p) => p === route.path)).toHaveLength(1);
      expect(paths.filter((p) => p === es)).toHaveLength(1);
    }
  });

  it.each([
    ["/", "pt:home"],
    ["/es", "es:home"],
    ["/usuarios", "pt:users"],
    ["/es/usuarios", "es:users"],
    ["/user/login", "pt:login"],
    ["/es/user/redefinir-senha", "es:reset-password"],
    ["/esta-pagina-nao-existe", "pt:not-found"],
    ["/usuarios/x/y", "pt:not-found"],
    ["/es/esta-pagina-no-existe", "es:not-found"],
    ["/estoques", "pt:not-found"],
  ])("%s is %s", (path, id) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.id).toBe(id);
  });
});

describe("the app in the browser (jsdom)", () => {
  it("an unknown path shows the not-found page, in pt and in es", async () => {
    renderApp("/esta-pagina-nao-existe");
    expect(await screen.findByText("Página não encontrada", { selector: "p" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Voltar" })).toBeTruthy();
    cleanup();
    renderApp("/es/esta-pagina-no-existe");
    expect(await screen.findByText("Página no encontrada", { selector: "p" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-EC");
    expect(document.cookie).toContain("i18n_redirected=es");
  });

  it("without a session a screen sends the visitor to log in, remembering it", async () => {
    const router = renderApp("/usuarios");
    expect(await screen.findByLabelText("Usuário")).toBeTruthy();
    expect(screen.getByLabelText("Senha")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/user/login");
    expect(router.state.location.search).toBe("?redirect=%2Fusuarios");
    expect(document.documentElement.lang).toBe("pt-BR");
  });

  it("the Spanish login page is under /es", async () => {
    renderApp("/es/user/login");
    expect(await screen.findByLabelText("Usuario")).toBeTruthy();
    expect(screen.getByLabelText("Contraseña")).toBeTruthy();
  });

  it("a signed-in user opening the login page goes home", async () => {
    const router = renderApp("/es/user/login", { user: caixa });
    await screen.findByRole("heading", { name: /Hola, João/ });
    expect(router.state.location.pathname).toBe("/es");
  });

  it("a screen the user has no permission for shows the 403 page, not the screen", async () => {
    renderApp("/usuarios", { user: caixa });
    expect(await screen.findByText("Acesso negado")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "403" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    // Inside the layout, menu and all, even on the first page load.
    expect(screen.getByRole("navigation", { name: "Menu principal" })).toBeTruthy();
  });

  it("the menu shows what the permissions allow", async () => {
    renderApp("/", { user: admin });
    const nav = await screen.findByRole("navigation", { name: "Menu principal" });
    const links = [...nav.querySelectorAll("a")].map((a) => a.textContent);
    expect(links).toEqual(["Início", "Movimentação de caixa", "Usuários", "Frente de caixa"]);
  });

  it("maintenance sends everyone to /maintenance", async () => {
    const router = renderApp("/usuarios", { user: admin, maintenance: true });
    expect(await screen.findByText("Sistema em manutenção")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/maintenance");
  });

  it("a route naming an unknown middleware fails with 500 and the error page", async () => {
    const broken: AppRouteDefinition = {
      id: "broken",
      path: "/quebrada",
      lazy: async () => ({ Component: NeverShown }),
      access: "public",
      middleware: ["maintenance", "logged-in-typo"],
      layout: "app",
      titleKey: "titles.error",
    };
    renderApp("/quebrada", { routes: [...ROUTES, broken] });
    expect(await screen.findByText("Algo de errado aconteceu")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "500" })).toBeTruthy();
    expect(screen.getByText(/Unknown middleware logged-in-typo/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Recarregar" })).toBeTruthy();
    expect(screen.queryByText("never shown")).toBeNull();
    expect(screen.getByRole("banner")).toBeTruthy();
  });

  it("a screen whose code fails to load shows the error page when no reload is allowed", async () => {
    const failing: AppRouteDefinition = {
      id: "failing",
      path: "/falha",
      lazy: async () => {
        throw new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
      },
      access: "public",
      layout: "app",
      titleKey: "titles.error",
    };
    await act(async () => {
      renderApp("/falha", { routes: [...ROUTES, failing] });
    });
    expect(await screen.findByText("Algo de errado aconteceu")).toBeTruthy();
  });
});
