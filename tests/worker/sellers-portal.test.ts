/**
 * The sellers portal (docs/sellers-portal.md) read and posted as a browser without JavaScript: the
 * gate and the buyers' page, the tabs in the URL, the listings table (only the seller's
 * rows; search, status filter and sorts against the database; the sort links), the bulk form
 * (deactivate, delete after its confirmation, promote through the payment), the buyer's
 * conversation about a deleted listing, the template download and the old profile address.
 * Each test makes its own members and listings.
 */
import { readFileSync } from "node:fs";
import { test as base, describe, expect } from "vitest";
import { bulkTemplateColumns } from "../../app/content/bulk-template";
import { anonClient, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createConversation, createListing, memberFixture, setMemberPlan, uniqueToken, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const LISTINGS_TAB = "/sellers-portal?tab=listings";

const test = base.extend<{ seller: Member; otherSeller: Member; buyer: Member }>({
  seller: memberFixture(admin, { userType: "trade_seller" }),
  otherSeller: memberFixture(admin, { userType: "private_seller" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
});

const words = (element: { textContent: string | null } | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** What a visitor reads of a portal page: headings, the table's rows, links, alerts, forms. */
function readPage(html: string, path: string) {
  // A space between elements, so text read across them keeps its words apart.
  const window = pageWindow(html.replace(/></g, "> <"), new URL(path, worker.url));
  const { document } = window;
  const table = document.querySelector("table");
  const headers = [...(table?.querySelectorAll("thead th") ?? [])].map(words);
  const rows = [...(table?.querySelectorAll("tbody tr") ?? [])].map((tr) => {
    // A cell's own name, which only the phone's cards show (the table's header row says it from lg), apart from its value.
    const cellLabels = [...tr.querySelectorAll("[data-cell-label]")].map(words);
    const cells = [...tr.querySelectorAll("td")].map((td) => {
      const value = td.cloneNode(true) as typeof td;
      for (const label of value.querySelectorAll("[data-cell-label]")) label.remove();
      return words(value);
    });
    return {
      cellLabels,
      id: tr.querySelector('input[name="ids"]')?.getAttribute("value") ?? null,
      title: words(tr.querySelector("td:nth-child(2) p")),
      cells: Object.fromEntries(headers.map((header, i) => [header.replace(/[▲▼↕].*$/, "").trim(), cells[i] ?? ""])),
      links: [...tr.querySelectorAll("a")].map((a) => a.getAttribute("href")),
    };
  });
  const confirmBox = document.querySelector('[aria-labelledby="bulk-confirm-heading"]');
  const page = {
    h1: words(document.querySelector("h1")),
    // The tab's own heading (the profile tab's is the profile panel's).
    tabHeading: words(document.querySelector("#portal-tab-heading, #profile-heading")),
    currentTab: words(document.querySelector('nav[aria-label="Sellers portal"] [aria-current="page"]')),
    tabLinks: [...document.querySelectorAll('nav[aria-label="Sellers portal"] a')].map((a) => a.getAttribute("href")),
    rows,
    sortLinks: Object.fromEntries([...(table?.querySelectorAll("thead th a") ?? [])].map((a) => [words(a).replace(/[▲▼↕].*$/, "").trim(), a.getAttribute("href")])),
    bulkForm: document.querySelector("form#bulk-listings"),
    bulkButtons: [...document.querySelectorAll('form#bulk-listings button[name="intent"]')].map((button) => button.getAttribute("value")),
    alerts: [...document.querySelectorAll('[role="alert"]')].map(words).filter(Boolean),
    confirmation: confirmBox ? words(confirmBox) : null,
    confirmFields: confirmBox ? [...confirmBox.querySelectorAll("input[name], button[name]")].map((field) => [field.getAttribute("name"), field.getAttribute("value")]) : [],
    text: words(document.body),
    links: [...document.querySelectorAll("a")].map((a) => ({ text: words(a), href: a.getAttribute("href") })),
  };
  window.close();
  return page;
}

async function openPage(jar: CookieJar, path = LISTINGS_TAB) {
  const response = await get(path, jar);
  expect(response.status).toBe(200);
  return readPage(await response.text(), path);
}

/** Posts the bulk form as the browser sends it: the button's intent and every ticked box. */
function postBulk(jar: CookieJar, intent: string, ids: string[], path = LISTINGS_TAB) {
  const body = new URLSearchParams([["intent", intent], ...ids.map((id) => ["ids", id] as [string, string])]);
  return worker.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
    body,
  });
}

const statusOf = async (id: string) => (await admin.from("generator_listings").select("status").eq("id", id).maybeSingle()).data?.status ?? null;

describe("who sees the portal", () => {
  test("visitors go through the sign-in gate; a buyer is told a seller account is required", async ({ buyer }) => {
    const visitor = await get("/sellers-portal?tab=listings");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/auth?${new URLSearchParams({ redirectTo: "/sellers-portal?tab=listings" })}`);

    const page = await openPage(await signIn(buyer), "/sellers-portal");
    expect(page.h1).toBe("Seller Account Required");
    expect(page.links).toContainEqual({ text: "Return to Homepage", href: "/" });
    expect(page.text).toContain("Log in as a Seller");
    expect(page.rows).toEqual([]);
    // The buyer's posts are refused too.
    const refused = await postBulk(await signIn(buyer), "deactivate", [crypto.randomUUID()]);
    expect(refused.status).toBe(403);
  });

  test("'Log in as a Seller' signs the buyer out and opens sign-in, coming back to the portal", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const response = await post("/logout", { redirectTo: "/auth?redirectTo=%2Fsellers-portal" }, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?redirectTo=%2Fsellers-portal");
    expect((await get("/sellers-portal", jar)).status).toBe(302);
  });
});

describe("the seller's portal", () => {
  test("the header, Quick Actions and every tab in the URL", async ({ seller }) => {
    const jar = await signIn(seller);
    const page = await openPage(jar, "/sellers-portal");
    expect(page.h1).toBe("Sellers Portal");
    expect(page.text).toContain(seller.fullName);
    expect(page.links).toEqual(
      expect.arrayContaining([
        { text: "View Public Profile", href: `/seller/${seller.id}` },
        { text: "Upload Photo", href: "/sellers-portal?tab=profile#profile" },
        { text: "Create New Ad", href: "/sell-generator" },
        { text: "Create Auction", href: "/create-auction" },
        { text: "Bulk Upload", href: "/bulk-upload" },
        { text: "Download Template", href: "/sellers-portal/trade_ads_template.csv" },
      ]),
    );
    expect(page.text).toMatch(/Rating No reviews yet Active listings 0 Response time Not enough messages yet Status Pending/);
    expect(page.currentTab).toBe("Listings");
    expect(page.tabLinks).toEqual(["profile", "listings", "depots", "auctions", "reviews", "saved", "messages", "api"].map((tab) => `/sellers-portal?tab=${tab}`));

    const headings = { profile: "Profile", depots: "Depots", auctions: "My Auctions (0)", reviews: "Reviews", saved: "Saved Generators (0)", messages: "Messages", api: "API keys" };
    for (const [tab, heading] of Object.entries(headings)) {
      const tabPage = await openPage(jar, `/sellers-portal?tab=${tab}`);
      expect(tabPage.tabHeading, tab).toBe(heading);
      expect(tabPage.currentTab.toLowerCase()).toBe(tab);
    }
    expect((await openPage(jar, "/sellers-portal?tab=reviews")).text).toContain("No reviews yet.");
    expect((await openPage(jar, "/sellers-portal?tab=messages")).text).toContain("No conversations yet");
  });

  test("the empty states, with and without a search", async ({ seller }) => {
    const jar = await signIn(seller);
    const empty = await openPage(jar);
    expect(empty.tabHeading).toBe("All listings (0)");
    expect(empty.text).toContain("No listings found Create your first listing to start selling generators");
    expect(empty.links).toContainEqual({ text: "Create New Listing", href: "/sell-generator" });
    expect((await openPage(jar, `${LISTINGS_TAB}&q=nothing`)).text).toContain("No listings found Try adjusting your search or filter criteria");
    expect((await openPage(jar, `${LISTINGS_TAB}&status=sold`)).text).toContain("Try adjusting your search or filter criteria");
  });

  test("shows only the seller's listings; search, each status and each sort give the database's rows", async ({ seller, otherSeller, buyer }) => {
    const token = uniqueToken();
    const made = {
      cheap: await createListing(admin, seller.id, { title: `Kipor inverter ${token}`, price_gbp: 450 }),
      dear: await createListing(admin, seller.id, { title: `Perkins standby ${token}`, price_gbp: 18_000 }),
      sold: await createListing(admin, seller.id, { title: `Honda portable ${token}`, price_gbp: 1_200, status: "sold" }),
      pending: await createListing(admin, seller.id, { title: `Cummins pending ${token}`, price_gbp: 9_000, status: "pending" }),
    };
    const elsewhere = await createListing(admin, otherSeller.id, { title: `Someone else's Perkins ${token}` });
    await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: made.dear.id });
    const jar = await signIn(seller);

    const all = await openPage(jar);
    // The heading names and counts the rows shown: every status here, then each filter's.
    expect(all.tabHeading).toBe("All listings (4)");
    expect(all.rows.map((row) => row.id).sort()).toEqual(Object.values(made).map((l) => l.id).sort());
    expect(all.rows.map((row) => row.id)).not.toContain(elsewhere.id);
    const dear = all.rows.find((row) => row.id === made.dear.id)!;
    expect(dear.cells).toMatchObject({ Price: "£18,000", Status: "Active", Views: "0", Inquiries: "1" });
    expect(dear.cells.Expires).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    // On a phone each row is a card whose cells name themselves.
    expect(dear.cellLabels).toEqual(["Price", "Status", "Views", "Inquiries", "Expires"]);
    expect(dear.links).toEqual([`/listing/${made.dear.id}`, `/sell-generator?edit=${made.dear.id}`, `/listings/${made.dear.id}/stats`]);
    expect(all.bulkButtons).toEqual(["promote", "deactivate", "delete"]);
    expect(all.bulkForm?.getAttribute("method")).toBe("post");

    // Against the database (the seller's own session, the same function).
    const client = await sellerClient(seller);
    const expected = async (args: Record<string, string>) => ((await client.rpc("seller_portal_listings", args)).data as { id: string }[]).map((row) => row.id);
    const shown = async (query: string) => (await openPage(jar, `${LISTINGS_TAB}&${query}`)).rows.map((row) => row.id);

    expect(await shown("q=perkins")).toEqual([made.dear.id]);
    expect(await shown("q=perkins")).toEqual(await expected({ p_search: "perkins" }));
    for (const status of ["active", "pending", "sold", "expired", "draft", "rejected", "inactive"]) {
      expect(await shown(`status=${status}`), status).toEqual(await expected({ p_status: status }));
    }
    expect(await shown("status=sold")).toEqual([made.sold.id]);
    expect((await openPage(jar, `${LISTINGS_TAB}&status=active`)).tabHeading).toBe("Active listings (2)");
    expect((await openPage(jar, `${LISTINGS_TAB}&status=pending&q=cummins`)).tabHeading).toBe("Listings waiting for review matching “cummins” (1)");
    expect((await openPage(jar, `${LISTINGS_TAB}&status=expired`)).tabHeading).toBe("Expired listings (0)");
    // A pending row says when the team will look at it.
    expect(all.rows.find((row) => row.id === made.pending.id)?.cells.Generator).toContain("Waiting for review, usually within 24 hours");
    for (const sort of ["price-asc", "price-desc", "views-desc", "inquiries-desc", "inquiries-asc"]) {
      expect(await shown(`sort=${sort}`), sort).toEqual(await expected({ p_sort: sort }));
    }
    expect(await shown("sort=price-asc")).toEqual([made.cheap.id, made.sold.id, made.pending.id, made.dear.id]);

    // The headers are links: descending first, then ascending; the filters stay.
    const sorted = await openPage(jar, `${LISTINGS_TAB}&q=kipor&sort=price-desc`);
    expect(sorted.sortLinks).toEqual({
      Price: "/sellers-portal?tab=listings&q=kipor&sort=price-asc",
      Views: "/sellers-portal?tab=listings&q=kipor&sort=views-desc",
      Inquiries: "/sellers-portal?tab=listings&q=kipor&sort=inquiries-desc",
    });
    // The cards have no header row: the filter form's Sort select sorts, keeping the search.
    const visitor = await new Visitor(worker, jar).open(`${LISTINGS_TAB}&q=${token}`);
    expect(visitor.form("Apply").value("Sort")).toBe("newest");
    await visitor.form("Apply").select("Sort", "Price: lowest first").submit("Apply");
    const params = new URL(visitor.path, worker.url).searchParams;
    expect([params.get("q"), params.get("sort")]).toEqual([token, "price-asc"]);
    expect(visitor.form("Apply").value("Sort")).toBe("price-asc");
  });

  test("a rejected listing shows the team's reason and Edit and resubmit", async ({ seller }) => {
    const reason = `The photos show a different generator ${uniqueToken()}.`;
    const rejected = await createListing(admin, seller.id, { title: `Rejected set ${uniqueToken()}`, status: "rejected", rejection_reason: reason });
    const page = await openPage(await signIn(seller), `${LISTINGS_TAB}&status=rejected`);
    expect(page.tabHeading).toBe("Rejected listings (1)");
    const row = page.rows.find((candidate) => candidate.id === rejected.id)!;
    expect(row.cells.Generator).toContain(`Not approved: ${reason}`);
    expect(row.cells.Actions).toContain(`Edit and resubmit ${rejected.title}`);
    expect(row.links).toContain(`/sell-generator?edit=${rejected.id}`);
  });

  test("deactivating two listings takes them off /listings; Reactivate puts one back", async ({ seller }) => {
    const token = uniqueToken();
    const one = await createListing(admin, seller.id, { title: `Bruno ${token} one` });
    const two = await createListing(admin, seller.id, { title: `Bruno ${token} two` });
    const jar = await signIn(seller);
    // Browsing signed in: a member's pages are never served from the edge cache.
    const browse = async () => {
      const response = await get(`/listings?q=${token}`, jar);
      return (await response.text()).match(new RegExp(`Bruno ${token} (one|two)`, "g")) ?? [];
    };
    expect((await browse()).length).toBeGreaterThan(0);

    const response = await postBulk(jar, "deactivate", [one.id, two.id]);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LISTINGS_TAB);
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(["inactive", "inactive"]);
    expect(await browse()).toEqual([]);
    // Nor are they among the seller's current listings on their public page (as a visitor sees it).
    const publicPage = await (await get(`/seller/${seller.id}`)).text();
    expect(publicPage).not.toContain(`Bruno ${token} one`);
    expect(publicPage).not.toContain(`Bruno ${token} two`);
    const page = await openPage(jar);
    expect(page.rows.find((row) => row.id === one.id)?.cells.Status).toBe("Deactivated");
    expect(page.text).toContain(`Reactivate Bruno ${token} one`);

    // A trade seller reactivates within their package's allowance (docs/payments.md "Weekly plans").
    await setMemberPlan(admin, seller.id, "trade-single");
    const back = await postBulk(jar, "reactivate", [one.id]);
    expect(back.status).toBe(302);
    expect(await statusOf(one.id)).toBe("active");
  });

  test("a refused bulk post says why and changes nothing", async ({ seller }) => {
    const jar = await signIn(seller);
    const pending = await createListing(admin, seller.id, { status: "pending" });
    const none = await postBulk(jar, "deactivate", []);
    expect(none.status).toBe(400);
    expect(readPage(await none.text(), LISTINGS_TAB).alerts).toContain("Select at least one listing");
    const notLive = await postBulk(jar, "deactivate", [pending.id]);
    expect(notLive.status).toBe(409);
    expect(readPage(await notLive.text(), LISTINGS_TAB).alerts[0]).toMatch(/Only live listings can be deactivated/);
    expect(await statusOf(pending.id)).toBe("pending");
  });

  test("delete asks first; afterwards the buyer still reads their conversation about it", async ({ seller, buyer }) => {
    const listing = await createListing(admin, seller.id, { title: `Atlas Copco QAS 30 ${uniqueToken()}` });
    const thread = await createConversation(admin, {
      buyerId: buyer.id,
      sellerId: seller.id,
      listingId: listing.id,
      messages: [{ text: "Can I see it running on Saturday?" }, { text: "Yes, 10am suits.", from: "seller" }],
    });
    const jar = await signIn(seller);

    const asked = await postBulk(jar, "delete", [listing.id]);
    expect(asked.status).toBe(200);
    const step = readPage(await asked.text(), LISTINGS_TAB);
    expect(step.confirmation).toContain("Delete this listing?");
    expect(step.confirmation).toContain(listing.title);
    expect(step.confirmFields).toEqual([["ids", listing.id], ["intent", "confirm-delete"]]);
    expect(await statusOf(listing.id)).toBe("active");

    const deleted = await postBulk(jar, "confirm-delete", [listing.id]);
    expect(deleted.status).toBe(302);
    expect(await statusOf(listing.id)).toBeNull();
    expect((await openPage(jar)).rows.map((row) => row.id)).not.toContain(listing.id);

    // The buyer's conversations are on their overview: the inbox keeps the title, and so does the thread.
    const buyerJar = await signIn(buyer);
    expect((await openPage(buyerJar, "/dashboard")).text).toContain(listing.title);
    const conversation = await openPage(buyerJar, `/dashboard?thread=${thread.id}`);
    expect(conversation.text).toContain(`About: ${listing.title} (no longer listed)`);
    expect(conversation.text).toContain("Can I see it running on Saturday?");
    expect(conversation.text).toContain("Yes, 10am suits.");
  });

  test("promote asks first with the price, then records the payment and features the listing", async ({ seller }) => {
    const listing = await createListing(admin, seller.id, { listing_option: "basic" });
    const jar = await signIn(seller);
    const asked = await postBulk(jar, "promote", [listing.id]);
    expect(asked.status).toBe(200);
    expect(readPage(await asked.text(), LISTINGS_TAB).confirmation).toMatch(/Promote this listing to Enhanced\?.*£15 each, £15 in all.*Pay £15 and promote/);

    const paid = await postBulk(jar, "confirm-promote", [listing.id]);
    expect(paid.status).toBe(302);
    const payments = await admin.from("payments").select("purpose, amount_pence, status").eq("listing_id", listing.id);
    expect(payments.data).toEqual([{ purpose: "listing_upgrade", amount_pence: 1500, status: "paid" }]);
    const row = (await admin.from("generator_listings").select("featured, listing_option").eq("id", listing.id).single()).data;
    expect(row).toEqual({ featured: true, listing_option: "enhanced" });
    const page = await openPage(jar);
    expect(page.text).toContain("Featured");
    expect(page.text).not.toContain(`Promote ${listing.title}`);
  });
});

