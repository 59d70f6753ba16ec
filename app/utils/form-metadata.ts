import type { DefaultValue, FormMetadata, SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useRef } from "react";

/** A field's constraint as conform knows it (`getZodConstraint` on the server). */
type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
  accept?: string;
};

/** What a form's metadata is made from, before (or without) conform's useForm. */
export type ServerVerdictOptions<Input extends Record<string, unknown>> = {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Input>;
  constraint?: Record<string, Constraint>;
};

type Values = Record<string, unknown> | undefined;

/** conform's serialisation of default values: booleans as 'on', numbers and dates as text. */
function serialize(value: unknown): unknown {
  if (value === null || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "on" : null;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString().slice(0, -1);
  if (Array.isArray(value)) return value.map(serialize);
  if (typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serialize(item)]));
  return undefined;
}

/** conform's normalisation of values: empty text, null and empty lists or groups are no value. */
function normalize(value: unknown): unknown {
  if (value === "" || value === null) return undefined;
  if (Array.isArray(value)) return value.length ? value.map(normalize) : undefined;
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, normalize(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** The value at a conform field name (`a`, `a.b`, `a[0]`). */
function valueAt(values: Values, name: string): unknown {
  if (!name) return values;
  return name
    .split(/\.|\[(\d+)\]/)
    .filter((segment) => segment !== undefined && segment !== "")
    .reduce<unknown>((parent, segment) => (parent && typeof parent === "object" ? (parent as Record<string, unknown>)[segment] : undefined), values);
}

type Errors = Record<string, string[] | null> | undefined;

function isWithin(key: string, name: string) {
  return !name || key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`);
}

function fieldMetadata(formId: string, name: string, values: Values, options: ServerVerdictOptions<Record<string, unknown>>): unknown {
  const id = name ? `${formId}-${name}` : formId;
  const errors: Errors = options.lastResult?.error ?? undefined;
  const initialValue = valueAt(values, name);
  // As conform keeps them: null is "checked, no message" and still counts as a verdict.
  const fieldErrors = errors?.[name];
  return {
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue,
    value: initialValue,
    defaultValue: typeof initialValue === "string" ? initialValue : Array.isArray(initialValue) ? initialValue[0] : undefined,
    defaultOptions:
      typeof initialValue === "string" ? [initialValue] : Array.isArray(initialValue) && initialValue.every((item) => typeof item === "string") ? initialValue : undefined,
    defaultChecked: initialValue === "on" ? true : undefined,
    errors: fieldErrors,
    allErrors: Object.fromEntries(Object.entries(errors ?? {}).filter(([key]) => isWithin(key, name))),
    valid: name ? !Object.entries(errors ?? {}).some(([key, messages]) => isWithin(key, name) && messages !== undefined) : !Object.keys(errors ?? {}).length,
    dirty: false,
    key: undefined,
    ...(name ? options.constraint?.[name] : undefined),
    getFieldset: () => fieldset(formId, name, values, options),
    getFieldList: () =>
      (Array.isArray(initialValue) ? initialValue : []).map((_, index) => fieldMetadata(formId, `${name}[${index}]`, values, options)),
  };
}

function fieldset(formId: string, prefix: string, values: Values, options: ServerVerdictOptions<Record<string, unknown>>) {
  return new Proxy(
    {},
    {
      get: (_, key) => (typeof key === "string" ? fieldMetadata(formId, prefix ? `${prefix}.${key}` : key, values, options) : undefined),
    },
  );
}

/**
 * A form's metadata in conform's shape (ids, names, initial values, constraints, the
 * server's errors) made from the server's last verdict alone, so a form renders exactly as
 * it will under conform's useForm without loading conform. It has no `onSubmit`: a submit
 * goes to the server, which judges it as it does without JavaScript.
 */
export function serverVerdictMetadata<Input extends Record<string, unknown>>(options: ServerVerdictOptions<Input>) {
  const general = options as ServerVerdictOptions<Record<string, unknown>>;
  const values = normalize(options.lastResult?.initialValue ?? serialize(options.defaultValue ?? {})) as Values;
  const form = {
    ...(fieldMetadata(options.id, "", values, general) as object),
    id: options.id,
    status: options.lastResult?.status,
    errors: options.lastResult?.error?.[""],
    noValidate: true,
    onSubmit: undefined,
  } as unknown as FormMetadata<Input, string[]>;
  return [form, form.getFieldset()] as const;
}

/**
 * What conform does with a server verdict that arrives while the page is open: a refusal
 * moves focus to the first field it names, and a reply that resets the form resets it.
 * (On the first render the error summary's autofocus does it, as without JavaScript.)
 */
function useServerVerdictEffects(formId: string, lastResult: SubmissionResult<string[]> | null | undefined, active: boolean) {
  const previous = useRef(lastResult);
  useEffect(() => {
    if (previous.current === lastResult) return;
    previous.current = lastResult;
    const form = document.forms.namedItem(formId);
    if (!active || !form || !lastResult) return;
    if (lastResult.initialValue === null) {
      form.reset();
      return;
    }
    if (lastResult.status !== "error") return;
    for (const element of Array.from(form.elements)) {
      const name = element.getAttribute("name");
      if (name && lastResult.error?.[name]?.length && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
  }, [formId, lastResult, active]);
}

/**
 * A form the server alone validates (no schema in the browser): conform's metadata from the
 * server's verdict, and conform's focus on the first refused field, without conform. `active`
 * false hands those effects over (to conform, once `useFormValidatedOnFirstUse` has it).
 */
export function useServerVerdictForm<Input extends Record<string, unknown>>(options: ServerVerdictOptions<Input>, active = true) {
  const { id, lastResult } = options;
  // The metadata follows the verdict; defaults and constraints are the first render's, as in conform.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const metadata = useMemo(() => serverVerdictMetadata(options), [id, lastResult]);
  useServerVerdictEffects(id, lastResult, active);
  return metadata;
}
