import * as z from "zod";

/**
 * The Close account form (docs/accounts.md "Closing your account"): the member's password,
 * checked by close_my_account; the password is the confirmation.
 */
export const CloseAccountSchema = z.object({
  password: z.string({ error: "Enter your password to close your account" }).max(200, { error: "That password is not right" }),
});
