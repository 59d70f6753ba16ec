import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { brandChoice, storedBrand } from "~/content/listing-options";
import { errorsOf, post } from "~/utils/submission-test-helpers";
import { BasicInfoSchema, createSpecsSchema, OTHER_BRAND_MESSAGE } from "./listing-fields";

const maxYear = 2027;
const specs = createSpecsSchema({ maxYear });
const validSpecs = { powerOutput: "88", fuelType: "Diesel", brand: "FG Wilson", year: "2016" };

describe("Basic Info", () => {
  test("every field is required, with the spec's messages; blank text counts as missing", () => {
    expect(errorsOf(parseWithZod(post({ title: "   ", description: " " }), { schema: BasicInfoSchema }))).toEqual({
      title: ["Generator title is required"],
      type: ["Generator type is required"],
      condition: ["Condition is required"],
      description: ["Description is required"],
    });
  });

  test("takes the one type list's keys and the one condition list's only", () => {
    const submission = parseWithZod(
      post({ title: "Honda EU22i", type: "portable", condition: "refurbished", description: "Runs well." }),
      { schema: BasicInfoSchema },
    );
    expect(submission.status).toBe("success");
    for (const condition of ["used-poor", "used-spares-repairs"]) {
      const usedUp = parseWithZod(post({ title: "Old set", type: "dieselStandby", condition, description: "For parts." }), { schema: BasicInfoSchema });
      expect(usedUp.status, condition).toBe("success");
    }
    // The wizard's old category words are no type of the list (a bulk upload reads them, listing-rows.server.ts).
    const wrong = parseWithZod(post({ title: "x", type: "Standby", condition: "broken", description: "x" }), { schema: BasicInfoSchema });
    expect(errorsOf(wrong)).toEqual({ type: ["Generator type is required"], condition: ["Condition is required"] });
  });
});

describe("Specs", () => {
  test("power output, fuel type, brand and year are required; model, hours and key features are optional", () => {
    expect(errorsOf(parseWithZod(post({}), { schema: specs }))).toEqual({
      powerOutput: ["Power output is required"],
      fuelType: ["Fuel type is required"],
      brand: ["Brand is required"],
      year: ["Year is required"],
    });
    const submission = parseWithZod(post(validSpecs), { schema: specs });
    expect(submission.status === "success" && submission.value).toEqual({
      powerOutput: 88,
      powerUnit: "kW",
      fuelType: "Diesel",
      brand: "FG Wilson",
      year: 2016,
      keyFeatures: [],
      sockets: false,
    });
  });

  test("the year runs from 1990 to next year: 1989 and next year + 1 are refused", () => {
    for (const [year, ok] of [["1989", false], ["1990", true], ["2027", true], ["2028", false]] as const) {
      const submission = parseWithZod(post({ ...validSpecs, year }), { schema: specs });
      expect(errorsOf(submission), year).toEqual(ok ? {} : { year: ["Year must be between 1990 and 2027"] });
    }
  });

  test("key features are checkboxes from the spec's list", () => {
    const submission = parseWithZod(post({ ...validSpecs, keyFeatures: ["Remote Start", "Fuel Tank"] }), { schema: specs });
    expect(submission.status === "success" && submission.value.keyFeatures).toEqual(["Remote Start", "Fuel Tank"]);
    expect(parseWithZod(post({ ...validSpecs, keyFeatures: ["Jet Engine"] }), { schema: specs }).status).toBe("error");
  });
});

describe("Specs: what the browse filters ask for", () => {
  test("phase, voltage, acoustic type, enclosure, emissions, warranty and sockets are optional, and read as the filters store them", () => {
    const submission = parseWithZod(
      post({
        ...validSpecs,
        phase: "Three Phase",
        voltage: " 400V/230V ",
        acousticType: "Super Silenced",
        enclosure: "Steel acoustic canopy",
        emissions: "EU Stage V",
        warrantyMonths: "12",
        sockets: "on",
      }),
      { schema: specs },
    );
    expect(submission.status === "success" && submission.value).toMatchObject({
      phase: "Three Phase",
      voltage: "400V/230V",
      acousticType: "Super Silenced",
      enclosure: "Steel acoustic canopy",
      emissions: "EU Stage V",
      warrantyMonths: 12,
      sockets: true,
    });
  });

  test("a phase or acoustic type off the list, or a warranty past 120 months or in part months, is refused with why", () => {
    expect(
      errorsOf(parseWithZod(post({ ...validSpecs, phase: "Four Phase", acousticType: "Loud", warrantyMonths: "121" }), { schema: specs })),
    ).toEqual({
      phase: ["Choose a phase from the list"],
      acousticType: ["Choose an acoustic type from the list"],
      warrantyMonths: ["Warranty must be 120 or less"],
    });
    expect(errorsOf(parseWithZod(post({ ...validSpecs, warrantyMonths: "6.5" }), { schema: specs }))).toEqual({
      warrantyMonths: ["Warranty must be a whole number"],
    });
  });

  test("Other asks for the brand's name, which is what the listing stores", () => {
    expect(errorsOf(parseWithZod(post({ ...validSpecs, brand: "Other", otherBrand: "  " }), { schema: specs }))).toEqual({
      otherBrand: [OTHER_BRAND_MESSAGE],
    });
    const submission = parseWithZod(post({ ...validSpecs, brand: "Other", otherBrand: "Aggreko" }), { schema: specs });
    expect(submission.status === "success" && storedBrand(submission.value.brand, submission.value.otherBrand)).toBe("Aggreko");
    expect(storedBrand("Perkins", "ignored")).toBe("Perkins");
  });

  test("a stored brand shows as its choice, or as Other with its name", () => {
    expect(brandChoice("Hyundai")).toEqual({ brand: "Hyundai" });
    expect(brandChoice("Aggreko")).toEqual({ brand: "Other", otherBrand: "Aggreko" });
    expect(brandChoice(null)).toEqual({});
  });
});
