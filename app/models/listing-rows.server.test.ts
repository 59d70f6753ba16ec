import { describe, expect, test } from "vitest";
import { bulkTemplateColumns, bulkTemplateCsv } from "~/content/bulk-template";
import { readCsv } from "~/utils/csv";
import { planImport, readImportRows, readNumber, readPowerKw, type StockListing } from "./listing-rows.server";

const header = bulkTemplateColumns.map((column) => column.name);
const good: Record<string, string> = {
  stock_ref: "GM-1",
  title: "Perkins 100 kVA standby set",
  type: "Standby",
  condition: "Used - Good",
  description: "Serviced, load bank tested.",
  price: "£12,500",
  vat_status: "Plus VAT",
  postcode: "b64aa",
  location: "Birmingham",
  power: "80",
  fuel_type: "Diesel",
  brand: "perkins",
  model: "",
  year: "2019",
  hours: "4,200",
  warranty_length: "",
  phase: "three phase",
  has_sockets: "yes",
  emissions_rating: "",
  images: "",
};
const row = (changes: Record<string, string> = {}) => header.map((name) => ({ ...good, ...changes })[name] ?? "");
const read = (...rows: string[][]) => readImportRows([header, ...rows], { maxYear: 2027 });

describe("readNumber: prices and figures as people write them", () => {
  test.each([
    ["£12,500", 12500],
    ["12500.00", 12500],
    ["12 500", 12500],
    ["GBP 900", 900],
    ["80 kW", 80],
    ["", undefined],
  ])("%s reads as %s", (typed, value) => expect(readNumber(typed)).toBe(value));

  test("a power in kVA is read as kW at the 0.8 power factor; a bare figure or kW is kW", () => {
    expect(readPowerKw("100 kVA")).toBe(80);
    expect(readPowerKw("2.2kva")).toBe(1.76);
    expect(readPowerKw("80 kW")).toBe(80);
    expect(readPowerKw("80")).toBe(80);
    expect(readPowerKw("")).toBeUndefined();
    expect(readPowerKw("lots kVA")).toBeNaN();
  });

  test("anything else is not a number, a decimal comma included (never read as ten times more)", () => {
    for (const typed of ["12k", "2,2", "12,50", "1,2345"]) expect(readNumber(typed), typed).toBeNaN();
  });
});

