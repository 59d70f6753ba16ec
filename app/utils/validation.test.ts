import { describe, expect, test } from "vitest";
import { maxGeneratorYear, optionalText, requiredText } from "./validation";

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
