import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { PASSWORDS_MISMATCH, signupSchema, TERMS_MESSAGE } from "./auth-validation";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: signupSchema });
const errorsFor = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return submission.status === "success" ? {} : submission.error;
};

const complete = { firstName: "Gwen", lastName: "Price", email: "gwen.price@example.co.uk", password: "kohler-20", confirmPassword: "kohler-20", terms: "on" };

describe("sign-up schema", () => {
  test("a buyer and a private seller need only their names, email, password, its confirmation and the terms", () => {
    expect(parse({ account: "buyer", ...complete }).status).toBe("success");
    expect(parse({ account: "private", ...complete }).status).toBe("success");
  });

  test("everyone gives a first and last name, trimmed; anyone's phone is optional, checked when given", () => {
    const submission = parse({ account: "private", ...complete, firstName: "  Gwen ", lastName: " Price", phone: "+44 7700 900142" });
    expect(submission.status === "success" && submission.value).toMatchObject({ firstName: "Gwen", lastName: "Price", phone: "07700 900142" });
    const { firstName: _first, lastName: _last, ...nameless } = complete;
    expect(errorsFor({ account: "dealer", ...nameless, companyName: "Severn Power Hire Ltd", phone: "01452 700900" })).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
    });
    expect(errorsFor({ account: "buyer", ...complete, lastName: "x".repeat(101) })).toEqual({ lastName: ["Last name must be 100 characters or fewer"] });
    expect(errorsFor({ account: "buyer", ...complete, phone: "12" })).toEqual({ phone: ["Please enter a valid phone number"] });
  });

  test("a dealer needs their company name and business phone", () => {
    expect(errorsFor({ account: "dealer", ...complete })).toEqual({
      companyName: ["Company name is required"],
      phone: ["Business phone is required"],
    });
    expect(parse({ account: "dealer", ...complete, companyName: "Severn Power Hire Ltd", phone: "01452 700900" }).status).toBe("success");
  });

  test("mismatched passwords are said beside the missing terms box, not after it", () => {
    const { terms: _terms, ...withoutTerms } = complete;
    expect(errorsFor({ account: "buyer", ...withoutTerms, confirmPassword: "kohler-21" })).toEqual({
      terms: [TERMS_MESSAGE],
      confirmPassword: [PASSWORDS_MISMATCH],
    });
  });

  test("an account type we do not offer is refused", () => {
    expect(parse({ account: "staff", ...complete }).status).toBe("error");
  });
});
