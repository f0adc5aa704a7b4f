/** The value of a dropdown or multiselect option: an id or a code. */
export type OptionValue = string | number;

export type FieldOption<V extends OptionValue = OptionValue> = {
  readonly value: V;
  readonly label: string;
  readonly disabled?: boolean;
};
