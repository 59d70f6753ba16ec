/**
 * /bulk-upload through the built Worker, posted as a browser without JavaScript posts it
 * (multipart, then plain pages): the gate, the template, the refusals (size, content, rows,
 * captcha) that store nothing, and the flow: a 20-row file with 3 bad rows previewed, stored,
 * confirmed into 17 pending listings the staff queue shows, confirmed again to no effect, then
 * the same file with two new prices updating exactly those two. New rows take the dealer's
 * trade package's ads, as the wizard's publish does: without a package the page says to choose
 * one, and confirming is refused.
 */
import { readFileSync } from "node:fs";
import exifr from "exifr";
import { test as base, describe, expect } from "vitest";
import { MAX_LISTING_PHOTOS } from "../../app/models/listing-photo-rules";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { makeCaptchaCookie } from "../support/captcha";
import { createListing, createMember, deleteMember, memberFixture, setMemberPlan, stockCsv, uniqueToken, type Member } from "../support/factories";
import { CookieJar } from "../support/http";
import { CAMERA_EXIF, withExif } from "../support/photo-fixtures";
import { TEST_SESSION_SECRET } from "../support/worker/harness";
import { worker } from "../support/worker/shared-worker";
import { Visitor } from "../support/worker/visitor";

const { get, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const dealerWithoutPackage = memberFixture(admin, { userType: "trade_seller" });

const test = base.extend<{ dealer: Member; dealerWithoutPackage: Member }>({
  // On Premium, the largest package (20 ads), so a file's new rows fit (private.require_ad_allowance).
  dealer: memberFixture(admin, { userType: "trade_seller", plan: "trade-premium" }),
  dealerWithoutPackage,
});

/** A signed-in dealer's jar holding a solved bulk-upload captcha; the code to type. */
async function withCaptcha(jar: CookieJar) {
  const { challenge, value } = await makeCaptchaCookie(TEST_SESSION_SECRET, { purpose: "bulkUpload" });
  jar.set("gm_bulk_upload_captcha", value);
  return challenge.code;
}

/** The upload form's own id, as the page gives it (listing_imports.submission_id). */
async function submissionIdOf(jar: CookieJar) {
  const html = await (await get("/bulk-upload", jar)).text();
  return html.match(/name="submissionId" value="([0-9a-f-]{36})"/)![1]!;
}

/** Posts the upload form as a browser does (multipart), with any photos, from a freshly opened page unless given its id. */
async function upload(jar: CookieJar, file: File, captcha: string | null, photos: File[] = [], submissionId?: string) {
  const body = new FormData();
  body.append("intent", "preview");
  body.append("submissionId", submissionId ?? (await submissionIdOf(jar)));
  body.append("file", file);
  for (const photo of photos) body.append("photos", photo);
  if (captcha !== null) body.append("captcha", captcha);
  return jar.store(await worker.fetch("/bulk-upload", { method: "POST", body, headers: { Cookie: jar.header() } }));
}

const csvFile = (text: string | Uint8Array<ArrayBuffer>, name = "stock.csv") => new File([text], name, { type: "text/csv" });

async function importsOf(member: Member) {
  const { data } = await admin.from("listing_imports").select("id").eq("seller_id", member.id);
  return data ?? [];
}

async function listingsOf(member: Member) {
  const { data } = await admin.from("generator_listings").select("id, status, stock_ref, price_gbp").eq("dealer_id", member.id);
  return data ?? [];
}

/** Follows a redirect with the jar: the page it leads to, as text. */
async function follow(response: Response, jar: CookieJar) {
  expect(response.status).toBe(302);
  const page = await get(response.headers.get("location")!, jar);
  expect(page.status).toBe(200);
  return { url: response.headers.get("location")!, text: textOf(await page.text()) };
}

describe("who may", () => {
  test("a visitor is sent to sign in with the bulk upload banner and 'Authentication Required'", async () => {
    const jar = new CookieJar();
    const gate = await get("/bulk-upload", jar);
    expect(gate.headers.get("location")).toBe("/auth?redirectTo=%2Fbulk-upload");
    const page = textOf(await (await get("/auth?redirectTo=%2Fbulk-upload", jar)).text());
    expect(page).toContain("Authentication Required");
    expect(page).toContain("Please log in to access bulk upload features.");
    expect(page).toContain("Bulk upload is for members");
    // The same banner when the way back names /login (the header's Login, the page's own links).
    expect(textOf(await (await get("/login?redirectTo=%2Fbulk-upload")).text())).toContain("Bulk upload is for members");
  });

  test("a buyer reads that it is for sellers, with the way to become one", async () => {
    const buyer = await createMember(admin);
    const page = await get("/bulk-upload", await signIn(buyer));
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(textOf(html)).toContain("Bulk upload is for sellers");
    expect(html).toContain('href="/signup?account=dealer"');
    await deleteMember(admin, buyer);
  });

  test("the template is one file under both names", async () => {
    const here = await get("/bulk-upload/generator_listing_template.csv");
    const portal = await get("/sellers-portal/trade_ads_template.csv");
    expect(here.headers.get("content-disposition")).toBe('attachment; filename="generator_listing_template.csv"');
    const text = await here.text();
    expect(text).toBe(await portal.text());
    expect(text.split("\r\n")[0]).toMatch(/^stock_ref,title,type,condition,description,price,/);
  });
});

describe("refused uploads store nothing", () => {
  test.for([
    ["a 6 MB file", () => csvFile(new Uint8Array(6 * 1024 * 1024).fill(0x61)), "the largest file you can upload is 5 MB"],
    ["a PNG renamed .csv", () => csvFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])), "This file is a PNG image, not a CSV file"],
    ["a 501-row file", () => csvFile(stockCsv({ count: 501, token: "many" })), "The file has 501 rows: at most 500 rows can be uploaded at once"],
    ["a spreadsheet not saved as CSV", () => csvFile("a,b\n", "stock.xlsx"), "stock.xlsx is not a .csv file"],
  ] as const)("%s", async ([, file, message], { dealer }) => {
    const jar = await signIn(dealer);
    const refused = await upload(jar, file(), await withCaptcha(jar));
    expect([400, 413]).toContain(refused.status);
    expect(textOf(await refused.text())).toContain(message);
    expect(await importsOf(dealer)).toEqual([]);
  });

  test("a wrong captcha", async ({ dealer }) => {
    const jar = await signIn(dealer);
    await withCaptcha(jar);
    const refused = await upload(jar, csvFile(stockCsv({ count: 2, token: uniqueToken() })), "WRONG1");
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("That code does not match the picture");
    expect(await importsOf(dealer)).toEqual([]);
  });
});

