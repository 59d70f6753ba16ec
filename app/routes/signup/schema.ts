import * as z from "zod";
import { emailField, passwordField, PASSWORDS_MISMATCH } from "~/utils/auth-validation";
import { phoneNumber } from "~/utils/validation";

export const TERMS_MESSAGE = "Please accept the Terms of Service and Privacy Policy to continue";

const common = {
  email: emailField,
  password: passwordField,
  confirmPassword: z.string({ error: "Please confirm your password" }),
  terms: z.literal("on", { error: TERMS_MESSAGE }),
};

/** Buyer: email, password, confirm, optional phone. Dealer: company, business email and phone. */
export const signupSchema = z
  .discriminatedUnion("account", [
    z.object({ account: z.literal("buyer"), ...common, phone: phoneNumber("Phone").optional() }),
    z.object({
      account: z.literal("dealer"),
      ...common,
      companyName: z
        .string({ error: "Company name is required" })
        .trim()
        .min(2, "Company name must be at least 2 characters")
        .max(200, "Company name must be at most 200 characters"),
      phone: phoneNumber("Business phone"),
    }),
  ])
  .refine((value) => value.password === value.confirmPassword, { message: PASSWORDS_MISMATCH, path: ["confirmPassword"] });

export type SignupAccount = "buyer" | "dealer";
