/**
 * The public seller page (/seller/{id}), the review form (/seller/{id}/review), the seller's
 * reply (/dashboard?view=reviews) and staff hiding (/moderation) through the built Worker,
 * as a browser without JavaScript uses them: what a visitor, another member and the seller
 * each see (never a private message but to the seller), 404s, caching and JSON-LD; each
 * refusal says why and writes nothing. Each test makes its own seller, listings and buyers.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, createConversation, createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { expectServerError } from "../support/worker/server-errors";
import { freshPage, worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
/** HTML as a visitor reads it: without React's <!-- --> markers, entities decoded. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const gate = (returnTo: string) => `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;

type Listing = { id: string; title: string };
const memberFor = (options: Parameters<typeof memberFixture>[1]) => memberFixture(admin, options);

const test = base.extend<{ seller: Member; listing: Listing; buyer: Member; stranger: Member; staff: Member }>({
  seller: memberFor({ userType: "trade_seller", fullName: "Sally Seller", companyName: `Seller Page Power ${uniqueToken()}` }),
  listing: async ({ seller }, use) => {
    await use(await createListing(admin, seller.id, { title: `Pramac P11000 seller page ${uniqueToken()}`, model: "P11000" }));
  },
  buyer: memberFor({ fullName: "Bella Buyer" }),
  stranger: memberFor({ fullName: "Stella Stranger" }),
  staff: memberFor({ staff: true }),
});

const reviewsOf = async (sellerId: string) =>
  (await admin.from("seller_reviews").select("id, buyer_id, listing_id, rating, comment, seller_reply, hidden_reason").eq("seller_id", sellerId)).data ?? [];

/** The JSON-LD the page carries. */
function structuredData(html: string) {
  const script = html.match(/<script type="application\/ld\+json">([^]*?)<\/script>/)?.[1];
  expect(script, "the page's JSON-LD").toBeDefined();
  return JSON.parse(script!) as Record<string, unknown>;
}

