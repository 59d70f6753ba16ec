/**
 * Editing an auction without bids (/create-auction?edit={id}, docs/auctions.md) through the
 * built Worker, read and posted as a browser without JavaScript: only its seller sees it (the
 * same 404 for anyone else's and unknown ids), the form filled from the auction, read-only
 * with the reason once it has bids, has ended or was cancelled, the create form's messages
 * with the values kept, the save redirecting to the auction with its toast, and a bid
 * arriving between loading and saving answered 409 with nothing changed. Each test makes its
 * own members and auctions.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, memberFixture, placeBid as placeBidAs, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());

const memberFor = (userType: Member["userType"]) => memberFixture(admin, { userType });

const test = base.extend<{ seller: Member; otherSeller: Member; bidder: Member }>({
  seller: memberFor("private_seller"),
  otherSeller: memberFor("trade_seller"),
  bidder: memberFor("buyer"),
});

const editPath = (id: string) => `/create-auction?edit=${id}`;

const NO_LONGER = "This auction can no longer be edited: it has bids or has ended";

/** The details as the form sends them: every field changed from the factory's auction. */
const edited = {
  title: "Perkins 100 kVA standby set, fresh service",
  description: "Serviced last week: new filters, coolant and batteries. Load bank tested to 100 % for two hours.",
  brand: "Perkins",
  model: "1104A-44TG2",
  year: "2020",
  hours: "3900",
  power: "150",
  fuelType: "Natural Gas",
  type: "dieselStandby",
  phase: "Single Phase",
  condition: "used-excellent",
  location: "Stourton, Leeds",
  warrantyLength: "6",
  vatStatus: "ex-vat",
  delivery: "delivery-quoted",
  collectionTerms: "Collection within 14 days of the end; forklift loading on site.",
};

