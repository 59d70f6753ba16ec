import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { getInputProps, getSelectProps, getTextareaProps } from "~/utils/conform-helpers";
import { CheckboxField, Field, SelectField, TextareaField } from "./forms";

/**
 * The fields of forms.tsx fed by conform: the control's props and the errors both come from
 * the field's metadata, so a form names each field once. Extra control props override conform's.
 */
type FieldMeta = Parameters<typeof getInputProps>[0];

type FrameProps = { label: ReactNode; help?: ReactNode; optional?: boolean; field: FieldMeta };

export function InputField({
  field,
  type,
  inputProps,
  ...frame
}: FrameProps & { type: "text" | "number" | "email" | "tel" | "date" | "password" | "url"; inputProps?: InputHTMLAttributes<HTMLInputElement> }) {
  return <Field {...frame} inputProps={{ ...getInputProps(field, { type }), ...inputProps }} errors={field.errors} />;
}

export function ChoiceField({
  field,
  selectProps,
  ...frame
}: FrameProps & { options: Array<{ value: string; label: string }>; placeholder?: string; selectProps?: SelectHTMLAttributes<HTMLSelectElement> }) {
  return <SelectField {...frame} selectProps={{ ...getSelectProps(field), ...selectProps }} errors={field.errors} />;
}

export function TickField({ field, label, help }: Omit<FrameProps, "optional">) {
  return <CheckboxField label={label} help={help} inputProps={getInputProps(field, { type: "checkbox" })} errors={field.errors} />;
}

export function TextField({ field, ...frame }: FrameProps) {
  return <TextareaField {...frame} textareaProps={getTextareaProps(field)} errors={field.errors} />;
}
