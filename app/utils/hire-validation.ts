import * as z from "zod";
import { CAPTCHA_MESSAGE, CONSENT_MESSAGE, fuelTankChoices } from "~/content/hire";
import { formatNumber } from "~/utils/format";
import { emailAddress, optionalText, phoneNumber, requiredText, ukPostcode } from "~/utils/validation";

const todayUtc = () => new Date().toISOString().slice(0, 10);

function wholeNumber(label: string, min: number, max: number, unit = "") {
  const range = `${label} must be a whole number from ${min} to ${formatNumber(max)}${unit}`;
  return z.number({ error: `${label} must be a number` }).int(range).min(min, range).max(max, range).optional();
}

/** The hire quote request (docs/spec/01-marketplace-core.md §2 "Hire quote page", §5 "Hire form"); hire_requests' checks mirror it. */
export const HireRequestSchema = z.object({
  name: requiredText("Full name", 120),
  email: emailAddress(),
  phone: phoneNumber("Phone number"),
  companyName: optionalText("Company name", 150),
  location: requiredText("Hire location", 150),
  postcode: ukPostcode,
  powerRequirement: optionalText("Power requirement", 100),
  duration: optionalText("Hire duration", 100),
  startDate: z.iso
    .date({ error: "Please enter a valid date" })
    .refine((date) => date >= todayUtc(), "The start date cannot be in the past")
    .optional(),
  description: optionalText("Project description", 2000),
  fuelTankRequired: z.enum(fuelTankChoices, { error: "Choose Yes or No" }).optional(),
  fuelTankCapacity: wholeNumber("Fuel tank capacity", 1, 100_000, " litres"),
  hoursPerWeek: wholeNumber("Hours per week", 1, 168),
  specialRequests: optionalText("Special requests", 2000),
  consent: z.boolean({ error: CONSENT_MESSAGE }).refine((given) => given, CONSENT_MESSAGE),
  captcha: z.string({ error: CAPTCHA_MESSAGE }).trim().min(1, CAPTCHA_MESSAGE),
});

export type HireRequest = z.infer<typeof HireRequestSchema>;
