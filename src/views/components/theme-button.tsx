import type { ButtonHTMLAttributes } from "react";

export type ThemeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
  label: string;
  /** PrimeIcons classes, e.g. "pi pi-refresh". */
  icon?: string;
  variant?: "outlined" | "text";
  loading?: boolean;
};

/**
 * A button in the PrimeReact theme's look without PrimeReact's JavaScript: the pages that must load fast
 * (login, password, errors, maintenance) use it; screens inside the layout use `primereact/button`.
 */
export function ThemeButton({ label, icon, variant, loading = false, className, disabled, ...rest }: ThemeButtonProps) {
  const classes = [
    "p-button p-component",
    variant ? `p-button-${variant}` : "",
    loading ? "p-button-loading" : "",
    className ?? "",
  ];
  const iconClass = loading ? "pi pi-spin pi-spinner" : icon;
  return (
    <button
      type="button"
      {...rest}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {iconClass ? <span className={`p-button-icon p-button-icon-left ${iconClass}`} aria-hidden="true" /> : null}
      <span className="p-button-label">{label}</span>
    </button>
  );
}
