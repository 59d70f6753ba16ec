import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { createSpecsSchema } from "~/models/listing-fields";
import { MAX_PHOTO_ALT_LENGTH } from "~/models/listing-photo-rules";
import { errorsOf, post } from "~/utils/submission-test-helpers";
import { createPricingSchema, DEPOT_MESSAGE, IntentSchema, lenient, LISTING_OPTION_MESSAGE, PHOTO_ALT_TOO_LONG, PhotoAltSchema } from "./schema";
import { clampStep } from "./steps";

const maxYear = 2027;
const specs = createSpecsSchema({ maxYear });
const validSpecs = { powerOutput: "88", fuelType: "Diesel", brand: "FG Wilson", year: "2016" };
const validPricing = { askingPrice: "12500", vatStatus: "ex-vat", postcode: "LS10 1AB", listingOption: "enhanced" };

describe("Pricing", () => {
  const pricing = createPricingSchema({ optionRequired: true, depotIds: [] });

  test("asking price, VAT status and postcode are required, and a listing option while it is unpaid", () => {
    expect(errorsOf(parseWithZod(post({ postcode: "  " }), { schema: pricing }))).toEqual({
      askingPrice: ["Asking price is required"],
      vatStatus: ["VAT status is required"],
      postcode: ["Postcode is required"],
      listingOption: [LISTING_OPTION_MESSAGE],
    });
    const paid = createPricingSchema({ optionRequired: false, depotIds: [] });
    const { listingOption: _, ...withoutOption } = validPricing;
    expect(parseWithZod(post(withoutOption), { schema: paid }).status).toBe("success");
  });

  test("the postcode is upper-cased; price negotiable is a checkbox; location details are optional", () => {
    const submission = parseWithZod(post({ ...validPricing, postcode: "ls101ab", priceNegotiable: "on" }), { schema: pricing });
    expect(submission.status === "success" && submission.value).toEqual({
      askingPrice: 12500,
      vatStatus: "ex-vat",
      priceNegotiable: true,
      postcode: "LS10 1AB",
      listingOption: "enhanced",
    });
    expect(errorsOf(parseWithZod(post({ ...validPricing, postcode: "12345" }), { schema: pricing }))).toEqual({
      postcode: ["Please enter a valid UK postcode"],
    });
  });

  test("the listing option is one of Basic and Enhanced; the price is whole pounds", () => {
    expect(errorsOf(parseWithZod(post({ ...validPricing, listingOption: "platinum", askingPrice: "99.5" }), { schema: pricing }))).toEqual({
      listingOption: [LISTING_OPTION_MESSAGE],
      askingPrice: ["Enter the asking price in whole pounds"],
    });
  });
});

describe("Pricing's depot (a dealer with several)", () => {
  const [leeds, york, theirs] = ["5b0d7f4e-0000-4000-8000-00000000000a", "5b0d7f4e-0000-4000-8000-00000000000b", "5b0d7f4e-0000-4000-8000-00000000000c"];
  const pricing = createPricingSchema({ optionRequired: false, depotIds: [leeds, york] });

  test("one of the seller's depots is taken; left out (or empty), the listing stays where it is", () => {
    const chosen = parseWithZod(post({ ...validPricing, depotId: york }), { schema: pricing });
    expect(chosen.status === "success" && chosen.value.depotId).toBe(york);
    for (const depotId of [undefined, ""]) {
      const kept = parseWithZod(post({ ...validPricing, ...(depotId === undefined ? {} : { depotId }) }), { schema: pricing });
      expect(kept.status === "success" && kept.value.depotId).toBeUndefined();
    }
  });

  test("another dealer's depot, or no depot at all, is refused beside the field; Previous drops it", () => {
    for (const depotId of [theirs, "not-a-depot"]) {
      expect(errorsOf(parseWithZod(post({ ...validPricing, depotId }), { schema: pricing }))).toEqual({ depotId: [DEPOT_MESSAGE] });
    }
    // A seller without depots to choose from has none to name.
    const noDepots = createPricingSchema({ optionRequired: false, depotIds: [] });
    expect(errorsOf(parseWithZod(post({ ...validPricing, depotId: leeds }), { schema: noDepots }))).toEqual({ depotId: [DEPOT_MESSAGE] });
    const back = parseWithZod(post({ ...validPricing, depotId: theirs }), { schema: lenient(pricing) });
    expect(back.status === "success" && back.value).toMatchObject({ askingPrice: 12500, depotId: undefined });
  });
});

describe("the wizard's moves", () => {
  test("the step is never below the first or past the last", () => {
    expect([clampStep("0"), clampStep("-3"), clampStep("3"), clampStep("9"), clampStep("abc"), clampStep(null)]).toEqual([1, 1, 3, 5, 1, 1]);
  });

  test("Previous keeps the valid values and drops the rest", () => {
    const submission = parseWithZod(post({ ...validSpecs, year: "1989", model: "P110-3" }), { schema: lenient(specs) });
    expect(submission.status === "success" && submission.value).toMatchObject({ powerOutput: 88, brand: "FG Wilson", model: "P110-3", year: undefined });
  });

  test("intents: the step buttons and photo operations on a photo id", () => {
    expect(IntentSchema.parse("save-draft")).toBe("save-draft");
    const id = "6f1c1c9e-2b7a-4c55-9a55-0a1d3f1e2b3c";
    expect(IntentSchema.parse(`move-earlier:${id}`)).toEqual({ operation: "move-earlier", photoId: id });
    expect(IntentSchema.parse(`make-cover:${id}`)).toEqual({ operation: "make-cover", photoId: id });
    expect(IntentSchema.safeParse("delete-everything").success).toBe(false);
    expect(IntentSchema.safeParse("remove-photo:../../x").success).toBe(false);
  });
});

describe("a photo's alternative text", () => {
  test("spaces run together and trimmed; empty is the default (null); longer than the column takes is refused", () => {
    expect(PhotoAltSchema.parse("  Control panel,\n  hour meter  ")).toBe("Control panel, hour meter");
    expect(PhotoAltSchema.parse("   ")).toBeNull();
    expect(PhotoAltSchema.parse("a".repeat(MAX_PHOTO_ALT_LENGTH))).toHaveLength(MAX_PHOTO_ALT_LENGTH);
    const tooLong = PhotoAltSchema.safeParse(`${"a".repeat(MAX_PHOTO_ALT_LENGTH)} b`);
    expect(tooLong.success ? null : tooLong.error.issues[0]!.message).toBe(PHOTO_ALT_TOO_LONG);
  });
});