/** What a browser shows of the page: heading, alerts and notes, each field's value, errors, buttons. */
function readPage(html: string) {
  const window = pageWindow(html, worker.url);
  const document = window.document;
  const words = (element: { textContent: string | null } | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const form = document.querySelector("form#edit-auction");
  const values = Object.fromEntries(
    [...(form?.querySelectorAll("input[name], textarea[name], select[name]") ?? [])].map((field) => {
      // As the server sent it: the value attribute, the text, the option marked selected.
      const sent =
        field.tagName === "SELECT"
          ? (field.querySelector("option[selected]")?.getAttribute("value") ?? "")
          : field.tagName === "TEXTAREA"
            ? (field.textContent ?? "")
            : (field.getAttribute("value") ?? "");
      return [field.getAttribute("name"), sent];
    }),
  );
  const page = {
    heading: words(document.querySelector("h1")),
    main: words(document.querySelector("main")),
    text: words(document.body),
    alerts: [...document.querySelectorAll('[role="alert"]')].map(words).filter(Boolean),
    fieldErrors: [...document.querySelectorAll('[id$="-error"] li')].map(words),
    values,
    /** The details' fieldset is disabled: nothing can be typed or sent. */
    disabled: form?.querySelector("fieldset")?.hasAttribute("disabled") ?? null,
    action: form?.getAttribute("action") ?? null,
    buttons: [...(form?.querySelectorAll("button") ?? [])].map(words),
  };
  window.close();
  return page;
}

const openPage = async (jar: CookieJar | undefined, id: string) => {
  const response = await get(editPath(id), jar);
  return { status: response.status, page: readPage(await response.text()) };
};

const DETAIL_COLUMNS = "title, description, brand, model, year, hours, power_kw, fuel_type, phase, condition, location, warranty_length, vat_status, delivery, collection_terms";
const detailsOf = async (id: string) =>
  (await admin.from("auction_listings").select(`${DETAIL_COLUMNS}, starting_price, reserve_price, auction_end_date, updated_at`).eq("id", id).single()).data!;

const placeBid = (bidder: Member, auctionId: string, amount: number) => placeBidAs(testBackendUrl(), bidder, auctionId, amount);

describe("who may edit", () => {
  test("only the seller: anyone else's auction, an unknown id and a malformed one are the same 404, and their posts change nothing", async ({ seller, otherSeller, bidder }) => {
    const auction = await createAuction(admin, seller.id);
    const before = await detailsOf(auction.id);
    const otherJar = await signIn(otherSeller);
    const answers = [
      await openPage(otherJar, auction.id),
      await openPage(await signIn(bidder), auction.id),
      await openPage(await signIn(seller), crypto.randomUUID()),
      await openPage(await signIn(seller), "not-an-auction"),
    ];
    for (const { status, page } of answers) {
      expect(status).toBe(404);
      expect(page.text).toContain("Auction not found");
      expect(page.values).toEqual({});
    }
    expect(new Set(answers.map(({ page }) => page.main)).size).toBe(1);

    const posted = await post(editPath(auction.id), edited, otherJar);
    expect(posted.status).toBe(404);
    expect(await detailsOf(auction.id)).toEqual(before);
  });

  test("a visitor goes through the sign-in gate and comes back to the edit form", async ({ seller }) => {
    const auction = await createAuction(admin, seller.id);
    const response = await get(editPath(auction.id));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth?${new URLSearchParams({ redirectTo: editPath(auction.id) })}`);
  });
});

describe("the edit form", () => {
  test("is filled from the auction, posts to itself, and says the prices, reserve, duration, fee and images are fixed", async ({ seller }) => {
    const auction = await createAuction(admin, seller.id, { brand: "Perkins", warranty_length: 3, starting_price: 7_500, reserve_price: 9_500 });
    const { status, page } = await openPage(await signIn(seller), auction.id);
    expect(status).toBe(200);
    expect(page.heading).toBe("Edit Generator Auction");
    expect(page.action).toBe(editPath(auction.id));
    expect(page.disabled).toBe(false);
    expect(page.values).toEqual({
      title: auction.title,
      description: "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.",
      brand: "Perkins",
      model: "",
      year: "2019",
      hours: "4200",
      power: "100",
      powerUnit: "kW",
      fuelType: "Diesel",
      type: "dieselStandby",
      phase: "Three Phase",
      condition: "used-good",
      location: "Leeds",
      warrantyLength: "3",
      // An auction from before the question has no VAT status: a private seller's form says No VAT
      // (a trade seller's asks them to choose).
      vatStatus: "vat-na",
      delivery: "collection",
      collectionTerms: "",
    });
    expect(page.text).toContain("The starting price, reserve, duration, admin fee and images cannot be changed once an auction is live");
    expect(page.text).toMatch(/Starting price ?£7,500/);
    expect(page.text).toMatch(/Reserve ?£9,500/);
    expect(page.buttons).toEqual(["Save Changes"]);
  });

  test("read-only, with the reason, once it has bids, has ended or was cancelled; a post then is refused with 409", async ({ seller, bidder }) => {
    const withBid = await createAuction(admin, seller.id);
    await placeBid(bidder, withBid.id, 1_000);
    // Its end has passed; settling has not run yet.
    const pastEnd = await createAuction(admin, seller.id, { auction_end_date: new Date(Date.now() - 1000).toISOString() });
    const sold = await createAuction(admin, seller.id, { status: "sold" });
    const cancelled = await createAuction(admin, seller.id, { status: "cancelled" });
    const jar = await signIn(seller);
    const reasons = [
      [withBid, "This auction has bids, so it can no longer be edited: bidders bid on it as it was described."],
      [pastEnd, "This auction has ended, so it can no longer be edited."],
      [sold, "This auction has ended, so it can no longer be edited."],
      [cancelled, "This auction was cancelled, so it can no longer be edited."],
    ] as const;
    for (const [auction, reason] of reasons) {
      const { status, page } = await openPage(jar, auction.id);
      expect(status, reason).toBe(200);
      expect(page.text).toContain(reason);
      expect(page.disabled).toBe(true);
      expect(page.values.title).toBe(auction.title);
      expect(page.buttons).toEqual([]);

      const before = await detailsOf(auction.id);
      const posted = await post(editPath(auction.id), edited, jar);
      expect(posted.status).toBe(409);
      expect(readPage(await posted.text()).alerts).toContain(NO_LONGER);
      expect(await detailsOf(auction.id)).toEqual(before);
    }
  });

  test("the create form's messages for each bad field, the values kept, nothing written", async ({ seller }) => {
    const auction = await createAuction(admin, seller.id);
    const before = await detailsOf(auction.id);
    const jar = await signIn(seller);
    const sent = { ...edited, title: "Short", description: "Too short to describe a set.", year: "1899", hours: "-1", power: "0", fuelType: "coal", phase: "", condition: "", location: " ", warrantyLength: "121", vatStatus: "", delivery: "by drone" };
    const response = await post(editPath(auction.id), sent, jar);
    expect(response.status).toBe(400);
    const page = readPage(await response.text());
    expect(page.fieldErrors.sort()).toEqual(
      [
        "Title must be at least 10 characters",
        "Description must be at least 50 characters",
        "Year must be valid",
        "Hours must be valid",
        "Power output must be at least 1",
        "Fuel type is required",
        "Phase type is required",
        "Condition is required",
        "Location is required",
        "Warranty must be valid",
        "VAT status is required",
        "Collection and delivery is required",
      ].sort(),
    );
    expect(page.values).toMatchObject({ title: "Short", description: "Too short to describe a set.", year: "1899", hours: "-1", brand: "Perkins", warrantyLength: "121" });
    expect(await detailsOf(auction.id)).toEqual(before);
  });

  test("Save Changes rewrites the details and what it costs (brand left blank cleared), nothing else, and lands on the auction with 'Auction updated'", async ({ seller }) => {
    const auction = await createAuction(admin, seller.id, { brand: "Cummins", starting_price: 2_000, reserve_price: 3_000 });
    const before = await detailsOf(auction.id);
    const jar = await signIn(seller);
    // Prices and the end are not the form's: sent anyway, they change nothing.
    const response = await post(editPath(auction.id), { ...edited, brand: "", startingPrice: "1", reservePrice: "", auctionDuration: "14" }, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auctions/${auction.id}`);
    const landed = await get(`/auctions/${auction.id}`, jar);
    expect(landed.status).toBe(200);
    const page = readPage(await landed.text());
    expect(page.text).toContain("Auction updated");
    expect(page.heading).toBe(edited.title);

    const after = await detailsOf(auction.id);
    expect(after).toMatchObject({
      title: edited.title,
      description: edited.description,
      brand: null,
      model: edited.model,
      year: 2020,
      hours: 3900,
      power_kw: 150,
      fuel_type: "Natural Gas",
      phase: "Single Phase",
      condition: "used-excellent",
      location: "Stourton, Leeds",
      warranty_length: 6,
      vat_status: "ex-vat",
      delivery: "delivery-quoted",
      collection_terms: edited.collectionTerms,
      starting_price: 2_000,
      reserve_price: 3_000,
      auction_end_date: before.auction_end_date,
    });
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  test("a bid placed between loading the form and saving it: 409, the values kept, nothing changed", async ({ seller, bidder }) => {
    const auction = await createAuction(admin, seller.id);
    const jar = await signIn(seller);
    const loaded = await openPage(jar, auction.id);
    expect(loaded.page.buttons).toEqual(["Save Changes"]);
    await placeBid(bidder, auction.id, 1_000);
    const before = await detailsOf(auction.id);

    const response = await post(editPath(auction.id), edited, jar);
    expect(response.status).toBe(409);
    const page = readPage(await response.text());
    expect(page.alerts).toContain(NO_LONGER);
    expect(page.values).toMatchObject({ title: edited.title, description: edited.description, location: edited.location, power: "150" });
    expect(await detailsOf(auction.id)).toEqual(before);
  });
});

describe("My Auctions", () => {
  test("offers Edit exactly where Cancel auction is offered: open, no bids", async ({ seller, bidder }) => {
    const open = await createAuction(admin, seller.id, { title: "Honda 20 kVA open, editable" });
    const withBid = await createAuction(admin, seller.id, { title: "Kohler 80 kVA with a bid" });
    await placeBid(bidder, withBid.id, 1_000);
    const pastEnd = await createAuction(admin, seller.id, { title: "SDMO 45 kVA past its end", auction_end_date: new Date(Date.now() - 1000).toISOString() });
    const response = await get("/dashboard?view=listings", await signIn(seller));
    const window = pageWindow(await response.text(), worker.url);
    const rows = [...window.document.querySelectorAll("#my-auctions article")].map((article) => ({
      title: article.querySelector("h4")?.textContent?.trim(),
      edit: article.querySelector('a[href^="/create-auction?edit="]')?.getAttribute("href") ?? null,
      cancel: article.querySelector('button[value="cancel-auction"]') !== null,
    }));
    window.close();
    expect(rows).toEqual(
      expect.arrayContaining([
        { title: open.title, edit: editPath(open.id), cancel: true },
        { title: withBid.title, edit: null, cancel: false },
        { title: pastEnd.title, edit: null, cancel: false },
      ]),
    );
  });
});

// What tests/e2e/edit-auction.spec.ts walks with JavaScript, through My Auctions' link and the edit form itself.
test("without JavaScript: a seller edits their auction without bids from My Auctions; a short title is refused with the values kept; an ended one is read-only", async ({ seller }) => {
  const auction = await createAuction(admin, seller.id, { title: "Pramac 40 kVA before its edit" });
  const ended = await createAuction(admin, seller.id, { title: "Pramac 60 kVA past its end", auction_end_date: new Date(Date.now() - 60_000).toISOString() });
  const visitor = new Visitor(worker, await signIn(seller));
  await visitor.open("/dashboard?view=listings");
  await visitor.follow(`Edit ${auction.title}`, { within: `#auction-${auction.id}` });
  expect(visitor.path).toBe(editPath(auction.id));
  expectText(visitor, "Edit Generator Auction", "h1");
  expect(visitor.form("Save Changes").value("Title")).toBe(auction.title);

  await visitor.form("Save Changes").fill("Title", "Too short").fill("Location", "Stourton, Leeds").submit("Save Changes");
  expectText(visitor, "Title must be at least 10 characters", "main");
  expect(visitor.form("Save Changes").value("Location")).toBe("Stourton, Leeds");
  expect((await admin.from("auction_listings").select("title").eq("id", auction.id).single()).data?.title).toBe(auction.title);

  await visitor.form("Save Changes").fill("Title", "Pramac 40 kVA after its edit").submit("Save Changes");
  expect(visitor.path).toBe(`/auctions/${auction.id}`);
  expectText(visitor, "Auction updated");
  expectText(visitor, "Pramac 40 kVA after its edit", "h1");
  const { data } = await admin.from("auction_listings").select("title, location").eq("id", auction.id).single();
  expect(data).toEqual({ title: "Pramac 40 kVA after its edit", location: "Stourton, Leeds" });

  await visitor.open(editPath(ended.id));
  expectText(visitor, "This auction has ended, so it can no longer be edited.", "main");
  // Disabled as a browser reads it: the field's own attribute or a disabled fieldset around it.
  const title = visitor.document.querySelector('main input[name="title"]')!;
  expect(title.hasAttribute("disabled") || title.closest("fieldset[disabled]") !== null).toBe(true);
  expect(() => visitor.button("Save Changes")).toThrow();
  visitor.close();
});

test("without JavaScript: the seller edits or withdraws an auction without bids from its own page; once bid on, neither is offered", async ({ seller, bidder }) => {
  const auction = await createAuction(admin, seller.id, { title: "Pramac 40 kVA on its own page" });
  const bidOn = await createAuction(admin, seller.id, { title: "Pramac 60 kVA with a bid" });
  await placeBidAs(testBackendUrl(), bidder, bidOn.id, 1000);
  const visitor = new Visitor(worker, await signIn(seller));
  await visitor.open(`/auctions/${auction.id}`);
  expectText(visitor, "Until the first bid you can still edit or withdraw it.", "#bid");
  await visitor.follow(`Edit auction ${auction.title}`, { within: "#bid" });
  expect(visitor.path).toBe(editPath(auction.id));
  expect(visitor.form("Save Changes").value("Title")).toBe(auction.title);

  // Withdraw is My Listings' own Cancel auction: its confirmation, then the cancellation.
  await visitor.open(`/auctions/${auction.id}`);
  await visitor.press(`Withdraw auction ${auction.title}`, { within: "#bid" });
  expect(visitor.path).toBe("/dashboard?view=listings");
  expectText(visitor, "Cancel this auction?", "main");
  expect((await admin.from("auction_listings").select("status").eq("id", auction.id).single()).data?.status).toBe("active");
  await visitor.press("Yes, cancel auction");
  expectText(visitor, "Auction cancelled");
  expect((await admin.from("auction_listings").select("status").eq("id", auction.id).single()).data?.status).toBe("cancelled");

  await visitor.open(`/auctions/${bidOn.id}`);
  expect(visitor.text("#bid")).not.toContain("Until the first bid");
  expect(() => visitor.button(/Withdraw auction/, { within: "#bid" })).toThrow();
  visitor.close();
});
