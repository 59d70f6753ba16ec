import { describe, expect, test } from "vitest";
import { formatGBP } from "./format";

describe("formatGBP", () => {
  test("whole pounds without decimals, with en-GB grouping", () => {
    expect(formatGBP(0)).toBe("£0");
    expect(formatGBP(25000)).toBe("£25,000");
  });

  test("pence to two places", () => {
    expect(formatGBP(8.95)).toBe("£8.95");
    expect(formatGBP(49.5)).toBe("£49.50");
  });
});
