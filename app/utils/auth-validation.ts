import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod";
import type { CaptchaActionData } from "./captcha";
import { emailAddress } from "./validation";

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
export const PASSWORDS_MISMATCH = "Passwords don't match!";

/** The sign-in forms' email: the one rule, and the spec's one message when it is missing. */
export const emailField = emailAddress(EMAIL_MESSAGE);

export const passwordField = z.string({ error: PASSWORD_MESSAGE }).min(6, PASSWORD_MESSAGE).max(72, "Password must be at most 72 characters");

/** The sign-in card: Sign In, or Become a Member (a quick buyer account), by intent. */
export const authFormSchema = z.object({
  intent: z.enum(["signin", "signup"]),
  email: emailField,
  password: passwordField,
  redirectTo: z.string().optional(),
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
