import { describe, expect, test } from "vitest";
import type { PublicDepot } from "~/models/depot.server";
import { depotView } from "./depot-view";

const depot = (id: string, name: string, is_main = false): PublicDepot => ({
  id, name, is_main, address: "Unit 4, Stourton Industrial Estate, Leeds", postcode: "LS10 1RS", phone: null, opening_hours: null,
});
const leeds = depot("d-leeds", "Leeds", true);
const york = depot("d-york", "York");
const listings = [
  { id: "a", depot_id: "d-leeds" },
  { id: "b", depot_id: "d-york" },
  { id: "c", depot_id: "d-leeds" },
  { id: "d", depot_id: null },
];

describe("depotView", () => {
  test("counts each depot's current listings and names each listing's depot when there are two or more", () => {
    const view = depotView([leeds, york], listings, null);
    expect(view.depots.map((d) => [d.name, d.currentListings])).toEqual([["Leeds", 2], ["York", 1]]);
    expect(view.filterable).toBe(true);
    expect(view.selected).toBeNull();
    expect(view.allCurrent).toBe(4);
    expect(view.listings.map((l) => [l.id, l.depotName])).toEqual([["a", "Leeds"], ["b", "York"], ["c", "Leeds"], ["d", null]]);
  });

  test("?depot= keeps that depot's listings only", () => {
    const view = depotView([leeds, york], listings, "d-york");
    expect(view.selected).toEqual({ id: "d-york", name: "York" });
    expect(view.listings.map((l) => l.id)).toEqual(["b"]);
    expect(view.allCurrent).toBe(4);
  });

  test("an unknown depot, or another dealer's, shows every listing", () => {
    for (const param of ["nope", "", crypto.randomUUID()]) {
      const view = depotView([leeds, york], listings, param);
      expect(view.selected, param).toBeNull();
      expect(view.listings).toHaveLength(4);
    }
  });

  test("with one depot there is nothing to filter or name", () => {
    const view = depotView([leeds], listings.slice(0, 1), "d-leeds");
    expect(view.filterable).toBe(false);
    expect(view.selected).toBeNull();
    expect(view.listings).toEqual([{ id: "a", depot_id: "d-leeds", depotName: null }]);
  });

  test("a private seller has no depots", () => {
    const view = depotView([], [{ id: "a", depot_id: null }], "x");
    expect(view.depots).toEqual([]);
    expect(view.listings).toEqual([{ id: "a", depot_id: null, depotName: null }]);
  });
});
