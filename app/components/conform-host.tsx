import { parse, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLayoutEffect, useSyncExternalStore } from "react";
import type * as z from "zod";
import type { HostedForm } from "./form-hosts";

/**
 * conform's useForm for one hosted form (see `form-hosts.tsx`): it attaches conform to the
 * form element by its id and hands the metadata to the form after every render. Loaded with
 * the form's schema on first use, never with the page.
 */
export function ConformHost({ form: hosted }: { form: HostedForm }) {
  // Re-render (and so tell conform) when the form's options carry a new verdict.
  useSyncExternalStore(hosted.subscribeToOptions, hosted.optionsVersion, hosted.optionsVersion);
  const [form, fields] = useForm(hosted.options());
  useLayoutEffect(() => hosted.publish([form, fields]));
  return null;
}

/** A form's check in the browser: its zod schema, as the server's action parses it. */
export function validatorFor(schema: z.ZodType) {
  return ({ formData, submitter }: { formData: FormData; submitter: HTMLInputElement | HTMLButtonElement | null }) => {
    if (!submitter?.formNoValidate) return parseWithZod(formData, { schema });
    // A button with formNoValidate (Previous, Upload, Pay…) sends the form as it is, as the
    // browser does without JavaScript. conform's own checks (a field left) come with such a
    // button too, carrying an intent (a parse with an intent is never a 'success'): those
    // are judged.
    const asSent = parse(formData, { resolve: (value) => ({ value }) });
    return asSent.status === "success" ? asSent : parseWithZod(formData, { schema });
  };
}
