import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod";
import type { CaptchaActionData } from "./captcha";
import type { UserType } from "./user";
import { emailAddress, phoneNumber, requiredText, typedText } from "./validation";

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

/**
 * The account types a member signs up as (spec 01 §4's roles; the spec's sign-up page calls a
 * trade seller a dealer), as the URL (`?account=`) and the form name them.
 */
export const signupAccounts = ["buyer", "private", "dealer"] as const;
export type SignupAccount = (typeof signupAccounts)[number];

/** The profile's user_type each account type signs up with (the sign-up trigger copies it). */
export const signupUserTypes: Record<SignupAccount, UserType> = {
  buyer: "buyer",
  private: "private_seller",
  dealer: "trade_seller",
};

export function isSignupAccount(value: unknown): value is SignupAccount {
  return typeof value === "string" && (signupAccounts as readonly string[]).includes(value);
}

const signupCommon = {
  email: emailField,
  password: passwordField,
  confirmPassword: z.string({ error: "Please confirm your password" }),
  terms: z.literal("on", { error: TERMS_MESSAGE }),
  redirectTo: z.string().optional(),
};

/**
 * The one sign-up form, on /signup and in the sign-in card's Become a Member mode (spec 01
 * §5): a buyer gives email, password, confirmation and optionally a phone; a private seller
 * the same and optionally the name buyers will see; a dealer their company name, business
 * email and business phone. The terms box and matching passwords for all.
 */
export const signupSchema = z
  .discriminatedUnion("account", [
    z.object({ account: z.literal("buyer"), ...signupCommon, phone: phoneNumber("Phone").optional() }),
    z.object({
      account: z.literal("private"),
      ...signupCommon,
      fullName: typedText("Your name")
        .min(2, "Full name must be at least 2 characters")
        .max(200, "Full name must be 200 characters or fewer")
        .optional(),
      phone: phoneNumber("Phone").optional(),
    }),
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

export const demoAccounts = {
  buyer: { email: "demo-buyer@genmarket.test", label: "Buyer", description: "Browse, save listings and message sellers" },
  private: { email: "demo-private@genmarket.test", label: "Private Seller", description: "List and auction your own generator" },
  trade: { email: "demo-trade@genmarket.test", label: "Trade Seller", description: "Dealer account with weekly packages" },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

export function isDemoAccount(value: unknown): value is DemoAccount {
  return typeof value === "string" && Object.hasOwn(demoAccounts, value);
}

/** What the sign-in card's action answers: the form's result, and the captcha once the email needs one. */
export type AuthActionData = CaptchaActionData & {
  result: SubmissionResult<string[]> | null;
  demoError?: string;
  /** The email needs the code in the picture with its password (5 checks in 15 minutes). */
  captchaRequired?: boolean;
};
