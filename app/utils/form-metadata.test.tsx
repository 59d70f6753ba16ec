// @vitest-environment node
import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { serverVerdictMetadata, type ServerVerdictOptions } from "./form-metadata";

type Input = { name: string; age: number; terms: boolean; kind: string; notes: string; extras: string[] };

/** A form drawn from metadata the way our forms draw it (conform's prop helpers). */
function Fields({ metadata }: { metadata: readonly [FormMetadata<Input>, ReturnType<FormMetadata<Input>["getFieldset"]>] }) {
  const [form, fields] = metadata;
  return (
    <form {...getFormProps(form)}>
      <p id={form.errorId}>{form.errors?.join(" ")}</p>
      <input {...getInputProps(fields.name, { type: "text" })} />
      <input {...getInputProps(fields.age, { type: "number" })} />
      <input {...getInputProps(fields.terms, { type: "checkbox" })} />
      <select {...getSelectProps(fields.kind)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <textarea {...getTextareaProps(fields.notes)} />
      {getCollectionProps(fields.extras, { type: "checkbox", options: ["x", "y"] }).map(({ key, ...props }) => (
        <input key={key} {...props} />
      ))}
      {Object.entries(form.allErrors).map(([name, messages]) => (
        <span key={name}>{`${name}: ${messages?.join(", ")}`}</span>
      ))}
    </form>
  );
}

function WithConform({ options }: { options: ServerVerdictOptions<Input> }) {
  return <Fields metadata={useForm<Input>(options)} />;
}

const options: ServerVerdictOptions<Input> = {
  id: "sample",
  defaultValue: { name: "Priya", age: 42, terms: true, kind: "b", notes: "", extras: ["y"] },
  constraint: { name: { required: true, maxLength: 80 }, age: { min: 1, max: 120 }, notes: { maxLength: 500 } },
};

const refused: SubmissionResult<string[]> = {
  status: "error",
  initialValue: { name: "", age: "300", kind: "a", notes: "Too long?", extras: ["x", "y"] },
  error: { "": ["Please check the form"], name: ["Name is required"], age: ["At most 120"], notes: null },
};

describe("serverVerdictMetadata draws a form as conform's useForm does", () => {
  test.each([
    ["a fresh form with defaults and constraints", options],
    ["a form the server refused (its values and messages)", { ...options, lastResult: refused }],
    ["a form with no defaults", { id: "empty" }],
  ])("%s", (_, formOptions) => {
    const conform = renderToStaticMarkup(<WithConform options={formOptions} />);
    const fromVerdict = renderToStaticMarkup(<Fields metadata={serverVerdictMetadata(formOptions)} />);
    expect(fromVerdict).toBe(conform);
  });
});
