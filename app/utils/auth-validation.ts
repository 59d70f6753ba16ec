import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod";
import type { CaptchaActionData } from "./captcha";
import { emailAddress, phoneNumber, requiredText } from "./validation";

// The sign-in, sign-up and password forms' schemas. The pages' loaders and actions use them
// on the server; the browser loads this module only through import(), on a form's first
// focus (utils/validation-on-first-use.ts), so zod stays off the pages' first load.

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
export const PASSWORDS_MISMATCH = "Passwords don't match!";

/** The sign-in forms' email: the one rule, and the spec's one message when it is missing. */
export const emailField = emailAddress(EMAIL_MESSAGE);

export const passwordField = z.string({ error: PASSWORD_MESSAGE }).min(6, PASSWORD_MESSAGE).max(72, "Password must be at most 72 characters");

/** The sign-in card's Sign In form (its Become a Member mode posts the sign-up form below). */
export const signInSchema = z.object({
  intent: z.literal("signin"),
  email: emailField,
  password: passwordField,
  redirectTo: z.string().optional(),
});

export const TERMS_MESSAGE = "Please accept the Terms of Service and Privacy Policy to continue";

/** A member's own names (profiles.first_name, last_name): the header greets by the first. */
export const NAME_MAX = 100;

const signupCommon = {
  firstName: requiredText("First name", NAME_MAX),
  lastName: requiredText("Last name", NAME_MAX),
  email: emailField,
  password: passwordField,
  confirmPassword: z.string({ error: "Please confirm your password" }),
  terms: z.literal("on", { error: TERMS_MESSAGE }),
  redirectTo: z.string().optional(),
};

/**
 * The one sign-up form, on /signup and in the sign-in card's Become a Member mode (docs/spec/01-marketplace-core.md
 * §5): everyone gives their first and last name (so the site can greet them by name, never
 * by a piece of their email), email, password and confirmation; a buyer and a private seller
 * optionally a phone; a dealer also their company name and business phone. The terms box and
 * matching passwords for all.
 */
export const signupSchema = z
  .discriminatedUnion("account", [
    z.object({ account: z.literal("buyer"), ...signupCommon, phone: phoneNumber("Phone").optional() }),
    z.object({ account: z.literal("private"), ...signupCommon, phone: phoneNumber("Phone").optional() }),
    z.object({
      account: z.literal("dealer"),
      ...signupCommon,
      companyName: requiredText("Company name", 200).min(2, "Company name must be at least 2 characters"),
      phone: phoneNumber("Business phone"),
    }),
  ])
  .refine((value) => value.password === value.confirmPassword, {
    message: PASSWORDS_MISMATCH,
    path: ["confirmPassword"],
    // Said beside the other fields' errors (a missing terms box too), not only once they are right.
    when: ({ value }) => {
      const sent = value as { password?: unknown; confirmPassword?: unknown };
      return passwordField.safeParse(sent.password).success && typeof sent.confirmPassword === "string";
    },
  });

/** /forgot-password: the email a reset link is sent to. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** /reset-password: the new password, twice. */
export const resetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string({ error: "Please confirm your password" }) })
  .refine((value) => value.password === value.confirmPassword, { message: PASSWORDS_MISMATCH, path: ["confirmPassword"] });

/** What the sign-in card's action answers: the form's result, and the captcha once the email needs one. */
export type AuthActionData = CaptchaActionData & {
  result: SubmissionResult<string[]> | null;
  demoError?: string;
  /** The email needs the code in the picture with its password (5 checks in 15 minutes). */
  captchaRequired?: boolean;
};
