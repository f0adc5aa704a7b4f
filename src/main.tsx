import "primereact/resources/themes/lara-light-blue/theme.css";
import "primeicons/primeicons.css";
import "./styles/app.css";
import "./styles/utilities.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { configureApi } from "./services/api/hooks.ts";
import { currentLocale, rememberedLocaleCode } from "./services/i18n.ts";
import { lazySession } from "./views/shared/lazy-session.ts";
import { APP_VERSION } from "./views/app/app-version.ts";
import { browserReloadEnv, reloadForFailedChunk } from "./views/app/chunk-reload.ts";
import { initialLocaleRedirect } from "./views/shared/locale-paths.ts";
import { createAppRouter } from "./views/app/router.ts";
import { mayStartIntegrations } from "./views/app/runtime-config-present.ts";
import { SessionProvider } from "./views/shared/session-context.tsx";

// What the first page needs is here: React, the router, i18next and the shell. The session actor, the API
// client and its decoders, PrimeReact and the signed-in layout are chunks loaded when first needed.

// A first visit to an unprefixed path opens in the remembered (or browser) language.
const localeRedirect = initialLocaleRedirect(
  window.location,
  rememberedLocaleCode(document.cookie),
  navigator.languages ?? [navigator.language],
);
if (localeRedirect) window.history.replaceState(null, "", localeRedirect);

// A chunk a deploy removed: reload once a minute at most (spec 4); `preventDefault` keeps Vite from throwing.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForFailedChunk(browserReloadEnv())) event.preventDefault();
});

if (mayStartIntegrations(window)) {
  void import("./views/app/integrations.ts").then(({ readRuntimeConfig, startIntegrations }) =>
    startIntegrations(readRuntimeConfig(window), APP_VERSION),
  );
}

const session = lazySession(async () => (await import("./views/app/live-session.ts")).startSession());
configureApi({
  locale: currentLocale,
  onUnauthorized: () => session.current()?.send({ type: "session.expired" }),
});
const router = createAppRouter(session);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>
  </StrictMode>,
);
