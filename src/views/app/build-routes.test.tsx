import { act, cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { allPermissions } from "../../domain/permissions.ts";
import { sessionMachine } from "../../machines/session.machine.ts";
import type { SessionUser } from "../../schemas/auth.ts";
import { type LazySession, lazySession, startedSession } from "../shared/lazy-session.ts";
import { sessionUser, verifiedSessionUser } from "./live-session.ts";
import { FIRST_ROUTES } from "./first-routes.ts";
import { buildRouteTree, buildRoutes, discoverRoutes } from "./build-routes.tsx";
import type { GuardDeps } from "./guard.ts";
import type { AppRouteDefinition } from "./route-definition.ts";
import { APP_ROUTES, ROUTES } from "./route-table.ts";
import { backgroundGuards } from "./router.ts";
import { SessionProvider } from "../shared/session-context.tsx";

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

function startSession(
  user: SessionUser | null,
  options: { signIn?: (login: string) => Promise<SessionUser>; currentUser?: () => Promise<SessionUser | null> } = {},
) {
  return createActor(
    sessionMachine.provide({
      actors: {
        "load current user": fromPromise(options.currentUser ?? (async () => user)),
        "sign in": fromPromise<SessionUser, { login: string; password: string }>(async ({ input }) => {
          if (!options.signIn) throw new Error("not in this test");
          return options.signIn(input.login);
        }),
        "sign out": fromPromise(async () => {}),
      },
    }),
  ).start();
}

/**
 * The app as main.tsx wires it, on a cold visit: the session's code arrives when `arrive()` is called, and
 * guest pages run their guards in the background meanwhile.
 */
function renderColdApp(path: string, start: () => ReturnType<typeof startSession>) {
  let arrive: () => void = () => {};
  const downloaded = new Promise<void>((done) => {
    arrive = done;
  });
  const session: LazySession = lazySession(async () => {
    await downloaded;
    return start();
  });
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const deps: GuardDeps = {
    user: async () => sessionUser(await session.load()),
    verifiedUser: async () => verifiedSessionUser(await session.load()),
    maintenance: async () => false,
    inBackground: backgroundGuards(session, () => router),
  };
  router = createMemoryRouter(buildRoutes(ROUTES, deps, { onChunkError: () => false }), { initialEntries: [path] });
  const shown = router;
  render(
    <SessionProvider session={session}>
      <RouterProvider router={shown} />
    </SessionProvider>,
  );
  return { router: shown, session, arrive };
}

function renderApp(
  path: string,
  options: { user?: SessionUser | null; maintenance?: boolean; routes?: AppRouteDefinition[]; discover?: boolean } = {},
) {
  const session = startSession(options.user ?? null);
  const deps: GuardDeps = {
    user: () => sessionUser(session),
    verifiedUser: () => verifiedSessionUser(session),
    maintenance: async () => options.maintenance ?? false,
  };
  // `discover`: as the app starts, with the bare pages only and the rest of the table added on the first visit.
  const tree = buildRouteTree(options.discover ? FIRST_ROUTES : (options.routes ?? ROUTES), deps, {
    onChunkError: () => false,
  });
  const router = createMemoryRouter(tree.routes, {
    initialEntries: [path],
    ...(options.discover ? { patchRoutesOnNavigation: discoverRoutes(tree, async () => APP_ROUTES) } : {}),
  });
  render(
    <SessionProvider session={startedSession(session)}>
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
    ["/armazens", "pt:not-found"],
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

  it("a cold visit shows the login page before the session's code arrives; a signed-in visitor then goes home", async () => {
    const { router, session, arrive } = renderColdApp("/user/login", () => startSession(admin));
    expect(await screen.findByLabelText("Usuário")).toBeTruthy();
    expect(session.current()).toBeNull();
    arrive();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("navigation", { name: "Menu principal" })).toBeTruthy();
  });

  it("a sign-in sent before the session's code arrives waits for it, then opens the wanted page", async () => {
    const user = userEvent.setup();
    const { router, arrive } = renderColdApp("/user/login?redirect=%2Fusuarios", () =>
      startSession(null, { signIn: async () => admin }),
    );
    await user.type(await screen.findByLabelText("Usuário"), "admin");
    await user.type(screen.getByLabelText("Senha"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(screen.getByRole("button", { name: "Entrar" }).getAttribute("aria-busy")).toBe("true");
    arrive();
    await waitFor(() => expect(router.state.location.pathname).toBe("/usuarios"));
  });

  it("a cold login page whose API does not answer says so on submit", async () => {
    const user = userEvent.setup();
    const { arrive } = renderColdApp("/user/login", () =>
      startSession(null, {
        currentUser: async () => {
          throw new Error("API down");
        },
      }),
    );
    arrive();
    await user.type(await screen.findByLabelText("Usuário"), "admin");
    await user.type(screen.getByLabelText("Senha"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Algo ocorreu com a sua conexão/);
  });

  it("a screen the user has no permission for shows the 403 page, not the screen", async () => {
    renderApp("/usuarios", { user: caixa });
    expect(await screen.findByText("Acesso negado")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "403" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    // Inside the layout, menu and all, even on the first page load.
    expect(screen.getByRole("navigation", { name: "Menu principal" })).toBeTruthy();
  });

  it("starts with the bare pages and adds the app screens on the first visit to one (pt and es)", async () => {
    renderApp("/usuarios", { user: admin, discover: true });
    expect(await screen.findByRole("navigation", { name: "Menu principal" })).toBeTruthy();
    expect(await screen.findByRole("table")).toBeTruthy();
    cleanup();
    renderApp("/es/esta-pagina-no-existe", { user: admin, discover: true });
    expect(await screen.findByText("Página no encontrada", { selector: "p" })).toBeTruthy();
  });

  it("the menu shows what the permissions allow", async () => {
    renderApp("/", { user: admin });
    const nav = await screen.findByRole("navigation", { name: "Menu principal" });
    const links = [...nav.querySelectorAll("a")].map((a) => a.textContent);
    expect(links).toEqual([
      "Início",
      "Vendas por método de pagamento",
      "Vendas por usuário",
      "Vendas por unidade",
      "Vendas de itens",
      "Resultados dos atendentes",
      "Histórico de vendas",
      "Histórico de delivery",
      "Vendas por entregador",
      "Relatório personalizado",
      "Perdas e sobras",
      "Itens com estoque baixo",
      "Itens parados",
      "DRE",
      "Exportar clientes",
      "Clientes",
      "Grupos de clientes",
      "Funil de vendas",
      "Contatos realizados",
      "Painel CRM",
      "Produtos e serviços",
      "Fornecedores",
      "Fabricantes",
      "Transportadoras",
      "Alteração em lote",
      "Estoques",
      "Consolidado de estoque",
      "Importar produtos",
      "Notas de compra",
      "Contas a pagar e receber",
      "Plano de contas",
      "Contas",
      "Movimentação de caixa",
      "Fluxo de caixa",
      "Usuários",
      "Log de usuários",
      "Frente de caixa",
      "Orçamentos",
      "Abas do PDV",
      "Dados das unidades da rede",
      "Formas de pagamento",
      "Etapas do funil",
      "Fatores do CRM",
      "Vendedores",
      "Painel da produção",
      "Atendimentos",
      "Artes",
      "Cortes",
      "Tela/Revelação",
      "Estamparia",
      "Confecção",
      "Expedição",
      "Costureiras",
      "Unidades franqueadas",
      "Grupos de unidades",
    ]);
  });

  it("home offers the pages of the menu but itself as shortcuts (the layout hands them over)", async () => {
    renderApp("/", { user: caixa });
    const nav = await screen.findByRole("navigation", { name: "Menu principal" });
    const menu = [...nav.querySelectorAll("a")].map((a) => a.textContent);
    const shortcuts = await screen.findByRole("region", { name: "Atalhos" });
    const offered = within(shortcuts)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(menu[0]).toBe("Início");
    expect(offered).toEqual(menu.slice(1));
    expect(offered.length).toBeGreaterThan(0);
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

  it("shows the back link only when the user may open the page it leads to", async () => {
    const withBack: AppRouteDefinition = {
      id: "with-back",
      path: "/com-volta",
      lazy: async () => ({ Component: () => <p>tela com volta</p> }),
      access: "signed-in",
      layout: "app",
      titleKey: "titles.home",
      back: { path: "/usuarios", labelKey: "titles.users" },
    };
    renderApp("/com-volta", { user: admin, routes: [...ROUTES, withBack] });
    expect(await screen.findByText("tela com volta")).toBeTruthy();
    expect(within(screen.getByRole("banner")).getByRole("link", { name: /Usuários/ })).toBeTruthy();
    cleanup();
    renderApp("/com-volta", { user: caixa, routes: [...ROUTES, withBack] });
    expect(await screen.findByText("tela com volta")).toBeTruthy();
    expect(within(screen.getByRole("banner")).queryByRole("link", { name: /Usuários/ })).toBeNull();
  });
});
