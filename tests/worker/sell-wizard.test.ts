/**
 * The sell wizard's step handlers (app/routes/sell-generator/wizard.server.ts) through the
 * built Worker, posted as a browser without JavaScript posts them: the paths that
 * tests/e2e/sell-wizard.spec.ts does not walk (Save Draft and Previous while signed out, a
 * draft too large for its cookie, what Next and Previous write, listings a seller may not
 * change, Publish before the listing is complete). Each test's seller and listings are its own.
 */
import { readFileSync } from "node:fs";
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { addListingPhoto, createDepot, createListing, createMember, deleteMember, memberFixture, setMemberPlan, uniqueToken, type Member } from "../support/factories";
import { CookieJar } from "../support/http";
import { jpegOf, photographicPixels } from "../support/photo-fixtures";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

const test = base.extend<{ seller: Member; otherSeller: Member; dealer: Member; otherDealer: Member }>({
  dealer: memberFixture(admin, { userType: "trade_seller" }),
  otherDealer: memberFixture(admin, { userType: "trade_seller" }),
  // eslint-disable-next-line no-empty-pattern
  seller: async ({}, use) => {
    const member = await createMember(admin, { userType: "private_seller" });
    await use(member);
    await deleteMember(admin, member);
  },
  // eslint-disable-next-line no-empty-pattern
  otherSeller: async ({}, use) => {
    const member = await createMember(admin, { userType: "private_seller" });
    await use(member);
    await deleteMember(admin, member);
  },
});

const basicInfo = (title: string) => ({
  title,
  type: "dieselStandby",
  condition: "used-good",
  description: "Ex-hospital standby set, serviced yearly, load bank tested in March.",
});

const specs = { powerOutput: "88", fuelType: "Diesel", brand: "FG Wilson", model: "P110-3", year: "2016", hoursUsed: "1450" };

async function listingRow(id: string) {
  const { data, error } = await admin
    .from("generator_listings")
    .select("title, status, brand, model, year, power_kw, wizard_step")
    .eq("id", id)
    .single();
  expect(error).toBeNull();
  return data!;
}

async function draftsOf(seller: Member) {
  const { data, error } = await admin.from("generator_listings").select("id, title, wizard_step").eq("dealer_id", seller.id);
  expect(error).toBeNull();
  return data!;
}

