-- Generated auctions for `npm run bench` (the auctions case): {{auctions}} auctions on top of
-- the seed, from the seed's trade sellers, with bid histories by the seed's other members
-- (each bid one to three increments above the last, as place_bid would take them), one to
-- four photos, and a quarter of them already ended and settled by settle_due_auctions (sold
-- or unsold, as the closing job leaves them). Deterministic: auction n always gets the same
-- values.
--
-- Auction 1 (50000000-0000-4000-8000-000000000001) is the one the bench times and bids on:
-- open for 3 more days, starting at £5,000 with 24 bids and a £1,000,000 reserve, which the
-- bench's rounds of bids (about £400,000 at most with the defaults) never reach, so its page
-- reads alike throughout. Its history's maximums are its bids (no hidden proxy), so each
-- accepted plain bid adds exactly one row at its amount, which the bench checks.
insert into public.auction_listings (
  id, seller_id, title, description, brand, model, year, hours, power_kw, fuel_type, phase, condition,
  location, warranty_length, starting_price, reserve_price, admin_fee_paid, admin_fee_amount,
  auction_end_date, status, created_at, updated_at, type
)
select
  ('50000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
  sellers[1 + n % cardinality(sellers)]::uuid,
  brand || ' ' || power || ' kW ' || kinds[1 + (n / 3) % cardinality(kinds)] || ' generator, auction #' || n,
  'Generated auction for the bench: an ex-fleet set, serviced on schedule, load bank tested before sale, '
    || 'collection from the yard or delivery at cost.',
  brand,
  'A' || (n % 89),
  2008 + (n * 7) % 18,
  (n * 37) % 30000,
  power,
  fuels[1 + (n / 5) % cardinality(fuels)],
  phases[1 + (n / 11) % cardinality(phases)],
  conditions[1 + (n / 3) % cardinality(conditions)],
  places[1 + (n / 2) % cardinality(places)],
  warranties[1 + (n / 17) % cardinality(warranties)],
  start,
  case when n = 1 then 1000000 when n % 3 = 0 then null else start * 2 end,
  true,
  49.95,
  ends,
  'active',
  ends - interval '7 days',
  ends - interval '7 days',
  types[1 + (n / 3) % cardinality(types)]
from generate_series(1, {{auctions}}) as n,
  lateral (select
    case when n = 1 then 5000 else 500 + ((n * 7919) % 400) * 100 end as start,
    case
      when n = 1 then now() + interval '3 days'
      -- Ended: settled below.
      when n % 4 = 0 then now() - make_interval(hours => 1 + n % 200)
      else now() + make_interval(mins => 30 + (n * 97) % (7 * 24 * 60))
    end as ends,
    (array[30, 45, 60, 80, 100, 150, 200, 250, 320, 400, 500, 640, 800, 1000])[1 + (n * 31) % 14] as power,
    (array['Caterpillar', 'Cummins', 'FG Wilson', 'Himoinsa', 'JCB', 'Kohler', 'Perkins', 'Pramac', 'SDMO',
           'Volvo Penta', 'Aggreko', 'Doosan', 'MTU'])[1 + n % 13] as brand
  ) as v,
  lateral (select
    array['a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000011',
          'a0000000-0000-4000-8000-000000000012', 'a0000000-0000-4000-8000-000000000013',
          'a0000000-0000-4000-8000-000000000014', 'a0000000-0000-4000-8000-000000000015',
          'a0000000-0000-4000-8000-000000000016', 'a0000000-0000-4000-8000-000000000017'] as sellers,
    array['diesel standby', 'diesel prime', 'gas', 'trailer-mounted', 'containerised'] as kinds,
    -- Each kind's type in the one list (app/content/generator-types.ts).
    array['dieselStandby', 'dieselPrime', 'gasPowered', 'trailerMounted', 'dieselStandby'] as types,
    array['Diesel', 'Diesel', 'Diesel', 'Natural Gas', 'Propane/LPG', 'Dual Fuel'] as fuels,
    array['Three Phase', 'Three Phase', 'Single Phase'] as phases,
    array['used-excellent', 'used-good', 'used-good', 'used-fair', 'used-poor'] as conditions,
    array[0, 0, 0, 3, 6, 12] as warranties,
    array['Purfleet, Essex', 'Trafford Park, Manchester', 'Tyseley, Birmingham', 'Stourton, Leeds',
          'Govan, Glasgow', 'Tremorfa, Cardiff', 'Avonmouth, Bristol', 'Team Valley, Gateshead'] as places
  ) as lists;

-- Bid histories: up to 35 bids (none for some), by the seed's members who sell no auctions
-- here, taking turns; each bid one to three increments above the one before.
with recursive plan as (
  select a.id, a.starting_price, a.created_at,
    case when a.id = '50000000-0000-4000-8000-000000000001' then 24 else (n.n * 13) % 36 end as bids
  from public.auction_listings a
    cross join lateral (select ('x' || right(a.id::text, 12))::bit(48)::bigint as n) as n
  where a.id::text like '50000000-%'
),
ladder (auction_id, created_at, bids, position, amount) as (
  select id, created_at, bids, 1, starting_price from plan where bids > 0
  union all
  select auction_id, created_at, bids, position + 1, amount + public.auction_bid_increment(amount) * (1 + position % 3)
  from ladder where position < bids
)
insert into public.bids (auction_id, bidder_id, amount, created_at)
select auction_id,
  (array['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
         'a0000000-0000-4000-8000-000000000018', 'a0000000-0000-4000-8000-000000000019',
         'a0000000-0000-4000-8000-000000000020'])[1 + (position + ('x' || right(auction_id::text, 2))::bit(8)::integer) % 5]::uuid,
  amount,
  created_at + make_interval(mins => position * 7)
from ladder;

-- Each bidder's maximum is their highest bid (no hidden proxy); the last bid leads.
insert into public.auction_maximums (auction_id, bidder_id, max_amount, set_at)
select auction_id, bidder_id, max(amount), max(created_at)
from public.bids where auction_id::text like '50000000-%'
group by auction_id, bidder_id;

update public.auction_listings a
set current_bid = last.amount, bid_count = last.count
from (
  select auction_id, max(amount) as amount, count(*) as count
  from public.bids where auction_id::text like '50000000-%' group by auction_id
) as last
where a.id = last.auction_id;

-- The closing job, as it runs every minute: the ended quarter become sold or unsold.
select public.settle_due_auctions();

insert into public.auction_photos (auction_id, storage_path, position, alt)
select a.id, 'seed/' || kind.file || '-' || (1 + (photo.position + g.n) % 4) || '.png', photo.position,
  'Photo ' || (photo.position + 1) || ' of ' || a.title
from public.auction_listings a
  cross join lateral (select ('x' || right(a.id::text, 12))::bit(48)::bigint as n) as g
  cross join lateral (select (array['diesel-standby', 'diesel-prime', 'gas-powered', 'trailer-mounted'])[1 + g.n % 4] as file) as kind
  cross join lateral generate_series(0, case when g.n = 1 then 3 else (g.n % 4)::integer end) as photo(position)
where a.id::text like '50000000-%';

analyze public.auction_listings;
analyze public.bids;
analyze public.auction_maximums;
analyze public.auction_photos;
