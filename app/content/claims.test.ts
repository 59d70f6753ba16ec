import { describe, expect, test } from "vitest";
import { privateSellerReasons } from "./audiences";
import { buyerStats, MIN_COUNT_SHOWN, platformStats, resolveStats, sellerStats, type CountedFigure } from "./claims";
import { company, supportDayCount, supportDays } from "./company";
import { sellReasons } from "./sell-generator";

const counts = (value: number): Record<CountedFigure, number> => ({ listings: value, verifiedSellers: value, buyers: value, tradeSellers: value, members: value });

describe("the figures the pages show", () => {
  test("are counted, never asserted: no percentage, no round-the-clock promise", () => {
    for (const stat of [...buyerStats, ...sellerStats, ...platformStats]) {
      if ("value" in stat) {
        expect(stat.value).not.toMatch(/%|24\/7/);
      }
    }
    for (const reason of [...privateSellerReasons, ...sellReasons]) expect(reason).not.toContain("24/7");
  });

  test("a count below the threshold is left out rather than shown small; one at it is shown", () => {
    expect(resolveStats(platformStats, counts(MIN_COUNT_SHOWN - 1))).toEqual([]);
    expect(resolveStats(platformStats, counts(MIN_COUNT_SHOWN)).map((stat) => stat.value)).toEqual(["50", "50", "50"]);
    expect(resolveStats(buyerStats, null)).toEqual([]);
  });

  test("support is promised on the days the published opening hours cover", () => {
    expect(supportDays).toBe("Monday to Saturday");
    expect(supportDayCount).toBe(company.openingHours.reduce((days, entry) => days + (entry.opens ? entry.dayOfWeek.length : 0), 0));
    expect(resolveStats(sellerStats, null)).toEqual([{ value: `${supportDayCount} days`, label: "A week of phone and email support" }]);
    expect(sellReasons).toContain("Support from people who know generators, Monday to Saturday");
  });
});
