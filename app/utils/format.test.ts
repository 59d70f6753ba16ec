import { describe, expect, test } from "vitest";
import { formatDate, formatDateTime, formatDayMonth, formatCount, formatDuration, formatGBP, formatGBPWithPence, formatHours, formatKva, formatKw, formatNumber, formatPower, formatTimeLeft, telHref } from "./format";

describe("formatGBP", () => {
  test("whole pounds without decimals, with en-GB grouping", () => {
    expect(formatGBP(0)).toBe("£0");
    expect(formatGBP(480)).toBe("£480");
    expect(formatGBP(1349)).toBe("£1,349");
    expect(formatGBP(25000)).toBe("£25,000");
    expect(formatGBP(640000)).toBe("£640,000");
  });

  test("pence to two places", () => {
    expect(formatGBP(8.95)).toBe("£8.95");
    expect(formatGBP(49.5)).toBe("£49.50");
  });
});

describe("numbers, power and hours", () => {
  test("en-GB grouping and units", () => {
    expect(formatNumber(12500)).toBe("12,500");
    expect(formatKw(0.9)).toBe("0.9 kW");
    expect(formatKw(1280)).toBe("1,280 kW");
    expect(formatKva(2.25)).toBe("2.25 kVA");
    // Both units, kVA first, at the 0.8 power factor (content/power.ts); no break inside a figure.
    expect(formatPower(80)).toBe("100\u00a0kVA / 80\u00a0kW");
    expect(formatPower(2.2)).toBe("2.75\u00a0kVA / 2.2\u00a0kW");
    expect(formatPower(1600)).toBe("2,000\u00a0kVA / 1,600\u00a0kW");
    expect(formatHours(1120)).toBe("1,120 hrs");
  });

  test("a count that stopped early says 'or more'", () => {
    expect(formatCount(1000, true)).toBe("1,000");
    expect(formatCount(1000, false)).toBe("1,000+");
  });
});

describe("the same digits as Intl's en-GB", () => {
  // format.ts groups numbers itself (no Intl at start-up); Intl stays the definition of right.
  const intlNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
  const intlPounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
  const intlPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });
  const edges = [0, -0, 0.001, 0.004, 0.005, 0.015, 1.005, 1.255, 2.675, 9.995, 99.999, 999.995, 1000, 999_999.995, -1.005, -2500, 0.1 + 0.2, 1e15 + 0.5, 123456789.125];
  // A fixed generator, so a failure names the same values every run.
  let seed = 20261130;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const generated = Array.from({ length: 3000 }, (_, index) => {
    const scale = 10 ** Math.floor(next() * 9);
    const value = next() * scale;
    return index % 3 === 0 ? Math.round(value) : index % 3 === 1 ? Math.round(value * 100) / 100 : value;
  });

  test("every generated number and amount", () => {
    for (const value of [...edges, ...generated]) {
      expect(formatNumber(value), String(value)).toBe(intlNumber.format(value));
      const money = Number.isInteger(value) ? intlPounds : intlPence;
      expect(formatGBP(value), String(value)).toBe(money.format(value));
      expect(formatGBPWithPence(value), String(value)).toBe(intlPence.format(value));
    }
  });
});

describe("telHref", () => {
  test("UK numbers as typed become international tel: links", () => {
    expect(telHref("0121 496 0734")).toBe("tel:+441214960734");
    expect(telHref("07700 900142")).toBe("tel:+447700900142");
    expect(telHref("(020) 7946-0518")).toBe("tel:+442079460518");
  });

  test("numbers already international keep their country code", () => {
    expect(telHref("+44 113 496 0123")).toBe("tel:+441134960123");
    expect(telHref("00353 1 234 5678")).toBe("tel:+35312345678");
  });
});

describe("dates", () => {
  test("in UK time, summer time included", () => {
    expect(formatDate("2026-11-21T23:30:00Z")).toBe("21 Nov 2026");
    expect(formatDate("2026-06-30T23:30:00Z")).toBe("1 Jul 2026");
    expect(formatDateTime("2026-06-30T13:05:00Z")).toBe("30 Jun 2026, 14:05");
  });
});

describe("formatTimeLeft", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  const inSeconds = (s: number) => new Date(now + s * 1000).toISOString();

  test("days and hours, else hours and minutes, else minutes and seconds", () => {
    expect(formatTimeLeft(inSeconds(2 * 86_400 + 5 * 3_600 + 59), now)).toBe("2d 5h");
    expect(formatTimeLeft(inSeconds(86_400), now)).toBe("1d 0h");
    expect(formatTimeLeft(inSeconds(3 * 3_600 + 12 * 60 + 30), now)).toBe("3h 12m");
    expect(formatTimeLeft(inSeconds(14 * 60 + 5), now)).toBe("14m 05s");
    expect(formatTimeLeft(inSeconds(1), now)).toBe("0m 01s");
  });

  test("null once the end has passed, whatever the browser's zone", () => {
    expect(formatTimeLeft(inSeconds(0), now)).toBeNull();
    expect(formatTimeLeft(inSeconds(-60), now)).toBeNull();
    expect(formatTimeLeft("not a date", now)).toBeNull();
  });
});

describe("formatDayMonth", () => {
  test("a day as the statistics label it, in UK time", () => {
    expect(formatDayMonth("2026-11-27")).toBe("27 Nov");
    expect(formatDayMonth("2026-06-30")).toBe("30 Jun");
  });
});

describe("formatDuration", () => {
  test("response times, from under a minute to days", () => {
    expect(formatDuration(0.4)).toBe("under 1 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1h");
    expect(formatDuration(200)).toBe("3h 20m");
    expect(formatDuration(1_440)).toBe("1d");
    expect(formatDuration(3_125)).toBe("2d 4h");
  });
});