describe("the captcha, and one import per form", () => {
  test("a verified dealer uploads with no captcha; the same form posted again shows its preview and stores nothing more", async ({ dealer }) => {
    await admin.from("profiles").update({ verified: true }).eq("id", dealer.id);
    const visitor = await new Visitor(worker, await signIn(dealer)).open("/bulk-upload");
    expect(visitor.text()).not.toContain("Security Verification");
    const form = visitor.form("Upload and preview");
    const submissionId = form.form.querySelector<HTMLInputElement>('input[name="submissionId"]')!.value;
    const csv = stockCsv({ count: 2, token: uniqueToken() });
    await form.attach("CSV file", [{ name: "stock.csv", mimeType: "text/csv", buffer: new TextEncoder().encode(csv) }]).submit("Upload and preview");
    expect(visitor.path).toMatch(/^\/bulk-upload\?import=[0-9a-f-]{36}$/);
    expect(visitor.text()).toContain("New listings (2)");
    const [stored] = await importsOf(dealer);

    // Pressed twice, or Back and Upload again: the same form leads to the same preview.
    const again = await upload(visitor.jar, csvFile(csv), null, [], submissionId);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(`/bulk-upload?import=${stored!.id}`);
    expect(await importsOf(dealer)).toHaveLength(1);
  });

  test("an unverified dealer is still asked for the code, and refused without it", async ({ dealer }) => {
    const jar = await signIn(dealer);
    const form = textOf(await (await get("/bulk-upload", jar)).text());
    expect(form).toContain("Security Verification");
    // The photo limit the page states is the one rows are held to (listing-photo-rules.ts).
    expect(form).toContain(`up to 5 MB each and ${MAX_LISTING_PHOTOS} per listing`);
    const refused = await upload(jar, csvFile(stockCsv({ count: 2, token: uniqueToken() })), null);
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("Please complete the security verification.");
    expect(await importsOf(dealer)).toEqual([]);
  });
});

