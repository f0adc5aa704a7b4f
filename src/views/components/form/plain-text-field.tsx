import { stripEmoji } from "../../../domain/text.ts";
import { TextField, type TextFieldProps } from "./text-field.tsx";

/** `onChange` receives the text without emoji or other symbols. */
export type PlainTextFieldProps = Pick<
  TextFieldProps,
  "id" | "label" | "value" | "onChange" | "maxLength" | "required" | "disabled" | "placeholder" | "error" | "className"
>;

/** A text field that keeps only letters, digits, spaces, commas, periods and underscores (spec 5.4). */
export function PlainTextField({ onChange, ...field }: PlainTextFieldProps) {
  return <TextField {...field} onChange={(value) => onChange(stripEmoji(value))} />;
}
