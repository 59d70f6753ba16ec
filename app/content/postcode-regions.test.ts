import { describe, expect, test } from "vitest";
import { locations } from "./listing-options";
import { regionForPostcode } from "./postcode-regions";

describe("regionForPostcode", () => {
  test("files a postcode under its region, every region reachable", () => {
    const examples = {
      london: "SW1A 1AA",
      east: "CB2 1TN",
      southwest: "TA1 5AB",
      birmingham: "B11 2DE",
      eastmidlands: "NG1 5FS",
      manchester: "M17 1PY",
      leeds: "LS10",
      northeast: "NE11 0JH",
      wales: "CF24 5TH",
      scotland: "G51 3HR",
      northernireland: "BT1 5GS",
    };
    expect(Object.keys(examples).sort()).toEqual(locations.map((location) => location.key).sort());
    for (const [region, postcode] of Object.entries(examples)) expect(regionForPostcode(postcode), postcode).toBe(region);
  });

  test("reads the area's letters only: S is not SA, and lower case counts", () => {
    expect(regionForPostcode("S1 2HE")).toBe("leeds");
    expect(regionForPostcode("sa1 1aa")).toBe("wales");
  });

  test("a place outside the regions, or no postcode, has none", () => {
    expect(regionForPostcode("JE2 3AB")).toBeNull();
    expect(regionForPostcode("12345")).toBeNull();
  });
});
