import type { FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, FormEvent } from "react";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms";
import { getInputProps, getSelectProps, getTextareaProps } from "~/utils/conform-helpers";
import * as styles from "../styles.css";
import type { FieldRow, FieldSpec } from "../wizard-view.server";

// conform's fields of a step's form, by name (their types are the step's schema's; here any).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StepFieldsMetadata = Record<string, FieldMetadata<any, any, string[]>>;

/** What a step adds to a field that is behaviour rather than words: the brand's onChange, the postcode's upper-casing. */
export type FieldBehaviour = {
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
};

/**
 * A step's fields drawn from the loader's description of them (wizard-view.server.ts
 * stepView: labels, help, choices, attributes), so the page's script carries no field's words;
 * a row of two sits side by side. `shown` leaves a field out (Specs' brand name until Other).
 */
export function StepFields({
  rows,
  fields,
  behaviour = {},
  shown = () => true,
}: {
  rows: FieldRow[];
  fields: object;
  behaviour?: Record<string, FieldBehaviour>;
  shown?: (name: string) => boolean;
}) {
  const byName = fields as StepFieldsMetadata;
  const drawn = rows.map((row) => {
    const controls = row
      .filter((spec) => shown(spec.name))
      .map((spec) => <StepField key={spec.name} spec={spec} field={byName[spec.name]!} behaviour={behaviour[spec.name]} />);
    return row.length > 1 ? (
      <div key={row[0]!.name} className={styles.pair}>
        {controls}
      </div>
    ) : (
      controls
    );
  });
  return <>{drawn}</>;
}

function StepField({ spec, field, behaviour }: { spec: FieldSpec; field: StepFieldsMetadata[string]; behaviour?: FieldBehaviour }) {
  const { control, label, help, optional } = spec;
  const frame = { label, help, errors: field.errors };
  if (control === "select") {
    return (
      <SelectField
        {...frame}
        optional={optional}
        placeholder={spec.placeholder}
        options={spec.options ?? []}
        selectProps={{ ...getSelectProps(field), onChange: behaviour?.onChange }}
      />
    );
  }
  if (control === "textarea") return <TextareaField {...frame} optional={optional} textareaProps={{ ...getTextareaProps(field), rows: 6 }} />;
  if (control === "checkbox") return <CheckboxField {...frame} inputProps={getInputProps(field, { type: "checkbox" })} />;
  return (
    <Field
      {...frame}
      optional={optional}
      inputProps={{ ...getInputProps(field, { type: control }), ...spec.attributes, onInput: behaviour?.onInput }}
    />
  );
}