const signInGate = (returnTo: string) => `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;

describe("a signed-out visitor", () => {
  test("Save Draft keeps the step in the draft cookie and asks them to sign in; once signed in it is their draft", async ({ seller }) => {
    const jar = new CookieJar();
    const saved = await post("/sell-generator?step=1", { intent: "save-draft", ...basicInfo("Perkins 44 kVA canopy") }, jar);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(signInGate("/sell-generator?step=1"));
    expect(jar.has("gm_sell_draft.0")).toBe(true);

    // The same browser signs in: it keeps its draft cookie.
    const member = await signIn(seller);
    for (const pair of jar.header().split("; ")) member.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    const back = await get("/sell-generator?step=1", member);
    expect(back.status).toBe(302);
    const [draft] = await draftsOf(seller);
    expect(draft).toMatchObject({ title: "Perkins 44 kVA canopy", wizard_step: 1 });
    expect(back.headers.get("location")).toBe(`/sell-generator?edit=${draft!.id}&step=1`);
    expect(member.has("gm_sell_draft.0")).toBe(false);
  });

  test("Previous on the photos step needs no account", async () => {
    const response = await post("/sell-generator?step=3", { intent: "previous" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sell-generator?step=2");
  });

  test("a draft too large to keep in cookies is refused with a message to sign in, and no cookie is set", async () => {
    const response = await post("/sell-generator?step=1", { intent: "next", ...basicInfo("Yanmar 30 kVA"), description: "発".repeat(5000) });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain("This is too much to keep before you sign in. Please sign in to continue.");
    expect(response.headers.getSetCookie().filter((header) => header.startsWith("gm_sell_draft"))).toEqual([]);
  });
});

describe("a signed-in seller", () => {
  test("a later step without a listing starts again at step 1; a button step 1 does not have is refused; neither saves", async ({ seller }) => {
    const jar = await signIn(seller);
    const later = await post("/sell-generator?step=2", { intent: "next", ...specs }, jar);
    expect(later.status).toBe(302);
    expect(later.headers.get("location")).toBe("/sell-generator?step=1");
    const publish = await post("/sell-generator?step=1", { intent: "publish", ...basicInfo("Cummins C33 D5") }, jar);
    expect(publish.status).toBe(400);
    expect(await draftsOf(seller)).toEqual([]);
  });

  test("Next saves the whole step, clearing a field left empty; Previous saves only the valid fields", async ({ seller }) => {
    const listing = await createListing(admin, seller.id, { status: "draft", brand: "Honda", model: "EU22i", year: 2021, power_kw: 2.2 });
    const jar = await signIn(seller);
    const nextStep = await post(`/sell-generator?edit=${listing.id}&step=2`, { intent: "next", ...specs, model: "" }, jar);
    expect(nextStep.headers.get("location")).toBe(`/sell-generator?edit=${listing.id}&step=3`);
    expect(await listingRow(listing.id)).toMatchObject({ brand: "FG Wilson", model: null, year: 2016, power_kw: 88, wizard_step: 3 });

    const previous = await post(`/sell-generator?edit=${listing.id}&step=2`, { intent: "previous", ...specs, brand: "Perkins", year: "1800", powerOutput: "" }, jar);
    expect(previous.headers.get("location")).toBe(`/sell-generator?edit=${listing.id}&step=1`);
    expect(await listingRow(listing.id)).toMatchObject({ brand: "Perkins", model: "P110-3", year: 2016, power_kw: 88, wizard_step: 1 });
  });

  test("someone else's listing, or no listing, is not found, and stays as it was", async ({ seller, otherSeller }) => {
    const theirs = await createListing(admin, otherSeller.id, { status: "draft" });
    const jar = await signIn(seller);
    expect((await get(`/sell-generator?edit=${theirs.id}`, jar)).status).toBe(404);
    expect((await post(`/sell-generator?edit=${theirs.id}&step=1`, { intent: "next", ...basicInfo("Taken over") }, jar)).status).toBe(404);
    expect((await post("/sell-generator?edit=not-a-listing&step=1", { intent: "next", ...basicInfo("Nothing") }, jar)).status).toBe(404);
    expect((await listingRow(theirs.id)).title).toBe(theirs.title);
  });

  test("a listing under review is read-only: a step posted to it goes back to its status page and changes nothing", async ({ seller }) => {
    const pending = await createListing(admin, seller.id, { status: "pending" });
    const jar = await signIn(seller);
    const response = await post(`/sell-generator?edit=${pending.id}&step=1`, { intent: "next", ...basicInfo("Renamed while under review") }, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/sell-generator?edit=${pending.id}`);
    expect(await listingRow(pending.id)).toMatchObject({ title: pending.title, status: "pending" });
  });

  test("Publish before the listing is complete goes back to the first step it lacks, names what is missing, and sends nothing for review", async ({ seller }) => {
    // Basic info and specs complete, no photos yet, not paid for.
    const draft = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby" });
    const jar = await signIn(seller);
    const response = await post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/sell-generator?edit=${draft.id}&step=3`);
    expect((await listingRow(draft.id)).status).toBe("draft");
    const page = textOf(await (await get(response.headers.get("location")!, jar)).text());
    expect(page).toContain("Not ready to publish");
    expect(page).toContain("This listing is not complete yet: it still needs at least one photo and a listing option");
  });

  test("the Review step of an incomplete listing lists what is missing, each linking to its step", async ({ seller }) => {
    const draft = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby", vat_status: null });
    const jar = await signIn(seller);
    const response = await get(`/sell-generator?edit=${draft.id}&step=5`, jar);
    expect(response.status).toBe(200);
    const page = textOf(await response.text());
    expect(page).toContain("Still needed before you can publish");
    const links = [...page.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a><span[^>]*>\s*\(step/g)].map(([, href, label]) => [href, label]);
    const at = (step: number) => `/sell-generator?edit=${draft.id}&amp;step=${step}`;
    expect(links).toEqual([
      [at(3), "At least one photo"],
      [at(4), "The VAT status"],
      [at(4), "A listing option"],
    ]);
    // Before the Review step, a step past the first one lacking something is not shown.
    expect((await get(`/sell-generator?edit=${draft.id}&step=4`, jar)).headers.get("location")).toBe(`/sell-generator?edit=${draft.id}&step=3`);
  });

  test("removing or moving a photo that is not this listing's is not found", async ({ seller }) => {
    const draft = await createListing(admin, seller.id, { status: "draft" });
    const jar = await signIn(seller);
    for (const operation of ["remove-photo", "move-earlier", "make-cover"]) {
      const response = await post(`/sell-generator?edit=${draft.id}&step=3`, { intent: `${operation}:${crypto.randomUUID()}` }, jar);
      expect(response.status).toBe(404);
    }
  });

  test("Specs stores what the browse filters ask for, and Other's brand as typed; a warranty left empty is none", async ({ seller }) => {
    const listing = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby", warranty_months: 24, sockets: true });
    const jar = await signIn(seller);
    const filters = { phase: "Three Phase", voltage: "400V/230V", acousticType: "Super Silenced", enclosure: "Steel acoustic canopy", emissions: "EU Stage V" };
    const saved = await post(`/sell-generator?edit=${listing.id}&step=2`, { intent: "next", ...specs, ...filters, brand: "Other", otherBrand: "Aggreko", warrantyMonths: "" }, jar);
    expect(saved.headers.get("location")).toBe(`/sell-generator?edit=${listing.id}&step=3`);
    const { data } = await admin
      .from("generator_listings")
      .select("brand, phase, voltage, acoustic_type, enclosure, emissions, warranty_months, sockets")
      .eq("id", listing.id)
      .single();
    expect(data).toEqual({
      brand: "Aggreko",
      phase: "Three Phase",
      voltage: "400V/230V",
      acoustic_type: "Super Silenced",
      enclosure: "Steel acoustic canopy",
      emissions: "EU Stage V",
      warranty_months: 0,
      sockets: false,
    });
    // Shown again as Other with its name.
    const page = await (await get(`/sell-generator?edit=${listing.id}&step=2`, jar)).text();
    expect(page).toMatch(/<option value="Other" selected="">/);
    expect(page).toContain('value="Aggreko"');
  });

  test("Specs takes the power in kW or kVA, as the seller chooses, and keeps kW: 100 kVA is 80 kW; a unit not offered is refused", async ({ seller }) => {
    const listing = await createListing(admin, seller.id, { status: "draft", power_kw: 5 });
    const jar = await signIn(seller);
    const saved = await post(`/sell-generator?edit=${listing.id}&step=2`, { intent: "next", ...specs, powerOutput: "100", powerUnit: "kVA" }, jar);
    expect(saved.headers.get("location")).toBe(`/sell-generator?edit=${listing.id}&step=3`);
    expect(await listingRow(listing.id)).toMatchObject({ power_kw: 80 });
    // Shown again in kW, as stored; Review names both units.
    const form = (await new Visitor(worker, jar).open(`/sell-generator?edit=${listing.id}&step=2`)).form("Next");
    expect([form.value("Power Output"), form.value("Power Unit")]).toEqual(["80", "kW"]);
    expect(textOf(await (await get(`/sell-generator?edit=${listing.id}&step=5`, jar)).text())).toContain("100\u00a0kVA / 80\u00a0kW");

    const refused = await post(`/sell-generator?edit=${listing.id}&step=2`, { intent: "next", ...specs, powerOutput: "50", powerUnit: "hp" }, jar);
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("Choose kW or kVA");
    expect(await listingRow(listing.id)).toMatchObject({ power_kw: 80 });
  });

  test("a kVA typed before signing in is kept in kW once the cookie's draft becomes the member's", async ({ seller }) => {
    const jar = new CookieJar();
    await post("/sell-generator?step=1", { intent: "next", ...basicInfo("Perkins 100 kVA canopy") }, jar);
    const saved = await post("/sell-generator?step=2", { intent: "save-draft", ...specs, powerOutput: "100", powerUnit: "kVA" }, jar);
    expect(saved.headers.get("location")).toBe(signInGate("/sell-generator?step=2"));
    const member = await signIn(seller);
    for (const pair of jar.header().split("; ")) member.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    await get("/sell-generator?step=2", member);
    const [draft] = await draftsOf(seller);
    expect(await listingRow(draft!.id)).toMatchObject({ title: "Perkins 100 kVA canopy", power_kw: 80 });
  });

  test("a live listing (as seeded stock is) shows its type on step 1, has its price changed, and keeps its type", async ({ seller }) => {
    const live = await createListing(admin, seller.id, { status: "active", type: "trailerMounted" });
    await admin.from("listing_photos").insert({ listing_id: live.id, storage_path: "seed/diesel-standby-1.png", position: 0 });
    const jar = await signIn(seller);
    // Step 1 shows the type it is filed under, chosen in the one type list.
    const step1 = await get(`/sell-generator?edit=${live.id}&step=1`, jar);
    expect(await step1.text()).toMatch(/<option value="trailerMounted" selected="">Trailer Mounted Generators<\/option>/);
    const { title, condition, description } = { title: live.title, condition: "used-good", description: "Serviced yearly." };
    const basics = await post(`/sell-generator?edit=${live.id}&step=1`, { intent: "next", title, type: "trailerMounted", condition, description }, jar);
    expect(basics.headers.get("location")).toBe(`/sell-generator?edit=${live.id}&step=2`);
    // The Pricing step is open to it, and the new price is saved.
    expect((await get(`/sell-generator?edit=${live.id}&step=4`, jar)).status).toBe(200);
    const pricing = { askingPrice: "750", vatStatus: "vat-na", postcode: "BT1 5GS" };
    const priced = await post(`/sell-generator?edit=${live.id}&step=4`, { intent: "next", ...pricing }, jar);
    expect(priced.headers.get("location")).toBe(`/sell-generator?edit=${live.id}&step=5`);
    const { data } = await admin.from("generator_listings").select("status, price_gbp, type, region").eq("id", live.id).single();
    // The region follows the postcode's area.
    expect(data).toEqual({ status: "active", price_gbp: 750, type: "trailerMounted", region: "northernireland" });
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A trade seller's draft that lacks nothing (a photo included), at their main depot if they have one. */
async function completeDraft(dealer: Member) {
  const draft = await createListing(admin, dealer.id, { status: "draft", type: "dieselStandby" });
  await addListingPhoto(admin, { sellerId: dealer.id, listingId: draft.id, bytes: PNG, contentType: "image/png", extension: "png" });
  return draft;
}

describe("a trade seller", () => {
  test("without a package is told to choose one on Pricing and Review, and Publish is refused with where to go", async ({ dealer }) => {
    const draft = await completeDraft(dealer);
    const jar = await signIn(dealer);
    const pricing = textOf(await (await get(`/sell-generator?edit=${draft.id}&step=4`, jar)).text());
    expect(pricing).toContain("You have no package yet");
    expect(pricing).not.toContain("Listing Option");
    const refused = await post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, jar);
    expect(refused.status).toBe(402);
    expect(textOf(await refused.text())).toContain("Trade listings run on a trade package: choose Single Ad, Standard or Premium");
    await expectServerError(/^sell: publishing[^]*Trade listings run on a trade package/);
    expect((await listingRow(draft.id)).status).toBe("draft");
  });

  test("on a package publishes without a fee within its allowance, and past it is told to upgrade", async ({ dealer }) => {
    await setMemberPlan(admin, dealer.id, "trade-single");
    const first = await completeDraft(dealer);
    const jar = await signIn(dealer);
    const review = textOf(await (await get(`/sell-generator?edit=${first.id}&step=5`, jar)).text());
    expect(review).toContain("No fee: this listing uses one of your Single Ad package's ads (1 of 1 left)");
    expect((await post(`/sell-generator?edit=${first.id}&step=5`, { intent: "publish" }, jar)).status).toBe(302);
    expect((await listingRow(first.id)).status).toBe("pending");

    const second = await completeDraft(dealer);
    const refused = await post(`/sell-generator?edit=${second.id}&step=5`, { intent: "publish" }, jar);
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("Your Single Ad package allows 1 active ad and 1 is live or awaiting review: upgrade your package");
    await expectServerError(/^sell: publishing[^]*Your Single Ad package allows 1 active ad and 1 is live or awaiting review/);
    expect((await listingRow(second.id)).status).toBe("draft");
    expect((await admin.from("payments").select("id").eq("user_id", dealer.id)).data).toEqual([]);
  });
});

describe("without JavaScript, the whole way", () => {
  const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
  const frontJpeg = { name: "front.jpg", mimeType: "image/jpeg", buffer: fixture("generator-front.jpg") };
  const panelPng = { name: "panel.png", mimeType: "image/png", buffer: fixture("generator-panel.png") };
  const photoSources = (visitor: Visitor) =>
    [...visitor.document.querySelectorAll('[aria-label="Your photos, main photo first"] img')].map((image) => image.getAttribute("src"));
  const step = (visitor: Visitor) => visitor.text('[aria-current="step"]');
  const nextYear = new Date().getUTCFullYear() + 1;

  /** Steps 1 and 2 as tests/e2e/sell-wizard.spec.ts fills them. */
  const fillBasicInfo = (visitor: Visitor, title: string) =>
    visitor
      .form("Next")
      .fill("Generator Title", title)
      .select("Generator Type", "Diesel Standby Generators")
      .select("Condition", "Used – Good")
      .fill("Description", "Ex-hospital standby set, serviced yearly, load bank tested in March.");
  const fillSpecs = (visitor: Visitor) =>
    visitor
      .form("Next")
      .fill("Power Output", "88")
      .select("Fuel Type", "Diesel")
      .select("Brand", "FG Wilson")
      .fill("Model", "P110-3")
      .fill("Year", "2016")
      .fill("Hours Used", "1450")
      .check("Remote Start")
      .check("Service Records Available");

  test("every step shows its required-field messages and the year bounds; Previous keeps what was entered", async () => {
    const visitor = await new Visitor(worker).open("/sell-generator");
    await visitor.press("Next");
    for (const message of ["Generator title is required", "Generator type is required", "Condition is required", "Description is required"]) expectText(visitor, message, "main");
    await fillBasicInfo(visitor, "Honda EU22i inverter").submit("Next");
    expect(step(visitor)).toContain("Specs");
    expect(visitor.path).toBe("/sell-generator?step=2");

    await visitor.press("Next");
    for (const message of ["Power output is required", "Fuel type is required", "Brand is required", "Year is required"]) expectText(visitor, message, "main");
    for (const year of ["1989", String(nextYear + 1)]) {
      await fillSpecs(visitor).fill("Year", year).submit("Next");
      expectText(visitor, `Year must be between 1990 and ${nextYear}`, "main");
      expect(visitor.form("Next").value("Year")).toBe(year);
      expect(visitor.form("Next").value("Model")).toBe("P110-3");
    }
    await visitor.form("Next").fill("Year", String(nextYear)).submit("Next");
    expect(step(visitor)).toContain("Photos");

    await visitor.press("Previous");
    expect(visitor.form("Next").value("Year")).toBe(String(nextYear));
    await visitor.press("Previous");
    expect(visitor.form("Next").value("Generator Title")).toBe("Honda EU22i inverter");

    // The step in the URL never goes past what has been completed, nor past the last step.
    await visitor.open("/sell-generator?step=99");
    expect(visitor.path).toBe("/sell-generator?step=3");
    visitor.close();
  });

  test("Previous never waits for the step to be valid", async () => {
    const visitor = await new Visitor(worker).open("/sell-generator");
    await fillBasicInfo(visitor, "Honda EU22i inverter").submit("Next");
    expect(step(visitor)).toContain("Specs");
    // Specs left blank but for a year out of range: going back is still allowed.
    await visitor.form("Previous").fill("Year", "1989").submit("Previous");
    expect(step(visitor)).toContain("Basic Info");
    expect(visitor.form("Next").value("Generator Title")).toBe("Honda EU22i inverter");
    visitor.close();
  });

  test("a signed-out visitor is asked to sign in for photos, signs in, and loses nothing", async ({ seller }) => {
    const title = `Perkins 44 kVA canopy ${uniqueToken()}`;
    const visitor = await new Visitor(worker).open("/sell-generator");
    await fillBasicInfo(visitor, title).submit("Next");
    await fillSpecs(visitor).submit("Next");
    expectText(visitor, "we will ask you to sign in first");
    await visitor.form("Upload Photos").attach("Add Photos", [frontJpeg]).submit("Upload Photos");
    expect(visitor.path).toBe(signInGate("/sell-generator?step=3"));
    await visitor.form("Sign In").fill("Email", seller.email).fill("Password", seller.password).submit("Sign In");

    // Back at the photos step, now of a draft in the database.
    expect(visitor.path).toMatch(/^\/sell-generator\?edit=[0-9a-f-]{36}&step=3$/);
    expect(await draftsOf(seller)).toEqual([expect.objectContaining({ title })]);
    expect(visitor.button("Upload Photos")).toBeTruthy();
    await visitor.press("Previous");
    expect(visitor.form("Next").value("Model")).toBe("P110-3");
    expect(visitor.form("Next").checked("Remote Start")).toBe(true);
    await visitor.press("Previous");
    expect(visitor.form("Next").value("Generator Title")).toBe(title);
    visitor.close();
  });

  test("photos and pricing: a file that is no photo is named, Remove takes one off, and Pricing says what it needs", async ({ seller }) => {
    const visitor = await new Visitor(worker, await signIn(seller)).open("/sell-generator");
    await fillBasicInfo(visitor, `Cummins C33 D5 ${uniqueToken()}`).submit("Next");
    await fillSpecs(visitor).submit("Next");
    await visitor.press("Next");
    expectText(visitor, "Please upload at least one photo of your generator");

    // Two different photos and a file that is no photo (the most photos a listing has:
    // tests/worker/sell-wizard-photo-order.test.ts; the other refusals: sell-wizard-photos.test.ts).
    const images = await Promise.all(
      ["one", "two"].map(async (name, index) => ({
        name: `${name}.jpg`,
        mimeType: "image/jpeg",
        buffer: await jpegOf(photographicPixels(480, 360, index + 1), 480, 360),
      })),
    );
    const notes = { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Service history: oil changed 2023.\n") };
    await visitor.form("Upload Photos").attach("Add Photos", [notes, ...images]).submit("Upload Photos");
    expectText(visitor, "notes.jpg is not a photo: upload a JPEG, PNG, WebP or GIF image", '[role="alert"]');
    expect(photoSources(visitor)).toHaveLength(2);
    await visitor.press("Remove photo 2");
    expect(photoSources(visitor)).toHaveLength(1);
    await visitor.press("Next");

    expect(step(visitor)).toContain("Pricing");
    await visitor.press("Next");
    for (const message of ["Asking price is required", "VAT status is required", "Postcode is required", "Choose a listing option"]) expectText(visitor, message, "main");
    visitor.close();
  });

  test("Save Draft, sign out and sign in: the draft resumes where it was left", async ({ seller }) => {
    const title = `Generac 22 kW home standby ${uniqueToken()}`;
    const visitor = await new Visitor(worker, await signIn(seller)).open("/sell-generator");
    await fillBasicInfo(visitor, title).submit("Next");
    await fillSpecs(visitor).submit("Save Draft");
    expectText(visitor, "Draft saved");
    const draftPath = visitor.path;
    expect(draftPath).toMatch(/^\/sell-generator\?edit=[0-9a-f-]{36}&step=2$/);
    await visitor.press("Logout", { first: true });
    expect(visitor.path).toBe("/");

    const again = await new Visitor(worker, await signIn(seller)).open("/sell-generator");
    // Offered once: in the question whether to continue it, not in the landing's list too.
    expect(again.text("main").split(title)).toHaveLength(2);
    await again.follow("Continue your draft");
    expect(again.path).toBe(draftPath);
    expect(step(again)).toContain("Specs");
    expect(again.form("Next").value("Power Output")).toBe("88");
    expect(again.form("Next").checked("Service Records Available")).toBe(true);
    visitor.close();
    again.close();
  });

  test("coming back to sell with a draft asks to continue it or start another; Review's Edit links open each step with everything kept", async ({ seller }) => {
    const draft = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby", wizard_step: 5 });
    await addListingPhoto(admin, { sellerId: seller.id, listingId: draft.id, bytes: panelPng.buffer, contentType: "image/png", extension: "png" });
    const visitor = await new Visitor(worker, await signIn(seller)).open("/sell-generator");
    expectText(visitor, "You have a listing in progress", "#wizard");
    // No step 1 form to fill: Next there would start one more draft.
    expect(visitor.document.querySelector("#wizard form")).toBeNull();
    await visitor.follow("Continue your draft");
    expect(visitor.path).toBe(`/sell-generator?edit=${draft.id}&step=5`);
    // Review shows the listing's card as buyers will see it in the results.
    const preview = visitor.text(`article[aria-label="Preview of ${draft.title}"]`);
    expect(preview).toMatch(/^Honda · /);
    for (const shown of [draft.title, "£900", "Taunton", "Year2021", "Hours120", "Petrol", "Used – Good"]) expect(preview).toContain(shown);
    for (const [section, at] of [["Basic Info", 1], ["Specs", 2], ["Photos", 3], ["Pricing", 4]] as const) {
      await visitor.open(`/sell-generator?edit=${draft.id}&step=5`);
      await visitor.follow(`Edit ${section}`);
      expect(visitor.path).toBe(`/sell-generator?edit=${draft.id}&step=${at}`);
    }
    await visitor.open(`/sell-generator?edit=${draft.id}&step=5`);
    await visitor.follow("Edit Specs");
    expect(visitor.form("Next").value("Model")).toBe("EU22i");

    await visitor.open("/sell-generator");
    await visitor.follow("Start a new listing");
    expect(visitor.path).toBe("/sell-generator?new=1");
    expect(step(visitor)).toContain("Basic Info");
    await fillBasicInfo(visitor, `Second listing ${uniqueToken()}`).submit("Next");
    expect(visitor.path).toMatch(/^\/sell-generator\?edit=[0-9a-f-]{36}&step=2$/);
    const { data: drafts } = await admin.from("generator_listings").select("id").eq("dealer_id", seller.id).eq("status", "draft");
    expect(drafts).toHaveLength(2);
    visitor.close();
  });

  test("the owner edits a live listing through the same steps: Save Changes, no new payment or review", async ({ seller }) => {
    const title = `Pramac GSW65 live ${uniqueToken()}`;
    const listing = await createListing(admin, seller.id, {
      ...{ title, type: "dieselStandby", condition: "used-excellent", description: "Low hours." },
      ...{ power_kw: 52, fuel: "Diesel", brand: "Pramac", model: "GSW65", year: 2019, price_gbp: 9950, vat_status: "inc-vat" },
      ...{ postcode: "B6 4AA", location: "Aston, Birmingham", region: "birmingham" },
    });
    await admin.from("listing_photos").insert({ listing_id: listing.id, storage_path: "seed/diesel-standby-1.png", position: 0 });

    const visitor = await new Visitor(worker, await signIn(seller)).open(`/sell-generator?edit=${listing.id}`);
    expectText(visitor, "Edit Your Listing", "h1");
    expect(visitor.form("Next").value("Generator Title")).toBe(title);
    expect(() => visitor.button("Save Draft")).toThrow();
    await visitor.form("Next").fill("Generator Title", `${title} (reduced)`).submit("Next");
    expect(visitor.form("Next").value("Brand")).toBe("Pramac");
    await visitor.press("Next");
    await visitor.press("Next");
    expectText(visitor, "This listing is live.");
    await visitor.form("Next").fill("Asking Price (£)", "8950").submit("Next");
    expectText(visitor, "£8,950", "main");
    await visitor.press("Save Changes");

    expect(visitor.path).toBe(`/listings/${listing.id}`);
    expectText(visitor, `${title} (reduced)`, "h1");
    const { data: saved } = await admin.from("generator_listings").select("status, price_gbp").eq("id", listing.id).single();
    expect(saved).toEqual({ status: "active", price_gbp: 8950 });
    expect((await admin.from("payments").select("id").eq("listing_id", listing.id)).data).toEqual([]);
    visitor.close();
  });

  // What tests/e2e/sell-wizard.spec.ts walks with JavaScript, through each step's own form.
  test("a private seller lists a generator in five steps with two photos, and it waits for review with the fee paid", async ({ seller }) => {
    const title = `FG Wilson P110-3 standby ${uniqueToken()}`;
    const visitor = new Visitor(worker, await signIn(seller));
    await visitor.open("/sell-generator");
    expectText(visitor, "Listing options");

    await fillBasicInfo(visitor, title).submit("Next");
    expectText(visitor, "Specs", '[aria-current="step"]');
    const id = new URL(visitor.path, worker.url).searchParams.get("edit")!;
    await fillSpecs(visitor)
      .select("Phase", "Three Phase")
      .fill("Voltage", "400V/230V")
      .select("Acoustic Type", "Super Silenced")
      .fill("Emissions", "EU Stage IIIA")
      .fill("Warranty (months)", "12")
      .check("Has power sockets")
      .submit("Next");
    expect(visitor.path).toBe(`/sell-generator?edit=${id}&step=3`);

    await visitor.form("Upload Photos").attach("Add Photos", [frontJpeg, panelPng]).submit("Upload Photos");
    expectText(visitor, "Cover photo");
    const uploaded = photoSources(visitor);
    expect(uploaded).toHaveLength(2);
    expect(uploaded[0]).toMatch(/\.jpg$/);
    // The panel photo, described, becomes the cover: the one button sends its description too.
    await visitor.form("Make cover photo 2").fill("Description of photo 2", "The control panel, hour meter at 1,200").submit("Make cover photo 2");
    expect(photoSources(visitor)).toEqual([uploaded[1], uploaded[0]]);
    expect(visitor.form("Next").value("Description of photo 1")).toBe("The control panel, hour meter at 1,200");
    expect(visitor.form("Next").value("Description of photo 2")).toBe("");
    await visitor.press("Next");

    expectText(visitor, "Pricing", '[aria-current="step"]');
    expectText(visitor, "Nothing is charged yet: you pay when you publish");
    await visitor
      .form("Next")
      .fill("Asking Price (£)", "12500")
      .select("VAT Status", "Plus VAT")
      .check("Price negotiable")
      .fill("Postcode", "ls10 1ab")
      .fill("Location Details", "Stourton, Leeds")
      .check(/Enhanced Listing/)
      .submit("Next");

    expectText(visitor, "Review", '[aria-current="step"]');
    // Going back keeps the finished steps ticked, and Review stays one link away.
    await visitor.follow(/Basic Info/, { within: 'nav[aria-label="Listing steps"]' });
    expectText(visitor, "Basic Info", '[aria-current="step"]');
    expect([...visitor.document.querySelectorAll('nav[aria-label="Listing steps"] li')].map((item) => item.textContent?.replace(/\s+/g, " ").trim())).toEqual([
      expect.stringMatching(/Basic Info/),
      expect.stringMatching(/Specs \(done\)/),
      expect.stringMatching(/Photos \(done\)/),
      expect.stringMatching(/Pricing \(done\)/),
      expect.stringMatching(/Review \(upcoming\)/),
    ]);
    await visitor.follow(/Review/, { within: 'nav[aria-label="Listing steps"]' });
    for (const shown of [title, "£12,500", "LS10 1AB", "Remote Start, Service Records Available", "Enhanced Listing: £35 for 60 days"]) expectText(visitor, shown, "main");
    expect([...visitor.document.querySelectorAll('main section[aria-labelledby="summary-photos"] img')].map((image) => image.getAttribute("src"))).toEqual([
      uploaded[1],
      uploaded[0],
    ]);
    // The fee is taken at Publish, stated beside the button: nothing was paid on Pricing.
    expect((await admin.from("payments").select("id").eq("listing_id", id)).data).toEqual([]);
    expectText(visitor, "Publishing pays £35 inc. VAT (VAT £5.83) for the Enhanced Listing", "main");
    expectText(visitor, "Test mode: no card is charged", "main");
    await visitor.press("Pay £35 and Publish");

    expectText(visitor, "Listing submitted");
    expectText(visitor, "Pending review", "main");
    expect(visitor.path).toBe(`/sell-generator?edit=${id}`);
    expect([...visitor.document.querySelectorAll("main button")].map((button) => button.textContent)).not.toContainEqual(expect.stringMatching(/Publish/));

    const { data: listing } = await admin
      .from("generator_listings")
      .select("status, listing_option, type, location, postcode, price_gbp, phase, acoustic_type, warranty_months, sockets, listing_photos(storage_path, position)")
      .eq("id", id)
      .single();
    expect(listing).toMatchObject({
      status: "pending",
      listing_option: "enhanced",
      type: "dieselStandby",
      location: "Stourton, Leeds",
      postcode: "LS10 1AB",
      price_gbp: 12500,
      phase: "Three Phase",
      acoustic_type: "Super Silenced",
      warranty_months: 12,
      sockets: true,
    });
    const stored = [...listing!.listing_photos].sort((a, b) => a.position - b.position).map((photo) => photo.storage_path);
    expect(uploaded.map((url) => url!.split("/photos/")[1])).toEqual([stored[1], stored[0]]);
    const { data: payments } = await admin.from("payments").select("amount_pence, status, listing_option").eq("listing_id", id);
    expect(payments).toEqual([{ amount_pence: 3500, status: "paid", listing_option: "enhanced" }]);
    visitor.close();
  });
});

// A dealer with several depots says on Pricing which one a listing is at (docs/depots.md,
// docs/selling.md); the owner cannot write depot_id, so the step moves it (move_listings_to_depot).
describe("a dealer's depot, without JavaScript", () => {
  const listingAt = async (id: string) =>
    (await admin.from("generator_listings").select("status, depot_id, price_gbp").eq("id", id).single()).data;
  const depotNames = (visitor: Visitor) => [...visitor.document.querySelectorAll('select[name="depotId"] option')].map((option) => option.textContent);
  /** The Review summary's row, as its term and description read. */
  const summaryRow = (visitor: Visitor, label: string) =>
    [...visitor.document.querySelectorAll("main dl div")].find((row) => row.querySelector("dt")?.textContent === label)?.querySelector("dd")?.textContent ?? null;

  test("a Premium dealer with two depots picks the second on Pricing; Review names it; published, the listing is there", async ({ dealer }) => {
    await setMemberPlan(admin, dealer.id, "trade-premium");
    const leeds = await createDepot(admin, dealer.id, { name: "Leeds yard" });
    const york = await createDepot(admin, dealer.id, { name: "York depot" });
    const draft = await completeDraft(dealer);
    expect((await listingAt(draft.id))?.depot_id).toBe(leeds.id);

    const visitor = await new Visitor(worker, await signIn(dealer)).open(`/sell-generator?edit=${draft.id}&step=4`);
    expect(depotNames(visitor)).toEqual(["Leeds yard (main)", "York depot"]);
    expect(visitor.form("Next").value("Depot")).toBe(leeds.id);
    expect(visitor.form("Next").description("Depot")).toContain("Where buyers call and collect");
    await visitor.form("Next").select("Depot", "York depot").submit("Next");

    expect(visitor.path).toBe(`/sell-generator?edit=${draft.id}&step=5`);
    expect(summaryRow(visitor, "Depot")).toBe("York depot");
    expect((await listingAt(draft.id))?.depot_id).toBe(york.id);
    await visitor.press("Publish");
    expectText(visitor, "Listing submitted");
    expect(await listingAt(draft.id)).toMatchObject({ status: "pending", depot_id: york.id });
    // The listing under review is shown read-only, its depot named.
    expect(summaryRow(visitor, "Depot")).toBe("York depot");
    visitor.close();
  });

  test("a live listing edited through the wizard keeps its depot, or moves to the one chosen", async ({ dealer }) => {
    await setMemberPlan(admin, dealer.id, "trade-premium");
    const leeds = await createDepot(admin, dealer.id, { name: "Leeds yard" });
    const york = await createDepot(admin, dealer.id, { name: "York depot" });
    const live = await createListing(admin, dealer.id, { depot_id: york.id });
    await admin.from("listing_photos").insert({ listing_id: live.id, storage_path: "seed/diesel-standby-1.png", position: 0 });

    const visitor = await new Visitor(worker, await signIn(dealer)).open(`/sell-generator?edit=${live.id}&step=4`);
    expect(visitor.form("Next").value("Depot")).toBe(york.id);
    await visitor.form("Next").fill("Asking Price (£)", "850").submit("Next");
    expect(await listingAt(live.id)).toMatchObject({ status: "active", depot_id: york.id, price_gbp: 850 });
    await visitor.follow("Edit Pricing");
    await visitor.form("Next").select("Depot", "Leeds yard (main)").submit("Next");
    expect(summaryRow(visitor, "Depot")).toBe("Leeds yard");
    expect(await listingAt(live.id)).toMatchObject({ status: "active", depot_id: leeds.id });
    visitor.close();
  });

  test("a dealer with one depot is asked nothing, and Review names none", async ({ dealer }) => {
    await setMemberPlan(admin, dealer.id, "trade-standard");
    const leeds = await createDepot(admin, dealer.id, { name: "Leeds yard" });
    const draft = await completeDraft(dealer);
    const visitor = await new Visitor(worker, await signIn(dealer)).open(`/sell-generator?edit=${draft.id}&step=4`);
    expect(visitor.document.querySelector('select[name="depotId"]')).toBeNull();
    expect(() => visitor.form("Next").value("Depot")).toThrow();
    await visitor.press("Next");
    expect(visitor.path).toBe(`/sell-generator?edit=${draft.id}&step=5`);
    expect(summaryRow(visitor, "Depot")).toBeNull();
    expect((await listingAt(draft.id))?.depot_id).toBe(leeds.id);
    visitor.close();
  });

  test("another dealer's depot, forged into the form, is refused beside the field: what was typed is kept and nothing is written", async ({ dealer, otherDealer }) => {
    await setMemberPlan(admin, dealer.id, "trade-premium");
    const leeds = await createDepot(admin, dealer.id, { name: "Leeds yard" });
    await createDepot(admin, dealer.id, { name: "York depot" });
    const theirs = await createDepot(admin, otherDealer.id, { name: "Their yard" });
    const draft = await completeDraft(dealer);

    const visitor = await new Visitor(worker, await signIn(dealer)).open(`/sell-generator?edit=${draft.id}&step=4`);
    visitor.document.querySelector('select[name="depotId"]')!.insertAdjacentHTML("beforeend", `<option value="${theirs.id}">Their yard</option>`);
    await visitor.form("Next").fill("Asking Price (£)", "1234").select("Depot", "Their yard").submit("Next");

    expect(visitor.status).toBe(400);
    expect(visitor.path).toBe(`/sell-generator?edit=${draft.id}&step=4`);
    expect(visitor.form("Next").description("Depot")).toContain("Choose one of your depots");
    expect(visitor.form("Next").value("Asking Price (£)")).toBe("1234");
    expect(await listingAt(draft.id)).toMatchObject({ status: "draft", depot_id: leeds.id, price_gbp: 900 });
    visitor.close();
  });
});
