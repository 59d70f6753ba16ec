import { describe, expect, test } from "vitest";
import { filterGlossary, glossaryEntries, glossaryFiltersFrom, glossaryHeading, glossaryLetters, letterOf } from "./glossary";

const terms = (q = "", letter: string | null = null) => filterGlossary({ q, letter }).map((entry) => entry.term);

describe("glossary entries", () => {
  test("at least 60 distinct terms, in alphabetical order", () => {
    expect(glossaryEntries.length).toBeGreaterThanOrEqual(60);
    const names = glossaryEntries.map((entry) => entry.term.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-GB")));
  });

  test("states the UK mains supply: 50 Hz, 230 V single-phase, 400 V three-phase", () => {
    const mains = glossaryEntries.find((entry) => entry.term === "Mains supply (UK)")!;
    expect(mains.definition).toContain("50 Hz");
    expect(mains.definition).toContain("230 V single-phase");
    expect(mains.definition).toContain("400 V three-phase");
  });
});

describe("glossary filters", () => {
  test("a letter keeps the terms starting with it", () => {
    expect(terms("", "W")).toEqual(["Wet stacking", "Winding"]);
    expect(terms("", "K")).toEqual(["kVA (kilovolt-ampere)", "kW (kilowatt)", "kWh (kilowatt-hour)"]);
    expect(terms("", "X")).toEqual([]);
    expect(glossaryLetters.has("X")).toBe(false);
  });

  test("the search matches term or definition, any case", () => {
    expect(terms("TRANSFER SWITCH")).toEqual(["ATS (Automatic Transfer Switch)"]);
    // In definitions only: "diesel bug" is in Fuel polishing's definition.
    expect(terms("diesel bug")).toEqual(["Fuel polishing"]);
    expect(terms("50 hz")).toEqual(["Frequency (Hz)", "Mains supply (UK)", "Rated speed"]);
    expect(terms("zzzz")).toEqual([]);
  });

  test("search and letter together", () => {
    expect(terms("load", "L")).toEqual(["Load bank", "Load factor", "LTP (Limited Time Power)"]);
    expect(terms("power", "P")).toEqual(["Phase", "PMG (Permanent Magnet Generator)", "Power factor (pf)", "Prime power (PRP)"]);
  });

  test("the URL gives the filters", () => {
    expect(glossaryFiltersFrom(new URLSearchParams("letter=m"))).toEqual({ q: "", letter: "M" });
    expect(glossaryFiltersFrom(new URLSearchParams("letter=MM&q=%20kva%20"))).toEqual({ q: "kva", letter: null });
  });

  test("headings as the spec words them", () => {
    expect(glossaryHeading({ q: "kva", letter: null }, 3)).toBe("Search Results (3)");
    expect(glossaryHeading({ q: "", letter: "W" }, 2)).toBe("Letter W (2 terms)");
    expect(glossaryHeading({ q: "", letter: "Y" }, 1)).toBe("Letter Y (1 term)");
    expect(glossaryHeading({ q: "", letter: null }, glossaryEntries.length)).toBe(`All Terms (${glossaryEntries.length})`);
  });

  test("every entry has a letter from A to Z", () => {
    for (const entry of glossaryEntries) expect(letterOf(entry)).toMatch(/^[A-Z]$/);
  });
});