describe("addresses", () => {
  test("Download Template serves the CSV as trade_ads_template.csv", async () => {
    const response = await get("/sellers-portal/trade_ads_template.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="trade_ads_template.csv"');
    const [header, example] = (await response.text()).split("\r\n");
    expect(header).toBe(bulkTemplateColumns.map((column) => column.name).join(","));
    expect(example).toContain("Ex-hire set, serviced every 250 hours.");
  });

  test("/seller-profile/{id}, which never existed, moves permanently to /seller/{id}", async () => {
    const id = crypto.randomUUID();
    const response = await get(`/seller-profile/${id}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/seller/${id}`);
  });
});

/** The member's own session on the backend, to ask the database what the page should show. */
async function sellerClient(member: Member) {
  const client = anonClient(testBackendUrl());
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: member.password });
  if (error) throw error;
  return client;
}

describe("the tabs that mount the dashboard's pieces", () => {
  test("a buyer's message is read and answered in the messages tab, a photo uploaded and the profile saved in the profile tab, each coming back to the portal; the photo shows in the header and on the public page", async ({
    seller,
    buyer,
  }) => {
    const listing = await createListing(admin, seller.id);
    const thread = await createConversation(admin, {
      buyerId: buyer.id,
      sellerId: seller.id,
      listingId: listing.id,
      messages: [{ text: "Does it come with a canopy?" }],
    });
    const jar = await signIn(seller);
    const inbox = await openPage(jar, "/sellers-portal?tab=messages");
    expect(inbox.text).toContain("Does it come with a canopy?");
    expect(inbox.links).toContainEqual(expect.objectContaining({ href: `/sellers-portal?tab=messages&thread=${thread.id}` }));
    const open = `/sellers-portal?tab=messages&thread=${thread.id}`;
    const reply = await post(open, { intent: "reply", threadId: thread.id, message: "Yes, a lockable acoustic canopy." }, jar);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(open);
    const conversation = await openPage(jar, open);
    expect(conversation.text).toContain("Yes, a lockable acoustic canopy.");
    // The conversation is the page, under the tabs: no profile header or Quick Actions above it to scroll past on a phone.
    expect(inbox.text).toContain("Quick Actions");
    expect(conversation.text).not.toContain("Quick Actions");
    expect(conversation.text).not.toContain("Response time");
    expect(conversation.text).toContain("Back to messages");

    const photo = new FormData();
    photo.append("intent", "upload-profile-photo");
    photo.append("profileId", seller.id);
    photo.append("photo", new File([readFileSync(new URL("../fixtures/generator-panel.png", import.meta.url))], "me.png"));
    const uploaded = jar.store(await worker.fetch("/sellers-portal?tab=profile", { method: "POST", body: photo, headers: { Cookie: jar.header() } }));
    expect(uploaded.status).toBe(302);
    expect(uploaded.headers.get("location")).toBe("/sellers-portal?tab=profile");
    const { data: profile } = await admin.from("profiles").select("image_url").eq("id", seller.id).single();
    // Stored as its web copies (docs/accounts.md#the-profile): the address is the 320 px JPEG's.
    expect(profile?.image_url).toMatch(new RegExp(`/avatars/${seller.id}/[0-9a-f]{64}-320\\.jpg$`));
    expect((await openPage(jar, "/sellers-portal?tab=profile")).text).toContain("Profile photo updated successfully");
    expect(await (await get("/sellers-portal?tab=listings", jar)).text()).toContain(`src="${profile!.image_url}"`);
    expect(await (await get(`/seller/${seller.id}`)).text()).toContain(`src="${profile!.image_url}"`);

    const saved = await post("/sellers-portal?tab=profile&profile=edit", { intent: "save-profile", fullName: "Sam Seller", userType: "private_seller", country: "United Kingdom" }, jar);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/sellers-portal?tab=profile");
    expect((await openPage(jar, "/sellers-portal?tab=profile")).text).toContain("Sam Seller");
  });
});


