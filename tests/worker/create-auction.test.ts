/**
 * /create-auction through the built Worker, posted as a browser without JavaScript posts it
 * (multipart, every button a submit): the sign-in gate and its message, buyers' page, every
 * validation message of docs/spec/02-auctions-and-seller-tools.md §5 for its case, the upload, remove and pay steps coming
 * back to the filled form, the review (as buyers will see it, writing nothing; Edit back to the
 * form), Create redirecting to the auction with its toast, a double submit creating one auction,
 * a refused create writing nothing, and photos from an unfinished auction offered, never used
 * unless kept. Each test's members are its own.
 */
import { readFileSync } from "node:fs";
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createMember, deleteMember, uniqueToken, type Member } from "../support/factories";
import { CookieJar } from "../support/http";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const jpeg = () => new File([fixture("generator-front.jpg")], "front.jpg", { type: "image/jpeg" });
const png = () => new File([fixture("generator-panel.png")], "panel.png", { type: "image/png" });

const test = base.extend<{ seller: Member; buyer: Member }>({
  // eslint-disable-next-line no-empty-pattern
  seller: async ({}, use) => {
    const member = await createMember(admin, { userType: "private_seller" });
    await use(member);
    await deleteMember(admin, member);
  },
  // eslint-disable-next-line no-empty-pattern
  buyer: async ({}, use) => {
    const member = await createMember(admin, { userType: "buyer" });
    await use(member);
    await deleteMember(admin, member);
  },
});

const details = {
  title: "Perkins 100 kVA standby set",
  description: "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.",
  brand: "Perkins",
  model: "1104A-44TG2",
  year: "2018",
  hours: "3200",
  power: "100",
  fuelType: "Diesel",
  type: "dieselStandby",
  phase: "Three Phase",
  condition: "used-good",
  location: "Stourton, Leeds",
  postcode: "ls10 1ab",
  warrantyLength: "3",
  startingPrice: "5000",
  auctionDuration: "7",
  vatStatus: "vat-na",
};

/** Posts the form as a browser does (multipart), with any files; the answer's cookies go into the jar. */
async function postForm(jar: CookieJar, fields: Record<string, string | string[]>, files: File[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  for (const file of files) body.append("newImages", file);
  return jar.store(await worker.fetch("/create-auction", { method: "POST", body, headers: { Cookie: jar.header() } }));
}

/** The hidden fields the page carries to Create: the waiting images, in order, and the fee. */
function hiddenFields(html: string) {
  const images = [...html.matchAll(/<input type="hidden" name="images" value="([^"]+)"/g)].map((match) => match[1]!);
  const fee = /<input type="hidden" name="feePayment" value="([^"]+)"/.exec(html)?.[1];
  return { images, ...(fee ? { feePayment: fee } : {}) };
}

/** The value the page's input `name` shows. */
const valueOf = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html)?.slice(1).find(Boolean);

const auctionsOf = async (member: Member) =>
  (await admin.from("auction_listings").select("id").eq("seller_id", member.id)).data ?? [];
const paymentsOf = async (member: Member) =>
  (await admin.from("payments").select("id, purpose, amount_pence, status, used_at, auction_id").eq("user_id", member.id)).data ?? [];

/** A seller with two images uploaded and the fee paid: the fields Create sends (the form's own, as the pay answer carries them). */
async function readyToCreate(seller: Member) {
  const jar = await signIn(seller);
  const uploaded = await postForm(jar, { intent: "upload" }, [jpeg(), png()]);
  expect(uploaded.status).toBe(200);
  const paid = await postForm(jar, { ...hiddenFields(await uploaded.text()), intent: "pay-fee" });
  expect(paid.status).toBe(200);
  return { jar, hidden: hiddenFields(await paid.text()) };
}

/** The photos from an unfinished auction the page offers: the names their Keep buttons carry. */
const leftoversOf = (html: string) => [...html.matchAll(/value="keep-image:([^"]+)"/g)].map((match) => match[1]!);

