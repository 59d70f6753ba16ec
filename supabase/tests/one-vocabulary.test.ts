/**
 * One vocabulary across the site (docs/listings.md "One vocabulary"): a listing made from the
 * sell wizard's fields (its step schemas and the columns it writes), one from a bulk upload's
 * CSV (the rows as the upload reads and plans them, confirmed by confirm_listing_import) and
 * one auction from the create auction form (its schema, then create_auction through the
 * app's own call) are each found by the same type, fuel, condition and power (kVA band)
 * filters, on /listings (search_listings) and /auctions (search_auctions). Each is made from
 * the words its own form or file takes: the wizard's and the form's keys, the CSV's labels.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bulkTemplateColumns } from "../../app/content/bulk-template.ts";
import { kvaBandForKw, kvaSize } from "../../app/content/listing-options.ts";
import { BasicInfoSchema, createSpecsSchema } from "../../app/models/listing-fields.ts";
import { readImportRows } from "../../app/models/listing-rows.server.ts";
import { createAuction } from "../../app/models/own-auction.server.ts";
import { createAuctionSchema } from "../../app/routes/create-auction/schema.ts";
import { basicInfoColumns, specsColumns } from "../../app/routes/sell-generator/parts/wizard-listing.server.ts";
import { readCsv, toCsv } from "../../app/utils/csv.ts";
import { createListing, createMember, setMemberPlan } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const maxYear = new Date().getUTCFullYear() + 1;

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
  // The auction's admin fee is charged by the local provider, as seed.sql allows locally.
  await backend.db.query("update private.platform_settings set simulated_payments = true");
});

afterAll(async () => {
  await backend?.close();
});

async function seller(userType: "private_seller" | "trade_seller") {
  const made = await createMember(service, { userType });
  return backend.signedInClient(made.email, made.password);
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
};

function parsed<T>(submission: { status?: string; value?: T }) {
  expect(submission.status).toBe("success");
  return submission.value as T;
}

/** What all three say: a 100 kVA (80 kW) gas-powered set, Propane/LPG, Used – Fair. */
const wanted = { type: "gasPowered", fuel: "Propane/LPG", condition: "used-fair", kw: 80 } as const;

test("a wizard listing, a CSV listing and an auction are found by the same type, fuel, condition and power filters", async () => {
  const token = `vocab${Date.now()}`;

  // The sell wizard: steps 1 and 2 as its forms post them, written as its columns; the rest of
  // the listing (price, photos, review) as a live one has it.
  const privateSeller = await seller("private_seller");
  const basics = parsed(parseWithZod(form({ title: `Wizard gas set ${token}`, type: wanted.type, condition: wanted.condition, description: "Serviced yearly." }), { schema: BasicInfoSchema }));
  const specs = parsed(parseWithZod(form({ powerOutput: String(wanted.kw), fuelType: wanted.fuel, brand: "Generac", year: "2019" }), { schema: createSpecsSchema({ maxYear }) }));
  const wizard = await createListing(service, privateSeller.id, {
    ...basicInfoColumns(basics, { clearMissing: false }),
    ...specsColumns(specs, { clearMissing: false }),
    status: "active",
  });

  // A bulk upload: the template's columns, the cells in a seller's words, read and planned by
  // the upload, confirmed by the dealer, then approved by the team.
  const dealer = await seller("trade_seller");
  await setMemberPlan(service, dealer.id, "trade-standard");
  const cells: Record<string, string> = {
    title: `CSV gas set ${token}`, type: "Gas Powered", condition: "Used - Fair", description: "Ex-hire, serviced.",
    price: "£9,500", vat_status: "Plus VAT", postcode: "LS10 1AB", power: "100 kVA", fuel_type: "LPG", brand: "Generac", year: "2018",
  };
  const names = bulkTemplateColumns.map((column) => column.name);
  const csv = toCsv([names, names.map((name) => cells[name] ?? "")]);
  const file = readCsv(new TextEncoder().encode(csv));
  expect(file.ok).toBe(true);
  if (!file.ok) return;
  const rows = readImportRows(file.rows, { maxYear });
  expect(rows.ok && rows.failures).toEqual([]);
  if (!rows.ok) return;
  const { data: preview, error: previewError } = await dealer.client
    .from("listing_imports")
    .insert({
      file_name: "stock.csv",
      captcha_id: crypto.randomUUID(),
      row_count: 1,
      changes: rows.valid.map((row) => ({ row: row.row, action: "create", stock_ref: null, values: row.values, images: [] })),
      failures: [],
      unchanged_count: 0,
    })
    .select("id")
    .single();
  expect(previewError).toBeNull();
  expect((await dealer.client.rpc("confirm_listing_import", { p_import_id: preview!.id })).error).toBeNull();
  const { data: imported } = await service.from("generator_listings").update({ status: "active" }).eq("dealer_id", dealer.id).select("id").single();

  // Create auction: the form's fields as it posts them, its schema, then the app's create_auction call.
  const auctioneer = await seller("private_seller");
  const image = `${crypto.randomUUID()}.png`;
  expect((await auctioneer.client.storage.from("listing-photos").upload(`${auctioneer.id}/auction-uploads/${image}`, PNG, { contentType: "image/png" })).error).toBeNull();
  const fee = await auctioneer.client.rpc("start_auction_fee_payment").single<{ id: string }>();
  expect((await auctioneer.client.rpc("complete_simulated_payment", { p_payment_id: fee.data!.id })).error).toBeNull();
  const auction = parsed(
    parseWithZod(
      form({
        title: `Auction gas set ${token}`, description: "A propane set from a rural home, serviced every year, with its transfer switch.",
        type: wanted.type, year: "2017", hours: "900", power: "100", powerUnit: "kVA", fuelType: wanted.fuel, phase: "Single Phase",
        condition: wanted.condition, location: "Leeds", postcode: "LS10 1AB", warrantyLength: "0", startingPrice: "2000",
        auctionDuration: "7", vatStatus: "vat-na", images: [image], feePayment: fee.data!.id,
      }),
      { schema: createAuctionSchema({ maxYear }) },
    ),
  );
  const created = await createAuction(auctioneer.client as never, auctioneer.id, { ...auction, reservePrice: null });
  expect(created.error).toBeNull();

  // The same filters on both pages: the type and fuel keys, the condition key, the 100–250 kVA band.
  const band = kvaSize(kvaBandForKw(wanted.kw))!;
  expect(band.key).toBe("100-250");
  const listings = await service.rpc("search_listings", {
    search: token, listing_type: wanted.type, listing_fuel: wanted.fuel, listing_condition: wanted.condition,
    kva_min: band.min, kva_max: band.max, page_size: 50,
  });
  expect(listings.error).toBeNull();
  const listed = JSON.stringify(listings.data);
  expect(listed).toContain(wizard.id);
  expect(listed).toContain(imported!.id);
  const auctions = await service.rpc("search_auctions", {
    search: token, auction_type: wanted.type, auction_fuel: wanted.fuel, auction_condition: wanted.condition,
    kva_min: band.min, kva_max: band.max,
  });
  expect(auctions.error).toBeNull();
  expect(JSON.stringify(auctions.data)).toContain(created.id!);

  // And each filter alone tells them apart from what does not match it.
  const other = await service.rpc("search_auctions", { search: token, auction_type: "dieselStandby" });
  expect(JSON.stringify(other.data)).not.toContain(created.id!);
  const otherListings = await service.rpc("search_listings", { search: token, listing_fuel: "Diesel", page_size: 50 });
  expect(JSON.stringify(otherListings.data)).not.toContain(wizard.id);
});