describe("/seller/{id}", () => {
  test("a visitor sees the header, current and past listings, auctions and reviews, never a draft or a private message; cached like listing pages", async ({ seller, listing, buyer }) => {
    const sold = await createListing(admin, seller.id, { status: "sold", title: `Sold set ${uniqueToken()}` });
    const draft = await createListing(admin, seller.id, { status: "draft", title: `Secret draft ${uniqueToken()}` });
    const auction = await createAuction(admin, seller.id);
    const secret = `Private question ${uniqueToken()}`;
    await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id, messages: [{ text: secret }, { text: "Yes, it is.", from: "seller" }] });
    await admin.from("seller_reviews").insert([
      { seller_id: seller.id, buyer_id: buyer.id, listing_id: listing.id, rating: 5, comment: "Great to deal with." },
      { seller_id: seller.id, buyer_id: null, listing_id: sold.id, rating: 4, comment: null, seller_reply: "Thank you!", seller_replied_at: new Date().toISOString() },
    ]);

    const response = await worker.fetch(`/seller/${seller.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    expect(response.headers.get("set-cookie")).toBeNull();
    const html = textOf(await response.text());
    for (const text of [seller.fullName, "Current Listings (1)", listing.title, `href="/listing/${listing.id}"`, "Past Listings (1)", sold.title, "Sold",
      auction.title, `href="/auctions/${auction.id}"`, "Reviews", "4.5", "2 reviews", "Bella Buyer", "Great to deal with.", "P11000",
      "Unknown buyer", "No comment left.", "Reply from the seller", "Thank you!", "Review this seller", `href="/seller/${seller.id}/review"`]) {
      expect(html, text).toContain(text);
    }
    for (const text of [draft.title, secret, "Recent buyer messages", seller.email]) expect(html, text).not.toContain(text);
    // Visitors cannot open a sold listing's page, so it is not a link for them.
    expect(html).not.toContain(`href="/listing/${sold.id}"`);
    expect(structuredData(html)).toMatchObject({
      "@type": "Organization",
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.5", reviewCount: 2 },
    });

    // Another member sees the public page, not the seller's messages, and never cached for others.
    const member = await get(`/seller/${seller.id}`, await signIn(buyer));
    expect(member.headers.get("cache-control") ?? "").not.toContain("public");
    const memberHtml = textOf(await member.text());
    expect(memberHtml).toContain(listing.title);
    expect(memberHtml).not.toContain(secret);
    expect(memberHtml).not.toContain("Recent buyer messages");
  });

  test("the seller sees their recent buyer messages on their own page, never cached", async ({ seller, listing, buyer }) => {
    const question = `Could you deliver to Leeds? ${uniqueToken()}`;
    await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id, messages: [{ text: question }] });
    const response = await get(`/seller/${seller.id}`, await signIn(seller));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = textOf(await response.text());
    for (const text of ["Recent buyer messages", "Only you see this section", "Bella Buyer", question, listing.title]) expect(html, text).toContain(text);
    expect(html).not.toContain("Review this seller");
  });

  test("a seller with nothing yet: every empty text, and JSON-LD without a rating", async ({ seller }) => {
    await admin.from("profiles").update({ company_name: null }).eq("id", seller.id);
    const html = textOf(await (await freshPage(`/seller/${seller.id}`)).text());
    for (const text of ["No listings yet.", "No past listings.", "No reviews yet."]) expect(html, text).toContain(text);
    const data = structuredData(html);
    expect(data).toMatchObject({ "@type": "Organization", name: "Sally Seller" });
    expect(data).not.toHaveProperty("aggregateRating");
    const own = textOf(await (await get(`/seller/${seller.id}`, await signIn(seller))).text());
    expect(own).toContain("No messages from buyers yet.");
  });

  test("no id says 'No seller specified.'; an unknown or malformed id is a 404", async () => {
    for (const path of ["/seller", "/seller/"]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(404);
      expect(textOf(await response.text())).toContain("No seller specified.");
    }
    for (const id of [crypto.randomUUID(), "not-a-seller", "%27%20or%201%3D1"]) {
      const response = await worker.fetch(`/seller/${id}`);
      expect(response.status, id).toBe(404);
      expect(textOf(await response.text())).toMatch(/<h1[^>]*>Seller not found<\/h1>/);
    }
  });

  test("the auction page's seller card shows the rating and links to the seller's page", async ({ seller, listing, buyer }) => {
    const auction = await createAuction(admin, seller.id);
    await admin.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: buyer.id, listing_id: listing.id, rating: 4 });
    const html = textOf(await (await freshPage(`/auctions/${auction.id}`)).text());
    expect(html).toContain(`href="/seller/${seller.id}"`);
    expect(html).toMatch(/<strong>4\.0<\/strong>[^]*\(1 review\)/);
  });
});

describe("the review form without JavaScript", () => {
  test("visitors are sent to sign in and back", async ({ seller, listing }) => {
    const path = `/seller/${seller.id}/review?listing=${listing.id}`;
    const response = await worker.fetch(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(gate(path));
  });

  test("a buyer the seller replied to leaves one review; bad values are refused with the values kept; a second is refused", async ({ seller, listing, buyer }) => {
    await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id, messages: [{ text: "Still for sale?" }, { text: "Yes.", from: "seller" }] });
    const jar = await signIn(buyer);
    const path = `/seller/${seller.id}/review?listing=${listing.id}`;
    const form = textOf(await (await get(path, jar)).text());
    expect(form).toContain(`Review ${(await admin.from("profiles").select("company_name").eq("id", seller.id).single()).data!.company_name}`);
    expect(form).toContain(`name="subject" value="listing:${listing.id}"`);

    const missing = await post(path, { subject: `listing:${listing.id}`, comment: "Kept comment" }, jar);
    expect(missing.status).toBe(400);
    const missingHtml = textOf(await missing.text());
    expect(missingHtml).toContain("Choose a rating from 1 to 5 stars");
    expect(missingHtml).toContain("Kept comment");
    const tooLong = await post(path, { subject: `listing:${listing.id}`, rating: "5", comment: "x".repeat(1001) }, jar);
    expect(tooLong.status).toBe(400);
    expect(textOf(await tooLong.text())).toContain("Your comment must be 1000 characters or fewer");
    expect(await reviewsOf(seller.id)).toEqual([]);

    const posted = await post(path, { subject: `listing:${listing.id}`, rating: "4", comment: "Straightforward sale." }, jar);
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/seller/${seller.id}#reviews`);
    expect(await reviewsOf(seller.id)).toEqual([expect.objectContaining({ buyer_id: buyer.id, listing_id: listing.id, rating: 4, comment: "Straightforward sale." })]);
    const page = textOf(await (await get(`/seller/${seller.id}`, jar)).text());
    for (const text of ["4.0", "1 review", "Straightforward sale.", "Bella Buyer"]) expect(page, text).toContain(text);

    const again = await post(path, { subject: `listing:${listing.id}`, rating: "1" }, jar);
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain("You have already reviewed this seller for this listing");
    await expectServerError(/^review: leaving a review[^]*GM409/);
    expect(await reviewsOf(seller.id)).toHaveLength(1);
  });

  test("someone who never contacted the seller is told so, and a forged post is refused by the database", async ({ seller, listing, stranger }) => {
    const jar = await signIn(stranger);
    const page = textOf(await (await get(`/seller/${seller.id}/review?listing=${listing.id}`, jar)).text());
    expect(page).toContain("You have nothing to review with this seller yet.");
    expect(page).not.toContain("Post review");
    const forged = await post(`/seller/${seller.id}/review`, { subject: `listing:${listing.id}`, rating: "1" }, jar);
    expect(forged.status).toBe(403);
    expect(textOf(await forged.text())).toContain("You can review a seller only about a listing or auction they replied to you about");
    await expectServerError(/^review: leaving a review[^]*GM403/);
    expect(await reviewsOf(seller.id)).toEqual([]);
  });

  test("a seller cannot review themselves", async ({ seller, listing }) => {
    const jar = await signIn(seller);
    expect(textOf(await (await get(`/seller/${seller.id}/review`, jar)).text())).toContain("You cannot review yourself.");
    const forged = await post(`/seller/${seller.id}/review`, { subject: `listing:${listing.id}`, rating: "5" }, jar);
    expect(forged.status).toBe(403);
    await expectServerError(/^review: leaving a review[^]*You cannot review yourself/);
    expect(await reviewsOf(seller.id)).toEqual([]);
  });
});

