import "primereact/resources/themes/lara-light-blue/theme.css";
import "primeicons/primeicons.css";
import "./styles/app.css";
import "./styles/utilities.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { configureApi } from "./services/api/client.ts";
import { currentLocale, rememberedLocaleCode } from "./services/i18n.ts";
import { startSession } from "./services/session.ts";
import { APP_VERSION } from "./views/app/app-version.ts";
import { browserReloadEnv, reloadForFailedChunk } from "./views/app/chunk-reload.ts";
import { readRuntimeConfig, startIntegrations } from "./views/app/integrations.ts";
import { initialLocaleRedirect } from "./views/app/locale-paths.ts";
import { createAppRouter } from "./views/app/router.ts";
import { SessionProvider } from "./views/app/session-context.tsx";

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

startIntegrations(readRuntimeConfig(window), APP_VERSION);

const session = startSession();
configureApi({
  locale: currentLocale,
  onUnauthorized: () => session.send({ type: "session.expired" }),
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
