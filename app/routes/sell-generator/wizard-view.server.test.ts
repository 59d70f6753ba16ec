import { describe, expect, test } from "vitest";
import { findListingOption, listingOptionPriceText, vatIncludedIn } from "~/content/plans";
import { formatGBP } from "~/utils/format";
import type { WizardListing } from "./parts/wizard-listing.server";
import { stepView } from "./wizard-view.server";

const enhanced = findListingOption("enhanced")!;

function draft(overrides: Partial<WizardListing> = {}): WizardListing {
  return {
    id: "5b0d7f4e-0000-4000-8000-000000000001",
    status: "draft",
    wizardStep: 5,
    basicInfo: { title: "Cummins C110 D5", type: "homeBackup", condition: "new-in-stock" },
    specs: { powerOutput: 88, fuelType: "Propane/LPG", brand: "Other", otherBrand: "Bruno Power", keyFeatures: [], warrantyMonths: 0, sockets: false },
    pricing: { askingPrice: 12500, vatStatus: "ex-vat", priceNegotiable: true, listingOption: "enhanced" },
    photos: [],
    payment: null,
    missing: ["year", "photos"],
    ...overrides,
  };
}

const review = (listing: WizardListing, payment: Parameters<typeof stepView>[2]) => {
  const view = stepView(5, listing, payment, { maxYear: 2027, testMode: true });
  if (view.step !== 5) throw new Error("not the review step");
  return view;
};

describe("the Review step's view", () => {
  test("the summary reads as the wizard's words, with what is not given left empty", () => {
    const rows = Object.fromEntries(review(draft(), null).summary.flatMap((section) => section.rows.map((row) => [row.label, row.value])));
    expect(rows).toMatchObject({
      Type: "Home Backup Generators",
      Condition: "New in Stock",
      "Fuel type": "Propane/LPG",
      Brand: "Bruno Power",
      Year: null,
      Warranty: "None",
      "Asking price": formatGBP(12500),
      "VAT status": "Plus VAT",
      "Price negotiable": "Yes",
      Postcode: null,
      "Listing option": `${enhanced.name}: ${listingOptionPriceText(enhanced)}`,
    });
  });

  test("lists what is lacking in the wizard's order, each with its step", () => {
    expect(review(draft(), null).lacking.map(({ name, step }) => [name, step])).toEqual([
      ["year", 2],
      ["photos", 3],
    ]);
  });

  test("Publish charges the chosen option at plans.ts's price when the listing is paid for by the listing, else nothing", () => {
    expect(review(draft(), { perListing: true, terms: null }).charge).toEqual({
      name: enhanced.name,
      days: enhanced.days,
      price: formatGBP(enhanced.price),
      vat: formatGBP(vatIncludedIn(enhanced.price)),
    });
    const paid = review(draft({ payment: { listing_option: "basic", amount_pence: 2000, reference: "r", paid_at: "2026-11-01" } }), {
      perListing: false,
      terms: null,
    });
    expect([paid.charge, paid.paidName]).toEqual([null, findListingOption("basic")!.name]);
  });

  test("a trade seller's package is named with what is left of it; without one, none is", () => {
    const terms = { userType: "trade_seller", planId: "trade-standard", allowance: 10, left: null };
    expect(review(draft(), { perListing: false, terms }).tradePackage).toEqual({ planName: "Standard", allowance: 10, left: 0 });
    expect(review(draft(), { perListing: false, terms: { ...terms, planId: null, allowance: null } }).tradePackage).toEqual({ planName: null });
    expect(review(draft(), { perListing: true, terms: { ...terms, userType: "private_seller" } }).tradePackage).toBeNull();
  });

  test("a trade seller, whose package pays, is not shown a listing option they never chose; a private seller is", () => {
    const labels = (terms: { userType: string; planId: string | null; allowance: number | null; left: number | null }, perListing: boolean) =>
      review(draft({ pricing: { ...draft().pricing, listingOption: undefined } }), { perListing, terms }).summary.flatMap((section) =>
        section.rows.map((row) => row.label),
      );
    expect(labels({ userType: "trade_seller", planId: "trade-premium", allowance: 20, left: 20 }, false)).not.toContain("Listing option");
    expect(labels({ userType: "private_seller", planId: null, allowance: null, left: null }, true)).toContain("Listing option");
  });
});

describe("a dealer's depots", () => {
  const [leeds, york] = [
    { id: "5b0d7f4e-0000-4000-8000-00000000000a", name: "Leeds yard", is_main: true },
    { id: "5b0d7f4e-0000-4000-8000-00000000000b", name: "York depot", is_main: false },
  ];
  const atYork = draft({ pricing: { ...draft().pricing, depotId: york.id } });
  const pricingFields = (depots: Array<typeof leeds>) => {
    const view = stepView(4, atYork, null, { maxYear: 2027, testMode: true, depots });
    if (view.step !== 4) throw new Error("not the pricing step");
    return { fields: view.rows.flat(), depotIds: view.depotIds };
  };
  const reviewRows = (depots: Array<typeof leeds>) =>
    Object.fromEntries(
      stepView(5, atYork, null, { maxYear: 2027, testMode: true, depots }).summary?.flatMap((section) => section.rows.map((row) => [row.label, row.value])) ?? [],
    );

  test("with two or more, Pricing offers them by name, the main one first and marked, and Review names the chosen one", () => {
    const { fields, depotIds } = pricingFields([leeds, york]);
    expect(fields.find((field) => field.name === "depotId")).toMatchObject({
      label: "Depot",
      control: "select",
      help: expect.stringMatching(/call and collect/),
      options: [
        { value: leeds.id, label: "Leeds yard (main)" },
        { value: york.id, label: "York depot" },
      ],
    });
    expect(depotIds).toEqual([leeds.id, york.id]);
    expect(reviewRows([leeds, york])).toMatchObject({ Depot: "York depot" });
  });

  test("with one or none, nothing is asked and Review says nothing of it", () => {
    for (const depots of [[leeds], []]) {
      const { fields, depotIds } = pricingFields(depots);
      expect(fields.map((field) => field.name)).not.toContain("depotId");
      expect(depotIds).toEqual([]);
      expect(reviewRows(depots)).not.toHaveProperty("Depot");
    }
  });
});
