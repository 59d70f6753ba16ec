/**
 * The Contact Seller actions through the built Worker, posted as a browser without
 * JavaScript posts them (and as a fetcher does, without redirectTo): Save to Favorites on
 * the listing and on cards, Call Seller, Message Seller; the sign-in gate for visitors;
 * validation that writes nothing; caching of members' pages. Each test's seller, listing
 * and buyer are made for it, so the saves and messages it counts are its own.
 */
import { test as base, describe, expect } from "vitest";
import { anonClient, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
/** HTML as a visitor reads it: without React's <!-- --> markers, entities decoded. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const contactCard = (html: string) => textOf(html).match(/<section id="contact"[^]*?<\/section>/)?.[0] ?? "";

type Listing = { id: string; title: string };

const memberFor = (options: Parameters<typeof memberFixture>[1]) => memberFixture(admin, options);

const test = base.extend<{ seller: Member; listing: Listing; buyer: Member; privateSeller: Member; phonelessSeller: Member; otherMember: Member }>({
  // A dealer whose one number is the phone given at sign-up: it is the business's, so Call Seller shows it.
  seller: memberFor({ userType: "trade_seller", companyName: "Midland Generator Exchange Ltd", phone: "0121 496 0734" }),
  listing: async ({ seller }, use) => {
    await use(await createListing(admin, seller.id, { title: `Hyundai HY3200SEi test generator ${uniqueToken()}`, brand: "Hyundai", model: "HY3200SEi" }));
  },
  buyer: memberFor({ userType: "buyer" }),
  privateSeller: memberFor({ userType: "private_seller", phone: "07700 900463" }),
  phonelessSeller: memberFor({ userType: "private_seller", fullName: "Nia Phoneless" }),
  otherMember: memberFor({ userType: "private_seller" }),
});

async function messagesFrom(sender: Member, listingId: string) {
  const { data, error } = await admin
    .from("messages")
    .select("message_content, recipient_id, conversation_threads!inner(listing_id)")
    .eq("sender_id", sender.id)
    .eq("conversation_threads.listing_id", listingId);
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.message_content as string);
}

describe("visitors are sent to sign in, and back", () => {
  const gate = (returnTo: string) => `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;

  test("Save to Favorites: back to the listing; Call Seller: a sign-in prompt in the card, returning to the phone", async ({ listing }) => {
    const save = await post(`/listings/${listing.id}`, { intent: "save", saved: "true", redirectTo: "/listings?type=portable" });
    expect(save.status).toBe(302);
    expect(save.headers.get("location")).toBe(gate(`/listings/${listing.id}`));
    const call = await post(`/listings/${listing.id}`, { intent: "call" });
    expect(call.headers.get("location")).toBe(`/listings/${listing.id}?phone=1#contact`);
    const card = contactCard(await (await get(`/listings/${listing.id}?phone=1`)).text());
    expect(card).toContain("Sign in to see the seller's number");
    expect(card).toContain(`href="/login?${new URLSearchParams({ redirectTo: `/listings/${listing.id}?phone=1#contact` }).toString().replaceAll("&", "&amp;")}"`);
    expect(card).not.toContain("Access Restricted");
    const { count } = await admin.from("saved_listings").select("user_id", { count: "exact", head: true }).eq("listing_id", listing.id);
    expect(count).toBe(0);
  });

  test("Message Seller: a short message waits in the return URL; a long one is typed again", async ({ listing }) => {
    const short = await post(`/listings/${listing.id}`, { intent: "enquire", message: "  Still available?  " });
    expect(short.headers.get("location")).toBe(gate(`/listings/${listing.id}?message=Still+available%3F#contact`));
    const long = await post(`/listings/${listing.id}`, { intent: "enquire", message: "x".repeat(501) });
    expect(long.headers.get("location")).toBe(gate(`/listings/${listing.id}#contact`));

    const back = textOf(await (await get(`/listings/${listing.id}?message=Still+available%3F`)).text());
    expect(back).toMatch(/<textarea[^>]*name="message"[^>]*>Still available\?<\/textarea>/);
  });

  test("an unknown intent is a 400, an unknown listing a 404", async ({ listing }) => {
    expect((await post(`/listings/${listing.id}`, { intent: "buy" })).status).toBe(400);
    expect((await post("/listings/not-a-listing", { intent: "save", saved: "true" })).status).toBe(404);
  });
});

describe("Save to Favorites", () => {
  test("without JavaScript: saves, comes back to the page it was on, and the page shows it", async ({ listing, buyer }) => {
    const jar = await signIn(buyer);
    const browse = `/listings?q=${listing.title.split(" ").at(-1)}&type=portable`; // the listing is a portable
    const saved = await post(`/listings/${listing.id}`, { intent: "save", saved: "true", redirectTo: `${browse}#listing-${listing.id}` }, jar);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${browse}#listing-${listing.id}`);

    const detail = await get(`/listings/${listing.id}`, jar);
    expect(detail.headers.get("cache-control") ?? "").not.toContain("public");
    expect(contactCard(await detail.text())).toMatch(/<button[^>]*aria-pressed="true"[^>]*>.*?Saved<\/button>/);

    const listingsPage = await get(browse, jar);
    expect(listingsPage.headers.get("cache-control") ?? "").not.toContain("public");
    const card = textOf(await listingsPage.text()).match(new RegExp(`<article id="listing-${listing.id}"[^]*?</article>`))?.[0] ?? "";
    expect(card).toMatch(/<button[^>]*aria-pressed="true"[^>]*>.*?Save [^<]+ to favourites/);

    // Saving again changes nothing; unsaving removes it.
    await post(`/listings/${listing.id}`, { intent: "save", saved: "true", redirectTo: browse }, jar);
    const { data } = await admin.from("saved_listings").select("user_id").eq("listing_id", listing.id);
    expect(data).toEqual([{ user_id: buyer.id }]);
    await post(`/listings/${listing.id}`, { intent: "save", saved: "false", redirectTo: `/listings/${listing.id}#contact` }, jar);
    const unsaved = contactCard(await (await get(`/listings/${listing.id}`, jar)).text());
    expect(unsaved).toMatch(/<button[^>]*aria-pressed="false"[^>]*>.*?Save to Favorites<\/button>/);
  });

  test("with JavaScript (no redirectTo): answers with the new state as data", async ({ listing, buyer }) => {
    const jar = await signIn(buyer);
    const response = await post(`/listings/${listing.id}?_data=routes%2Flistings.%24id`, { intent: "save", saved: "true" }, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: true });
  });

  test("a return address elsewhere is ignored; a missing state is refused", async ({ listing, buyer }) => {
    const jar = await signIn(buyer);
    const offsite = await post(`/listings/${listing.id}`, { intent: "save", saved: "false", redirectTo: "//evil.example/" }, jar);
    expect(offsite.headers.get("location")).toBe(`/listings/${listing.id}`);
    expect((await post(`/listings/${listing.id}`, { intent: "save", saved: "maybe" }, jar)).status).toBe(400);
  });

  test("the home page marks a member's saved featured listings, and is then not cached", async ({ buyer }) => {
    const anonymous = await get("/");
    expect(anonymous.headers.get("cache-control")).toContain("public");
    const featured = [...textOf(await anonymous.text()).matchAll(/<article id="listing-([0-9a-f-]{36})"/g)].map((match) => match[1]!);
    expect(featured).toHaveLength(3);

    const jar = await signIn(buyer);
    await post(`/listings/${featured[0]}`, { intent: "save", saved: "true", redirectTo: "/" }, jar);
    const home = await get("/", jar);
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    const html = textOf(await home.text());
    const pressed = [...html.matchAll(/<article id="listing-([0-9a-f-]{36})"[^]*?aria-pressed="(true|false)"/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(pressed).toEqual([
      [featured[0], "true"],
      [featured[1], "false"],
      [featured[2], "false"],
    ]);
  });
});

describe("Call Seller", () => {
  test("a member gets a dealer's phone as a tel: link, keeping the page's other state", async ({ listing, buyer }) => {
    const jar = await signIn(buyer);
    const before = contactCard(await (await get(`/listings/${listing.id}?tab=specifications`, jar)).text());
    expect(before).not.toContain("tel:");
    const call = await post(`/listings/${listing.id}?tab=specifications`, { intent: "call" }, jar);
    expect(call.status).toBe(302);
    expect(call.headers.get("location")).toBe(`/listings/${listing.id}?tab=specifications&phone=1#contact`);
    const card = contactCard(await (await get(`/listings/${listing.id}?tab=specifications&phone=1`, jar)).text());
    expect(card).toMatch(/<a href="tel:\+441214960734"[^>]*>.*?Call 0121 496 0734<\/a>/);
  });

  test("visitors never see the phone, even with ?phone=1", async ({ listing }) => {
    const html = contactCard(await (await get(`/listings/${listing.id}?phone=1`)).text());
    expect(html).not.toContain("tel:");
    expect(html).toContain("Sign in to see the seller's number");
  });

  test("a private seller's own phone only once they chose to show it; else one message", async ({ privateSeller, buyer }) => {
    const listing = await createListing(admin, privateSeller.id);
    const jar = await signIn(buyer);
    const callCard = async () => contactCard(await (await get(`/listings/${listing.id}?phone=1`, jar)).text());
    const notShared = await callCard();
    expect(notShared).toContain("This seller prefers to be contacted by message.");
    expect(notShared).not.toContain("tel:");
    expect(notShared).not.toContain("07700 900463");

    expect((await admin.from("profiles").update({ show_phone_on_listings: true }).eq("id", privateSeller.id)).error).toBeNull();
    expect(await callCard()).toMatch(/<a href="tel:\+447700900463"[^>]*>.*?Call 07700 900463<\/a>/);
    // Visitors still never get it.
    expect(contactCard(await (await get(`/listings/${listing.id}?phone=1`)).text())).not.toContain("tel:");
  });

  test("a seller without a phone, even one who chose to show it: the same message", async ({ phonelessSeller, buyer }) => {
    const listing = await createListing(admin, phonelessSeller.id, { condition: "new-in-stock", location: "Leeds" });
    expect((await admin.from("profiles").update({ show_phone_on_listings: true }).eq("id", phonelessSeller.id)).error).toBeNull();
    const card = contactCard(await (await get(`/listings/${listing.id}?phone=1`, await signIn(buyer))).text());
    expect(card).toContain("This seller prefers to be contacted by message.");
    expect(card).not.toContain("tel:");
  });
});

describe("Message Seller", () => {
  test("validation: the spec-style messages, what was typed kept, nothing written", async ({ listing, buyer }) => {
    const jar = await signIn(buyer);
    const empty = await post(`/listings/${listing.id}`, { intent: "enquire", message: "   " }, jar);
    expect(empty.status).toBe(400);
    expect(textOf(await empty.text())).toContain("Message is required");

    const tooLong = "Is it still available? ".repeat(90); // 2,070 characters
    const long = await post(`/listings/${listing.id}`, { intent: "enquire", message: tooLong }, jar);
    expect(long.status).toBe(400);
    const html = textOf(await long.text());
    expect(html).toContain("Message must be 2000 characters or fewer");
    expect(html).toContain(tooLong.trim());
    expect(await messagesFrom(buyer, listing.id)).toEqual([]);
  });

  test("a buyer's message reaches the seller, who can read it through RLS; others cannot", async ({ seller, listing, buyer, otherMember }) => {
    const jar = await signIn(buyer);
    const text = `Could you load test it before collection? ${Date.now()}`;
    const sent = await post(`/listings/${listing.id}?tab=applications&message=draft`, { intent: "enquire", message: text }, jar);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/listings/${listing.id}?tab=applications&sent=1#contact`);
    // Said in the card, not in a toast over it (a toast covered the seller's name).
    expect(sent.headers.get("set-cookie") ?? "").not.toContain("gm_toast=");
    const card = contactCard(await (await get(sent.headers.get("location")!, jar)).text());
    const { data: thread } = await admin.from("conversation_threads").select("id").eq("listing_id", listing.id).eq("buyer_id", buyer.id).single();
    expect(card).toMatch(new RegExp(`<strong>Message sent\\.</strong> <a [^>]*href="/dashboard\\?thread=${thread!.id}"[^>]*>View the conversation</a>`));
    expect(card).toContain("Your message is on its way to Midland Generator Exchange Ltd.");
    expect(await messagesFrom(buyer, listing.id)).toContain(text);

    const signedIn = async (member: Member) => {
      const client = anonClient(testBackendUrl());
      expect((await client.auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();
      return client;
    };
    const sellerClient = await signedIn(seller);
    const { data: inbox } = await sellerClient.from("messages").select("message_content").eq("recipient_id", seller.id).eq("message_content", text);
    expect(inbox).toEqual([{ message_content: text }]);
    const other = await signedIn(otherMember);
    expect((await other.from("messages").select("message_content").eq("message_content", text)).data).toEqual([]);
  });

  test("a seller who enquires is linked to the conversation in their Messages; ?sent=1 alone says nothing", async ({ listing, otherMember }) => {
    const jar = await signIn(otherMember);
    expect(contactCard(await (await get(`/listings/${listing.id}?sent=1`, jar)).text())).not.toContain("Message sent");
    const sent = await post(`/listings/${listing.id}`, { intent: "enquire", message: `Would you take a part-exchange? ${uniqueToken()}` }, jar);
    expect(sent.headers.get("location")).toBe(`/listings/${listing.id}?sent=1#contact`);
    const { data: thread } = await admin.from("conversation_threads").select("id").eq("listing_id", listing.id).eq("buyer_id", otherMember.id).single();
    const card = contactCard(await (await get(sent.headers.get("location")!, jar)).text());
    expect(card).toMatch(new RegExp(`<a [^>]*href="/dashboard\\?view=messages&amp;thread=${thread!.id}"[^>]*>View the conversation</a>`));
  });

  test("a seller on their own listing gets a note instead of the form, and cannot message themselves", async ({ seller, listing }) => {
    const jar = await signIn(seller);
    const card = contactCard(await (await get(`/listings/${listing.id}`, jar)).text());
    expect(card).toContain("This is your listing. Buyers' messages about it come to you; you cannot message yourself about your own listing.");
    expect(card).not.toContain("<textarea");
    expect(card).not.toContain("Message Seller");
    // A post all the same (an old page, a hand-made request) is refused by the database.
    const refused = await post(`/listings/${listing.id}`, { intent: "enquire", message: "Talking to myself" }, jar);
    expect(refused.status).toBe(400);
    await expectServerError(/^listing: enquiry[^]*You cannot message yourself about your own listing/);
    const { count } = await admin.from("messages").select("id", { count: "exact", head: true }).eq("sender_id", seller.id);
    expect(count).toBe(0);
  });
});

// What tests/e2e/listing-actions.spec.ts walks with JavaScript, through the pages' own forms and links.
describe("without JavaScript, through the page's own buttons", () => {
  const browseFor = (listing: Listing) => `/listings?q=${listing.title.split(" ").at(-1)}&type=portable`; // the listing is a portable
  const gate = (returnTo: string) => `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;
  const pressed = (visitor: Visitor, button: string | RegExp, within = "main") => visitor.button(button, { within }).getAttribute("aria-pressed");
  const heart = (listing: Listing) => `Save ${listing.title} to favourites`;
  const savedBy = async (member: Member) => (await admin.from("saved_listings").select("listing_id").eq("user_id", member.id)).data;

  test("a buyer saves a listing, calls and messages its seller, and the page keeps its state", async ({ listing, buyer }) => {
    const visitor = new Visitor(worker, await signIn(buyer));
    const path = `/listings/${listing.id}`;
    await visitor.open(path);
    expect(pressed(visitor, "Save to Favorites", "#contact")).toBe("false");
    await visitor.press("Save to Favorites", { within: "#contact" });
    expect(visitor.path).toBe(path);
    expect(pressed(visitor, "Saved", "#contact")).toBe("true");
    expect(await savedBy(buyer)).toEqual([{ listing_id: listing.id }]);
    await visitor.press("Saved", { within: "#contact" });
    expect(pressed(visitor, "Save to Favorites", "#contact")).toBe("false");
    expect(await savedBy(buyer)).toEqual([]);
    await visitor.press("Save to Favorites", { within: "#contact" });
    expect(pressed(visitor, "Saved", "#contact")).toBe("true");

    // Call Seller: the seller's phone as a tel: link.
    await visitor.press("Call Seller");
    expect(visitor.path).toBe(`${path}?phone=1`);
    expect(visitor.document.querySelector('#contact a[href="tel:+441214960734"]')?.textContent).toContain("Call 0121 496 0734");

    // Message Seller: an empty message is refused; a real one is sent, confirmed, and the form clears.
    await visitor.press("Message Seller");
    expectText(visitor, "Message is required", "#contact");
    const text = `Is the HY3200SEi still boxed? Could I collect on Saturday? (${uniqueToken()})`;
    await visitor.form("Message Seller").fill("Message", text).submit("Message Seller");
    // Said in the card, with the way to the conversation.
    expect(visitor.path).toBe(`${path}?phone=1&sent=1`);
    expectText(visitor, "Message sent.", "#contact");
    expectText(visitor, "Your message is on its way to Midland Generator Exchange Ltd.", "#contact");
    expect(visitor.document.querySelector("#contact a[href^='/dashboard?thread=']")?.textContent).toBe("View the conversation");
    expect(visitor.form("Message Seller").value("Message")).toBe("");
    expect(visitor.document.querySelector('#contact a[href="tel:+441214960734"]')).not.toBeNull(); // the page kept its state
    expect(await messagesFrom(buyer, listing.id)).toEqual([text]);
    expect(await savedBy(buyer)).toEqual([{ listing_id: listing.id }]);
    visitor.close();
  });

  test("a card's heart saves and unsaves in place, back at the card on the same browse page", async ({ listing, buyer }) => {
    const visitor = new Visitor(worker, await signIn(buyer));
    const browse = browseFor(listing);
    await visitor.open(browse);
    expect(pressed(visitor, heart(listing))).toBe("false");
    await visitor.press(heart(listing));
    expect(visitor.path).toBe(browse);
    expect(visitor.document.URL).toMatch(new RegExp(`#listing-${listing.id}$`)); // back at the card
    expect(pressed(visitor, heart(listing))).toBe("true");
    await visitor.open(`/listings/${listing.id}`);
    expect(pressed(visitor, "Saved", "#contact")).toBe("true");
    await visitor.open(browse);
    await visitor.press(heart(listing));
    expect(visitor.path).toBe(browse);
    expect(pressed(visitor, heart(listing))).toBe("false");
    expect(await savedBy(buyer)).toEqual([]);
    visitor.close();
  });

  test("Saved Items on the dashboard lists what the member saved; its heart takes a listing off", async ({ seller, listing, buyer }) => {
    const visitor = new Visitor(worker, await signIn(buyer));
    await visitor.open("/dashboard?view=saved");
    expectText(visitor, "No saved generators yet.", "main");
    await visitor.open(browseFor(listing));
    await visitor.press(heart(listing));
    // A listing saved before it sold is counted, not shown.
    const sold = await createListing(admin, seller.id, { status: "sold" });
    expect((await admin.from("saved_listings").insert({ user_id: buyer.id, listing_id: sold.id })).error).toBeNull();

    await visitor.open("/dashboard");
    await visitor.follow("Saved Items", { within: 'nav[aria-label="Dashboard"]' });
    expect(visitor.path).toBe("/dashboard?view=saved");
    expectText(visitor, "Saved Items (1)", "main h2");
    expectText(visitor, "One generator you saved is no longer for sale (sold or expired).", "main");
    expect(pressed(visitor, heart(listing))).toBe("true");
    expect(visitor.document.querySelector(`#listing-${listing.id} h3 a`)?.getAttribute("href")).toBe(`/listings/${listing.id}`);

    await visitor.press(heart(listing));
    expect(visitor.path).toBe("/dashboard?view=saved");
    expect(visitor.document.querySelector(`#listing-${listing.id}`)).toBeNull();
    expectText(visitor, "No saved generators yet.", "main");
    expect(await savedBy(buyer)).toEqual([{ listing_id: sold.id }]);
    visitor.close();
  });

  test("visitors are sent to sign in; they come back to the listing, a typed message waiting", async ({ listing, buyer }) => {
    const path = `/listings/${listing.id}`;
    const visitor = new Visitor(worker);
    await visitor.open(browseFor(listing));
    await visitor.press(heart(listing));
    expect(visitor.path).toBe(gate(path));
    expectText(visitor, "Please log in to access this page.");
    await visitor.open(path);
    await visitor.press("Save to Favorites", { within: "#contact" });
    expect(visitor.path).toBe(gate(path));

    // Call Seller asks, in place, with the way to sign in and back.
    await visitor.open(path);
    await visitor.press("Call Seller");
    expect(visitor.path).toBe(`${path}?phone=1`);
    expect(visitor.document.URL).toMatch(/#contact$/);
    const prompt = visitor.document.querySelector('#contact [role="note"][aria-label="Sign in to see the seller\'s number"]');
    expect(prompt).not.toBeNull();
    expect(visitor.text("body")).not.toContain("Access Restricted");
    expect(prompt!.querySelector("a")?.getAttribute("href")).toBe(`/login?${new URLSearchParams({ redirectTo: `${path}?phone=1#contact` })}`);

    await visitor.open(path);
    await visitor.form("Message Seller").fill("Message", "Does it come with a warranty card?").submit("Message Seller");
    const waiting = `${path}?message=Does+it+come+with+a+warranty+card%3F`;
    expect(visitor.path).toBe(gate(`${waiting}#contact`));
    await visitor.form("Sign In").fill("Email", buyer.email).fill("Password", buyer.password).submit("Sign In");
    expect(visitor.path).toBe(waiting);
    expect(visitor.document.URL).toMatch(/#contact$/);
    expect(visitor.form("Message Seller").value("Message")).toBe("Does it come with a warranty card?");
    await visitor.press("Message Seller");
    expectText(visitor, "Message sent.", "#contact");
    expect(visitor.path).toBe(`${path}?sent=1`);
    expect(visitor.form("Message Seller").value("Message")).toBe("");
    expect(await messagesFrom(buyer, listing.id)).toEqual(["Does it come with a warranty card?"]);
    visitor.close();
  });
});
