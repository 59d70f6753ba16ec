import { describe, expect, test } from "vitest";
import { maxGeneratorYear, normalisePostcode, optionalText, phoneNumber, requiredText, ukPostcode } from "./validation";

describe("typed text fields", () => {
  test("a control character anywhere is refused with the field's message; NUL included", () => {
    for (const value of ["Bob\u0000", "\u0001Bob", "Bo\u001bb", "Bob\u007f"]) {
      const result = requiredText("First name", 100).safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("First name cannot contain control characters");
    }
    expect(optionalText("Model", 100).safeParse("EU\u000022i").error?.issues[0]?.message).toBe(
      "Model cannot contain control characters",
    );
  });

  test("tabs and line breaks in a message are kept; the text is trimmed", () => {
    expect(requiredText("Message", 5000).parse("  Hello,\r\n\tis it still for sale?  ")).toBe("Hello,\r\n\tis it still for sale?");
    expect(optionalText("Model", 100).parse(undefined)).toBeUndefined();
  });

  test("blank is missing, and the length limit still applies", () => {
    expect(requiredText("Subject", 5).safeParse("   ").error?.issues[0]?.message).toBe("Subject is required");
    expect(requiredText("Subject", 5).safeParse("Too long").error?.issues[0]?.message).toBe("Subject must be 5 characters or fewer");
  });
});

describe("generator years", () => {
  test("next year comes from the clock the server reads", () => {
    expect(maxGeneratorYear(new Date("2026-12-31T23:59:00Z"))).toBe(2027);
    expect(maxGeneratorYear(new Date("2027-01-01T00:00:00Z"))).toBe(2028);
  });
});

describe("phone numbers and postcodes, as people type them", () => {
  test("UK numbers in any common form are stored in their national form, grouped", () => {
    const phone = phoneNumber("Phone");
    expect(phone.parse("+44 (0)121-496-0734")).toBe("0121 496 0734");
    expect(phone.parse("0044 20 7946 0518")).toBe("020 7946 0518");
    expect(phone.parse("(020) 7946-0518")).toBe("020 7946 0518");
    expect(phone.parse("07700900142")).toBe("07700 900142");
    expect(phone.parse("+447700 900 142")).toBe("07700 900142");
    expect(phone.parse("01452.700.900")).toBe("01452 700900");
    expect(phone.parse("0113 496 0281")).toBe("0113 496 0281");
    expect(phone.parse("0800 123 4567")).toBe("0800 123 4567");
    expect(phone.parse("+1 (212) 555-0100")).toBe("+12125550100");
  });

  test("too few digits, letters or a blank field are refused with the form's words", () => {
    const phone = phoneNumber("Phone");
    expect(phone.safeParse("0121 496").error?.issues[0]?.message).toBe("Please enter a valid phone number");
    expect(phone.safeParse("call 0121 496 0734").error?.issues[0]?.message).toBe("Please enter a valid phone number");
    expect(phone.safeParse("  ").error?.issues[0]?.message).toBe("Phone is required");
  });

  test("postcodes in any case and spacing become the database's form", () => {
    expect(ukPostcode.parse(" b11  2de ")).toBe("B11 2DE");
    expect(normalisePostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(ukPostcode.safeParse("12345").error?.issues[0]?.message).toBe("Please enter a valid UK postcode");
  });
});
