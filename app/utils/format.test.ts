import { describe, expect, test } from "vitest";
import { formatGbp, formatHours, formatKva, formatKw, formatNumber } from "./format";

describe("formatting", () => {
  test("prices are pounds with en-GB grouping and no pence", () => {
    expect(formatGbp(480)).toBe("£480");
    expect(formatGbp(1349)).toBe("£1,349");
    expect(formatGbp(640000)).toBe("£640,000");
    expect(formatGbp(1349.6)).toBe("£1,350");
  });

  test("numbers, power and hours", () => {
    expect(formatNumber(12500)).toBe("12,500");
    expect(formatKw(0.9)).toBe("0.9 kW");
    expect(formatKw(1280)).toBe("1,280 kW");
    expect(formatKva(2.25)).toBe("2.25 kVA");
    expect(formatHours(1120)).toBe("1,120 hrs");
  });
});
