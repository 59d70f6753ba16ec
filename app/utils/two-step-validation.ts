import * as z from "zod";

// The two-step sign-in forms' schemas (the code page, and Account's Two-step sign-in panel).
// The browser loads this module only through import(), on a form's first focus
// (utils/validation-on-first-use.ts), so zod stays off the pages' first load.

export const CODE_MESSAGE = "Enter the 6-digit code your authenticator app shows";

/** A TOTP code as people type it: six digits, spaces allowed ("123 456"). */
const codeField = z
  .string({ error: CODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE));

/** /auth/two-step: the code, and where to go afterwards. */
export const twoStepCodeSchema = z.object({ code: codeField, redirectTo: z.string().max(2000).optional() });

/** Account: confirming a new factor (its id from the enrol step, and its key shown again if the code was wrong). */
export const twoStepConfirmSchema = z.object({
  code: codeField,
  factorId: z.uuid({ error: "Start setting up two-step sign-in again" }),
  secret: z
    .string()
    .regex(/^[A-Z2-7]{16,64}$/)
    .optional(),
});

/** Account: turning two-step sign-in off needs a code from the app. */
export const twoStepRemoveSchema = z.object({ code: codeField });
