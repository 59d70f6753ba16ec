import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

/**
 * The form as sent, judged by no rule: what a button with formNoValidate (Previous, Upload,
 * Pay…) is checked with, in the browser and on the server, so it keeps what was typed
 * without showing errors.
 */
export const uncheckedForm = z.object({}).loose();

type Submitter = HTMLInputElement | HTMLButtonElement | null;

/**
 * conform's onValidate for a form whose secondary buttons carry formNoValidate. conform 1.x
 * validates every submit whatever button sent it, and stops one with errors, so without
 * this Previous would wait for the step to be valid once JavaScript runs (without it, the
 * browser honours formNoValidate itself). Such a submitter is judged by no rule.
 */
export function validateUnlessFormNoValidate<Schema extends z.ZodType>(schema: Schema) {
  return ({ formData, submitter }: { formData: FormData; submitter: Submitter }) =>
    parseWithZod(formData, { schema: submitter?.formNoValidate ? (uncheckedForm as unknown as Schema) : schema });
}
