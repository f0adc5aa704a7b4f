type ConfigWindow = Window & { __REDE_CONFIG__?: unknown };

const OPTIONAL = ["sentryDsn", "chatWidgetUrl"] as const;

/**
 * Whether the page's configuration (see integrations.ts) may turn on an optional integration: a cheap look
 * at the raw settings, so the decoder and the integrations' code download only where the server set one.
 */
export function mayStartIntegrations(win: ConfigWindow): boolean {
  const raw = win.__REDE_CONFIG__;
  if (raw !== undefined) {
    return (
      typeof raw === "object" && raw !== null && OPTIONAL.some((key) => Boolean((raw as Record<string, unknown>)[key]))
    );
  }
  const text = win.document.getElementById("rede-config")?.textContent ?? "";
  return OPTIONAL.some((key) => text.includes(key));
}
