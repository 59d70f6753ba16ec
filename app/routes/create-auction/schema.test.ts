import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { auctionDurationsDays, MAX_AUCTION_IMAGES } from "~/content/auctions";
import { storedPowerKw } from "~/content/power";
import { formatPower } from "~/utils/format";
import { auctionDetailsSchema, createAuctionMessages as M, createAuctionSchema, IntentSchema } from "./schema";

const schema = createAuctionSchema({ maxYear: 2027 });

/** What the browser would post: the form's fields, as conform parses them. */
function post(fields: Record<string, string | string[]>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  return parseWithZod(formData, { schema });
}

const errorsOf = (fields: Record<string, string | string[]>) => {
  const submission = post(fields);
  return submission.status === "error" ? (submission.error ?? {}) : {};
};

const image = "0a5c1d3e-1111-4222-8333-444455556666.jpg";
const valid = {
  title: "Perkins 100 kVA standby set",
  description: "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.",
  year: "2018",
  hours: "3200",
  power: "100",
  type: "dieselStandby",
  fuelType: "Diesel",
  phase: "Three Phase",
  condition: "used-good",
  location: "Leeds",
  postcode: "ls10 1ab",
  warrantyLength: "0",
  startingPrice: "5000",
  auctionDuration: "7",
  vatStatus: "ex-vat",
  images: [image],
  feePayment: "9b2f0c1e-2222-4333-8444-555566667777",
};

describe("the create auction form", () => {
  test("a complete form gives the auction in the database's terms", () => {
    const submission = post({ ...valid, brand: "  Perkins ", model: "", images: [image, image.replace(".jpg", ".png")] });
    expect(submission.status === "success" && submission.value).toEqual({
      title: "Perkins 100 kVA standby set",
      description: valid.description,
      type: "dieselStandby",
      brand: "Perkins",
      year: 2018,
      hours: 3200,
      power: 100,
      powerUnit: "kW",
      fuelType: "Diesel",
      phase: "Three Phase",
      condition: "used-good",
      location: "Leeds",
      // Upper case with one space, as generator_listings' and auction_listings' check wants it.
      postcode: "LS10 1AB",
      warrantyLength: 0,
      startingPrice: 5000,
      hasReserve: false,
      auctionDuration: 7,
      vatStatus: "ex-vat",
      // Collection unless the seller says otherwise.
      delivery: "collection",
      images: [image, image.replace(".jpg", ".png")],
      feePayment: valid.feePayment,
    });
  });

  test("an empty form shows every required field's message, word for word (docs/spec/02-auctions-and-seller-tools.md §5)", () => {
    expect(errorsOf({})).toEqual({
      title: [M.title],
      description: [M.description],
      year: [M.year],
      hours: [M.hours],
      power: [M.power],
      type: [M.type],
      fuelType: [M.fuelType],
      phase: [M.phase],
      condition: [M.condition],
      location: [M.location],
      postcode: ["Postcode is required"],
      startingPrice: [M.startingPrice],
      auctionDuration: [M.auctionDuration],
      vatStatus: [M.vatStatus],
      images: [M.images],
      feePayment: [M.feePayment],
    });
  });

  test("each rule's case gives its message", () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ title: "Too short" }, "title", M.title],
      // Ten UTF-16 units, but five characters as the database counts them.
      [{ title: "🔌🔌🔌🔌🔌" }, "title", M.title],
      [{ description: "x".repeat(49) }, "description", M.description],
      [{ startingPrice: "0" }, "startingPrice", M.startingPrice],
      [{ startingPrice: "abc" }, "startingPrice", M.startingPrice],
      [{ auctionDuration: "4" }, "auctionDuration", M.auctionDuration],
      [{ vatStatus: "zero" }, "vatStatus", M.vatStatus],
      [{ delivery: "courier" }, "delivery", M.delivery],
      [{ collectionTerms: "x".repeat(501) }, "collectionTerms", "Collection and delivery terms must be 500 characters or fewer"],
      [{ year: "1899" }, "year", M.year],
      [{ year: "2028" }, "year", M.year],
      [{ year: "20.5" }, "year", M.year],
      [{ hours: "-1" }, "hours", M.hours],
      [{ power: "abc" }, "power", M.power],
      [{ power: "0.5" }, "power", "Power output must be at least 1"],
      [{ power: "100001" }, "power", "Power output must be 100,000 or less"],
      [{ powerUnit: "hp" }, "powerUnit", "Choose kW or kVA"],
      [{ location: "   " }, "location", M.location],
      [{ postcode: "12345" }, "postcode", "Please enter a valid UK postcode"],
      [{ fuelType: "petrol" }, "fuelType", M.fuelType],
      [{ phase: "three" }, "phase", M.phase],
      [{ type: "Standby" }, "type", M.type],
      [{ condition: "new" }, "condition", M.condition],
      [{ warrantyLength: "-1" }, "warrantyLength", M.warrantyLength],
      [{ feePayment: "not-a-payment" }, "feePayment", M.feePayment],
    ];
    for (const [change, field, message] of cases) {
      expect(errorsOf({ ...valid, ...change }), JSON.stringify(change)).toEqual({ [field]: [message] });
    }
  });

  test("any power is taken, in kW or kVA, and stored in kW to the hundredth (kW = kVA × 0.8), so it shows as typed", () => {
    const taken = (power: string, powerUnit: string) => {
      const submission = post({ ...valid, power, powerUnit });
      return submission.status === "success" ? storedPowerKw(submission.value.power, submission.value.powerUnit) : null;
    };
    expect(taken("80", "kW")).toBe(80);
    expect(taken("100", "kVA")).toBe(80);
    expect(taken("95", "kVA")).toBe(76);
    expect(taken("7", "kVA")).toBe(5.6);
    expect(formatPower(taken("7", "kVA")!)).toBe("7\u00a0kVA / 5.6\u00a0kW");
    expect(taken("37.4", "kW")).toBe(37.4);
    expect(taken("2.2", "kVA")).toBe(1.76);
    expect(taken("33.333", "kW")).toBe(33.33);
  });

  test("the option lists are the spec's, and blank warranty means none", () => {
    for (const days of auctionDurationsDays) expect(errorsOf({ ...valid, auctionDuration: String(days) })).toEqual({});
    const submission = post({ ...valid, warrantyLength: "" });
    expect(submission.status === "success" && submission.value.warrantyLength).toBe(0);
  });

  test("with a reserve, the reserve price must be there and higher than the starting price, shown beside other errors", () => {
    for (const reservePrice of ["", "5000", "4000", "abc"]) {
      expect(errorsOf({ ...valid, hasReserve: "on", reservePrice }), reservePrice).toEqual({ reservePrice: [M.reservePrice] });
    }
    expect(errorsOf({ ...valid, title: "", hasReserve: "on", reservePrice: "100" })).toEqual({ title: [M.title], reservePrice: [M.reservePrice] });
    const reserved = post({ ...valid, hasReserve: "on", reservePrice: "5001" });
    expect(reserved.status === "success" && reserved.value).toMatchObject({ hasReserve: true, reservePrice: 5001 });
    // Without a reserve, whatever is in the reserve field is not read.
    expect(errorsOf({ ...valid, reservePrice: "abc" })).toEqual({});
  });

  test("images are names of uploads, at least one and at most the limit", () => {
    expect(errorsOf({ ...valid, images: [] })).toEqual({ images: [M.images] });
    expect(Object.keys(errorsOf({ ...valid, images: ["../someone-else/photo.jpg"] }))).toEqual(["images[0]"]);
    const many = Array.from({ length: MAX_AUCTION_IMAGES + 1 }, () => image);
    expect(errorsOf({ ...valid, images: many })).toEqual({ images: [`An auction can have at most ${MAX_AUCTION_IMAGES} images`] });
  });

  test("text refuses control characters", () => {
    expect(errorsOf({ ...valid, location: "Leeds\u0000" })).toEqual({ location: ["Location cannot contain control characters"] });
  });
});

