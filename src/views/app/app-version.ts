declare const __APP_VERSION__: string;

/** package.json `version`, written in by Vite (`define`); "dev" where Vite did not build the code (unit tests). */
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";
