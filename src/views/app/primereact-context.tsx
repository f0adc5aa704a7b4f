import PrimeReact, { type APIOptions, PrimeReactContext } from "primereact/api";
import type { ReactNode } from "react";

/**
 * PrimeReact's configuration as its context, read through to the global one. Components that find no context crash
 * on some events (Dropdown reads `context.hideOverlaysOnDocumentScrolling` when the window is resized with its panel
 * open), but PrimeReact's own PrimeReactProvider keeps the locale in a state of its own, started at "en", and writes
 * it to the global configuration when it mounts: it would undo applyPrimeReactLocale (primereact-locale.ts) and give
 * InputNumber English number formats. This context has no state: every value it gives is the global one at the
 * moment it is read, so the locale stays the one applyPrimeReactLocale set, as without a context.
 */
const GLOBAL_OPTIONS: APIOptions = new Proxy({} as APIOptions, {
  get: (_target, key) => Reflect.get(PrimeReact, key),
  has: (_target, key) => Reflect.has(PrimeReact, key),
});

/** Gives PrimeReact components their context (the global configuration). */
export function PrimeReactGlobalContext({ children }: { readonly children: ReactNode }) {
  return <PrimeReactContext.Provider value={GLOBAL_OPTIONS}>{children}</PrimeReactContext.Provider>;
}
