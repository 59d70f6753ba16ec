import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { initialsOf } from "./avatar";
import { countWords, ProfileSchema, TRADE_NEEDS } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: ProfileSchema });
};
/** The field messages of a refused form (none for one that passed). */
const errorsOf = (fields: Record<string, string>) => {
  const result = form(fields);
  return result.status === "success" ? null : result.error;
};

describe("the profile form's rules", () => {
  test("blank optional fields are left out; phones and postcode come back normalised", () => {
    const result = form({ fullName: " Jo Bloggs ", userType: "buyer", phone: "+44 121 496 0734", postcode: "b112de", town: "" });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({ fullName: "Jo Bloggs", userType: "buyer", phone: "0121 496 0734", postcode: "B11 2DE" });
  });

  test("a trade seller account needs a company name and a business phone", () => {
    expect(errorsOf({ fullName: "Jo Bloggs", userType: "trade_seller" })).toMatchObject({ companyName: [TRADE_NEEDS.companyName], companyTel: [TRADE_NEEDS.companyTel] });
    expect(form({ fullName: "Jo Bloggs", userType: "trade_seller", companyName: "Jo's Gensets", companyTel: "020 7946 0000" }).status).toBe("success");
  });

  test("an account type outside the three, and a bio past 100 words, are refused", () => {
    expect(errorsOf({ fullName: "Jo Bloggs", userType: "staff" })).toMatchObject({ userType: ["Choose an account type"] });
    const bio = (words: number) => Array.from({ length: words }, () => "word").join("  \n");
    expect(form({ fullName: "Jo Bloggs", userType: "buyer", bio: bio(100) }).status).toBe("success");
    expect(errorsOf({ fullName: "Jo Bloggs", userType: "buyer", bio: bio(101) })).toMatchObject({ bio: ["Bio must be 100 words or fewer"] });
  });

  test("words and initials as people read them", () => {
    expect(countWords("  one\ttwo\n\nthree  ")).toBe(3);
    expect(countWords("")).toBe(0);
    expect(initialsOf("Rachel Okafor")).toBe("RO");
    expect(initialsOf("demo-trade")).toBe("DT");
  });
});
