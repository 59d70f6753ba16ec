/**
 * The dashboard's Contact preferences (Account view), posted as a browser without
 * JavaScript posts it: a private seller chooses whether Call Seller on their listings shows
 * members their own phone; a dealer reads which business line is shown; a buyer has no
 * listings and no panel. Each test's members are made for it.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, memberFixture, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const ACCOUNT = "/dashboard?view=account";
/** HTML as a visitor reads it: without React's <!-- --> markers, entities decoded. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const preferencesPanel = (html: string) => textOf(html).match(/<section id="contact-preferences"[^]*?<\/section>/)?.[0] ?? "";
/** The words of some HTML, without its tags. */
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, "");
const checkbox = (panel: string) => panel.match(/<input[^>]*name="showPhone"[^>]*>/)?.[0] ?? "";

const memberFor = (options: Parameters<typeof memberFixture>[1]) => memberFixture(admin, options);

const test = base.extend<{ privateSeller: Member; phonelessSeller: Member; dealer: Member; buyer: Member }>({
  privateSeller: memberFor({ userType: "private_seller", phone: "07700 900529" }),
  phonelessSeller: memberFor({ userType: "private_seller" }),
  dealer: memberFor({ userType: "trade_seller", companyName: "Fenland Plant Ltd", phone: "01733 496 0112" }),
  buyer: memberFor({ userType: "buyer" }),
});

async function shownPhoneChoice(member: Member) {
  const { data, error } = await admin.from("profiles").select("show_phone_on_listings").eq("id", member.id).single();
  expect(error).toBeNull();
  return data!.show_phone_on_listings as boolean;
}

describe("a private seller's phone choice", () => {
  test("off at first; ticking it and saving shows it back, with a toast, and Call Seller then gives the number", async ({ privateSeller, buyer }) => {
    const jar = await signIn(privateSeller);
    const first = preferencesPanel(await (await get(ACCOUNT, jar)).text());
    expect(first).toContain("Show my phone number to signed-in members on my listings");
    expect(wordsOf(first)).toContain("The number they would see: 07700 900529.");
    expect(checkbox(first)).toContain('type="checkbox"');
    expect(checkbox(first)).not.toContain("checked");

    const saved = await post(ACCOUNT, { intent: "contact-preferences", showPhone: "on" }, jar);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(ACCOUNT);
    const after = textOf(await (await get(ACCOUNT, jar)).text());
    expect(after).toContain("Contact preferences saved");
    expect(after).toContain("Members who press Call Seller on your listings see your phone number.");
    expect(checkbox(preferencesPanel(after))).toContain("checked");
    expect(await shownPhoneChoice(privateSeller)).toBe(true);

    const listing = await createListing(admin, privateSeller.id);
    const buyerJar = await signIn(buyer);
    const listingPage = async () => textOf(await (await get(`/listings/${listing.id}?phone=1`, buyerJar)).text());
    expect(await listingPage()).toContain('href="tel:+447700900529"');

    // Unticked, the checkbox sends nothing: the choice goes back off.
    expect((await post(ACCOUNT, { intent: "contact-preferences" }, jar)).status).toBe(302);
    expect(textOf(await (await get(ACCOUNT, jar)).text())).toContain("Members who press Call Seller on your listings are asked to send a message.");
    expect(await shownPhoneChoice(privateSeller)).toBe(false);
    const hidden = await listingPage();
    expect(hidden).toContain("This seller prefers to be contacted by message.");
    expect(hidden).not.toContain("07700 900529");
  });

  test("a value a checkbox never sends is refused with a message, and nothing changes", async ({ privateSeller }) => {
    const jar = await signIn(privateSeller);
    const refused = await post(ACCOUNT, { intent: "contact-preferences", showPhone: "yes please" }, jar);
    expect(refused.status).toBe(400);
    expect(preferencesPanel(await refused.text())).toContain("Tick the box to show your phone number, or leave it clear");
    expect(await shownPhoneChoice(privateSeller)).toBe(false);
  });

  test("a seller without a phone is told so", async ({ phonelessSeller }) => {
    const panel = preferencesPanel(await (await get(ACCOUNT, await signIn(phonelessSeller))).text());
    expect(panel).toContain("Your profile has no phone number yet");
  });
});

describe("other members", () => {
  test("a dealer reads which business line Call Seller shows; a buyer has no panel", async ({ dealer, buyer }) => {
    const panel = preferencesPanel(await (await get(ACCOUNT, await signIn(dealer))).text());
    expect(wordsOf(panel)).toContain("Members who press Call Seller on your listings see your business line, 01733 496 0112.");
    expect(checkbox(panel)).toBe("");
    const buyerAccount = textOf(await (await get(ACCOUNT, await signIn(buyer))).text());
    expect(buyerAccount).toContain("Account type");
    expect(preferencesPanel(buyerAccount)).toBe("");
  });

  test("visitors are sent to sign in; nothing is saved", async ({ privateSeller }) => {
    const posted = await post(ACCOUNT, { intent: "contact-preferences", showPhone: "on" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toMatch(/^\/(auth|login)\?/);
    expect(await shownPhoneChoice(privateSeller)).toBe(false);
  });
});

// What tests/e2e/contact-preferences.spec.ts walks with JavaScript, through the panel's and the listing's own forms.
test("without JavaScript: a private seller ticks and unticks Show my phone, and a buyer's Call Seller follows", async ({ privateSeller, buyer }) => {
  const listing = await createListing(admin, privateSeller.id);
  const seller = new Visitor(worker, await signIn(privateSeller));
  const member = new Visitor(worker, await signIn(buyer));
  const panel = "#contact-preferences";
  const showPhone = "Show my phone number to signed-in members on my listings";
  const ticked = () => (seller.document.querySelector(`${panel} input[name="showPhone"]`) as HTMLInputElement).checked;
  await seller.open(ACCOUNT);
  expectText(seller, "The number they would see: 07700 900529.", panel);
  expect(ticked()).toBe(false);

  // A buyer presses Call Seller: no number yet.
  await member.open(`/listings/${listing.id}`);
  await member.press("Call Seller");
  expectText(member, "This seller prefers to be contacted by message.", "#contact");

  // The seller ticks the box and saves: the page comes back with a toast, still ticked.
  await seller.form("Save preferences").check(showPhone).submit("Save preferences");
  expect(seller.path).toBe(ACCOUNT);
  expectText(seller, "Contact preferences saved");
  expect(ticked()).toBe(true);
  expect(await shownPhoneChoice(privateSeller)).toBe(true);

  // The buyer asks again and gets the number to call.
  await member.open(`/listings/${listing.id}`);
  await member.press("Call Seller");
  expect(member.document.querySelector('#contact a[href="tel:+447700900529"]')?.textContent).toContain("Call 07700 900529");

  // Unticked and saved, it is private again.
  await seller.form("Save preferences").check(showPhone, false).submit("Save preferences");
  expectText(seller, "Members who press Call Seller on your listings are asked to send a message.");
  expect(ticked()).toBe(false);
  expect(await shownPhoneChoice(privateSeller)).toBe(false);
  await member.open(`/listings/${listing.id}?phone=1`);
  expectText(member, "This seller prefers to be contacted by message.", "#contact");
  expect(member.document.querySelector('#contact a[href^="tel:"]')).toBeNull();
  seller.close();
  member.close();
});
