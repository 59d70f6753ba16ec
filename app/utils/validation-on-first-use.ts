import type { Submission } from "@conform-to/react";
import { useRef, useState } from "react";
import type * as z from "zod";

type Validate<Schema extends z.ZodType> = (context: { formData: FormData }) => Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * conform's onValidate for a form's zod schema, loaded the first time the form takes focus
 * rather than with the page: zod and the schema are about 25 KB gzip, too much for every
 * page's 110 KB (issue 20). Give the form `onFocus={validation.load}` and useForm
 * `onValidate: validation.onValidate` and the constraint the loader worked out
 * (`getZodConstraint` on the server). Until the schema arrives conform has no onValidate and
 * the server judges a submit, as it does without JavaScript.
 */
export function useValidationOnFirstUse<Schema extends z.ZodType>(loadSchema: () => Promise<Schema>) {
  const [onValidate, setOnValidate] = useState<Validate<Schema>>();
  const started = useRef(false);
  function load() {
    if (started.current) return;
    started.current = true;
    Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]) =>
        setOnValidate(() => ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema })),
      // Offline or a new deploy: the server still judges; the next focus tries again.
      () => (started.current = false),
    );
  }
  return { onValidate, load };
}
