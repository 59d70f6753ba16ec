/**
 * The profile in the dashboard's Account view (components/profile), posted as a browser
 * without JavaScript posts it: view and edit modes in the URL, every field saved and shown
 * back, refusals that keep what was typed, the account type rules, and the photo upload with
 * docs/spec/02-auctions-and-seller-tools.md §5's checks on the server. Each test's members are made for it.
 */
import { readFileSync } from "node:fs";
import exifr from "exifr";
import { test as base, describe, expect } from "vitest";
import { readPhotoHeader } from "~/utils/photo-header";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, memberFixture, type Member } from "../support/factories";
import { CookieJar } from "../support/http";
import { CAMERA_EXIF, phonePhoto } from "../support/photo-fixtures";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const ACCOUNT = "/dashboard?view=account";
const EDIT = "/dashboard?view=account&profile=edit";
const PNG = new Uint8Array(readFileSync(new URL("../fixtures/generator-panel.png", import.meta.url)));

/** HTML as a visitor reads it: without React's <!-- --> markers, entities decoded. */
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const profilePanel = (html: string) => textOf(html).match(/<section id="profile"[^]*?<\/section>/)?.[0] ?? "";
/** The value the page's input `name` shows. */
const valueOf = (html: string, name: string) =>
  new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html)?.slice(1).find((v) => v !== undefined);

const memberFor = (options: Parameters<typeof memberFixture>[1]) => memberFixture(admin, options);
const test = base.extend<{ buyer: Member; seller: Member; other: Member; staff: Member }>({
  buyer: memberFor({ userType: "buyer", fullName: "Ann Buyer" }),
  seller: memberFor({ userType: "private_seller" }),
  other: memberFor({ userType: "buyer" }),
  staff: memberFor({ userType: "buyer", staff: true }),
});

const everyField = {
  intent: "save-profile",
  fullName: "Ann Marie Buyer",
  firstName: "Ann",
  lastName: "Buyer",
  phone: "+44 (0)121-496-0734",
  mobile: "07700900142",
  userType: "private_seller",
  companyName: "Ann's Spares",
  companyTel: "020 7946 0518",
  address1: "1 Mill Lane",
  address2: "Upper Street",
  town: "Ely",
  county: "Cambridgeshire",
  postcode: "cb7 4aa",
  country: "United Kingdom",
  bio: "Buying standby sets for two farms. Happy to collect.",
};

const profileRow = async (member: Member) =>
  (
    await admin
      .from("profiles")
      .select("full_name, first_name, last_name, phone, mobile, user_type, company_name, company_tel, address1, address2, town, county, postcode, country, bio, image_url")
      .eq("id", member.id)
      .single()
  ).data!;

