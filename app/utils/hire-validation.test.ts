import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { CAPTCHA_MESSAGE, CONSENT_MESSAGE } from "~/content/hire";
import { normalisePostcode } from "~/utils/validation";
import { HireRequestSchema } from "./hire-validation";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  name: "Tom Hughes",
  email: "tom.hughes@example.co.uk",
  phone: "07700 900123",
  location: "Great Yorkshire Showground",
  postcode: "hg2 8qz",
  consent: "on",
  captcha: "Kp7mWx",
};

const errorsFor = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: HireRequestSchema });
  return submission.status === "success" ? {} : submission.error;
};

describe("hire request schema", () => {
  test("the five required fields, consent and captcha are all it needs", () => {
    const submission = parseWithZod(form(valid), { schema: HireRequestSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({ postcode: "HG2 8QZ", consent: true });
  });

  test("each required field has its message", () => {
    const errors = errorsFor({});
    expect(errors).toMatchObject({
      name: ["Full name is required"],
      email: ["Email is required"],
      phone: ["Phone number is required"],
      location: ["Hire location is required"],
      postcode: ["Postcode is required"],
      consent: [CONSENT_MESSAGE],
      captcha: [CAPTCHA_MESSAGE],
    });
  });

  test("formats: email, phone, postcode, numbers and dates", () => {
    expect(errorsFor({ ...valid, email: "tom@" })).toMatchObject({ email: ["Please enter a valid email address"] });
    expect(errorsFor({ ...valid, phone: "call me" })).toMatchObject({ phone: ["Please enter a valid phone number"] });
    expect(errorsFor({ ...valid, phone: "0113 49" })).toMatchObject({ phone: ["Please enter a valid phone number"] });
    expect(errorsFor({ ...valid, postcode: "ABC 123" })).toMatchObject({ postcode: ["Please enter a valid UK postcode"] });
    expect(errorsFor({ ...valid, hoursPerWeek: "lots" })).toMatchObject({ hoursPerWeek: ["Hours per week must be a number"] });
    expect(errorsFor({ ...valid, hoursPerWeek: "169" })).toMatchObject({
      hoursPerWeek: ["Hours per week must be a whole number from 1 to 168"],
    });
    expect(errorsFor({ ...valid, fuelTankCapacity: "2.5" })).toHaveProperty("fuelTankCapacity");
    expect(errorsFor({ ...valid, startDate: "2027-02-30" })).toMatchObject({ startDate: ["Please enter a valid date"] });
    expect(errorsFor({ ...valid, startDate: "2020-01-01" })).toMatchObject({ startDate: ["The start date cannot be in the past"] });
    expect(errorsFor({ ...valid, fuelTankRequired: "Maybe" })).toMatchObject({ fuelTankRequired: ["Choose Yes or No"] });
    expect(errorsFor({ ...valid, hoursPerWeek: "60", fuelTankCapacity: "2000", fuelTankRequired: "Yes", startDate: "2099-06-01" })).toEqual({});
  });

  test("postcodes are upper-cased with one space before the inward code", () => {
    expect(normalisePostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(normalisePostcode(" LS10  1AB ")).toBe("LS10 1AB");
    expect(normalisePostcode("hg2")).toBe("HG2");
  });
});