describe("who may create an auction", () => {
  test("a visitor goes through the sign-in gate and back; a form sent signed out says they must be logged in", async () => {
    const response = await get("/create-auction");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth?${new URLSearchParams({ redirectTo: "/create-auction" })}`);

    const jar = new CookieJar();
    const posted = await postForm(jar, { ...details, intent: "create" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(textOf(await (await get(posted.headers.get("location")!, jar)).text())).toContain("You must be logged in to create an auction");
  });

  test("a buyer reads that auctions are for sellers, with a link to become one; their posts pay and write nothing", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const response = await get("/create-auction", jar);
    expect(response.status).toBe(403);
    const html = textOf(await response.text());
    expect(html).toContain("Create Generator Auction");
    expect(html).toContain("Auctions are for sellers");
    expect(html).toMatch(/<a[^>]*href="\/private-sellers"[^>]*>Become a seller<\/a>/);
    expect(html).not.toContain("Pay £49.95 Admin Fee");

    const paid = await postForm(jar, { intent: "pay-fee" });
    expect(paid.status).toBe(403);
    expect(textOf(await paid.text())).toContain("Only sellers can create auctions");
    expect(await paymentsOf(buyer)).toEqual([]);
  });
});

describe("the form without JavaScript", () => {
  test("Create on an empty form shows every required field's message, word for word", async ({ seller }) => {
    const jar = await signIn(seller);
    const response = await postForm(jar, { condition: "", auctionDuration: "", warrantyLength: "-1", intent: "create" });
    expect(response.status).toBe(400);
    const text = textOf(await response.text());
    for (const message of [
      "Title must be at least 10 characters",
      "Description must be at least 50 characters",
      "Starting price is required",
      "Auction duration is required",
      "Year must be valid",
      "Hours must be valid",
      "Power output is required",
      "Location is required",
      "Postcode is required",
      "Fuel type is required",
      "Phase type is required",
      "Condition is required",
      "Warranty must be valid",
      "Please upload at least one image of your generator",
      "Please pay the admin fee before creating your auction",
    ]) {
      expect(text, message).toContain(message);
    }
    expect(await auctionsOf(seller)).toEqual([]);
  });

  test("each rule's case shows its message, keeping what was typed", async ({ seller }) => {
    const jar = await signIn(seller);
    const cases: Array<[Record<string, string>, string]> = [
      [{ title: "Too short" }, "Title must be at least 10 characters"],
      [{ description: "Runs well." }, "Description must be at least 50 characters"],
      [{ year: "1899" }, "Year must be valid"],
      [{ hours: "-1" }, "Hours must be valid"],
      [{ postcode: "LEEDS" }, "Please enter a valid UK postcode"],
      [{ startingPrice: "0" }, "Starting price is required"],
      [{ hasReserve: "on", reservePrice: "4000" }, "Reserve price must be higher than starting price"],
      [{ hasReserve: "on", reservePrice: "" }, "Reserve price must be higher than starting price"],
    ];
    for (const [change, message] of cases) {
      const response = await postForm(jar, { ...details, ...change, intent: "create" });
      expect(response.status, message).toBe(400);
      const html = textOf(await response.text());
      expect(html, message).toContain(message);
      expect(valueOf(html, "location"), message).toBe(details.location);
    }
  });

  test("Upload Images stores JPEG and PNG files as web copies, names a refused one, and comes back to the filled form; Remove takes one off", async ({ seller }) => {
    const jar = await signIn(seller);
    const notAnImage = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "drawing.jpg", { type: "image/jpeg" });
    const uploaded = await postForm(jar, { ...details, intent: "upload" }, [jpeg(), notAnImage, png()]);
    expect(uploaded.status).toBe(400);
    const html = textOf(await uploaded.text());
    expect(html).toContain("drawing.jpg is not a photo: upload a JPEG, PNG, WebP or GIF image");
    expect(valueOf(html, "title")).toBe(details.title);
    expect(valueOf(html, "startingPrice")).toBe(details.startingPrice);
    const { images } = hiddenFields(html);
    expect(images).toHaveLength(2);
    // Each is its largest JPEG copy, in a folder of its own (create-auction-photos.test.ts has the copies).
    for (const image of images) expect(image).toMatch(/^[0-9a-f-]{36}\/[0-9a-f]{64}\.jpg$/);
    // The files are in the seller's own folder, served to them through /photos.
    const photo = await get(`/photos/${seller.id}/auction-uploads/${images[0]}`, jar);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");

    const removed = await postForm(jar, { ...details, ...hiddenFields(html), intent: `remove-image:${images[0]}` });
    expect(removed.status).toBe(200);
    const after = textOf(await removed.text());
    expect(hiddenFields(after).images).toEqual([images[1]]);
    expect(valueOf(after, "title")).toBe(details.title);
    expect((await get(`/photos/${seller.id}/auction-uploads/${images[0]}`, jar)).status).toBe(404);
  });

  test("Pay takes the £49.95 fee once and comes back to the filled form, with Review now available", async ({ seller }) => {
    const jar = await signIn(seller);
    const before = textOf(await (await get("/create-auction", jar)).text());
    expect(before).toContain("Test mode: no card is charged.");
    expect(before).toMatch(/<button[^>]*disabled=""[^>]*>Review Auction<\/button>/);

    const paid = await postForm(jar, { ...details, intent: "pay-fee" });
    expect(paid.status).toBe(200);
    const html = textOf(await paid.text());
    expect(html).toContain("Admin fee of £49.95 paid successfully!");
    expect(html).toContain(`>${details.description}</textarea>`);
    expect(valueOf(html, "title")).toBe(details.title);
    expect(html).toMatch(/<button[^>]*value="review"[^>]*>Review Auction<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Review Auction<\/button>/);
    const payments = await paymentsOf(seller);
    expect(payments).toEqual([expect.objectContaining({ purpose: "auction_fee", amount_pence: 4995, status: "paid", used_at: null })]);
    expect(hiddenFields(html).feePayment).toBe(payments[0]!.id);

    // Paying again charges nothing more.
    expect((await postForm(jar, { ...details, intent: "pay-fee" })).status).toBe(200);
    expect(await paymentsOf(seller)).toHaveLength(1);
  });
});

describe("creating", () => {
  test("Create makes the live auction with its images in order and uses the fee; the answer is its page with the toast", async ({ seller }) => {
    const { jar, hidden } = await readyToCreate(seller);
    const terms = "Collection within 14 days of the end; forklift loading on site.";
    const response = await postForm(jar, { ...details, ...hidden, hasReserve: "on", reservePrice: "8000", vatStatus: "ex-vat", delivery: "delivery-quoted", collectionTerms: terms, intent: "create" });
    expect(response.status).toBe(302);
    const [auction] = await auctionsOf(seller);
    expect(response.headers.get("location")).toBe(`/auctions/${auction!.id}`);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("gm_toast="))).toBe(true);
    const next = textOf(await (await get("/", jar)).text());
    expect(next).toContain("Your auction has been created successfully!");
    expect(next).toContain("Your generator is now live for bidding.");

    const { data: row } = await admin
      .from("auction_listings")
      .select("title, brand, model, year, hours, power_kw, fuel_type, phase, condition, location, postcode, latitude, warranty_length, starting_price, reserve_price, status, admin_fee_paid, admin_fee_amount, created_at, auction_end_date, vat_status, delivery, collection_terms")
      .eq("id", auction!.id)
      .single();
    expect(row).toMatchObject({
      title: details.title,
      vat_status: "ex-vat",
      delivery: "delivery-quoted",
      collection_terms: "Collection within 14 days of the end; forklift loading on site.",
      brand: "Perkins",
      model: "1104A-44TG2",
      year: 2018,
      hours: 3200,
      power_kw: 100,
      fuel_type: "Diesel",
      phase: "Three Phase",
      condition: "used-good",
      location: "Stourton, Leeds",
      // Upper-cased by the form, and placed at LS10's centre by the trigger (supabase/schemas/05-places.sql).
      postcode: "LS10 1AB",
      latitude: expect.any(Number),
      warranty_length: 3,
      starting_price: 5000,
      reserve_price: 8000,
      status: "active",
      admin_fee_paid: true,
      admin_fee_amount: 49.95,
    });
    expect(Date.parse(row!.auction_end_date) - Date.parse(row!.created_at)).toBe(7 * 24 * 3600 * 1000);
    const { data: photos } = await admin.from("auction_photos").select("storage_path").eq("auction_id", auction!.id).order("position");
    expect(photos!.map((photo) => photo.storage_path)).toEqual(hidden.images.map((name) => `${seller.id}/auction-uploads/${name}`));
    expect(await paymentsOf(seller)).toEqual([expect.objectContaining({ auction_id: auction!.id })]);

    // The images are the auction's now; the form starts again empty, and needs a new fee.
    const again = await (await get("/create-auction", jar)).text();
    expect(hiddenFields(again)).toEqual({ images: [] });
    expect(leftoversOf(again)).toEqual([]);
  });

  test("Review checks the form as Create does and writes nothing: a mistake comes back on the form, values kept; a valid form comes back as its review carrying every value", async ({ seller }) => {
    const { jar, hidden } = await readyToCreate(seller);
    const bad = await postForm(jar, { ...details, ...hidden, hasReserve: "on", reservePrice: "4000", intent: "review" });
    expect(bad.status).toBe(400);
    const badHtml = textOf(await bad.text());
    expect(badHtml).toContain("Reserve price must be higher than starting price");
    expect(badHtml).not.toContain("Review your auction");
    expect(valueOf(badHtml, "location")).toBe(details.location);
    expect(hiddenFields(badHtml)).toEqual(hidden);

    // A form sent without a button (Enter) asks for the review too.
    const intents: Record<string, string>[] = [{ intent: "review" }, {}];
    for (const intent of intents) {
      const response = await postForm(jar, { ...details, ...hidden, ...intent });
      expect(response.status).toBe(200);
      const html = textOf(await response.text());
      expect(html).toContain("Review your auction");
      expect(html).toContain("No reserve");
      expect(html).toMatch(/<button[^>]*value="create"[^>]*>Confirm and Start Auction<\/button>/);
      expect(hiddenFields(html)).toEqual(hidden);
      expect(valueOf(html, "postcode")).toBe(details.postcode);
      expect(valueOf(html, "vatStatus")).toBe(details.vatStatus);
    }
    expect(await auctionsOf(seller)).toEqual([]);
    expect(await paymentsOf(seller)).toEqual([expect.objectContaining({ status: "paid", used_at: null, auction_id: null })]);
  });

  test("a power given in kVA is kept as given: 7 kVA is 5.6 kW, and its page and card say 7 kVA / 5.6 kW", async ({ seller }) => {
    const { jar, hidden } = await readyToCreate(seller);
    const word = `seven${uniqueToken()}`;
    const response = await postForm(jar, { ...details, ...hidden, title: `Honda set ${word}`, power: "7", powerUnit: "kVA", intent: "create" });
    expect(response.status).toBe(302);
    const [auction] = await auctionsOf(seller);
    const { data: row } = await admin.from("auction_listings").select("power_kw").eq("id", auction!.id).single();
    expect(row).toEqual({ power_kw: 5.6 });
    const page = textOf(await (await get(`/auctions/${auction!.id}`, jar)).text());
    expect(page).toContain("7\u00a0kVA / 5.6\u00a0kW");
    const browse = textOf(await (await get(`/auctions?q=${word}`, jar)).text());
    const card = browse.match(new RegExp(`<article id="auction-${auction!.id}"[^]*?</article>`))?.[0] ?? "";
    expect(card).toMatch(/>7 kVA<\/span> <span[^>]*>\/ 5\.6 kW</);
  });

  test("the same form sent twice at once creates one auction, and both answers lead to it", async ({ seller }) => {
    const { jar, hidden } = await readyToCreate(seller);
    const form = { ...details, ...hidden, intent: "create" };
    const [first, second] = await Promise.all([postForm(jar, form), postForm(jar, form)]);
    const auctions = await auctionsOf(seller);
    expect(auctions).toHaveLength(1);
    for (const response of [first, second]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/auctions/${auctions[0]!.id}`);
    }
    // Sent again later (back, then Create), it still creates nothing more.
    expect((await postForm(jar, form)).headers.get("location")).toBe(`/auctions/${auctions[0]!.id}`);
    expect(await auctionsOf(seller)).toHaveLength(1);
  });

  test("a create the database refuses (an image removed meanwhile) says why and writes nothing; the fee and other images wait", async ({ seller }) => {
    const { jar, hidden } = await readyToCreate(seller);
    const gone = `${crypto.randomUUID()}.jpg`;
    const response = await postForm(jar, { ...details, ...hidden, images: [...hidden.images, gone], intent: "create" });
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    expect(html).toContain("One of your images is no longer available. Please remove it and upload it again.");
    expect(valueOf(html, "title")).toBe(details.title);
    expect(await auctionsOf(seller)).toEqual([]);
    expect(await paymentsOf(seller)).toEqual([expect.objectContaining({ status: "paid", used_at: null, auction_id: null })]);
    expect(hiddenFields(html)).toEqual(hidden);
  });

  test("files chosen but not yet uploaded go with Create", async ({ seller }) => {
    const jar = await signIn(seller);
    expect((await postForm(jar, { intent: "pay-fee" })).status).toBe(200);
    const { feePayment } = hiddenFields(await (await get("/create-auction", jar)).text());
    const response = await postForm(jar, { ...details, feePayment: feePayment!, intent: "create" }, [png()]);
    expect(response.status).toBe(302);
    const [auction] = await auctionsOf(seller);
    const { data: photos } = await admin.from("auction_photos").select("storage_path").eq("auction_id", auction!.id);
    expect(photos).toEqual([{ storage_path: expect.stringMatching(new RegExp(`^${seller.id}/auction-uploads/[0-9a-f-]{36}/[0-9a-f]{64}\\.jpg$`)) }]);
  });
});

