/**
 * Seller reviews (docs/reviews.md) and the public seller page's data:
 * who may review whom (a conversation the seller replied in, or an auction won, within 90
 * days; once per listing or auction; never oneself), the seller's one reply, staff hiding,
 * and what anyone reads. Every refusal is the database's, through supabase-js as each member.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HIDE_REASON_MAX, HIDE_REASON_MIN, REVIEW_TEXT_MAX } from "../../app/components/reviews/schema.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const SELLER = "c4000000-0000-4000-8000-00000000000a";
const OTHER_SELLER = "c4000000-0000-4000-8000-00000000000b";
const REPLIED = "c4000000-0000-4000-8000-0000000000b1";
const UNANSWERED = "c4000000-0000-4000-8000-0000000000b2";
const STRANGER = "c4000000-0000-4000-8000-0000000000b3";
const WINNER = "c4000000-0000-4000-8000-0000000000b4";
const LONG_AGO = "c4000000-0000-4000-8000-0000000000b5";
const LISTING = "c4100000-0000-4000-8000-000000000001";
const SECOND_LISTING = "c4100000-0000-4000-8000-000000000002";
const SOLD_LISTING = "c4100000-0000-4000-8000-000000000003";
const DRAFT_LISTING = "c4100000-0000-4000-8000-000000000004";
const AUCTION = "c4200000-0000-4000-8000-000000000001";

let backend: TestBackend;

async function addUser(id: string, email: string, fullName: string | null, type: string) {
  await backend.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3)`,
    [id, email, JSON.stringify({ ...(fullName ? { full_name: fullName } : {}), user_type: type })],
  );
}

/** A conversation about the listing; the seller answers `daysAgo` days ago, or never. */
async function conversation(buyer: string, listing: string, sellerAnsweredDaysAgo: number | null) {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.conversation_threads (buyer_id, seller_id, listing_id, created_at)
     values ($1, $2, $3, now() - interval '120 days') returning id`,
    [buyer, SELLER, listing],
  );
  const thread = rows[0]!.id;
  await backend.db.query(
    `insert into public.messages (thread_id, sender_id, recipient_id, message_content, created_at)
     values ($1, $2, $3, 'Is it still available?', now() - interval '120 days')`,
    [thread, buyer, SELLER],
  );
  if (sellerAnsweredDaysAgo !== null) {
    await backend.db.query(
      `insert into public.messages (thread_id, sender_id, recipient_id, message_content, created_at)
       values ($1, $2, $3, 'Yes, it is.', now() - make_interval(days => $4))`,
      [thread, SELLER, buyer, sellerAnsweredDaysAgo],
    );
  }
}

const as = (id: string) => backend.userClient(id);

function review(client: ReturnType<typeof as>, fields: { seller?: string; listing?: string | null; auction?: string | null; rating?: number; comment?: string | null }) {
  return client.rpc("leave_seller_review", {
    p_seller: fields.seller ?? SELLER,
    p_listing_id: fields.listing === undefined ? LISTING : fields.listing,
    p_auction_id: fields.auction ?? null,
    p_rating: fields.rating ?? 4,
    p_comment: fields.comment ?? null,
  });
}

async function summary(client = backend.client()) {
  const { data, error } = await client.rpc("seller_review_summary", { p_seller: SELLER });
  expect(error).toBeNull();
  return data as {
    average: number | null;
    count: number;
    distribution: { rating: number; count: number }[];
    recent: { id: string; rating: number; comment: string | null; buyer_name: string | null; model: string; seller_reply: string | null }[];
  };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  await addUser(SELLER, "review-seller@example.test", "Rhona Reviewed", "trade_seller");
  await addUser(OTHER_SELLER, "review-other@example.test", "Otto Other", "private_seller");
  await addUser(REPLIED, "review-replied@example.test", "Rita Replied", "buyer");
  await addUser(UNANSWERED, "review-unanswered@example.test", "Una Answered", "buyer");
  await addUser(STRANGER, "review-stranger@example.test", "Stan Stranger", "buyer");
  await addUser(WINNER, "review-winner@example.test", null, "buyer");
  await addUser(LONG_AGO, "review-long-ago@example.test", "Lena Longago", "buyer");
  await backend.db.query(
    `insert into public.generator_listings
       (id, dealer_id, status, title, description, type, brand, model, condition, fuel, power_kw, year, price_gbp, location, region)
     values
       ($1, $5, 'active', 'Reviewed active listing', 'Runs well.', 'portable', 'Honda', 'EU22i', 'used-good', 'Petrol/Gasoline', 2, 2020, 900, 'Leeds', 'leeds'),
       ($2, $5, 'active', 'Reviewed second listing', 'Runs well.', 'portable', 'Honda', null, 'used-good', 'Petrol/Gasoline', 2, 2020, 950, 'Leeds', 'leeds'),
       ($3, $5, 'sold', 'Reviewed sold listing', 'Runs well.', 'portable', 'Honda', 'EU30i', 'used-good', 'Petrol/Gasoline', 3, 2019, 1200, 'Leeds', 'leeds'),
       ($4, $5, 'draft', 'Reviewed secret draft', null, null, null, null, null, null, null, null, null, null, null)`,
    [LISTING, SECOND_LISTING, SOLD_LISTING, DRAFT_LISTING, SELLER],
  );
  await backend.db.query(
    `insert into public.auction_listings (id, seller_id, title, description, year, hours, power_kw, fuel_type, phase, condition,
       location, starting_price, admin_fee_paid, admin_fee_amount, auction_end_date, status, model, type)
     values ($1, $2, 'Reviewed auction', 'Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.', 2019, 4200, 100, 'Diesel', 'Three Phase', 'used-good',
       'Leeds', 1000, true, 49.95, now() + interval '1 day', 'active', 'P110', 'dieselStandby')`,
    [AUCTION, SELLER],
  );
  await backend.db.query(`update public.auction_listings set status = 'sold', auction_end_date = now() - interval '2 days' where id = $1`, [AUCTION]);
  await backend.db.query(`insert into public.auction_outcomes (auction_id, winner_id, sale_price, settled_at) values ($1, $2, 1500, now() - interval '2 days')`, [AUCTION, WINNER]);
  await conversation(REPLIED, LISTING, 3);
  await conversation(UNANSWERED, LISTING, null);
  await conversation(LONG_AGO, LISTING, 100);
});

afterAll(async () => {
  await backend?.close();
});

describe("who may review", () => {
  test("each member is offered exactly what they may review", async () => {
    const subjects = async (id: string) => (await as(id).rpc("seller_reviewable_subjects", { p_seller: SELLER })).data;
    expect(await subjects(REPLIED)).toEqual([expect.objectContaining({ listing_id: LISTING, auction_id: null, title: "Reviewed active listing", model: "EU22i" })]);
    expect(await subjects(WINNER)).toEqual([expect.objectContaining({ listing_id: null, auction_id: AUCTION, model: "P110" })]);
    expect(await subjects(UNANSWERED)).toEqual([]);
    expect(await subjects(STRANGER)).toEqual([]);
    expect(await subjects(LONG_AGO)).toEqual([]);
    expect(await subjects(SELLER)).toEqual([]);
    const anon = await backend.client().rpc("seller_reviewable_subjects", { p_seller: SELLER });
    expect(anon.data ?? []).toEqual([]);
  });

  test("a review of oneself, by someone who never contacted the seller, whose message was never answered or answered over 90 days ago is refused", async () => {
    for (const [id, message] of [
      [SELLER, "You cannot review yourself"],
      [STRANGER, "You can review a seller only about a listing or auction they replied to you about"],
      [UNANSWERED, "You can review a seller only about"],
      [LONG_AGO, "You can review a seller only about"],
    ] as const) {
      const { error } = await review(as(id), {});
      expect(error, id).toMatchObject({ code: "GM403" });
      expect(error!.message).toContain(message);
    }
    const { error } = await review(as(REPLIED), { seller: OTHER_SELLER });
    expect(error).toMatchObject({ code: "GM403" });
    expect((await summary()).count).toBe(0);
  });

  test("bad values are refused with what to fix", async () => {
    const cases = [
      [{ rating: 0 }, "Choose a rating from 1 to 5 stars"],
      [{ rating: 6 }, "Choose a rating from 1 to 5 stars"],
      [{ comment: "x".repeat(REVIEW_TEXT_MAX + 1) }, "Your comment must be 1,000 characters or fewer"],
      [{ auction: AUCTION }, "Choose the listing or auction your review is about"],
      [{ listing: null }, "Choose the listing or auction your review is about"],
    ] as const;
    for (const [fields, message] of cases) {
      const { error } = await review(as(REPLIED), fields);
      expect(error, message).toMatchObject({ code: "GM400", message });
    }
  });

  test("nobody writes the table directly, and visitors cannot review", async () => {
    const insert = await as(REPLIED).from("seller_reviews").insert({ seller_id: SELLER, buyer_id: REPLIED, listing_id: LISTING, rating: 5 });
    expect(insert.error).not.toBeNull();
    const anon = await review(backend.client(), {});
    expect(anon.error).not.toBeNull();
    expect((await summary()).count).toBe(0);
  });
});

describe("leaving, replying and hiding", () => {
  let listingReview: string;

  test("a buyer with a replied conversation leaves one review, and the average changes; a second for the listing is refused", async () => {
    const longest = await review(as(REPLIED), { rating: 4, comment: "x".repeat(REVIEW_TEXT_MAX + 1) });
    expect(longest.error).toMatchObject({ code: "GM400" });
    const left = await review(as(REPLIED), { rating: 4, comment: "  Honest description, quick to answer.  " });
    expect(left.error).toBeNull();
    listingReview = left.data!;
    const card = await backend.client().rpc("seller_profile_card", { p_seller: SELLER });
    expect(card.data).toMatchObject({ rating_average: 4, review_count: 1 });

    const again = await review(as(REPLIED), { rating: 1 });
    expect(again.error).toMatchObject({ code: "GM409", message: "You have already reviewed this seller for this listing" });
    expect(await as(REPLIED).rpc("seller_reviewable_subjects", { p_seller: SELLER }).then((r) => r.data)).toEqual([]);

    const won = await review(as(WINNER), { listing: null, auction: AUCTION, rating: 5 });
    expect(won.error).toBeNull();
    const twice = await review(as(WINNER), { listing: null, auction: AUCTION, rating: 5 });
    expect(twice.error).toMatchObject({ code: "GM409", message: "You have already reviewed this seller for this auction" });

    const shown = await summary();
    expect(shown).toMatchObject({
      average: 4.5,
      count: 2,
      distribution: [
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    expect(shown.recent).toEqual([
      expect.objectContaining({ rating: 5, comment: null, buyer_name: null, model: "P110" }),
      expect.objectContaining({ id: listingReview, rating: 4, comment: "Honest description, quick to answer.", buyer_name: "Rita Replied", model: "EU22i" }),
    ]);
  });

  test("the seller replies once, publicly; nobody else can, nor write it directly", async () => {
    for (const id of [REPLIED, OTHER_SELLER]) {
      const { error } = await as(id).rpc("reply_to_seller_review", { p_review: listingReview, p_reply: "Not mine to answer" });
      expect(error).toMatchObject({ code: "GM404", message: "Review not found" });
    }
    const blank = await as(SELLER).rpc("reply_to_seller_review", { p_review: listingReview, p_reply: "   " });
    expect(blank.error).toMatchObject({ code: "GM400", message: "Write your reply" });
    const long = await as(SELLER).rpc("reply_to_seller_review", { p_review: listingReview, p_reply: "x".repeat(REVIEW_TEXT_MAX + 1) });
    expect(long.error).toMatchObject({ code: "GM400" });
    const direct = await as(SELLER).from("seller_reviews").update({ seller_reply: "Sneaky", seller_replied_at: new Date().toISOString() }).eq("id", listingReview).select("id");
    expect(direct.error ?? (direct.data?.length === 0 ? null : "updated")).not.toBe("updated");

    expect((await as(SELLER).rpc("reply_to_seller_review", { p_review: listingReview, p_reply: "Thank you, Rita!" })).error).toBeNull();
    const second = await as(SELLER).rpc("reply_to_seller_review", { p_review: listingReview, p_reply: "And again" });
    expect(second.error).toMatchObject({ code: "GM409", message: "You have already replied to this review" });
    expect((await summary()).recent.find((r) => r.id === listingReview)?.seller_reply).toBe("Thank you, Rita!");
  });

  test("only staff hide a review, with a reason; a hidden review counts nowhere and visitors do not read it", async () => {
    for (const id of [REPLIED, SELLER]) {
      const { error } = await as(id).rpc("hide_seller_review", { p_review: listingReview, p_reason: "Breaks the rules here" });
      expect(error).toMatchObject({ code: "GM403", message: "Only the GenMarket team can hide reviews" });
    }
    const { client: staff } = await backend.signedInClient("demo-staff@genmarket.test");
    // The form's limits are SQL's (components/reviews/schema.ts).
    for (const reason of ["x".repeat(HIDE_REASON_MIN - 1), "x".repeat(HIDE_REASON_MAX + 1)]) {
      expect((await staff.rpc("hide_seller_review", { p_review: listingReview, p_reason: reason })).error).toMatchObject({ code: "GM400" });
    }
    expect((await staff.rpc("hide_seller_review", { p_review: listingReview, p_reason: "Names a private person in the comment" })).error).toBeNull();
    expect((await staff.rpc("hide_seller_review", { p_review: listingReview, p_reason: "Names a private person in the comment" })).error).toMatchObject({ code: "GM409" });

    expect(await summary()).toMatchObject({ average: 5, count: 1 });
    const card = await backend.client().rpc("seller_profile_card", { p_seller: SELLER });
    expect(card.data).toMatchObject({ rating_average: 5, review_count: 1 });
    const anonRows = await backend.client().from("seller_reviews").select("id").eq("seller_id", SELLER);
    expect(anonRows.data?.map((row) => row.id)).not.toContain(listingReview);
    // The buyer still reads their own hidden review, with the reason.
    const own = await as(REPLIED).from("seller_reviews").select("hidden_reason").eq("id", listingReview).single();
    expect(own.data?.hidden_reason).toBe("Names a private person in the comment");
  });
});

describe("the public seller page", () => {
  test("shows what a visitor may see in one call: the card, active, sold and auctions, reviews; never a draft or a private field", async () => {
    const { data, error } = await backend.client().rpc("seller_public_page", { p_seller: SELLER });
    expect(error).toBeNull();
    const page = data as { card: { full_name: string }; listings: { id: string; status: string; photo_path: string | null }[]; auctions: { id: string }[]; reviews: { count: number } };
    expect(page.card.full_name).toBe("Rhona Reviewed");
    expect(page.listings.map((listing) => [listing.id, listing.status])).toEqual(
      expect.arrayContaining([[LISTING, "active"], [SECOND_LISTING, "active"], [SOLD_LISTING, "sold"]]),
    );
    expect(page.listings.map((listing) => listing.id)).not.toContain(DRAFT_LISTING);
    expect(page.listings.at(-1)?.status).toBe("sold");
    expect(page.auctions.map((auction) => auction.id)).toEqual([AUCTION]);
    expect(page.reviews.count).toBe(1);
    const text = JSON.stringify(data);
    for (const secret of ["review-seller@example.test", "Is it still available?", "Yes, it is.", "Reviewed secret draft"]) {
      expect(text).not.toContain(secret);
    }
  });

  test("an unknown seller has no page", async () => {
    const { data, error } = await backend.client().rpc("seller_public_page", { p_seller: crypto.randomUUID() });
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  test("the auction page's seller card carries the seller's rating", async () => {
    const { data } = await backend.client().rpc("auction_page", { p_auction_id: AUCTION });
    expect((data as { seller: unknown }).seller).toMatchObject({ rating_average: 5, review_count: 1 });
  });
});
