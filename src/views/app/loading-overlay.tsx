import { useTranslation } from "react-i18next";

export type LoadingOverlayProps = { label?: string };

/** Covers the page while something it depends on loads (first load, lazy screens, signing out). */
export function LoadingOverlay({ label }: LoadingOverlayProps) {
  // Shown before the shell's texts may have loaded: never suspend here.
  const { t, ready } = useTranslation("common", { useSuspense: false });
  const text = label ?? (ready ? t("status.loading") : "…");
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}
