import { describe, expect, test } from "vitest";
import {
  directoryAccessories,
  directoryAreas,
  directoryFiltersFrom,
  directoryServices,
  filterDirectory,
  type DirectoryFilters,
} from "./directory";

const ids = (filters: Partial<DirectoryFilters>) => {
  const { services, accessories } = filterDirectory({ q: "", area: "all", category: "all", ...filters });
  return { services: services.map((item) => item.id), accessories: accessories.map((item) => item.id) };
};

describe("directory data", () => {
  test("8 services and 5 accessories, in the spec's categories, with unique ids", () => {
    expect(directoryServices).toHaveLength(8);
    expect(directoryAccessories).toHaveLength(5);
    expect(new Set(directoryServices.map((item) => item.category))).toEqual(
      new Set(["installation", "maintenance", "testing", "repair", "training", "rental"]),
    );
    expect(new Set(directoryAccessories.map((item) => item.category))).toEqual(new Set(["cables", "fuel", "ats", "enclosures", "parts"]));
    const all = [...directoryServices, ...directoryAccessories].map((item) => item.id);
    expect(new Set(all).size).toBe(all.length);
  });

  test("the area keyword table is the spec's", () => {
    expect(Object.fromEntries(directoryAreas.map((area) => [area.key, area.keywords]))).toEqual({
      national: ["national"],
      manchester: ["manchester", "lancashire", "cheshire"],
      birmingham: ["birmingham", "west midlands", "warwickshire"],
      london: ["london", "essex", "kent", "surrey"],
      leeds: ["leeds", "yorkshire", "lincolnshire"],
      scotland: ["scotland"],
      wales: ["wales"],
      southwest: ["southwest", "devon", "cornwall"],
      northeast: ["northeast", "newcastle", "sunderland"],
    });
  });
});

describe("directory filters", () => {
  test("no filter shows everything", () => {
    expect(ids({}).services).toHaveLength(8);
    expect(ids({}).accessories).toHaveLength(5);
  });

  test("area: a keyword anywhere in the areas covered", () => {
    expect(ids({ area: "national" })).toEqual({ services: ["genskills-training-academy"], accessories: ["powerlink-cables", "fuelsafe-direct"] });
    expect(ids({ area: "scotland" })).toEqual({ services: ["highland-power-hire"], accessories: ["fuelsafe-direct", "genparts-uk"] });
    expect(ids({ area: "northeast" })).toEqual({ services: ["yorkshire-alternator-engine-repairs"], accessories: ["genparts-uk"] });
    expect(ids({ area: "leeds" })).toEqual({ services: ["yorkshire-alternator-engine-repairs"], accessories: [] });
    expect(ids({ area: "southwest" })).toEqual({ services: ["south-west-power-solutions"], accessories: ["acoustic-canopy-company"] });
  });

  test("category: services and accessories each have their own", () => {
    expect(ids({ category: "maintenance" })).toEqual({ services: ["capital-generator-services", "cymru-generator-services"], accessories: [] });
    expect(ids({ category: "fuel" })).toEqual({ services: [], accessories: ["fuelsafe-direct"] });
  });

  test("search: name or description, any case", () => {
    expect(ids({ q: "LOAD BANK" })).toEqual({ services: ["midlands-load-bank-testing"], accessories: [] });
    expect(ids({ q: "canop" })).toEqual({ services: [], accessories: ["acoustic-canopy-company"] });
    // "Wales" is only in the areas covered of FuelSafe, not its name or description.
    expect(ids({ q: "wales" })).toEqual({ services: ["cymru-generator-services"], accessories: [] });
  });

  test("all three together", () => {
    expect(ids({ q: "standby", area: "manchester", category: "installation" })).toEqual({ services: ["northern-power-installations"], accessories: [] });
    expect(ids({ q: "hybrid", area: "southwest" })).toEqual({ services: ["south-west-power-solutions"], accessories: [] });
    expect(ids({ q: "generator", area: "wales", category: "maintenance" })).toEqual({ services: ["cymru-generator-services"], accessories: [] });
    expect(ids({ q: "generator", area: "london", category: "repair" })).toEqual({ services: [], accessories: [] });
  });

  test("the URL gives the filters; unknown values mean all", () => {
    expect(directoryFiltersFrom(new URLSearchParams("q=%20fuel%20&area=wales&category=fuel"))).toEqual({ q: "fuel", area: "wales", category: "fuel" });
    expect(directoryFiltersFrom(new URLSearchParams("area=mars&category=rockets"))).toEqual({ q: "", area: "all", category: "all" });
    expect(directoryFiltersFrom(new URLSearchParams(`q=${"x".repeat(100)}`)).q).toHaveLength(64);
  });
});
