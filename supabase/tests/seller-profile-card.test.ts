/**
 * seller_profile_card: the figures a seller's header shows (docs/spec/02-auctions-and-seller-tools.md "Profile header"), each
 * counted from the rows, as anyone may read them.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const SELLER = "c3000000-0000-4000-8000-00000000000a";
const BUYERS = [
  "c3000000-0000-4000-8000-0000000000b1",
  "c3000000-0000-4000-8000-0000000000b2",
  "c3000000-0000-4000-8000-0000000000b3",
  "c3000000-0000-4000-8000-0000000000b4",
];
const LISTING = "c3100000-0000-4000-8000-000000000001";

let backend: TestBackend;

async function addUser(id: string, email: string, fullName: string, type: string) {
  await backend.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3)`,
    [id, email, JSON.stringify({ full_name: fullName, user_type: type })],
  );
}

/** A conversation whose buyer wrote at `asked` and whose seller answered `answeredAfterMinutes` later (or never). */
async function conversation(buyer: string, answeredAfterMinutes: number | null) {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.conversation_threads (buyer_id, seller_id, listing_id, created_at)
     values ($1, $2, $3, now() - interval '2 days') returning id`,
    [buyer, SELLER, LISTING],
  );
  const thread = rows[0]!.id;
  await backend.db.query(
    `insert into public.messages (thread_id, sender_id, recipient_id, message_content, created_at)
     values ($1, $2, $3, 'Is it still available?', now() - interval '2 days')`,
    [thread, buyer, SELLER],
  );
  if (answeredAfterMinutes !== null) {
    await backend.db.query(
      `insert into public.messages (thread_id, sender_id, recipient_id, message_content, created_at)
       values ($1, $2, $3, 'Yes, it is.', now() - interval '2 days' + make_interval(mins => $4))`,
      [thread, SELLER, buyer, answeredAfterMinutes],
    );
  }
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  await addUser(SELLER, "card-seller@example.test", "Carla Card", "trade_seller");
  await backend.db.query(`update public.profiles set company_name = 'Card Power Ltd', town = 'Leeds', county = 'West Yorkshire' where id = $1`, [SELLER]);
  for (const [index, buyer] of BUYERS.entries()) await addUser(buyer, `card-buyer-${index}@example.test`, `Buyer ${index}`, "buyer");
  await backend.db.query(
    `insert into public.generator_listings
       (id, dealer_id, status, title, description, type, brand, condition, fuel, power_kw, year, price_gbp, location, region)
     values
       ($1, $2, 'active', 'Card''s active listing', 'Runs well.', 'portable', 'Honda', 'used-good', 'Petrol/Gasoline', 2, 2020, 900, 'Leeds', 'leeds'),
       (gen_random_uuid(), $2, 'active', 'Card''s second listing', 'Runs well.', 'portable', 'Honda', 'used-good', 'Petrol/Gasoline', 2, 2020, 950, 'Leeds', 'leeds'),
       (gen_random_uuid(), $2, 'draft', 'Card''s draft', null, null, null, null, null, null, null, null, null, null)`,
    [LISTING, SELLER],
  );
});

afterAll(async () => {
  await backend?.close();
});

describe("seller_profile_card", () => {
  test("a new seller: who they are, nothing rated, no conversations yet", async () => {
    const { data, error } = await backend.client().rpc("seller_profile_card", { p_seller: SELLER });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: SELLER,
      full_name: "Carla Card",
      company_name: "Card Power Ltd",
      location: "Leeds, West Yorkshire",
      user_type: "trade_seller",
      verified: false,
      rating_average: null,
      review_count: 0,
      active_listings: 2,
      conversations_90_days: 0,
      response_rate: null,
      median_response_minutes: null,
    });
  });

  test("ratings leave out hidden reviews; response figures come from the messages", async () => {
    await backend.db.query(
      `insert into public.seller_reviews (seller_id, buyer_id, rating, hidden_at, hidden_reason) values
         ($1, $2, 5, null, null), ($1, $3, 4, null, null), ($1, $4, 1, now(), 'Abusive language')`,
      [SELLER, ...BUYERS.slice(0, 3)],
    );
    await conversation(BUYERS[0]!, 30);
    await conversation(BUYERS[1]!, 90);
    await conversation(BUYERS[2]!, null);
    const { data } = await backend.client().rpc("seller_profile_card", { p_seller: SELLER });
    // Two replies are too few to say how fast the seller answers: no median yet.
    expect(data).toMatchObject({
      rating_average: 4.5,
      review_count: 2,
      conversations_90_days: 3,
      response_rate: 67,
      median_response_minutes: null,
    });
  });

  test("the median response time shows from the third answered conversation, on the card and on the seller's listing pages", async () => {
    const { rows } = await backend.db.query<{ min: number }>("select private.response_time_min_replies() as min");
    expect(rows[0]!.min).toBe(3);
    await conversation(BUYERS[3]!, 150);
    const { data: card } = await backend.client().rpc("seller_profile_card", { p_seller: SELLER });
    expect(card).toMatchObject({ conversations_90_days: 4, response_rate: 75, median_response_minutes: 90 });
    // The listing page's one call carries the same two facts of the card, for anyone.
    const { data: page, error } = await backend.client().rpc("listing_page", { p_listing: LISTING });
    expect(error).toBeNull();
    const seller = (page as { listing: { seller: Record<string, unknown> } }).listing.seller;
    expect(seller).toMatchObject({ full_name: "Carla Card", median_response_minutes: 90 });
    expect(seller.member_since).toBe((card as { member_since: string }).member_since);
  });

  test("an unknown seller has no card", async () => {
    const { data, error } = await backend.client().rpc("seller_profile_card", { p_seller: crypto.randomUUID() });
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});