describe("view and edit", () => {
  test("view mode shows the profile and the read-only email; Edit Profile opens the form; every field saves and shows back", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const view = profilePanel(await (await get(ACCOUNT, jar)).text());
    expect(view).toContain("Ann Buyer");
    expect(view).toContain(buyer.email);
    expect(view).toContain('href="/dashboard?view=account&profile=edit#profile"');
    expect(view).not.toContain('name="fullName"');

    const form = profilePanel(await (await get(EDIT, jar)).text());
    expect(valueOf(form, "fullName")).toBe("Ann Buyer");
    // The email is shown, never a field: nothing posted can change it.
    expect(form).toContain(buyer.email);
    expect(form).not.toMatch(/name="email"/);
    expect(form).toContain('href="/dashboard?view=account#profile"');

    const saved = await post(EDIT, { ...everyField, email: "someone-else@example.test" }, jar);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(ACCOUNT);
    expect(await profileRow(buyer)).toEqual({
      full_name: "Ann Marie Buyer",
      first_name: "Ann",
      last_name: "Buyer",
      phone: "0121 496 0734",
      mobile: "07700 900142",
      user_type: "private_seller",
      company_name: "Ann's Spares",
      company_tel: "020 7946 0518",
      address1: "1 Mill Lane",
      address2: "Upper Street",
      town: "Ely",
      county: "Cambridgeshire",
      postcode: "CB7 4AA",
      country: "United Kingdom",
      bio: "Buying standby sets for two farms. Happy to collect.",
      image_url: null,
    });
    const after = textOf(await (await get(ACCOUNT, jar)).text());
    expect(after).toContain("Profile updated successfully");
    // The new account type takes effect at once: the dashboard is a private seller's.
    expect(after).toContain("Private Seller Dashboard");
    const panel = profilePanel(after);
    for (const shown of ["Ann Marie Buyer", "0121 496 0734", "07700 900142", "Private Seller", "CB7 4AA", "Ann's Spares", "Buying standby sets"]) {
      expect(panel).toContain(shown);
    }
    expect((await admin.auth.admin.getUserById(buyer.id)).data.user?.email).toBe(buyer.email);
  });

  test("a bad postcode and phone are refused with messages, the typed values kept, nothing saved", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const refused = await post(EDIT, { ...everyField, postcode: "NOT A CODE", phone: "12345", town: "Typed Town" }, jar);
    expect(refused.status).toBe(400);
    const form = profilePanel(await refused.text());
    expect(form).toContain("Please enter a valid UK postcode");
    expect(form).toContain("Please enter a valid phone number");
    expect(valueOf(form, "postcode")).toBe("NOT A CODE");
    expect(valueOf(form, "town")).toBe("Typed Town");
    expect(valueOf(form, "phone")).toBe("12345");
    expect((await profileRow(buyer)).town).toBeNull();
  });

  test("a bio over 100 words is refused, counted on the server", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const bio = Array.from({ length: 101 }, (_, i) => `word${i}`).join(" ");
    const refused = await post(EDIT, { ...everyField, bio }, jar);
    expect(refused.status).toBe(400);
    const form = profilePanel(await refused.text());
    expect(form).toContain("Bio must be 100 words or fewer");
    expect(form).toContain("101 of 100 words");
  });

  test("a trade seller account needs a company name and a business phone; the form and the database say so", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const refused = await post(EDIT, { ...everyField, userType: "trade_seller", companyName: "", companyTel: "" }, jar);
    expect(refused.status).toBe(400);
    const form = profilePanel(await refused.text());
    expect(form).toContain("Company name is required for a trade seller account");
    expect(form).toContain("Business phone is required for a trade seller account");
    expect((await profileRow(buyer)).user_type).toBe("buyer");
    const dealer = await post(EDIT, { ...everyField, userType: "trade_seller" }, jar);
    expect(dealer.status).toBe(302);
    expect(textOf(await (await get(ACCOUNT, jar)).text())).toContain("Trade Seller Dashboard");
  });

  test("a seller with a listing under review cannot become a buyer: the database's words, values kept", async ({ seller }) => {
    await createListing(admin, seller.id, { status: "pending" });
    const jar = await signIn(seller);
    const refused = await post(EDIT, { ...everyField, userType: "buyer", town: "Kept" }, jar);
    expect(refused.status).toBe(409);
    const form = profilePanel(await refused.text());
    expect(form).toContain("You have listings or auctions on sale: end them before switching to a buyer account");
    expect(valueOf(form, "town")).toBe("Kept");
    expect((await profileRow(seller)).user_type).toBe("private_seller");
    await expectServerError(/^profile: saving the member's profile[^]*GM409/);
  });

  test("user_metadata that says otherwise changes nothing the app decides", async ({ buyer }) => {
    await admin.auth.admin.updateUserById(buyer.id, { user_metadata: { user_type: "trade_seller" } });
    const page = textOf(await (await get("/dashboard", await signIn(buyer))).text());
    expect(page).toContain("Buyer Dashboard");
  });
});

/** Posts the photo form as a browser does (multipart). */
async function postPhoto(jar: CookieJar, file: File | null, profileId: string) {
  const body = new FormData();
  body.append("intent", "upload-profile-photo");
  body.append("profileId", profileId);
  if (file) body.append("photo", file);
  return jar.store(await worker.fetch(ACCOUNT, { method: "POST", body, headers: { Cookie: jar.header() } }));
}

