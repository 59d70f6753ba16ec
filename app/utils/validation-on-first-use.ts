import { parse, useForm, type Submission } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type * as z from "zod";

/** A form's schema: an object of fields in, an object out. */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type Validate<Schema extends FormSchema> = (context: {
  formData: FormData;
  submitter: HTMLInputElement | HTMLButtonElement | null;
}) => Submission<z.input<Schema>, string[], z.output<Schema>>;
type FormOptions<Schema extends FormSchema> = Omit<Parameters<typeof useForm<z.input<Schema>, z.output<Schema>, string[]>>[0], "onValidate">;

/** The fields' constraints a loader hands over (getZodConstraint on the server), for a component's props. */
export type FieldConstraints = NonNullable<FormOptions<FormSchema>["constraint"]>;

/**
 * conform's useForm with the form's zod schema loaded the first time the form takes focus
 * rather than with the page: zod and the schema are about 25 KB gzip, too much for every
 * page's 110 KB (issue 20). Give the form `onFocus={load}` and the options the constraint the
 * loader worked out (`getZodConstraint` on the server).
 *
 * Until the schema arrives a submit goes to the server, which judges it as it does without
 * JavaScript, and a field that is left is only remembered: checking it on the server would be
 * a navigation, and one that lands after Send cancels the real submit. Once the schema is
 * here, the fields left meanwhile are checked.
 */
export function useFormValidatedOnFirstUse<Schema extends FormSchema>(loadSchema: () => Promise<Schema>, options: FormOptions<Schema>) {
  const [validateWithSchema, setValidateWithSchema] = useState<Validate<Schema>>();
  const leftBeforeSchema = useRef(new Set<string>());
  const started = useRef(false);

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    ...options,
    onValidate:
      validateWithSchema ??
      (({ formData }) =>
        parse(formData, {
          resolve(payload, intent) {
            if (!intent) return { value: payload }; // a submit: the server judges it
            if (intent.type === "validate") leftBeforeSchema.current.add(intent.payload.name ?? "");
            return { error: {} }; // a field check: no verdict yet, and no request
          },
        }) as ReturnType<Validate<Schema>>),
  });

  useEffect(() => {
    if (!validateWithSchema) return;
    for (const name of leftBeforeSchema.current) form.validate(name ? { name } : undefined);
    leftBeforeSchema.current.clear();
    // Once, when the schema arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validateWithSchema]);

  function load() {
    if (started.current) return;
    started.current = true;
    Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]) =>
        setValidateWithSchema(() => ({ formData, submitter }: Parameters<Validate<Schema>>[0]) => {
          if (!submitter?.formNoValidate) return parseWithZod(formData, { schema });
          // A button with formNoValidate (Previous, Upload, Pay…) sends the form as it is, as the
          // browser does without JavaScript. conform's own checks (a field left) come with such a
          // button too, carrying an intent (a parse with an intent is never a 'success'): those
          // are judged.
          const asSent = parse(formData, { resolve: (value) => ({ value }) }) as ReturnType<Validate<Schema>>;
          return asSent.status === "success" ? asSent : parseWithZod(formData, { schema });
        }),
      // Offline or a new deploy: the server still judges; the next focus tries again.
      () => (started.current = false),
    );
  }

  return [form, fields, load] as const;
}