describe("readImportRows", () => {
  test("a good row becomes the listing's columns, exactly: £12,500 is 12500, labels become the stored values", () => {
    const result = read(row());
    expect(result).toMatchObject({ ok: true, failures: [], rowCount: 1 });
    if (!result.ok) return;
    expect(result.valid[0]).toEqual({
      row: 2,
      stockRef: "GM-1",
      images: [],
      values: {
        title: "Perkins 100 kVA standby set",
        type: "dieselStandby",
        condition: "used-good",
        description: "Serviced, load bank tested.",
        power_kw: 80,
        fuel: "Diesel",
        brand: "Perkins",
        model: null,
        year: 2019,
        hours: 4200,
        price_gbp: 12500,
        vat_status: "ex-vat",
        postcode: "B6 4AA",
        location: "Birmingham",
        warranty_months: 0,
        phase: "Three Phase",
        sockets: true,
        emissions: null,
      },
    });
  });

  test("every condition of the one list is taken by its label, its key, or without its Used -; New is New in Stock", () => {
    const typed = [
      ["New in Stock", "new-in-stock"],
      ["new", "new-in-stock"],
      ["Used – Excellent", "used-excellent"],
      ["Good", "used-good"],
      ["used-fair", "used-fair"],
      ["Used - Poor", "used-poor"],
      ["spares or repairs", "used-spares-repairs"],
      ["Refurbished", "refurbished"],
    ];
    const result = read(...typed.map(([condition]) => row({ condition: condition! })), row({ condition: "Mint" }));
    expect(result.ok && result.valid.map((item) => item.values.condition)).toEqual(typed.map(([, key]) => key));
    expect(result.ok && result.failures).toEqual([
      {
        row: 10,
        column: "condition",
        message: '"Mint" is not one of: New in Stock, Used – Excellent, Used – Good, Used – Fair, Used – Poor, Used – Spares or Repairs, Refurbished',
      },
    ]);
  });

  test("the type is one of the one type list, by its short name, name or key; the wizard's old words are filed by the fuel", () => {
    const typed = [
      [{ type: "Diesel Standby" }, "dieselStandby"],
      [{ type: "trailer mounted generators" }, "trailerMounted"],
      [{ type: "battery" }, "battery"],
      [{ type: "Hybrid" }, "hybrid"],
      [{ type: "Standby" }, "dieselStandby"],
      [{ type: "Standby", fuel_type: "Natural Gas" }, "gasPowered"],
      [{ type: "Standby", fuel_type: "Petrol" }, "homeBackup"],
      [{ type: "Marine Generator" }, "dieselPrime"],
      [{ type: "Petrol", fuel_type: "Petrol" }, "portable"],
    ] as const;
    const result = read(...typed.map(([cells]) => row(cells)), row({ type: "Spaceship" }));
    expect(result.ok && result.valid.map((item) => item.values.type)).toEqual(typed.map(([, key]) => key));
    expect(result.ok && result.failures).toEqual([
      {
        row: 11,
        column: "type",
        message: '"Spaceship" is not one of: Portable, Home Backup, Diesel Standby, Diesel Prime, Gas Powered, Trailer Mounted, Hybrid, Battery Storage',
      },
    ]);
  });

  test("the fuel is one of the one fuel list, also by its other words (Petrol, LPG)", () => {
    const typed = [
      ["Petrol", "Petrol/Gasoline"],
      ["lpg", "Propane/LPG"],
      ["Tri-Fuel", "Tri-Fuel"],
      ["Hydrogen", "Hydrogen"],
      ["Battery/Electric", "Battery/Electric"],
    ];
    const result = read(...typed.map(([fuel]) => row({ fuel_type: fuel! })));
    expect(result.ok && result.valid.map((item) => item.values.fuel)).toEqual(typed.map(([, value]) => value));
  });

  test("each failure names its spreadsheet row, its column and the wizard's message", () => {
    const result = read(row(), row({ price: "", year: "1890" }), row({ brand: "", price: "12500.50" }));
    expect(result.ok && result.failures).toEqual([
      { row: 3, column: "year", message: "Year must be between 1990 and 2027" },
      { row: 3, column: "price", message: "Asking price is required" },
      { row: 4, column: "brand", message: "Brand is required" },
      { row: 4, column: "price", message: "Enter the asking price in whole pounds" },
    ]);
    expect(result.ok && result.valid.map((item) => item.row)).toEqual([2]);
  });

  test("the header's order and case do not matter; a missing required column refuses the file", () => {
    const shuffled = [...header].reverse().map((name) => name.toUpperCase().replace("_", " "));
    const values = row().reverse();
    expect(readImportRows([shuffled, values], { maxYear: 2027 })).toMatchObject({ ok: true, failures: [] });
    expect(readImportRows([header.filter((name) => name !== "price"), row()], { maxYear: 2027 })).toEqual({
      ok: false,
      message: "The header row lacks the column price. Use the template's header row.",
    });
  });

  test("501 rows are refused whole; no rows too", () => {
    const many = Array.from({ length: 501 }, () => row());
    expect(read(...many)).toEqual({ ok: false, message: expect.stringContaining("The file has 501 rows: at most 500") });
    expect(readImportRows([header], { maxYear: 2027 })).toMatchObject({ ok: false });
  });

  test("the template's own example rows pass (their photos aside)", () => {
    const csv = readCsv(new TextEncoder().encode(bulkTemplateCsv()));
    if (!csv.ok) throw new Error(csv.message);
    const result = readImportRows(csv.rows, { maxYear: 2027 });
    expect(result).toMatchObject({ ok: true, failures: [], rowCount: 2 });
  });
});

describe("readImportRows: the depot column", () => {
  const depots = [
    { id: "depot-leeds", reference: "LEEDS", name: "Leeds Yard" },
    { id: "depot-brum", reference: "Brum-1", name: "Birmingham Depot" },
  ];
  const readAt = (rows: string[][], options: { privateSeller?: boolean } = {}) =>
    readImportRows([header, ...rows], { maxYear: 2027, depots, ...options });

  test("a reference in any case, with spaces around it, chooses that depot; blank chooses none", () => {
    const result = readAt([row({ depot: "LEEDS" }), row({ depot: "  brum-1 " }), row({ depot: "" })]);
    expect(result).toMatchObject({ ok: true, failures: [] });
    expect(result.ok && result.valid.map((item) => item.values.depot_id)).toEqual(["depot-leeds", "depot-brum", undefined]);
    expect(result.ok && "depot_id" in result.valid[2]!.values).toBe(false);
  });

  test("an unknown reference fails the row on depot, saying where references are; other columns' failures stay", () => {
    const result = readAt([row({ depot: "LEEDS-2" }), row({ depot: "york", price: "" }), row({ depot: "LEEDS" })]);
    expect(result.ok && result.failures).toEqual([
      { row: 2, column: "depot", message: "No depot with reference LEEDS-2: see the Depots tab of the sellers portal for your references" },
      { row: 3, column: "price", message: "Asking price is required" },
      { row: 3, column: "depot", message: "No depot with reference york: see the Depots tab of the sellers portal for your references" },
    ]);
    expect(result.ok && result.valid.map((item) => item.row)).toEqual([4]);
  });

  test("a dealer without depots is told the same; a private seller that depots are trade sellers'", () => {
    const dealer = readImportRows([header, row({ depot: "LEEDS" })], { maxYear: 2027 });
    expect(dealer.ok && dealer.failures).toEqual([
      { row: 2, column: "depot", message: "No depot with reference LEEDS: see the Depots tab of the sellers portal for your references" },
    ]);
    const privately = readAt([row({ depot: "LEEDS" }), row()], { privateSeller: true });
    expect(privately.ok && privately.failures).toEqual([{ row: 2, column: "depot", message: "Depots are for trade sellers' stock: leave depot empty" }]);
    expect(privately.ok && privately.valid.map((item) => item.row)).toEqual([3]);
  });

  test("the template documents the column as optional, and its example rows leave it empty", () => {
    expect(bulkTemplateColumns.find((column) => column.name === "depot")).toMatchObject({ required: false });
    const csv = readCsv(new TextEncoder().encode(bulkTemplateCsv()));
    if (!csv.ok) throw new Error(csv.message);
    const at = csv.rows[0]!.indexOf("depot");
    expect(at).toBeGreaterThan(-1);
    expect(csv.rows.slice(1).map((cells) => cells[at])).toEqual(["", ""]);
  });
});