// What tests/e2e/profile.spec.ts's first test walks with JavaScript, through the panel's own links and form.
test("without JavaScript: a member edits every profile field and sees them back; a bad postcode is refused with the typed values kept; Cancel discards", async ({ buyer }) => {
  const visitor = new Visitor(worker, await signIn(buyer));
  const panel = "#profile";
  // Optional fields' labels end "(optional)".
  const label = (name: string) => new RegExp(`^${name}`);
  await visitor.open(ACCOUNT);
  expectText(visitor, "Ann Buyer", panel);
  expectText(visitor, buyer.email, panel);
  await visitor.follow("Edit Profile", { within: panel });
  expect(visitor.path).toBe(EDIT);
  expectText(visitor, "Your email address cannot be changed.", panel);

  const values: [string, string][] = [
    ["Full name", "Ann Marie Buyer"],
    ["First name", "Ann"],
    ["Last name", "Buyer"],
    ["Phone", "0113 496 0281"],
    ["Mobile", "+44 7700 900 311"],
    ["Company name", "Example Power"],
    ["Business phone", "0113 496 0999"],
    ["Address line 1", "2 Canal Wharf"],
    ["Address line 2", "Holbeck"],
    ["Town", "Leeds"],
    ["County", "West Yorkshire"],
    ["Postcode", "NOT A CODE"],
    ["Country", "United Kingdom"],
    ["Bio", "Selling a spare standby set from our workshop."],
  ];
  const form = visitor.form("Save", { within: panel });
  for (const [name, value] of values) form.fill(label(name), value);
  await form.select("Account type", "private_seller").submit("Save");

  // A bad postcode: refused with a message, everything typed still there, nothing saved.
  expectText(visitor, "Please enter a valid UK postcode", panel);
  const refused = visitor.form("Save", { within: panel });
  for (const [name, value] of values) expect(refused.value(label(name)), name).toBe(value);
  expect((await profileRow(buyer)).full_name).toBe("Ann Buyer");

  await refused.fill(label("Postcode"), "ls11 5pp").submit("Save");
  expectText(visitor, "Profile updated successfully");
  expect(visitor.path).toBe(ACCOUNT);
  for (const shown of ["Ann Marie Buyer", "0113 496 0281", "07700 900311", "Private Seller", "Example Power", "0113 496 0999", "LS11 5PP", "Selling a spare standby set"]) {
    expectText(visitor, shown, panel);
  }
  expectText(visitor, "Private Seller Dashboard", "h1");
  expect(await profileRow(buyer)).toMatchObject({ full_name: "Ann Marie Buyer", user_type: "private_seller", postcode: "LS11 5PP", town: "Leeds", mobile: "07700 900311" });

  // Cancel is a link back to the view: what was typed is not sent.
  await visitor.follow("Edit Profile", { within: panel });
  visitor.form("Save", { within: panel }).fill(label("Town"), "Somewhere Else");
  await visitor.follow("Cancel", { within: panel });
  expect(visitor.path).toBe(ACCOUNT);
  expectText(visitor, "Leeds", panel);
  expect((await profileRow(buyer)).town).toBe("Leeds");
  visitor.close();
});