describe("intents", () => {
  test("review, create, edit, upload, pay the fee, or remove or keep one named image", () => {
    for (const intent of ["review", "create", "edit", "pay-fee"]) expect(IntentSchema.parse(intent)).toBe(intent);
    expect(IntentSchema.parse(`remove-image:${image}`)).toEqual({ operation: "remove-image", name: image });
    expect(IntentSchema.parse(`keep-image:${image}`)).toEqual({ operation: "keep-image", name: image });
    for (const bad of ["publish", "remove-image:../x.jpg", `remove-image:${image}/..`, `drop-image:${image}`, `keep-image:../${image}`]) {
      expect(IntentSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("the edit form's details and costs", () => {
  const details = auctionDetailsSchema({ maxYear: 2027 });
  const editErrors = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    const submission = parseWithZod(formData, { schema: details });
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };

  test("are judged by the create form's rules, field for field (what it costs too), and ask for nothing else", () => {
    const bad = { title: "Short", description: "Too short.", type: "Standby", year: "1899", hours: "-1", power: "0", fuelType: "coal", phase: "", condition: "", location: " ", warrantyLength: "121", vatStatus: "", delivery: "by drone" };
    const createErrors = errorsOf({ ...valid, ...bad });
    expect(Object.keys(bad).filter((name) => !createErrors[name]?.length)).toEqual([]);
    expect(editErrors(bad)).toEqual(Object.fromEntries(Object.keys(bad).map((name) => [name, createErrors[name]])));
    const { startingPrice: _price, auctionDuration: _duration, images: _images, feePayment: _fee, ...onlyDetails } = valid;
    expect(editErrors(onlyDetails)).toEqual({});
  });
});
