import * as z from "zod";

/**
 * Field rules the public forms share, with the messages people read. Each trims what was
 * typed, so blank input counts as missing.
 */

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or fewer`);
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be ${max} characters or fewer`).optional();
}

export const EMAIL_MAX = 254;

export const emailAddress = z
  .string({ error: "Email is required" })
  .trim()
  .max(EMAIL_MAX, `Email must be ${EMAIL_MAX} characters or fewer`)
  .pipe(z.email({ error: "Please enter a valid email address" }));