describe("profile photo", () => {
  test("a photo is stored only as its web copies in the member's folder, shown at a fitting size in the account view and the header; a new one replaces it", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const uploaded = await postPhoto(jar, new File([PNG], "me.png", { type: "image/png" }), buyer.id);
    expect(uploaded.status).toBe(302);
    expect(uploaded.headers.get("location")).toBe(ACCOUNT);
    const first = (await profileRow(buyer)).image_url!;
    const folder = `${testBackendUrl()}/storage/v1/object/public/avatars/${buyer.id}/`;
    expect(first).toMatch(new RegExp(`^${folder}[0-9a-f]{64}-320\\.jpg$`));
    const base = first.slice(0, -"-320.jpg".length);
    const page = textOf(await (await get(ACCOUNT, jar)).text());
    expect(page).toContain("Profile photo updated successfully");
    // The account view's 96 px photo is the 320 px copy; the header's 32 px one the 160 px copy.
    expect(profilePanel(page)).toContain(`src="${first}"`);
    expect(page.match(/<header[^]*?<\/header>/)?.[0]).toContain(`src="${base}-160.jpg"`);
    const served = await fetch(first);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("31536000");

    // A phone's photo (EXIF with GPS, make, model, artist; stored sideways) replaces it: only
    // its copies are stored, upright, none carrying the EXIF; the old copies go.
    expect((await postPhoto(jar, new File([await phonePhoto()], "me.jpg", { type: "image/jpeg" }), buyer.id)).status).toBe(302);
    const second = (await profileRow(buyer)).image_url!;
    expect(second).not.toBe(first);
    const secondBase = second.slice(folder.length, -"-320.jpg".length);
    const names = ((await admin.storage.from("avatars").list(buyer.id)).data ?? []).map((object) => object.name).sort();
    expect(names).toEqual([`${secondBase}-160.jpg`, `${secondBase}-160.webp`, `${secondBase}-320.jpg`, `${secondBase}-320.webp`]);
    for (const name of names) {
      const bytes = new Uint8Array(await (await fetch(`${folder}${name}`)).arrayBuffer());
      const header = readPhotoHeader(bytes)!;
      const long = Number(/-(\d+)\./.exec(name)![1]);
      // Upright: the 4000×3000 pixels stored sideways are a portrait.
      expect({ width: header.width, height: header.height, orientation: header.orientation }).toEqual({ width: (long * 3) / 4, height: long, orientation: 1 });
      const exif = await exifr.parse(bytes, { gps: true, xmp: true, icc: false }).catch(() => undefined);
      expect(exif?.latitude).toBeUndefined();
      const text = Buffer.from(bytes).toString("latin1");
      for (const value of [CAMERA_EXIF.make, CAMERA_EXIF.model, CAMERA_EXIF.artist, "Exif\0\0"]) expect(text).not.toContain(value);
    }
    expect((await fetch(first)).status).not.toBe(200);
  }, 60_000);

  test("a 6 MB image, a text file named .jpg, no file, or another member's profile are refused with the spec's words", async ({ buyer, other }) => {
    const jar = await signIn(buyer);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG.subarray(0, 16));
    const cases: [File | null, string, string, number][] = [
      [new File([big], "big.png", { type: "image/png" }), buyer.id, "Image must be smaller than 5MB", 400],
      [new File(["just some text"], "photo.jpg", { type: "image/jpeg" }), buyer.id, "Please upload an image file", 400],
      [null, buyer.id, "Please upload an image file", 400],
      [new File([PNG], "me.png", { type: "image/png" }), other.id, "You can only upload photos to your own profile", 403],
    ];
    for (const [file, profileId, message, status] of cases) {
      const refused = await postPhoto(jar, file, profileId);
      expect(refused.status, message).toBe(status);
      expect(profilePanel(await refused.text())).toContain(message);
    }
    expect((await profileRow(buyer)).image_url).toBeNull();
    expect((await profileRow(other)).image_url).toBeNull();
    expect((await admin.storage.from("avatars").list(buyer.id)).data).toEqual([]);
  });

  test("signed out, an upload goes to sign in with 'You must be logged in to upload photos'", async ({ buyer }) => {
    const response = await worker.fetch(ACCOUNT, { method: "POST", body: new URLSearchParams({ intent: "upload-profile-photo", profileId: buyer.id }) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    const jar = new CookieJar();
    jar.store(response);
    const gate = textOf(await (await get(response.headers.get("location")!, jar)).text());
    expect(gate).toContain("You must be logged in to upload photos");
  });
});

describe("verified sellers, from /moderation", () => {
  const verifiedOf = async (member: Member) => (await admin.from("profiles").select("verified").eq("id", member.id).single()).data!.verified;

  test("staff verify a seller from the pending list and remove it from the verified list", async ({ staff, seller }) => {
    const jar = await signIn(staff);
    const pending = textOf(await (await get("/moderation?sellers=pending", jar)).text());
    expect(pending).toContain('id="sellers"');
    expect(pending).toContain(`value="${seller.id}"`);
    const verified = await post("/moderation?sellers=pending", { intent: "verify-seller", sellerId: seller.id, verified: "true" }, jar);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/moderation?sellers=pending#sellers");
    expect(await verifiedOf(seller)).toBe(true);
    expect(textOf(await (await get("/moderation?sellers=pending", jar)).text())).toContain("Seller verified");
    expect(textOf(await (await get("/moderation?sellers=verified", jar)).text())).toContain(`value="${seller.id}"`);
    expect((await post("/moderation?sellers=verified", { intent: "verify-seller", sellerId: seller.id, verified: "false" }, jar)).status).toBe(302);
    expect(await verifiedOf(seller)).toBe(false);
  });

  test("a member who is not staff cannot, even by posting the form; a buyer is no seller to verify", async ({ staff, seller, buyer }) => {
    const refused = await post("/moderation", { intent: "verify-seller", sellerId: seller.id, verified: "true" }, await signIn(seller));
    expect(refused.status).toBe(403);
    expect(await verifiedOf(seller)).toBe(false);
    const notSeller = await post("/moderation", { intent: "verify-seller", sellerId: buyer.id, verified: "true" }, await signIn(staff));
    expect(notSeller.status).toBe(404);
    expect(textOf(await notSeller.text())).toContain("Seller not found");
    await expectServerError(/^moderation: verifying a seller[^]*GM404/);
    const altered = await post("/moderation", { intent: "verify-seller", sellerId: seller.id, verified: "maybe" }, await signIn(staff));
    expect(altered.status).toBe(400);
    expect(await verifiedOf(seller)).toBe(false);
  });
});