describe("the seller's reply and staff hiding", () => {
  test("the seller replies once from Reviews; the reply shows under the review on their page", async ({ seller, listing, buyer }) => {
    const { data } = await admin.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: buyer.id, listing_id: listing.id, rating: 3, comment: "Slow to reply." }).select("id").single();
    const jar = await signIn(seller);
    const view = textOf(await (await get("/dashboard?view=reviews", jar)).text());
    for (const text of ["Rating Overview", "3.0", "1 review", "Slow to reply.", "Reply to Bella Buyer", "Post reply"]) expect(view, text).toContain(text);

    const blank = await post("/dashboard?view=reviews", { intent: "reply-review", reviewId: data!.id, reply: "  " }, jar);
    expect(blank.status).toBe(400);
    expect(textOf(await blank.text())).toContain("Your reply is required");
    const replied = await post("/dashboard?view=reviews", { intent: "reply-review", reviewId: data!.id, reply: "Sorry, we were at a show." }, jar);
    expect(replied.status).toBe(302);
    expect(replied.headers.get("location")).toBe(`/dashboard?view=reviews#review-${data!.id}`);
    const twice = await post("/dashboard?view=reviews", { intent: "reply-review", reviewId: data!.id, reply: "Again" }, jar);
    expect(twice.status).toBe(409);
    expect(textOf(await twice.text())).toContain("You have already replied to this review");
    await expectServerError(/^replying to a review[^]*GM409/);
    expect((await reviewsOf(seller.id))[0]!.seller_reply).toBe("Sorry, we were at a show.");
    const page = textOf(await (await freshPage(`/seller/${seller.id}`)).text());
    expect(page).toMatch(/Slow to reply\.[^]*Reply from the seller[^]*Sorry, we were at a show\./);
  });

  test("only staff hide a review, with a reason; it then shows and counts nowhere", async ({ seller, listing, buyer, staff }) => {
    const comment = `Rude words ${uniqueToken()}`;
    const { data } = await admin.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: buyer.id, listing_id: listing.id, rating: 1, comment }).select("id").single();
    const member = await post("/moderation", { intent: "hide-review", reviewId: data!.id, reason: "Abusive language here" }, await signIn(seller));
    expect(member.status).toBe(403);
    const jar = await signIn(staff);
    expect(textOf(await (await get("/moderation", jar)).text())).toContain(comment);
    const short = await post("/moderation", { intent: "hide-review", reviewId: data!.id, reason: "rude" }, jar);
    expect(short.status).toBe(400);
    expect(textOf(await short.text())).toContain("The reason must be at least 10 characters");
    const hidden = await post("/moderation", { intent: "hide-review", reviewId: data!.id, reason: "Abusive language here" }, jar);
    expect(hidden.status).toBe(302);
    expect((await reviewsOf(seller.id))[0]!.hidden_reason).toBe("Abusive language here");
    const page = textOf(await (await freshPage(`/seller/${seller.id}`)).text());
    expect(page).not.toContain(comment);
    expect(page).toContain("No reviews yet.");
  });
});

