import { isPermitted, TOGGLE_ON } from "../../domain/permissions.ts";
import { SwitchInput } from "./switch-input.tsx";

export type PermissionToggleProps = {
  readonly id: string;
  readonly label: string;
  /** "POS 1": what the permission is called in spec 6, shown small beside its name. */
  readonly code: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly disabled?: boolean;
};

/** One permission as a switch (spec 4): 1 or 2 shows on; switching on emits 2, off 0. */
export function PermissionToggle({ id, label, code, value, onChange, disabled }: PermissionToggleProps) {
  return (
    <div className="permission-toggle">
      <label htmlFor={id}>
        {label} <span className="permission-toggle__code">{code}</span>
      </label>
      <SwitchInput
        inputId={id}
        checked={isPermitted(value)}
        onChange={(on) => onChange(on ? TOGGLE_ON : 0)}
        disabled={disabled}
      />
    </div>
  );
}