describe("preview, then confirm", () => {
  test("20 rows with 3 bad: a preview of 17 and 3 failures; confirm makes 17 pending listings the staff queue shows, once", async ({ dealer }) => {
    const token = uniqueToken();
    const jar = await signIn(dealer);
    // As Excel's "CSV UTF-8" saves it: a BOM, CRLF, quoted commas in descriptions and prices ("£10,100").
    const received = await upload(jar, csvFile(`\uFEFF${stockCsv({ count: 20, token, bad: [5, 12, 17] })}`), await withCaptcha(jar));
    const preview = await follow(received, jar);
    expect(preview.url).toMatch(/^\/bulk-upload\?import=[0-9a-f-]{36}$/);
    expect(preview.text).toContain("File Received");
    expect(preview.text).toContain("20 rows read: 17 new, 0 to update, 0 unchanged, 3 with errors");
    expect(preview.text).toContain("New listings (17)");
    expect(preview.text).toContain("6 brand Brand is required");
    expect(preview.text).toContain("13 price Enter the asking price in whole pounds");
    expect(preview.text).toContain("18 year Year must be between 1990 and");
    expect(await listingsOf(dealer)).toEqual([]);

    // The preview is kept on the server: a reload shows it again.
    expect(textOf(await (await get(preview.url, jar)).text())).toContain("New listings (17)");
    const report = await get(`${preview.url.replace("?import=", "/imports/")}/errors.csv`, jar);
    expect(await report.text()).toContain("6,brand,Brand is required");

    const importId = preview.url.split("=")[1]!;
    const confirm = () => worker.post(preview.url, { intent: "confirm", importId }, jar);
    const applied = await follow(await confirm(), jar);
    expect(applied.text).toContain("Upload Successful");
    expect(applied.text).toContain("17 new listings created, 0 updated.");
    const listings = await listingsOf(dealer);
    expect(listings).toHaveLength(17);
    expect(listings.every((listing) => listing.status === "pending")).toBe(true);
    expect(listings.find((listing) => listing.stock_ref === `${token}-1`)?.price_gbp).toBe(10_100);
    const { data: first } = await admin.from("generator_listings").select("description").eq("stock_ref", `${token}-1`).single();
    expect(first?.description).toBe("Ex-hire set 1, serviced, load bank tested.");

    // The staff queue (oldest first, 20 a page) shows them all.
    const staff = await createMember(admin, { staff: true });
    const staffJar = await signIn(staff);
    const queued = new Set<string>();
    for (let page = 1; page <= 20 && queued.size < 17; page++) {
      const queue = textOf(await (await get(`/moderation?page=${page}`, staffJar)).text());
      for (const match of queue.matchAll(new RegExp(`Perkins (\\d+) kVA set ${token}`, "g"))) queued.add(match[1]!);
    }
    expect(queued.size).toBe(17);
    await deleteMember(admin, staff);

    const again = await follow(await confirm(), jar);
    expect(again.text).toContain("This upload was applied before: nothing was changed again.");
    expect(await listingsOf(dealer)).toHaveLength(17);

    // The history lists it with its counts.
    const history = textOf(await (await get("/bulk-upload", jar)).text());
    expect(history).toMatch(/stock\.csv Applied 17 0 3 Download CSV/);
  });

  test("the same file again with two new prices: 2 updates, 15 unchanged, nothing created", async ({ dealer }) => {
    const token = uniqueToken();
    const jar = await signIn(dealer);
    const original = stockCsv({ count: 20, token, bad: [5, 12, 17] });
    const first = await follow(await upload(jar, csvFile(original), await withCaptcha(jar)), jar);
    await worker.post(first.url, { intent: "confirm", importId: first.url.split("=")[1]! }, jar);
    await admin.from("generator_listings").update({ status: "active", published_at: new Date().toISOString() }).eq("dealer_id", dealer.id);

    const edited = stockCsv({ count: 20, token, bad: [5, 12, 17], prices: { 2: '"£13,000"', 3: "9999.00" } });
    const second = await follow(await upload(jar, csvFile(edited), await withCaptcha(jar)), jar);
    expect(second.text).toContain("0 new, 2 to update, 15 unchanged, 3 with errors");
    expect(second.text).toContain("price: £10,200 → £13,000");
    expect(second.text).toContain("price: £10,300 → £9,999");
    const applied = await follow(await worker.post(second.url, { intent: "confirm", importId: second.url.split("=")[1]! }, jar), jar);
    expect(applied.text).toContain("0 new listings created, 2 updated.");
    const byRef = new Map((await listingsOf(dealer)).map((listing) => [listing.stock_ref, listing]));
    expect(byRef.size).toBe(17);
    expect(byRef.get(`${token}-2`)).toMatchObject({ price_gbp: 13_000, status: "active" });
    expect(byRef.get(`${token}-3`)).toMatchObject({ price_gbp: 9_999, status: "active" });
    expect(byRef.get(`${token}-4`)).toMatchObject({ price_gbp: 10_400 });
  });

  test("a dealer on the single-ad plan with one active ad is told on the page that no row fits, and nothing goes live", async ({ dealer }) => {
    await setMemberPlan(admin, dealer.id, "trade-single");
    const live = await createListing(admin, dealer.id, { title: `The one live ad ${uniqueToken()}` });
    const jar = await signIn(dealer);
    const page = await get("/bulk-upload", jar);
    expect(textOf(await page.text())).toContain("New listings from a file use your Single Ad package's ads: 0 of 1 left. Updates to your listings use none. All are in use: upgrade your package");
    const preview = await follow(await upload(jar, csvFile(stockCsv({ count: 3, token: uniqueToken() })), await withCaptcha(jar)), jar);
    expect(preview.text).toContain("3 new, 0 to update");
    const refused = await worker.post(preview.url, { intent: "confirm", importId: preview.url.split("=")[1]! }, jar);
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain(
      "Your Single Ad package allows 1 active ad and 1 is live or awaiting review, so none of these 3 new listings fits: upgrade your package on the Trade Sellers page (/trade-sellers), or deactivate listings, to publish them",
    );
    expect((await listingsOf(dealer)).map((listing) => listing.id)).toEqual([live.id]);
  });

  test("a dealer without a package is told before uploading to choose one, with a link to /trade-sellers; confirming is refused and writes nothing", async ({
    dealerWithoutPackage,
  }) => {
    const jar = await signIn(dealerWithoutPackage);
    const page = await get("/bulk-upload", jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain(
      "New listings from a file run on a weekly trade package, as the ones you add one at a time do. You have no package yet: choose Single Ad, Standard or Premium before you upload new listings.",
    );
    expect(html).toMatch(/<a [^>]*href="\/trade-sellers"[^>]*>choose Single Ad, Standard or Premium<\/a>/);

    const preview = await follow(await upload(jar, csvFile(stockCsv({ count: 2, token: uniqueToken() })), await withCaptcha(jar)), jar);
    expect(preview.text).toContain("You have no package yet: choose Single Ad, Standard or Premium");
    const refused = await worker.post(preview.url, { intent: "confirm", importId: preview.url.split("=")[1]! }, jar);
    expect(refused.status).toBe(402);
    expect(textOf(await refused.text())).toContain(
      "Trade listings run on a trade package: choose Single Ad, Standard or Premium on the Trade Sellers page (/trade-sellers) to publish",
    );
    expect(await listingsOf(dealerWithoutPackage)).toEqual([]);
  });

  test("an Excel export from Windows: ';' between fields, Windows-1252 £, CRLF, a line break inside quotes", async ({ dealer }) => {
    const token = uniqueToken();
    const jar = await signIn(dealer);
    const lines = [
      "stock_ref;title;type;condition;description;price;vat_status;postcode;power;fuel_type;brand;year",
      `${token};Honda set ${token};Portable;New;"Boxed; never run,\r\nwith manual";\u00a312,500;Including VAT;LS11 5DG;2.2;Petrol;Honda;2025`,
    ];
    const cp1252 = Uint8Array.from(lines.join("\r\n") + "\r\n", (char) => char.charCodeAt(0));
    const preview = await follow(await upload(jar, csvFile(cp1252), await withCaptcha(jar)), jar);
    expect(preview.text).toContain("1 row read: 1 new");
    await worker.post(preview.url, { intent: "confirm", importId: preview.url.split("=")[1]! }, jar);
    const { data } = await admin.from("generator_listings").select("price_gbp, description, condition").eq("stock_ref", token).single();
    expect(data).toMatchObject({ price_gbp: 12_500, description: "Boxed; never run,\r\nwith manual", condition: "new-in-stock" });
  });

  test("photos named in the file are matched by name, checked and made into web copies as the wizard's are, and added on confirm", async ({ dealer }) => {
    const token = uniqueToken();
    const jar = await signIn(dealer);
    const csv = stockCsv({ count: 3, token })
      .split("\r\n")
      .map((line, index) => (index === 1 ? line.replace(/,$/, ",Generator-Front.JPG") : index === 2 ? line.replace(/,$/, ",missing.png") : index === 3 ? line.replace(/,$/, ",notes.jpg") : line))
      .join("\r\n");
    // A phone's photo: its EXIF carries where it was taken and the phone.
    const front = new File([withExif(readFileSync(new URL("../fixtures/generator-front.jpg", import.meta.url)))], "generator-front.jpg", { type: "image/jpeg" });
    const fake = new File(["not a photo"], "notes.jpg", { type: "image/jpeg" });
    const preview = await follow(await upload(jar, csvFile(csv), await withCaptcha(jar), [front, fake]), jar);
    expect(preview.text).toContain("3 images Photo missing.png was not uploaded with the file");
    expect(preview.text).toContain("4 images notes.jpg is not a JPEG, PNG, WebP or GIF image");
    expect(preview.text).toContain("New listings (1)");
    await worker.post(preview.url, { intent: "confirm", importId: preview.url.split("=")[1]! }, jar);
    const { data } = await admin
      .from("generator_listings")
      .select("id, listing_photos(storage_path, position, listing_photo_copies(storage_path, format))")
      .eq("stock_ref", `${token}-1`)
      .single();
    const [stored] = data!.listing_photos;
    // The photo row points at its largest JPEG copy, in a folder of the upload's own; its copies are WebP and JPEG.
    expect(stored).toMatchObject({ storage_path: expect.stringMatching(new RegExp(`^${dealer.id}/imports/[0-9a-f-]{36}/[0-9a-f]{64}\\.jpg$`)), position: 0 });
    expect(stored!.listing_photo_copies.map((copy) => copy.format).sort()).toEqual(["jpeg", "webp"]);
    expect(stored!.listing_photo_copies.map((copy) => copy.storage_path)).toContain(stored!.storage_path);
    // Nothing but the copies was stored: the file as uploaded, with its EXIF, never was.
    const folder = stored!.storage_path.slice(0, stored!.storage_path.lastIndexOf("/"));
    const { data: objects } = await admin.storage.from("listing-photos").list(folder);
    expect(objects!.map((object) => `${folder}/${object.name}`).sort()).toEqual(stored!.listing_photo_copies.map((copy) => copy.storage_path).sort());
    for (const copy of stored!.listing_photo_copies) {
      const photo = await get(`/photos/${copy.storage_path}`, jar);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe(copy.format === "webp" ? "image/webp" : "image/jpeg");
      const bytes = new Uint8Array(await photo.arrayBuffer());
      expect((await exifr.parse(bytes, { gps: true }).catch(() => undefined))?.latitude).toBeUndefined();
      const text = new TextDecoder("latin1").decode(bytes);
      for (const value of [CAMERA_EXIF.make, CAMERA_EXIF.model, CAMERA_EXIF.artist]) expect(text).not.toContain(value);
    }
  });
});