// What tests/e2e/sellers-portal.spec.ts does with JavaScript: without it, the ticks and the bar's buttons are one plain form.
test("without JavaScript: a seller ticks two listings and deactivates them with the bulk bar", async ({ seller }) => {
  const kept = await createListing(admin, seller.id, { title: `Pramac GSW30 30 kVA kept live ${uniqueToken()}`, price_gbp: 6_500 });
  const first = await createListing(admin, seller.id, { title: `Kohler KD40 40 kVA taken off ${uniqueToken()}`, price_gbp: 8_200 });
  const second = await createListing(admin, seller.id, { title: `Bruno GX 20 kVA taken off ${uniqueToken()}`, price_gbp: 3_900 });
  const visitor = new Visitor(worker, await signIn(seller));
  const bar = '[role="group"][aria-label="Selected listings"]';
  await visitor.open(LISTINGS_TAB);
  expectText(visitor, "All listings (3)", "main");
  expectText(visitor, "Tick listings, then:", bar);
  await visitor.form("Deactivate", { within: bar }).check(first.title).check(second.title).submit("Deactivate");

  expect(visitor.path).toBe(LISTINGS_TAB);
  expectText(visitor, "2 listings deactivated");
  const row = (title: string) => [...visitor.document.querySelectorAll("tbody tr")].find((tr) => words(tr).includes(title));
  expect(words(row(first.title))).toContain("Deactivated");
  expect(words(row(second.title))).toContain("Deactivated");
  expect(words(row(kept.title))).toContain("Active");
  // The heading counts the rows shown, every status here: the three, two now deactivated.
  expectText(visitor, "All listings (3)", "main");
  // The page is a new one: nothing ticked.
  expect(visitor.document.querySelectorAll('input[name="ids"]:checked')).toHaveLength(0);
  const { data } = await admin.from("generator_listings").select("id, status").eq("dealer_id", seller.id).order("title");
  expect(data).toEqual([
    { id: second.id, status: "inactive" },
    { id: first.id, status: "inactive" },
    { id: kept.id, status: "active" },
  ]);
  visitor.close();
});