// What tests/e2e/seller-reviews.spec.ts walks with JavaScript, through the seller page's link and the review form.
test("without JavaScript: a buyer the seller replied to reviews them from the seller's page, after a refusal without a rating, and sees the average change", async ({ seller, listing, buyer }) => {
  await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id, messages: [{ text: "Still available?" }, { text: "Yes it is.", from: "seller" }] });
  await admin.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: null, listing_id: null, rating: 2 });
  const comment = "Answered every question and loaded it for me.";
  const visitor = new Visitor(worker, await signIn(buyer));
  await visitor.open(`/seller/${seller.id}`);
  expectText(visitor, "2.0", "#reviews");
  expectText(visitor, "1 review", "#reviews");
  await visitor.follow("Review this seller", { within: "#reviews" });
  expect(visitor.path).toBe(`/seller/${seller.id}/review`);
  expectText(visitor, /^Review Seller Page Power \w+$/, "h1"); // a dealer goes by their company's name
  expectText(visitor, `Your review is about the listing ${listing.title} (P11000).`, "main");

  // No rating chosen: refused with why, the comment kept.
  await visitor.form("Post review").fill("Your comment", comment).submit("Post review");
  expectText(visitor, "Choose a rating from 1 to 5 stars", "main");
  expect(visitor.form("Post review").value("Your comment")).toBe(comment);
  expect(await reviewsOf(seller.id)).toHaveLength(1);

  await visitor.form("Post review").check("5 stars: Excellent").submit("Post review");
  expectText(visitor, "Review posted");
  expect(visitor.path).toBe(`/seller/${seller.id}`);
  expect(visitor.document.URL).toMatch(/#reviews$/);
  expectText(visitor, "3.5", "#reviews");
  expectText(visitor, "2 reviews", "#reviews");
  expectText(visitor, comment, `#reviews article[aria-label="Review by ${buyer.fullName}"]`);
  expect((await reviewsOf(seller.id)).filter((review) => review.buyer_id === buyer.id)).toMatchObject([{ rating: 5, comment, listing_id: listing.id }]);
  visitor.close();
});
