import { useTranslation } from "react-i18next";
import { useRealtimeStatus } from "../shared/use-network-event.ts";

export type LiveStatusProps = {
  /** The screen's last background reload failed. */
  readonly stale?: boolean;
};

/** Whether the screen updates by itself: "Atualização ao vivo", connecting, or offline (then reload by hand). */
export function LiveStatus({ stale = false }: LiveStatusProps) {
  const { t } = useTranslation("production");
  const status = useRealtimeStatus();
  if (status === "idle" && !stale) return null;
  const kind = stale ? "stale" : status === "idle" ? "connecting" : status;
  const text = {
    connected: t("live.connected"),
    connecting: t("live.connecting"),
    offline: t("live.offline"),
    stale: t("live.stale"),
  }[kind];
  return (
    <p className={`production-live production-live--${kind}`} role="status" data-live={kind}>
      <span className="production-live__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
