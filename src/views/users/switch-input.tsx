import { InputSwitch } from "primereact/inputswitch";

/**
 * PrimeReact's InputSwitch puts role="checkbox" on its wrapper around the real switch input (nested interactive
 * controls for screen readers): the wrapper loses the role, the input keeps role="switch".
 */
const PLAIN_ROOT = { root: { role: undefined, "aria-checked": undefined } };

export type SwitchInputProps = {
  readonly inputId: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  /** The id of the text that explains the switch. */
  readonly describedBy?: string;
};

/** A switch of the users page (spec 4, permission toggle; the user's own switches). */
export function SwitchInput({ inputId, checked, onChange, disabled, describedBy }: SwitchInputProps) {
  return (
    <InputSwitch
      inputId={inputId}
      checked={checked}
      onChange={(event) => onChange(Boolean(event.value))}
      disabled={disabled}
      pt={{ ...PLAIN_ROOT, input: describedBy ? { "aria-describedby": describedBy } : {} }}
    />
  );
}
