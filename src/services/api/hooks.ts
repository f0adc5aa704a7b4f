/**
 * What the API client needs from the app shell, kept apart from the client (ky, Effect Schema) so the shell can
 * configure it at start without downloading the client: that arrives with the first screen or flow that calls.
 */
export type ApiHooks = {
  /** The user's language, sent as Accept-Language so the server answers in it. */
  locale: () => string;
  /** A 401 on any call but sign-in: the session is gone. */
  onUnauthorized: () => void;
  /** Origin the API paths resolve against; unset in the browser (the page's own), set where there is no page (Node). */
  baseUrl?: string;
};

let hooks: ApiHooks = { locale: () => "pt-BR", onUnauthorized: () => {} };

/** Called once by the app shell; services stay free of router and i18n imports. */
export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

/** The hooks as configured now. */
export function apiHooks(): Readonly<ApiHooks> {
  return hooks;
}
