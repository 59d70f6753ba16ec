import * as z from "zod";

/**
 * The form as sent, judged by no rule: what the server replies with for a button with
 * formNoValidate (Upload, Pay…), so the form keeps what was typed without showing errors.
 * (In the browser, useFormValidatedOnFirstUse lets such a button through.)
 */
export const uncheckedForm = z.object({}).loose();
