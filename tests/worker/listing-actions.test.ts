/**
 * The Contact Seller actions through the built Worker, posted as a browser without
 * JavaScript posts them (and as a fetcher does, without redirectTo): Save to Favorites on
 * the listing and on cards, Call Seller, Message Seller; the sign-in gate for visitors;
 * validation that writes nothing; caching of members' pages.
 */
import { createClient } from "@supabase/supabase-js";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiKeys, LOCAL_JWT_SECRET } from "../../supabase/local/config.ts";
import { testBackendUrl } from "../backend-process";
import { CookieJar } from "./cookie-jar";
import { startWorker, type Worker } from "./harness";

const TRADE_LISTING = "10000000-0000-4000-8000-000000000008"; // demo-trade's, active
const TRADE_SELLER = "a0000000-0000-4000-8000-000000000003";
const DEMO_BUYER = "a0000000-0000-4000-8000-000000000001";

let worker: Worker;
const demoPassword = readFileSync(".dev.vars", "utf8").match(/^DEMO_PASSWORD="?([^"\n]+)/m)![1]!;
const admin = createClient(testBackendUrl(), apiKeys(LOCAL_JWT_SECRET).serviceRoleKey, { auth: { persistSession: false } });
/** HTML as a visitor reads it: without React's <!-- --> markers, entities decoded. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const contactCard = (html: string) => textOf(html).match(/<section id="contact"[^]*?<\/section>/)?.[0] ?? "";

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.close();
});

async function post(path: string, fields: Record<string, string>, jar = new CookieJar()) {
  const response = await worker.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
    body: new URLSearchParams(fields),
  });
  jar.store(response);
  return response;
}

async function get(path: string, jar: CookieJar) {
  return jar.store(await worker.fetch(path, { headers: { Cookie: jar.header() } }));
}

async function signInDemo(account: "buyer" | "private" | "trade") {
  const jar = new CookieJar();
  const response = await post("/login", { intent: "demo", account }, jar);
  expect(response.status).toBe(302);
  await get(response.headers.get("location")!, jar); // shows (and clears) the welcome toast
  return jar;
}

async function messagesFromBuyerAbout(listingId: string) {
  const { data, error } = await admin
    .from("messages")
    .select("message_content, recipient_id, conversation_threads!inner(listing_id)")
    .eq("sender_id", DEMO_BUYER)
    .eq("conversation_threads.listing_id", listingId);
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.message_content as string);
}

describe("visitors are sent to sign in, and back", () => {
  const gate = (returnTo: string) => `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;

  test("Save to Favorites and Call Seller: back to the listing, at its phone for Call Seller", async () => {
    const save = await post(`/listings/${TRADE_LISTING}`, { intent: "save", saved: "true", redirectTo: "/listings?type=portable" });
    expect(save.status).toBe(302);
    expect(save.headers.get("location")).toBe(gate(`/listings/${TRADE_LISTING}`));
    const call = await post(`/listings/${TRADE_LISTING}`, { intent: "call" });
    expect(call.headers.get("location")).toBe(gate(`/listings/${TRADE_LISTING}?phone=1#contact`));
    const { count } = await admin.from("saved_listings").select("user_id", { count: "exact", head: true }).eq("listing_id", TRADE_LISTING);
    expect(count).toBe(0);
  });

  test("Message Seller: a short message waits in the return URL; a long one is typed again", async () => {
    const short = await post(`/listings/${TRADE_LISTING}`, { intent: "enquire", message: "  Still available?  " });
    expect(short.headers.get("location")).toBe(gate(`/listings/${TRADE_LISTING}?message=Still+available%3F#contact`));
    const long = await post(`/listings/${TRADE_LISTING}`, { intent: "enquire", message: "x".repeat(501) });
    expect(long.headers.get("location")).toBe(gate(`/listings/${TRADE_LISTING}#contact`));

    const back = textOf(await (await worker.fetch(`/listings/${TRADE_LISTING}?message=Still+available%3F`)).text());
    expect(back).toMatch(/<textarea[^>]*name="message"[^>]*>Still available\?<\/textarea>/);
  });

  test("an unknown intent is a 400, an unknown listing a 404", async () => {
    expect((await post(`/listings/${TRADE_LISTING}`, { intent: "buy" })).status).toBe(400);
    expect((await post("/listings/not-a-listing", { intent: "save", saved: "true" })).status).toBe(404);
  });
});

describe("Save to Favorites", () => {
  test("without JavaScript: saves, comes back to the page it was on, and the page shows it", async () => {
    const jar = await signInDemo("buyer");
    const browse = "/listings?q=Hyundai&type=portable"; // the trade listing is a Hyundai portable
    const saved = await post(
      `/listings/${TRADE_LISTING}`,
      { intent: "save", saved: "true", redirectTo: `${browse}#listing-${TRADE_LISTING}` },
      jar,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${browse}#listing-${TRADE_LISTING}`);

    const detail = await get(`/listings/${TRADE_LISTING}`, jar);
    expect(detail.headers.get("cache-control") ?? "").not.toContain("public");
    expect(contactCard(await detail.text())).toMatch(/<button[^>]*aria-pressed="true"[^>]*>.*?Saved<\/button>/);

    const listingsPage = await get(browse, jar);
    expect(listingsPage.headers.get("cache-control") ?? "").not.toContain("public");
    const card = textOf(await listingsPage.text()).match(new RegExp(`<article id="listing-${TRADE_LISTING}"[^]*?</article>`))?.[0] ?? "";
    expect(card).toMatch(/<button[^>]*aria-pressed="true"[^>]*>.*?Save [^<]+ to favourites/);

    // Saving again changes nothing; unsaving removes it.
    await post(`/listings/${TRADE_LISTING}`, { intent: "save", saved: "true", redirectTo: browse }, jar);
    const { data } = await admin.from("saved_listings").select("user_id").eq("listing_id", TRADE_LISTING);
    expect(data).toEqual([{ user_id: DEMO_BUYER }]);
    await post(`/listings/${TRADE_LISTING}`, { intent: "save", saved: "false", redirectTo: `/listings/${TRADE_LISTING}#contact` }, jar);
    const unsaved = contactCard(await (await get(`/listings/${TRADE_LISTING}`, jar)).text());
    expect(unsaved).toMatch(/<button[^>]*aria-pressed="false"[^>]*>.*?Save to Favorites<\/button>/);
  });

  test("with JavaScript (no redirectTo): answers with the new state as data", async () => {
    const jar = await signInDemo("private");
    const response = await post(`/listings/${TRADE_LISTING}?_data=routes%2Flistings.%24id`, { intent: "save", saved: "true" }, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: true });
    await post(`/listings/${TRADE_LISTING}?_data=routes%2Flistings.%24id`, { intent: "save", saved: "false" }, jar);
  });

  test("a return address elsewhere is ignored; a missing state is refused", async () => {
    const jar = await signInDemo("private");
    const offsite = await post(`/listings/${TRADE_LISTING}`, { intent: "save", saved: "false", redirectTo: "//evil.example/" }, jar);
    expect(offsite.headers.get("location")).toBe(`/listings/${TRADE_LISTING}`);
    expect((await post(`/listings/${TRADE_LISTING}`, { intent: "save", saved: "maybe" }, jar)).status).toBe(400);
  });

  test("the home page marks a member's saved featured listings, and is then not cached", async () => {
    const anonymous = await worker.fetch("/");
    expect(anonymous.headers.get("cache-control")).toContain("public");
    const featured = [...textOf(await anonymous.text()).matchAll(/<article id="listing-([0-9a-f-]{36})"/g)].map((match) => match[1]!);
    expect(featured).toHaveLength(3);

    const jar = await signInDemo("trade");
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
    await post(`/listings/${featured[0]}`, { intent: "save", saved: "false", redirectTo: "/" }, jar);
  });
});

describe("Call Seller", () => {
  test("a member gets the seller's phone as a tel: link, keeping the page's other state", async () => {
    const jar = await signInDemo("buyer");
    const before = contactCard(await (await get(`/listings/${TRADE_LISTING}?tab=specifications`, jar)).text());
    expect(before).not.toContain("tel:");
    const call = await worker.fetch(`/listings/${TRADE_LISTING}?tab=specifications`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
      body: new URLSearchParams({ intent: "call" }),
    });
    expect(call.status).toBe(302);
    expect(call.headers.get("location")).toBe(`/listings/${TRADE_LISTING}?tab=specifications&phone=1#contact`);
    const card = contactCard(await (await get(`/listings/${TRADE_LISTING}?tab=specifications&phone=1`, jar)).text());
    expect(card).toMatch(/<a href="tel:\+441214960734"[^>]*>.*?Call 0121 496 0734<\/a>/);
  });

  test("visitors never see the phone, even with ?phone=1", async () => {
    const html = contactCard(await (await worker.fetch(`/listings/${TRADE_LISTING}?phone=1`)).text());
    expect(html).not.toContain("tel:");
    expect(html).toContain("Call Seller");
  });

  test("a seller without a phone: the page says so", async () => {
    const email = `no-phone-${Date.now().toString(36)}@example.co.uk`;
    const { data: created } = await admin.auth.admin.createUser({
      email,
      password: "correct-horse",
      email_confirm: true,
      user_metadata: { full_name: "Nia Phoneless", user_type: "private_seller" },
    });
    const { data: listing, error } = await admin
      .from("generator_listings")
      .insert({
        dealer_id: created.user!.id,
        status: "active",
        title: "Phoneless test generator",
        description: "A listing whose seller gave no phone number.",
        type: "portable",
        brand: "Honda",
        condition: "new-in-stock",
        fuel: "Petrol/Gasoline",
        power_kw: 2,
        year: 2024,
        price_gbp: 900,
        location: "Leeds",
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    try {
      const jar = await signInDemo("buyer");
      const card = contactCard(await (await get(`/listings/${listing!.id}?phone=1`, jar)).text());
      expect(card).toContain("This seller has not shared a phone number. Send them a message instead.");
      expect(card).not.toContain("tel:");
    } finally {
      await admin.from("generator_listings").delete().eq("id", listing!.id);
    }
  });
});

describe("Message Seller", () => {
  test("validation: the spec-style messages, what was typed kept, nothing written", async () => {
    const jar = await signInDemo("buyer");
    const before = await messagesFromBuyerAbout(TRADE_LISTING);
    const empty = await post(`/listings/${TRADE_LISTING}`, { intent: "enquire", message: "   " }, jar);
    expect(empty.status).toBe(400);
    expect(textOf(await empty.text())).toContain("Message is required");

    const tooLong = "Is it still available? ".repeat(90); // 2,070 characters
    const long = await post(`/listings/${TRADE_LISTING}`, { intent: "enquire", message: tooLong }, jar);
    expect(long.status).toBe(400);
    const html = textOf(await long.text());
    expect(html).toContain("Message must be 2000 characters or fewer");
    expect(html).toContain(tooLong.trim());
    expect(await messagesFromBuyerAbout(TRADE_LISTING)).toEqual(before);
  });

  test("a buyer's message reaches the seller, who can read it through RLS; others cannot", async () => {
    const jar = await signInDemo("buyer");
    const text = `Could you load test it before collection? ${Date.now()}`;
    const sent = await post(`/listings/${TRADE_LISTING}?tab=applications&message=draft`, { intent: "enquire", message: text }, jar);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/listings/${TRADE_LISTING}?tab=applications`);
    const page = textOf(await (await get(sent.headers.get("location")!, jar)).text());
    expect(page).toContain("Message sent");
    expect(page).toContain("Your message is on its way to Midland Generator Exchange Ltd.");
    expect(await messagesFromBuyerAbout(TRADE_LISTING)).toContain(text);

    const anonKey = apiKeys(LOCAL_JWT_SECRET).anonKey;
    const signedIn = async (email: string) => {
      const client = createClient(testBackendUrl(), anonKey, { auth: { persistSession: false } });
      expect((await client.auth.signInWithPassword({ email, password: demoPassword })).error).toBeNull();
      return client;
    };
    const seller = await signedIn("demo-trade@genmarket.test");
    const { data: inbox } = await seller.from("messages").select("message_content").eq("recipient_id", TRADE_SELLER).eq("message_content", text);
    expect(inbox).toEqual([{ message_content: text }]);
    const other = await signedIn("demo-private@genmarket.test");
    expect((await other.from("messages").select("message_content").eq("message_content", text)).data).toEqual([]);
  });

  test("a seller on their own listing gets a note instead of the form, and cannot message themselves", async () => {
    const jar = await signInDemo("trade");
    const card = contactCard(await (await get(`/listings/${TRADE_LISTING}`, jar)).text());
    expect(card).toContain("This is your listing. Buyers' messages about it come to you; you cannot message yourself about your own listing.");
    expect(card).not.toContain("<textarea");
    // A post all the same (an old page, a hand-made request) is refused by the database.
    const { count: before } = await admin.from("messages").select("id", { count: "exact", head: true }).eq("sender_id", TRADE_SELLER);
    const refused = await post(`/listings/${TRADE_LISTING}`, { intent: "enquire", message: "Talking to myself" }, jar);
    expect(refused.status).toBe(400);
    const { count: after } = await admin.from("messages").select("id", { count: "exact", head: true }).eq("sender_id", TRADE_SELLER);
    expect(after).toBe(before);
  });
});