describe("planImport", () => {
  const listing = (changes: Partial<StockListing> = {}): StockListing => {
    const result = read(row());
    if (!result.ok) throw new Error("fixture");
    return { id: "listing-1", status: "active", stock_ref: "GM-1", ...result.valid[0]!.values, power_kw: "80.00", ...changes };
  };
  const valid = (...rows: string[][]) => {
    const result = read(...rows);
    if (!result.ok) throw new Error(result.message);
    return result.valid;
  };

  test("a known stock_ref updates with what changes; the same row again changes nothing; a new one creates", () => {
    const plan = planImport(valid(row({ price: "13,000" }), row({ stock_ref: "GM-2" }), row({ stock_ref: "" })), [listing()]);
    expect(plan.planned.map((item) => item.action)).toEqual(["update", "create", "create"]);
    expect(plan.planned[0]).toMatchObject({ listing_id: "listing-1", changes: [{ column: "price_gbp", before: "12500", after: "13000" }] });
    expect(planImport(valid(row()), [listing()])).toEqual({ planned: [], failures: [], unchanged: 1 });
  });

  test("a listing waiting for review cannot be changed (the same row again is just unchanged); a stock_ref twice in a file fails the second", () => {
    expect(planImport(valid(row()), [listing({ status: "pending" })])).toEqual({ planned: [], failures: [], unchanged: 1 });
    const plan = planImport(valid(row({ price: "1" }), row({ stock_ref: "GM-9" }), row({ stock_ref: "GM-9" })), [listing({ status: "pending" })]);
    expect(plan.failures).toEqual([
      { row: 2, column: "stock_ref", message: "Your listing with stock ref GM-1 is waiting for the team's review, so it cannot be changed now" },
      { row: 4, column: "stock_ref", message: "Stock ref GM-9 is used by an earlier row of this file" },
    ]);
    expect(plan.planned.map((item) => item.row)).toEqual([3]);
  });

  test("a depot named moves the listing, shown by the depots' names; the same depot, or none named, is unchanged", () => {
    const depots = [
      { id: "depot-leeds", reference: "LEEDS", name: "Leeds Yard" },
      { id: "depot-brum", reference: "BRUM", name: "Birmingham Depot" },
    ];
    const rows = (...typed: string[][]) => {
      const result = readImportRows([header, ...typed], { maxYear: 2027, depots });
      if (!result.ok) throw new Error(result.message);
      return result.valid;
    };
    const atLeeds = listing({ depot_id: "depot-leeds" });
    const moved = planImport(rows(row({ depot: "brum" })), [atLeeds], depots);
    expect(moved.planned).toEqual([
      expect.objectContaining({
        action: "update",
        values: expect.objectContaining({ depot_id: "depot-brum" }),
        changes: [{ column: "depot_id", before: "Leeds Yard (LEEDS)", after: "Birmingham Depot (BRUM)" }],
      }),
    ]);
    expect(planImport(rows(row({ depot: "leeds" })), [atLeeds], depots)).toEqual({ planned: [], failures: [], unchanged: 1 });
    expect(planImport(rows(row()), [atLeeds], depots)).toEqual({ planned: [], failures: [], unchanged: 1 });
    const created = planImport(rows(row({ stock_ref: "GM-2", depot: "LEEDS" }), row({ stock_ref: "GM-3" })), [atLeeds], depots);
    expect(created.planned).toEqual([
      expect.objectContaining({ action: "create", depot: "Leeds Yard (LEEDS)", values: expect.objectContaining({ depot_id: "depot-leeds" }) }),
      expect.not.objectContaining({ depot: expect.anything() }),
    ]);
  });
});