describe("the page's own form, as a browser without JavaScript sends it", () => {
  // What tests/e2e/create-auction.spec.ts walks with JavaScript (decision 019).
  const frontJpeg = { name: "front.jpg", mimeType: "image/jpeg", buffer: fixture("generator-front.jpg") };
  const panelPng = { name: "panel.png", mimeType: "image/png", buffer: fixture("generator-panel.png") };
  const imageSources = (visitor: Visitor) =>
    [...visitor.document.querySelectorAll('[aria-label="Your images, main image first"] img')].map((image) => image.getAttribute("src"));
  const fillDetails = (visitor: Visitor, title: string) =>
    visitor
      .form("Upload Images")
      .fill("Title", title)
      .fill("Description", "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.")
      .select("Generator Type", "Diesel Standby Generators")
      .fill("Brand", "Perkins")
      .fill("Model", "1104A-44TG2")
      .fill("Year", "2018")
      .fill("Hours", "3200")
      // Any power, in the seller's unit: 100 kVA is stored as 80 kW.
      .fill("Power Output", "100")
      .select("Power Unit", "kVA")
      .select("Fuel Type", "Diesel")
      .select("Phase", "Three Phase")
      .fill("Location", "Stourton, Leeds")
      .fill("Postcode", "LS10 1AB")
      .fill("Starting Price (£)", "5000")
      .select("Auction Duration", "10 days");

  test("a seller uploads two images, pays the fee, reviews the auction as buyers will see it, edits, confirms and lands on it with the toast", async ({ seller }) => {
    const title = `Perkins 100 kVA standby ${uniqueToken()}`;
    const visitor = await new Visitor(worker, await signIn(seller)).open("/create-auction");
    expectText(visitor, "Create Generator Auction", "h1");
    expect(visitor.form("Review Auction").value("Condition")).toBe("used-good");
    expect(visitor.form("Review Auction").value("Auction Duration")).toBe("7");
    await expect(visitor.press("Review Auction")).rejects.toThrow("disabled");

    await fillDetails(visitor, title).check("Set a reserve price").fill("Reserve Price (£)", "8000").attach("Add Images", [frontJpeg, panelPng]).submit("Upload Images");
    expectText(visitor, "Main image");
    const uploaded = imageSources(visitor);
    expect(uploaded).toHaveLength(2);
    expect(uploaded[0]).toMatch(/\.jpg$/);
    expect(visitor.form("Review Auction").value("Reserve Price (£)")).toBe("8000");
    expectText(visitor, "Test mode: no card is charged.");

    await visitor.press("Pay £49.95 Admin Fee");
    expectText(visitor, "Admin fee of £49.95 paid successfully!");
    const form = visitor.form("Review Auction");
    expect([form.value("Title"), form.value("Power Output"), form.value("Power Unit"), form.value("Auction Duration")]).toEqual([title, "100", "kVA", "10"]);
    expect(form.checked("Set a reserve price")).toBe(true);
    expect(imageSources(visitor)).toEqual(uploaded);

    // The review: nothing is live yet; the auction as buyers will see it, and its terms.
    const reviewedAt = Date.now();
    await form.submit("Review Auction");
    expect(visitor.status).toBe(200);
    expectText(visitor, "Review your auction", "h2");
    expectText(visitor, "Nothing is live until you confirm.");
    expect(await auctionsOf(seller)).toEqual([]);
    const preview = '[aria-label="Your auction as buyers will see it"]';
    expectText(visitor, title, `${preview} h3`);
    expect(visitor.document.querySelector(`${preview} img`)?.getAttribute("src")).toBe(uploaded[0]);
    for (const text of ["2 images", "Diesel Standby Generators", "100 kVA / 80 kW", "Three Phase", "Diesel", "Perkins 1104A-44TG2", "3,200", "Used – Good", "Stourton, Leeds (LS10 1AB)", "serviced every 250 hours"]) {
      expectText(visitor, text, preview);
    }
    const terms = (label: string) =>
      [...visitor.document.querySelectorAll("dt")].find((term) => term.textContent === label)?.nextElementSibling?.textContent?.replace(/\s+/g, " ");
    expect(terms("Starting price")).toBe("£5,000");
    expect(terms("Reserve")).toBe("£8,000");
    expect(terms("VAT")).toBe("No VAT: I do not charge VAT");
    expect(terms("Collection and delivery")).toBe("Collection only");
    expect(terms("Admin fee")).toBe("£49.95, paid: this auction uses it");
    expect(terms("Ends")).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UK time \(10 days from going live, if you confirm now\)$/);
    const endsAt = Date.parse(visitor.document.querySelector("time")!.getAttribute("datetime")!);
    expect(endsAt - reviewedAt).toBeGreaterThanOrEqual(10 * 24 * 3600 * 1000 - 1000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(10 * 24 * 3600 * 1000);

    // Edit: back to the form, everything kept; then the review again.
    await visitor.press("Edit");
    const edited = visitor.form("Review Auction");
    expect([edited.value("Title"), edited.value("Reserve Price (£)"), edited.value("Postcode"), edited.value("Power Unit")]).toEqual([title, "8000", "LS10 1AB", "kVA"]);
    expect(edited.checked("Set a reserve price")).toBe(true);
    expect(imageSources(visitor)).toEqual(uploaded);
    expectText(visitor, "Admin fee of £49.95 paid.");
    await edited.check("Set a reserve price", false).submit("Review Auction");
    expect(terms("Reserve")).toBe("No reserve");

    await visitor.press("Confirm and Start Auction");
    expect(visitor.path).toMatch(/^\/auctions\/[0-9a-f-]{36}$/);
    expectText(visitor, "Your auction has been created successfully!");
    expectText(visitor, title, "h1");
    expectText(visitor, "100 kVA / 80 kW", "main");
    expect([...visitor.document.querySelectorAll('[aria-label="Photos"] img')].map((image) => image.getAttribute("src"))).toEqual(uploaded);
    const id = visitor.path.split("/").pop()!;
    const { data: auction } = await admin.from("auction_listings").select("title, status, reserve_price, admin_fee_paid").eq("id", id).single();
    expect(auction).toEqual({ title, status: "active", reserve_price: null, admin_fee_paid: true });
    expect(await auctionsOf(seller)).toHaveLength(1);
    visitor.close();
  });

  test("photos from an unfinished auction are offered apart, never the main image unasked: Remove deletes one, Keep makes one the form's", async ({ seller }) => {
    const jar = await signIn(seller);
    // An earlier attempt uploads two photos and is abandoned.
    expect((await postForm(jar, { intent: "upload" }, [jpeg(), png()])).status).toBe(200);

    const visitor = await new Visitor(worker, jar).open("/create-auction");
    const leftovers = '[aria-labelledby="leftovers-heading"]';
    const leftoverSources = () => [...visitor.document.querySelectorAll(`${leftovers} img`)].map((image) => image.getAttribute("src"));
    expectText(visitor, "Photos from your unfinished auction", leftovers);
    expectText(visitor, "They are not part of this one unless you keep them.", leftovers);
    expect(imageSources(visitor)).toEqual([]);
    expectText(visitor, "No images yet.");
    expect(hiddenFields(visitor.html).images).toEqual([]);
    const [front, panel] = leftoverSources();
    expect([front, panel]).toEqual([expect.any(String), expect.any(String)]);

    // The same photo again is not stored twice: the seller is pointed to it.
    await visitor.form("Upload Images").fill("Title", "Kept while photos change").attach("Add Images", [panelPng]).submit("Upload Images");
    expectText(visitor, "panel.png is already among the photos from your unfinished auction: keep it from there", "main");
    expect(imageSources(visitor)).toEqual([]);

    await visitor.press("Remove unfinished auction photo 1");
    expect((await get(front!, jar)).status).toBe(404);
    expect(leftoverSources()).toEqual([panel]);
    expect(imageSources(visitor)).toEqual([]);
    expect(visitor.form("Review Auction").value("Title")).toBe("Kept while photos change");

    await visitor.press("Keep unfinished auction photo 1");
    expect(imageSources(visitor)).toEqual([panel]);
    expectText(visitor, "Main image");
    expect(visitor.document.querySelector(leftovers)).toBeNull();
    expect(visitor.form("Review Auction").value("Title")).toBe("Kept while photos change");

    // A photo uploaded now comes after it.
    await visitor.form("Upload Images").attach("Add Images", [frontJpeg]).submit("Upload Images");
    const [kept, added] = imageSources(visitor);
    expect(kept).toBe(panel);
    expect(added).toMatch(/\.jpg$/);
    visitor.close();
  });

  test("Enter in a field asks for the review: each required field says what it needs, and the reserve rule holds", async ({ seller }) => {
    const visitor = await new Visitor(worker, await signIn(seller)).open("/create-auction");
    await visitor.form("Review Auction").fill("Title", "Too short").pressEnter();
    for (const message of [
      "Title must be at least 10 characters",
      "Description must be at least 50 characters",
      "Power output is required",
      "Postcode is required",
      "Starting price is required",
      "Please upload at least one image of your generator",
      "Please pay the admin fee before creating your auction",
    ]) expectText(visitor, message, "main");
    expect(visitor.form("Review Auction").value("Title")).toBe("Too short");

    await fillDetails(visitor, "Cummins C110 D5 standby set").check("Set a reserve price").fill("Reserve Price (£)", "5000").pressEnter();
    expectText(visitor, "Reserve price must be higher than starting price", "main");
    expect(visitor.text("main")).not.toContain("Title must be at least 10 characters");
    visitor.close();
  });

  test("a removed image is gone before the auction exists; a file that is not a photo is named and refused", async ({ seller }) => {
    const visitor = await new Visitor(worker, await signIn(seller)).open("/create-auction");
    const drawing = { name: "drawing.png", mimeType: "image/png", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") };
    await visitor.form("Upload Images").fill("Title", "Kept while images change").attach("Add Images", [frontJpeg, drawing, panelPng]).submit("Upload Images");
    expectText(visitor, "drawing.png is not a photo: upload a JPEG, PNG, WebP or GIF image", "main");
    const [first, second] = imageSources(visitor);
    expect([first, second]).toEqual([expect.any(String), expect.any(String)]);

    await visitor.press("Remove image 1");
    expect(imageSources(visitor)).toEqual([second]);
    expectText(visitor, "Main image");
    expect(visitor.form("Review Auction").value("Title")).toBe("Kept while images change");
    expect((await get(first!)).status).toBe(404);
    visitor.close();
  });
});
