import { describe, expect, test } from "vitest";
import { formatMilesAway } from "./format";
import { isTownName, outcodeOf, placeText, placeToSearch } from "./places";

describe("outcodeOf (public.outcode_of's rule)", () => {
  test.each([
    ["ls1 4ap", "LS1"],
    ["LS1", "LS1"],
    ["EC1A1BB", "EC1A"],
    ["  m1   1ae ", "M1"],
    ["LS14", "LS14"],
    ["LS1 4", "LS1"],
    ["ZZ9 9ZZ", "ZZ9"],
  ])("%s is %s", (text, outcode) => expect(outcodeOf(text)).toBe(outcode));

  test.each(["Leeds", "", "1LS", "LS", "SW1A 1AA 1"])("%s is not a postcode", (text) => expect(outcodeOf(text)).toBeNull());

  test("the URL's form is single-spaced and short: a postcode in upper case, a town as typed", () => {
    expect(placeText("  ls1   4ap ")).toBe("LS1 4AP");
    expect(placeText("  newcastle   upon Tyne ")).toBe("newcastle upon Tyne");
    expect(placeText("x".repeat(60))).toHaveLength(40);
  });
});

describe("towns (public.towns' names)", () => {
  test.each(["Leeds", "Newcastle upon Tyne", "Stockton-on-Tees", "St. Ives", "King's Lynn", "Cwmbrân", "Steòrnabhagh", "Ely"])(
    "%s reads as a town, searched by its name",
    (name) => {
      expect(isTownName(name)).toBe(true);
      expect(placeToSearch(` ${name} `)).toBe(name);
    },
  );

  test.each(["", "Ed", "L33ds", "Leeds!", "-Leeds", "x".repeat(41), "SELECT *"])("%s is no town", (text) => expect(isTownName(text)).toBe(false));

  test("a postcode is searched by its outcode, never as a town", () => {
    expect(isTownName("LS1")).toBe(false);
    expect(placeToSearch("ls1 4ap")).toBe("LS1");
  });
});

describe("formatMilesAway", () => {
  test.each([
    [0, "Under 1 mile"],
    [0.6, "Under 1 mile"],
    [1.2, "1 mile away"],
    [12.4, "12 miles away"],
    [12.5, "13 miles away"],
    [1234.2, "1,234 miles away"],
  ])("%s miles", (miles, words) => expect(formatMilesAway(miles)).toBe(words));
});
