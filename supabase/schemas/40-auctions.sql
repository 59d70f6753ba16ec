-- Auctions: auction_listings, bids and maximums (the proxy-bidding rules), outcomes and
-- settlement, auction photos, watching, the auction page, search and creation.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- The auction
---------------------------------------------------------------------------------------
create table public.auction_listings (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 10 and 200),
  description text not null check (char_length(btrim(description)) between 50 and 5000),
  brand text check (char_length(brand) <= 100),
  model text check (char_length(model) <= 100),
  year integer not null check (year between 1900 and 2100),
  hours integer not null check (hours between 0 and 1000000),
  -- kW to the hundredth, as generator_listings.power_kw: create auction takes any power in kW
  -- or kVA (app/content/power.ts storedPowerKw), so 7 kVA is kept as 5.6 kW and shows as
  -- 7 kVA again; its kVA is derived as listings' is.
  power_kw numeric(8, 2) not null check (power_kw > 0 and power_kw <= 100000),
  -- Listings' fuels, the one list (app/content/listing-options.ts `fuelTypes`;
  -- supabase/tests/listing-fields.test.ts ties the three).
  fuel_type text not null check (fuel_type in (
    'Diesel', 'Petrol/Gasoline', 'Natural Gas', 'Propane/LPG', 'Dual Fuel',
    'Tri-Fuel', 'Solar', 'Hybrid', 'Battery/Electric', 'Hydrogen'
  )),
  -- Listings' phases, the one list (app/content/listing-options.ts `phaseTypes`; tied by
  -- supabase/tests/listing-fields.test.ts), stored as they are written.
  phase text not null check (phase in ('Single Phase', 'Three Phase', 'Split Phase')),
  -- Listings' condition list, the one list (app/content/listing-options.ts `conditions`;
  -- supabase/tests/listing-fields.test.ts ties the three).
  condition text not null check (condition in (
    'new-in-stock', 'used-excellent', 'used-good', 'used-fair', 'used-poor', 'used-spares-repairs', 'refurbished'
  )),
  location text not null check (char_length(btrim(location)) between 1 and 150),
  warranty_length integer not null default 0 check (warranty_length between 0 and 120),
  starting_price integer not null check (starting_price >= 1),
  -- Null when there is no reserve; never shown, only whether it is met.
  reserve_price integer check (reserve_price > starting_price),
  admin_fee_paid boolean not null default false,
  admin_fee_amount numeric(8, 2),
  auction_end_date timestamptz not null,
  status text not null default 'active' check (status in ('active', 'ended', 'sold', 'unsold', 'cancelled')),
  -- Decided by place_bid only.
  current_bid integer,
  bid_count integer not null default 0 check (bid_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Where the generator is: the same rule as generator_listings.postcode, and coordinates set
  -- from it by auction_listings_set_coordinates (docs/listings.md#location). Nullable: auctions
  -- created before it was asked for have none.
  postcode text check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$'),
  latitude double precision,
  longitude double precision,
  -- The keyword search's document, weighted and configured as generator_listings'
  -- (supabase/schemas/20-listings.sql, docs/listings.md#keyword-search): title, brand and
  -- model A, the fuel B (as listings' fuel: "Propane/LPG" is "propane lpg"), the place C, the
  -- description D.
  search_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig,
      translate(title || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''), '/', ' ')), 'A')
    || setweight(to_tsvector('english'::regconfig, translate(fuel_type, '/', ' ')), 'B')
    || setweight(to_tsvector('english'::regconfig, translate(location, '/', ' ')), 'C')
    || setweight(to_tsvector('english'::regconfig, translate(description, '/', ' ')), 'D')
  ) stored,
  -- What the winner pays besides the bid (docs/auctions.md "What it costs"): listings' VAT
  -- statuses (app/content/listing-options.ts vatStatuses). Null for a trade seller's auction
  -- created before it was asked (the page says to ask the seller); a private seller's is vat-na.
  vat_status text check (vat_status in ('ex-vat', 'inc-vat', 'vat-na')),
  -- How the winner gets the generator (app/content/auctions.ts auctionDeliveryOptions).
  delivery text not null default 'collection' check (delivery in ('collection', 'delivery-quoted', 'delivery-included')),
  -- The seller's own words on collection and delivery: times, loading, distance.
  collection_terms text check (char_length(collection_terms) <= 500),
  -- Listings' generator types, the one list (app/content/generator-types.ts
  -- `generatorTypeKeys`; tied by supabase/tests/listing-fields.test.ts), so /auctions filters by
  -- type as /listings does. create_auction requires it; the auctions made before it was asked
  -- got theirs by migration (20261129152114_one_vocabulary.sql, from their fuel and power).
  type text not null check (type in (
    'portable', 'homeBackup', 'dieselStandby', 'dieselPrime',
    'gasPowered', 'trailerMounted', 'hybrid', 'battery'
  ))
);

comment on column public.auction_listings.postcode is 'Upper-case UK postcode, full or outward code only.';

comment on column public.auction_listings.latitude is
  'Latitude of the postcode''s outcode centre (public.outcodes); set by a trigger, null without a known postcode.';

comment on column public.auction_listings.longitude is
  'Longitude of the postcode''s outcode centre (public.outcodes); set by a trigger, null without a known postcode.';

create trigger auction_listings_set_coordinates
  before insert or update of postcode on public.auction_listings
  for each row execute function public.set_coordinates_from_postcode();

-- A bounding box for "within N miles", as generator_listings_active_coordinates_idx.
create index auction_listings_coordinates_idx on public.auction_listings (latitude, longitude);

create index auction_listings_status_end_idx on public.auction_listings (status, auction_end_date);

create index auction_listings_seller_idx on public.auction_listings (seller_id);

-- The keyword search (search_auctions) and its typo tolerance (private.nearest_search_term)
-- read active auctions only.
create index auction_listings_active_search_idx on public.auction_listings
  using gin (search_document) where status = 'active';

create index auction_listings_active_brand_trgm_idx on public.auction_listings
  using gin (brand extensions.gin_trgm_ops) where status = 'active';

create index auction_listings_active_model_trgm_idx on public.auction_listings
  using gin (model extensions.gin_trgm_ops) where status = 'active';

comment on column public.auction_listings.search_document is
  'The keyword search''s weighted document (title, brand, model A; fuel B; location C; description D), generated.';

comment on table public.auction_listings is
  'Timed auctions (docs/spec/02-auctions-and-seller-tools.md §3). Prices in whole pounds; current_bid and bid_count are set by place_bid only, status by settle_due_auctions and cancel_auction.';

alter table public.auction_listings enable row level security;

revoke all on table public.auction_listings from anon, authenticated;

grant select on table public.auction_listings to anon, authenticated;

-- The seller's edit form (docs/auctions.md "Editing an auction"): the descriptive columns and
-- what it costs the winner (VAT status, collection and delivery), until the first bid (the
-- update policy); the prices, end, fee and status are nobody's to write.
grant update (title, description, brand, model, year, hours, power_kw, fuel_type, phase, condition, location,
  warranty_length, vat_status, delivery, collection_terms, type, updated_at) on table public.auction_listings to authenticated;

---------------------------------------------------------------------------------------
-- The reserve: readable by the seller only
---------------------------------------------------------------------------------------
revoke select on table public.auction_listings from anon, authenticated;

create policy auction_listings_select_public_or_own on public.auction_listings
  for select to anon, authenticated
  using (status <> 'cancelled' or seller_id = (select auth.uid()));

---------------------------------------------------------------------------------------
-- Bids and maximums: written by place_bid only
---------------------------------------------------------------------------------------

-- The public bids, in the order they were made: strictly increasing amounts per auction.
create table public.bids (
  id uuid primary key default gen_random_uuid(),
  auction_id uuid not null references public.auction_listings (id) on delete cascade,
  bidder_id uuid not null references public.profiles (id) on delete cascade,
  amount integer not null check (amount >= 1),
  created_at timestamptz not null default clock_timestamp(),
  unique (auction_id, amount)
);

create index bids_auction_created_idx on public.bids (auction_id, created_at desc);

comment on table public.bids is
  'Each public bid of an auction (a bidder''s own, or their proxy''s on their behalf). Written by place_bid only; others see them through auction_bid_history, masked.';

alter table public.bids enable row level security;

revoke all on table public.bids from anon, authenticated;

grant select on table public.bids to authenticated;

create policy bids_select_own on public.bids
  for select to authenticated
  using (bidder_id = (select auth.uid()));

-- Each bidder's secret maximum per auction; set_at orders equal maximums (earlier leads).
create table public.auction_maximums (
  auction_id uuid not null references public.auction_listings (id) on delete cascade,
  bidder_id uuid not null references public.profiles (id) on delete cascade,
  max_amount integer not null check (max_amount >= 1),
  set_at timestamptz not null default clock_timestamp(),
  primary key (auction_id, bidder_id)
);

comment on table public.auction_maximums is
  'The most each bidder will pay (proxy bidding). Secret: a bidder reads only their own.';

alter table public.auction_maximums enable row level security;

revoke all on table public.auction_maximums from anon, authenticated;

grant select on table public.auction_maximums to authenticated;

create policy auction_maximums_select_own on public.auction_maximums
  for select to authenticated
  using (bidder_id = (select auth.uid()));

-- One effect per bid form: a submission id seen before answers as it did, placing nothing.
create table private.bid_submissions (
  submission_id uuid primary key,
  outcome jsonb not null,
  created_at timestamptz not null default now()
);

alter table private.bid_submissions enable row level security;

---------------------------------------------------------------------------------------
-- Rules
---------------------------------------------------------------------------------------

-- The minimum step above the current bid (shown on the auction page from the same
-- table in app/content/auctions.ts, tied by supabase/auctions.test.ts).
create function public.auction_bid_increment(p_current integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_current < 1000 then 25
    when p_current < 5000 then 50
    when p_current < 15000 then 100
    when p_current < 50000 then 250
    else 500
  end
$$;

-- The lowest bid an auction takes next: the starting price until someone bids (current_bid
-- is null until then), then the current bid plus its increment.
create function public.auction_minimum_bid(p_starting_price integer, p_current_bid integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_current_bid is null then p_starting_price
              else p_current_bid + public.auction_bid_increment(p_current_bid) end
$$;

-- The bidder in a place (1 leads, 2 is the runner-up) by maximum; equal maximums, the earlier
-- leads. Each bidder holds one maximum per auction, so the places are distinct bidders.
create function private.auction_place(p_auction_id uuid, p_place integer)
returns table (bidder_id uuid, max_amount integer)
language sql
stable
set search_path = ''
as $$
  select m.bidder_id, m.max_amount from public.auction_maximums m
  where m.auction_id = p_auction_id
  order by m.max_amount desc, m.set_at asc
  offset p_place - 1 limit 1
$$;

-- The public history: each bid with its bidder masked to the first and last letter of their
-- name (d***r), never their id. is_mine marks the caller's own bids.
create view public.auction_bid_history
with (security_barrier = true)
as
  select b.id, b.auction_id, b.amount, b.created_at,
         case when char_length(named.name) <= 1 then named.name || '***'
              else lower(left(named.name, 1)) || '***' || lower(right(named.name, 1)) end as bidder,
         b.bidder_id = (select auth.uid()) as is_mine
  from public.bids b
  join public.auction_listings a on a.id = b.auction_id
  cross join lateral (
    select coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(p.company_name), ''), 'bidder') as name
    from public.profiles p where p.id = b.bidder_id
  ) named
  where a.status <> 'cancelled' or a.seller_id = (select auth.uid());

comment on view public.auction_bid_history is
  'The public bid history of auctions: masked bidder, amount, time; is_mine marks the caller''s own bids.';

revoke all on public.auction_bid_history from anon, authenticated;

grant select on public.auction_bid_history to anon, authenticated;

---------------------------------------------------------------------------------------
-- place_bid: the rules of …_auctions.sql, unchanged. Its refusals meant for people carry
-- SQLSTATE GM4xx (…_people_refusals.sql): the seller's own auction GM403, an ended one GM409,
-- an unknown one GM404; signing in stays 42501. The bidder who loses the lead is told so in a
-- notice (once per lost lead; never the leader, never a bidder who did not lead). The
-- reserve's amount is read here (security definer); …_seller_auctions.sql keeps it from
-- everyone else.
---------------------------------------------------------------------------------------
create or replace function public.place_bid(p_auction_id uuid, p_amount integer default null, p_max_amount integer default null,
  p_submission_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bidder uuid := (select auth.uid());
  auction public.auction_listings%rowtype;
  minimum integer;
  bid_amount integer := p_amount;
  ceiling integer;
  old_price integer;
  old_leader record;
  leader record;
  runner_up record;
  price integer;
  leading_bid uuid;
  answer jsonb;
begin
  if bidder is null then
    raise exception 'Sign in to place a bid' using errcode = '42501';
  end if;
  -- The bid form sends the maximum alone (eBay's way: the bid now is the auction's minimum);
  -- a bid without a maximum, or both, is the older form's call and still taken.
  if coalesce(p_amount, p_max_amount) is null or coalesce(p_amount, p_max_amount) < 1 then
    raise exception 'Bid amount is required' using errcode = 'GM400';
  end if;

  select * into auction from public.auction_listings where id = p_auction_id for update;
  if not found or auction.status = 'cancelled' then
    raise exception 'Auction not found' using errcode = 'GM404';
  end if;

  if p_submission_id is not null then
    select outcome into answer from private.bid_submissions where submission_id = p_submission_id;
    if found then
      return answer;
    end if;
  end if;

  if auction.seller_id = bidder then
    raise exception 'You cannot bid on your own auction' using errcode = 'GM403';
  end if;
  if auction.status <> 'active' or auction.auction_end_date <= now() then
    raise exception 'This auction has ended' using errcode = 'GM409';
  end if;

  old_price := auction.current_bid;
  minimum := public.auction_minimum_bid(auction.starting_price, auction.current_bid);
  select * into old_leader from private.auction_place(p_auction_id, 1);

  if bid_amount is null then
    -- A maximum alone: a leader may only raise theirs (a lower one would change nothing, and
    -- saying "placed" would mislead); anyone else bids the minimum now, up to their maximum.
    if old_leader.bidder_id = bidder and p_max_amount <= old_leader.max_amount then
      return jsonb_build_object('outcome', 'not_raised', 'maximum', old_leader.max_amount, 'minimum', minimum,
        'current_bid', auction.current_bid, 'bid_count', auction.bid_count, 'auction_end_date', auction.auction_end_date);
    end if;
    bid_amount := least(minimum, p_max_amount);
  end if;

  if bid_amount < minimum then
    return jsonb_build_object('outcome', 'too_low', 'minimum', minimum, 'current_bid', auction.current_bid,
      'bid_count', auction.bid_count, 'auction_end_date', auction.auction_end_date);
  end if;
  ceiling := greatest(bid_amount, coalesce(p_max_amount, bid_amount));

  -- The caller's maximum rises (never falls); the time counts only when it rises.
  insert into public.auction_maximums as m (auction_id, bidder_id, max_amount)
    values (p_auction_id, bidder, ceiling)
    on conflict (auction_id, bidder_id) do update
      set max_amount = excluded.max_amount, set_at = clock_timestamp()
      where m.max_amount < excluded.max_amount;

  select * into leader from private.auction_place(p_auction_id, 1);
  select * into runner_up from private.auction_place(p_auction_id, 2);

  if leader.bidder_id = bidder and old_leader.bidder_id = bidder then
    -- The leader raised their own maximum: the price stays.
    price := old_price;
  elsif leader.bidder_id = bidder then
    -- The caller takes the lead: their bid, or one step past the runner-up's maximum.
    price := greatest(bid_amount, least(leader.max_amount,
      coalesce(runner_up.max_amount + public.auction_bid_increment(runner_up.max_amount), bid_amount)));
    -- The beaten leader's proxy bid up to their maximum on the way.
    if runner_up.bidder_id is not null and runner_up.max_amount > coalesce(old_price, 0) and runner_up.max_amount < price then
      insert into public.bids (auction_id, bidder_id, amount) values (p_auction_id, runner_up.bidder_id, runner_up.max_amount);
    end if;
  else
    -- Another bidder's maximum beats the caller's: their proxy answers.
    price := least(leader.max_amount, ceiling + public.auction_bid_increment(ceiling));
    if ceiling < price then
      insert into public.bids (auction_id, bidder_id, amount) values (p_auction_id, bidder, ceiling);
    end if;
  end if;

  -- A maximum at or above the reserve lifts the price to the reserve.
  if auction.reserve_price is not null and leader.max_amount >= auction.reserve_price and price < auction.reserve_price then
    price := auction.reserve_price;
  end if;

  if price is distinct from old_price then
    insert into public.bids (auction_id, bidder_id, amount) values (p_auction_id, leader.bidder_id, price)
      returning id into leading_bid;
  end if;

  update public.auction_listings
  set current_bid = price,
      bid_count = (select count(*) from public.bids where auction_id = p_auction_id),
      -- Soft close: a bid in the last 2 minutes moves the end to 2 minutes after it; never back.
      auction_end_date = greatest(auction_end_date, now() + interval '2 minutes'),
      updated_at = now()
  where id = p_auction_id
  returning * into auction;

  -- The lead changed hands: the bidder who had it is told, in a notice and an email (one per
  -- lost lead: the key names the bid that took it, supabase/schemas/15-email.sql).
  if old_leader.bidder_id is not null and old_leader.bidder_id <> leader.bidder_id then
    insert into public.notices (recipient_id, kind, auction_id, message)
      values (old_leader.bidder_id, 'outbid', p_auction_id,
        format('You have been outbid on "%s". The current bid is %s.', auction.title, private.format_gbp(auction.current_bid)));
    perform private.queue_email(old_leader.bidder_id, 'outbid',
      format('outbid/%s/%s/%s', p_auction_id, old_leader.bidder_id, leading_bid),
      jsonb_build_object('auctionId', p_auction_id, 'auctionTitle', auction.title, 'currentBid', auction.current_bid,
        'minimumBid', public.auction_minimum_bid(auction.starting_price, auction.current_bid), 'endsAt', auction.auction_end_date));
  end if;

  answer := jsonb_build_object('outcome', case when leader.bidder_id = bidder then 'leading' else 'outbid' end,
    'current_bid', auction.current_bid, 'bid_count', auction.bid_count, 'auction_end_date', auction.auction_end_date,
    'minimum', public.auction_minimum_bid(auction.starting_price, auction.current_bid));
  if p_submission_id is not null then
    insert into private.bid_submissions (submission_id, outcome) values (p_submission_id, answer);
  end if;
  return answer;
end;
$$;

comment on function public.place_bid(uuid, integer, integer, uuid) is
  'Places a bid (whole pounds) with an optional secret maximum, or a maximum alone (the bid is then the minimum; a leader may only raise theirs: not_raised), under a lock on the auction: proxy bidding, increments, reserve lift, 2-minute soft close; a repeated submission id places nothing more.';

revoke all on function public.place_bid(uuid, integer, integer, uuid) from public, anon;

grant execute on function public.place_bid(uuid, integer, integer, uuid) to authenticated;

-- The seller cancels their auction while it is open and has no bids. Cancelling one that is
-- already cancelled changes nothing and succeeds (a form sent twice has one effect).
create or replace function public.cancel_auction(p_auction_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  auction public.auction_listings%rowtype;
  refusal text;
begin
  select * into auction from public.auction_listings where id = p_auction_id for update;
  if not found or auction.seller_id is distinct from (select auth.uid()) then
    raise exception 'Auction not found' using errcode = 'GM404';
  end if;
  if auction.status = 'cancelled' then
    return;
  end if;
  refusal := private.auction_cancel_refusal(auction);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'GM409';
  end if;
  update public.auction_listings set status = 'cancelled', updated_at = now() where id = p_auction_id;
end;
$$;

revoke all on function public.cancel_auction(uuid) from public, anon;

grant execute on function public.cancel_auction(uuid) to authenticated;

-- Whether the reserve is met, without revealing it: 'none', 'met' or 'not_met'.
create function public.auction_reserve_status(p_auction_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when a.reserve_price is null then 'none'
    when coalesce(a.current_bid, 0) >= a.reserve_price then 'met'
    else 'not_met'
  end
  from public.auction_listings a
  where a.id = p_auction_id and (a.status <> 'cancelled' or a.seller_id = (select auth.uid()))
$$;

revoke all on function public.auction_reserve_status(uuid) from public;

grant execute on function public.auction_reserve_status(uuid) to anon, authenticated;

---------------------------------------------------------------------------------------
-- Settling
---------------------------------------------------------------------------------------

-- The outcome of a finished auction: read by its seller and its winner only.
create table public.auction_outcomes (
  auction_id uuid primary key references public.auction_listings (id) on delete cascade,
  winner_id uuid references public.profiles (id) on delete set null,
  sale_price integer,
  commission numeric(12, 2),
  commission_vat numeric(12, 2),
  settled_at timestamptz not null default now()
);

alter table public.auction_outcomes enable row level security;

revoke all on table public.auction_outcomes from anon, authenticated;

grant select on table public.auction_outcomes to authenticated;

create policy auction_outcomes_select_seller_or_winner on public.auction_outcomes
  for select to authenticated
  using (
    winner_id = (select auth.uid())
    or exists (select 1 from public.auction_listings a where a.id = auction_id and a.seller_id = (select auth.uid()))
  );

-- Commission when an auction sells (docs/spec/02-auctions-and-seller-tools.md §9): the whole price at its tier's rate (12 % up
-- to £15,000, 10 % to £40,000, 8 % above), plus 20 % VAT on the commission. The same tiers
-- as auctionCommissionTiers in app/content/plans.ts, tied by supabase/auctions.test.ts.
create function public.auction_commission(p_sale_price integer)
returns table (commission numeric, vat numeric)
language sql
immutable
set search_path = ''
as $$
  select c, round(c * 0.20, 2)
  from (select round(p_sale_price * case when p_sale_price <= 15000 then 0.12 when p_sale_price <= 40000 then 0.10 else 0.08 end, 2) as c) rate
$$;

grant execute on function public.auction_commission(integer) to anon, authenticated, service_role;

create or replace function public.settle_due_auctions()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  auction public.auction_listings%rowtype;
  winner uuid;
  fee record;
  settled integer := 0;
begin
  for auction in
    select * from public.auction_listings
    where status = 'active' and auction_end_date <= now()
    order by auction_end_date
    for update skip locked
  loop
    if auction.bid_count > 0 and (auction.reserve_price is null or auction.current_bid >= auction.reserve_price) then
      select place.bidder_id into winner from private.auction_place(auction.id, 1) place;
      select * into fee from public.auction_commission(auction.current_bid);
      insert into public.auction_outcomes (auction_id, winner_id, sale_price, commission, commission_vat)
        values (auction.id, winner, auction.current_bid, fee.commission, fee.vat);
      -- The seller's commission charge, due in 14 days (supabase/schemas/30-payments.sql "Commission").
      perform private.charge_commission(auction.seller_id, auction.id, fee.commission, fee.vat);
      update public.auction_listings set status = 'sold', updated_at = now() where id = auction.id;
      perform private.tell_sale(auction, winner, fee.commission, fee.vat);
      perform private.email_sale(auction, winner);
      perform private.notify_auction_ended(auction.id,
        format('The auction "%s" has ended. It sold for %s to another bidder.', auction.title, private.format_gbp(auction.current_bid)),
        array[winner, auction.seller_id]);
    else
      insert into public.auction_outcomes (auction_id) values (auction.id);
      update public.auction_listings set status = 'unsold', updated_at = now() where id = auction.id;
      insert into public.notices (recipient_id, kind, auction_id, message)
        values (auction.seller_id, 'auction_unsold', auction.id,
          case when auction.bid_count = 0
            then format('Your auction "%s" ended with no bids, so it did not sell.', auction.title)
            else format('Your auction "%s" ended without a sale: the highest bid, %s, did not meet your reserve.',
              auction.title, private.format_gbp(auction.current_bid))
          end)
        on conflict (recipient_id, auction_id, kind) where kind <> 'outbid' do nothing;
      perform private.queue_email(auction.seller_id, 'auction_unsold', format('auction_unsold/%s/%s', auction.id, auction.seller_id),
        jsonb_build_object('auctionId', auction.id, 'auctionTitle', auction.title,
          'outcome', case when auction.bid_count = 0 then 'no_bids' else 'reserve_not_met' end,
          'highestBid', case when auction.bid_count > 0 then auction.current_bid end));
      perform private.notify_auction_ended(auction.id,
        case when auction.bid_count = 0
          then format('The auction "%s" has ended with no bids.', auction.title)
          else format('The auction "%s" has ended without a sale: the reserve was not met.', auction.title)
        end,
        array[auction.seller_id]);
    end if;
    settled := settled + 1;
  end loop;
  return settled;
end;
$$;

revoke all on function public.settle_due_auctions() from public;

grant execute on function public.settle_due_auctions() to anon, authenticated, service_role;

-- Auction photos: the files live in the private listing-photos bucket beside the
-- listings' photos, served by the same route (/photos/<path>), and this table orders them.
-- A photo is readable by whoever may read its auction (auction_listings' select policy:
-- everyone for any auction that was not cancelled, the seller for their own), and its file
-- with it. Photos are written with their auction, in one step, by create_auction (below);
-- nobody else but the database owner (the seed) writes this table.
create table public.auction_photos (
  id uuid primary key default gen_random_uuid(),
  auction_id uuid not null references public.auction_listings (id) on delete cascade,
  storage_path text not null
    check (btrim(storage_path) <> '' and storage_path !~ '^/' and char_length(storage_path) <= 500),
  position integer not null check (position >= 0),
  alt text check (char_length(alt) <= 300),
  created_at timestamptz not null default now(),
  -- Deferrable so two positions can be swapped in one update, as listing_photos.
  constraint auction_photos_auction_position_key unique (auction_id, position) deferrable initially immediate
);

create index auction_photos_storage_path_idx on public.auction_photos (storage_path);

comment on column public.auction_photos.storage_path is
  'Object name in the private listing-photos bucket: the image''s largest JPEG copy, {user id}/auction-uploads/{uuid}/{sha-256}.jpg (auction_photo_copies); before copies, {user id}/auction-uploads/{uuid}.{jpg|png}; or seed/… for the seed''s images.';

alter table public.auction_photos enable row level security;

revoke all on table public.auction_photos from anon, authenticated;

grant select on table public.auction_photos to anon, authenticated;

-- An uploaded file can point at most one auction photo (the seed's shared images aside).
create unique index auction_photos_upload_used_once on public.auction_photos (storage_path)
  where storage_path !~ '^seed/';

comment on table public.auction_photos is
  'Photos of an auction, in order; position 0 is the main photo. Written by create_auction only.';

-- The subquery runs with the caller's rights, so auction_listings' own policy decides which
-- auctions (and so which photos) the caller sees: the rule is written once, there.
create policy auction_photos_select_visible_auction on public.auction_photos
  for select to anon, authenticated
  using (exists (select 1 from public.auction_listings a where a.id = auction_photos.auction_id));

---------------------------------------------------------------------------------------
-- auction_photo_copies: the web copies an auction photo is served as
---------------------------------------------------------------------------------------

-- An uploaded image is kept only as copies made for the web, as a listing photo's
-- (listing_photo_copies, docs/decisions/016-photo-processing.md): WebP and JPEG at up to four
-- sizes, upright, without metadata, each named by the SHA-256 of its bytes. An auction's
-- images are uploaded before the auction exists, so one image's copies share a folder of
-- their own among the seller's waiting uploads, {user id}/auction-uploads/{uuid}/, and belong
-- to their photo by its path (photo_path): its largest JPEG copy, which auction_photos.storage_path
-- names once create_auction uses the image. Until then they are the seller's alone; after,
-- readable exactly as their auction photo is. Copies never change: there is no update.
create table public.auction_photo_copies (
  id uuid primary key default gen_random_uuid(),
  photo_path text not null
    check (photo_path ~ '^[0-9a-f-]{36}/auction-uploads/[0-9a-f-]{36}/[0-9a-f]{64}[.]jpg$'),
  width integer not null check (width between 1 and 1920),
  height integer not null check (height between 1 and 1920),
  format text not null check (format in ('webp', 'jpeg')),
  storage_path text not null unique
    check (storage_path ~ '^[0-9a-f-]{36}/auction-uploads/[0-9a-f-]{36}/[0-9a-f]{64}[.](webp|jpg)$'),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null default now(),
  -- One image's copies live in its own folder.
  constraint auction_photo_copies_same_folder
    check (split_part(storage_path, '/', 1) = split_part(photo_path, '/', 1)
      and split_part(storage_path, '/', 3) = split_part(photo_path, '/', 3)),
  constraint auction_photo_copies_photo_width_format_key unique (photo_path, width, format)
);

comment on table public.auction_photo_copies is
  'The web copies of an auction image (WebP and JPEG, up to four widths, no metadata), each named by its SHA-256; what pages serve in srcset.';

comment on column public.auction_photo_copies.photo_path is
  'The image''s largest JPEG copy: auction_photos.storage_path once an auction uses the image.';

comment on column public.auction_photo_copies.storage_path is
  'Object name in the listing-photos bucket: {user id}/auction-uploads/{uuid}/{sha-256 of the bytes}.{webp|jpg}.';

comment on column public.auction_photo_copies.width is
  'The copy''s width in pixels (its long side is at most 1920), for srcset''s w descriptor.';

comment on column public.auction_photo_copies.bytes is
  'The copy''s size in bytes.';

alter table public.auction_photo_copies enable row level security;

revoke all on table public.auction_photo_copies from anon, authenticated;

grant select on table public.auction_photo_copies to anon, authenticated;

grant insert, delete on table public.auction_photo_copies to authenticated;

-- A copy is visible when its auction photo is (auction_photos' select policy, which is
-- auction_listings': everyone for an auction that was not cancelled, the seller for their
-- own), and to its uploader while it waits for an auction.
create policy auction_photo_copies_select_visible_photo on public.auction_photo_copies
  for select to anon, authenticated
  using (
    exists (select 1 from public.auction_photos p where p.storage_path = auction_photo_copies.photo_path)
    or split_part(auction_photo_copies.storage_path, '/', 1) = (select auth.uid())::text
  );

-- Added by the uploader, in their own uploads folder, pointing at a file they uploaded, and
-- only while no auction uses the image: nobody adds copies to an auction's photo. (The
-- uploader sees every auction of their own, cancelled ones too, so the check sees every
-- auction that could use a file of their folder.)
create policy auction_photo_copies_insert_own_upload on public.auction_photo_copies
  for insert to authenticated
  with check (
    split_part(storage_path, '/', 1) = (select auth.uid())::text
    and split_part(photo_path, '/', 1) = (select auth.uid())::text
    and public.own_listing_photo_file_exists(storage_path)
    and not exists (select 1 from public.auction_photos p where p.storage_path = auction_photo_copies.photo_path)
  );

-- Removed by the uploader while the image waits (Remove on the create form).
create policy auction_photo_copies_delete_own_upload on public.auction_photo_copies
  for delete to authenticated
  using (
    split_part(storage_path, '/', 1) = (select auth.uid())::text
    and not exists (select 1 from public.auction_photos p where p.storage_path = auction_photo_copies.photo_path)
  );

create index auction_photo_copies_photo_path_idx on public.auction_photo_copies (photo_path);

-- An auction photo's copies as pages use them (srcset), smallest first per format; [] for a
-- photo without copies (the seed's, uploads from before copies). With the caller's rights.
create function public.auction_photo_copy_list(p_photo_path text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object('storage_path', c.storage_path, 'width', c.width, 'height', c.height, 'format', c.format)
      order by c.format, c.width
    ),
    '[]'::jsonb
  )
  from public.auction_photo_copies c
  where c.photo_path = p_photo_path
$$;

comment on function public.auction_photo_copy_list(text) is
  'An auction image''s web copies (storage_path, width, height, format) by format and width, as the caller may see them; [] for an image without copies.';

revoke all on function public.auction_photo_copy_list(text) from public;

grant execute on function public.auction_photo_copy_list(text) to anon, authenticated, service_role;

-- Live means status 'active' and an end still in the future (now(): the database clock), so
-- an auction drops out of the page the moment its time is up, whether or not
-- settle_due_auctions has run yet. Cancelled, ended, sold and unsold auctions never appear.
--
-- Every argument is optional; null means "no filter":
--   search               title, brand or model contains the text, case-insensitively (LIKE
--                        wildcards in the text are matched literally)
--   min_bid, max_bid     the current bid within the range, ends included; the current bid of
--                        an auction nobody has bid on yet is its starting price
--   min_year, max_year   the year within the range, ends included
--   kva_min, kva_max     the kVA (power_kw × 1.25, as generator_listings.kva) at least kva_min
--                        and under kva_max: /listings' half-open bands
--                        (app/content/listing-options.ts kvaSizes, search_listings' rule)
--   auction_condition    the condition is it (a key of the one condition list)
--   auction_fuel         the fuel is it
--   auction_type         the generator type is it (a key of the one type list)
--   ending_soon          the end is within 24 hours
--   sort                 'ending' (default: ending soonest), 'newest' (newly listed),
--                        'bid-asc', 'bid-desc' (current bid), 'bids' (most bids), 'nearest'
--                        (with a known place, the nearest first, auctions without
--                        coordinates last; else the default); ties by id, so pages never
--                        overlap
--   page, page_size      1-based page of page_size (1..100) auctions; a page past the end
--                        gives the last page
--   near, radius_miles   "Within N miles of [postcode]", as search_listings
--                        (supabase/schemas/20-listings.sql, docs/listings.md#location): the
--                        place's outcode centre gives each card its distance_miles, and a
--                        radius keeps those within it; a place that is not a known postcode
--                        or outcode filters and sorts nothing (near null in the answer)
-- Returns {"total": matching, "live": every live auction, "page": p, "page_size": s,
-- "now": the database clock, "auctions": [...], "near": {"outcode"} or null, "corrected",
-- "suggestion"}, each auction with the card's columns, current_bid as above, photo_path, the
-- storage path of its first photo (or null), photo_copies, that photo's web copies
-- (auction_photo_copy_list), and distance_miles (null without a place or coordinates).
-- corrected is the text as searched when parse_search corrected a brand or model, and
-- suggestion, for a search that found nothing, search_listings' "Did you mean"
-- (private.search_suggestion).
--
-- The query is built from fixed SQL fragments for the filters set, every value a bind
-- parameter ($1…). security definer for search_listings' reason (…_catalogue.sql): under
-- row-level security Postgres may not use an index for a condition that is not leakproof.
-- It returns only what the select policy already shows everyone (live auctions are never
-- cancelled) and their photos, which everyone may read with them. Live auctions last at most
-- a few weeks, so the (status, auction_end_date) index reaches them directly and the sorts
-- need no index of their own.
create function public.search_auctions(
  search text default null,
  min_bid integer default null,
  max_bid integer default null,
  min_year integer default null,
  max_year integer default null,
  kva_min numeric default null,
  kva_max numeric default null,
  auction_condition text default null,
  auction_fuel text default null,
  auction_type text default null,
  ending_soon boolean default false,
  sort text default 'ending',
  page integer default 1,
  page_size integer default 24,
  near text default null,
  radius_miles integer default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parsed record;
  search_query tsquery;
  -- The place typed (near): its outcode and centre, all null when it is not a known one.
  place_outcode text;
  place_latitude double precision;
  place_longitude double precision;
  -- Each card's miles from the place, an SQL expression over a (null without a place).
  distance text := 'null::double precision';
  corrected text;
  suggestion jsonb;
  conditions text[] := array[]::text[];
  filter_clause text;
  order_clause text;
  total integer;
  live integer;
  size integer := least(greatest(coalesce(page_size, 24), 1), 100);
  current_page integer;
  auctions jsonb;
begin
  -- The keyword search's one query builder (private.parse_search, supabase/schemas/20-listings.sql).
  -- A power read from the text is numbers it computed and a quoted phrase, so they are
  -- written into the clause; a kVA is kW × 1.25 (0.8 power factor), as generator_listings.kva.
  if nullif(btrim(search), '') is not null then
    select * into parsed from private.parse_search(search);
    search_query := parsed.text_query;
    corrected := parsed.corrected;
    if parsed.matches_nothing then conditions := conditions || 'false'::text; end if;
    if search_query is not null then conditions := conditions || 'a.search_document @@ $1'::text; end if;
    if parsed.kva_min is not null then
      conditions := conditions || format(
        '(a.power_kw between %s and %s or a.search_document @@ %L::tsquery)',
        parsed.kva_min / 1.25, parsed.kva_max / 1.25, parsed.power_phrase
      );
    end if;
    if parsed.kw_min is not null then
      conditions := conditions || format(
        '(a.power_kw between %s and %s or a.search_document @@ %L::tsquery)', parsed.kw_min, parsed.kw_max, parsed.power_phrase
      );
    end if;
  end if;
  if min_bid is not null then conditions := conditions || 'coalesce(a.current_bid, a.starting_price) >= $2'::text; end if;
  if max_bid is not null then conditions := conditions || 'coalesce(a.current_bid, a.starting_price) <= $3'::text; end if;
  if min_year is not null then conditions := conditions || 'a.year >= $4'::text; end if;
  if max_year is not null then conditions := conditions || 'a.year <= $5'::text; end if;
  -- Half-open, as the kVA bands and search_listings: 100 kVA is in 100–250 only.
  if kva_min is not null then conditions := conditions || 'a.power_kw * 1.25 >= $6'::text; end if;
  if kva_max is not null then conditions := conditions || 'a.power_kw * 1.25 < $7'::text; end if;
  if auction_condition is not null then conditions := conditions || 'a.condition = $8'::text; end if;
  if auction_fuel is not null then conditions := conditions || 'a.fuel_type = $9'::text; end if;
  if auction_type is not null then conditions := conditions || 'a.type = $10'::text; end if;
  if ending_soon then conditions := conditions || 'a.auction_end_date <= now() + interval ''24 hours'''::text; end if;
  -- The place is resolved once; its coordinates are numbers read from public.outcodes, never
  -- the typed text, so they are written into the query as literals. With a radius, a box
  -- first (auction_listings_coordinates_idx), a little wider than the circle, then the exact
  -- distance, as search_listings.
  if nullif(btrim(near), '') is not null then
    select p.outcode, p.latitude, p.longitude into place_outcode, place_latitude, place_longitude
    from public.place_coordinates(near) p;
  end if;
  if place_outcode is not null then
    distance := format('public.miles_between(%s, %s, a.latitude, a.longitude)', place_latitude, place_longitude);
    if radius_miles is not null then
      conditions := conditions || private.within_miles_clause('a', place_latitude, place_longitude, radius_miles);
    end if;
  end if;
  filter_clause := coalesce(nullif(array_to_string(conditions, ' and '), ''), 'true');

  order_clause := case
    when sort = 'nearest' and place_outcode is not null then distance || ' asc nulls last, a.id asc'
    when sort = 'newest' then 'a.created_at desc, a.id desc'
    when sort = 'bid-asc' then 'coalesce(a.current_bid, a.starting_price) asc, a.id asc'
    when sort = 'bid-desc' then 'coalesce(a.current_bid, a.starting_price) desc, a.id desc'
    when sort = 'bids' then 'a.bid_count desc, a.id desc'
    else 'a.auction_end_date asc, a.id asc'
  end;

  execute format(
    'select count(*) filter (where %s), count(*) from public.auction_listings a
     where a.status = ''active'' and a.auction_end_date > now()',
    filter_clause
  )
    into total, live
    using search_query, min_bid, max_bid, min_year, max_year, kva_min, kva_max, auction_condition, auction_fuel, auction_type;

  -- Nothing found for the words: "Did you mean" the nearest brand or model, as /listings;
  -- only one a live auction has (private.nearest_search_term reads the listings' too, and a
  -- term only listings have would lead to no auction).
  if total = 0 and nullif(btrim(search), '') is not null then
    suggestion := private.search_suggestion(search);
    if suggestion is not null and not exists (
      select 1 from public.auction_listings a
      where a.status = 'active' and a.auction_end_date > now()
        and a.search_document @@ plainto_tsquery('english', suggestion ->> 'term')
    ) then
      suggestion := null;
    end if;
  end if;

  current_page := least(greatest(coalesce(page, 1), 1), greatest(ceil(total::numeric / size)::integer, 1));
  -- With words to match, the most relevant first, then the order chosen; up to 1,000 matches,
  -- as search_listings (supabase/schemas/20-listings.sql).
  if search_query is not null and total <= 1000 then
    order_clause := 'ts_rank_cd(a.search_document, $1)'
      || case when parsed.typed_query is not null
        then format(' + ts_rank_cd(a.search_document, %L::tsquery)', parsed.typed_query) else '' end
      || ' desc, ' || order_clause;
  end if;

  execute format(
    $query$
      select coalesce(
        jsonb_agg(to_jsonb(a) - 'created_at' - 'latitude' - 'longitude' - 'search_document' order by %2$s), '[]'::jsonb
      )
      from (
        select
          a.id, a.title, a.year, a.hours, a.power_kw, a.location,
          a.starting_price, coalesce(a.current_bid, a.starting_price) as current_bid, a.bid_count,
          a.auction_end_date, a.created_at, a.search_document, a.latitude, a.longitude, %5$s as distance_miles,
          (
            select p.storage_path from public.auction_photos p
            where p.auction_id = a.id
            order by p.position
            limit 1
          ) as photo_path,
          (
            select public.auction_photo_copy_list(p.storage_path) from public.auction_photos p
            where p.auction_id = a.id
            order by p.position
            limit 1
          ) as photo_copies
        from public.auction_listings a
        where a.status = 'active' and a.auction_end_date > now() and %1$s
        order by %2$s
        limit %3$s offset %4$s
      ) a
    $query$,
    filter_clause, order_clause, size, (current_page - 1) * size, distance
  )
    into auctions
    using search_query, min_bid, max_bid, min_year, max_year, kva_min, kva_max, auction_condition, auction_fuel, auction_type;

  return jsonb_build_object('total', total, 'live', live, 'page', current_page, 'page_size', size,
    'now', now(), 'auctions', auctions,
    'near', case when place_outcode is not null then jsonb_build_object('outcode', place_outcode) end,
    'corrected', corrected,
    'suggestion', suggestion);
end;
$$;

comment on function public.search_auctions is
  'One page of live auctions (active, end not passed by the database clock) matching the browse filters, sorted, with the matching and live counts. With near (a postcode or outcode), each card''s distance_miles and near.outcode; radius_miles keeps those within it; near null: not a known place, not applied. corrected: the text as searched after a typo was corrected; suggestion: "Did you mean" for a search that found nothing.';

revoke all on function public.search_auctions from public;

grant execute on function public.search_auctions to anon, authenticated, service_role;

-- The caller's own standing in an auction: whether they have bid, whether they lead (the
-- highest maximum, earlier on equal ones: private.auction_place), their own maximum. It
-- answers only about the caller, never who else bids or how much; null for visitors.
create function public.auction_viewer_standing(p_auction_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when (select auth.uid()) is null then null else jsonb_build_object(
    'has_bid', m.bidder_id is not null,
    'leading', m.bidder_id is not null and leader.bidder_id = m.bidder_id,
    'max_amount', m.max_amount
  ) end
  from (select 1) one
  left join public.auction_maximums m on m.auction_id = p_auction_id and m.bidder_id = (select auth.uid())
  left join lateral private.auction_place(p_auction_id, 1) leader on true
$$;

revoke all on function public.auction_viewer_standing(uuid) from public;

grant execute on function public.auction_viewer_standing(uuid) to anon, authenticated;

---------------------------------------------------------------------------------------
-- The auction page's seller card shows the seller's rating: auction_page as before, its
-- seller object with rating_average and review_count (visible reviews).
---------------------------------------------------------------------------------------
create or replace function public.auction_page(p_auction_id uuid, p_history_limit integer default 50)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'now', now(),
    'open', a.status = 'active' and a.auction_end_date > now(),
    'auction', jsonb_build_object(
      'id', a.id, 'seller_id', a.seller_id, 'title', a.title, 'description', a.description, 'brand', a.brand,
      'model', a.model, 'year', a.year, 'hours', a.hours, 'power_kw', a.power_kw, 'fuel_type', a.fuel_type,
      'phase', a.phase, 'condition', a.condition, 'location', a.location, 'warranty_length', a.warranty_length, 'type', a.type,
      'starting_price', a.starting_price, 'current_bid', a.current_bid, 'bid_count', a.bid_count,
      'auction_end_date', a.auction_end_date, 'status', a.status, 'created_at', a.created_at,
      'vat_status', a.vat_status, 'delivery', a.delivery, 'collection_terms', a.collection_terms),
    'seller', (
      select jsonb_build_object('full_name', p.full_name, 'company_name', p.company_name, 'user_type', p.user_type,
        'location', p.location, 'verified', p.verified,
        'rating_average', (select round(avg(r.rating)::numeric, 1) from public.seller_reviews r
                           where r.seller_id = p.id and r.hidden_at is null),
        'review_count', (select count(*)::int from public.seller_reviews r
                         where r.seller_id = p.id and r.hidden_at is null))
      from public.profiles p where p.id = a.seller_id),
    'photos', coalesce((
      select jsonb_agg(jsonb_build_object('storage_path', ph.storage_path, 'alt', ph.alt,
        'copies', public.auction_photo_copy_list(ph.storage_path)) order by ph.position)
      from public.auction_photos ph where ph.auction_id = a.id), '[]'::jsonb),
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('id', h.id, 'bidder', h.bidder, 'amount', h.amount, 'created_at', h.created_at,
        'is_mine', coalesce(h.is_mine, false)) order by h.amount desc)
      from (
        select * from public.auction_bid_history h
        where h.auction_id = a.id
        order by h.amount desc
        limit greatest(1, least(coalesce(p_history_limit, 50), 200))
      ) h), '[]'::jsonb),
    'reserve_status', public.auction_reserve_status(a.id),
    'increment', public.auction_bid_increment(coalesce(a.current_bid, a.starting_price)),
    'minimum_bid', public.auction_minimum_bid(a.starting_price, a.current_bid),
    'viewer', public.auction_viewer_standing(a.id)
  )
  from public.auction_listings a
  where a.id = p_auction_id
$$;

comment on function public.auction_page(uuid, integer) is
  'The auction page and its live updates as JSON for the caller (RLS decides what they see): auction, photos, seller name, masked history, reserve status, next minimum bid, the database clock, the caller''s own standing.';

revoke all on function public.auction_page(uuid, integer) from public;

grant execute on function public.auction_page(uuid, integer) to anon, authenticated;

-- Runs with the caller's rights, as send_listing_enquiry, so RLS checks every insert;
-- returns the thread.
create function public.send_auction_question(p_auction_id uuid, p_message text)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  seller uuid;
  thread uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to message a seller' using errcode = '42501';
  end if;
  select a.seller_id into seller from public.auction_listings a where a.id = p_auction_id and a.status <> 'cancelled';
  if seller is null then
    raise exception 'Auction not found' using errcode = 'GM404';
  end if;
  if seller = (select auth.uid()) then
    raise exception 'You cannot ask yourself a question about your own auction' using errcode = 'GM403';
  end if;
  insert into public.conversation_threads (buyer_id, seller_id, auction_id)
    values ((select auth.uid()), seller, p_auction_id)
    on conflict (buyer_id, auction_id) do nothing;
  select t.id into thread from public.conversation_threads t
    where t.buyer_id = (select auth.uid()) and t.auction_id = p_auction_id;
  insert into public.messages (thread_id, sender_id, recipient_id, message_content)
    values (thread, (select auth.uid()), seller, p_message);
  return thread;
end;
$$;

revoke all on function public.send_auction_question(uuid, text) from public, anon;

grant execute on function public.send_auction_question(uuid, text) to authenticated;

-- The admin fee, in pence (docs/spec/02-auctions-and-seller-tools.md §9: £49.95 per auction, paid before it is created).
create function public.auction_admin_fee_pence()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 4995
$$;

-- The durations a seller may choose, in days (docs/spec/02-auctions-and-seller-tools.md §9).
create function public.auction_durations_days()
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select array[3, 5, 7, 10, 14]
$$;

-- The most images one auction has.
create function public.auction_max_photos()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10
$$;

revoke all on function public.auction_admin_fee_pence() from public;

revoke all on function public.auction_durations_days() from public;

revoke all on function public.auction_max_photos() from public;

grant execute on function public.auction_admin_fee_pence() to anon, authenticated, service_role;

grant execute on function public.auction_durations_days() to anon, authenticated, service_role;

grant execute on function public.auction_max_photos() to anon, authenticated, service_role;

-- The caller, when they may auction: signed in (42501 otherwise: the app asks visitors to
-- sign in before it calls), and a private or trade seller (profiles.user_type; GM403, in
-- words meant for people, otherwise).
create function private.auction_seller()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'You must be logged in to create an auction' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.profiles p where p.id = caller and p.user_type in ('private_seller', 'trade_seller')
  ) then
    raise exception 'Only sellers can create auctions' using errcode = 'GM403';
  end if;
  return caller;
end;
$$;

-- A payment records the auction its admin fee paid for (supabase/schemas/30-payments.sql).
alter table public.payments
  add constraint payments_auction_id_fkey foreign key (auction_id) references public.auction_listings (id) on delete set null;

-- Starts paying the caller's admin fee: a pending payment of auction_admin_fee_pence(),
-- never an amount from the caller. A paid fee not yet used is returned instead (no second
-- charge), and so is an unfinished one, so a double click pays once. Sellers only.
create function public.start_auction_fee_payment()
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := private.auction_seller();
  payment public.payments;
begin
  -- One payment decision at a time per member.
  perform 1 from public.profiles p where p.id = caller for update;
  -- No new auction, nor its fee, while a commission is overdue (supabase/schemas/30-payments.sql "Commission").
  perform private.require_commission_paid(caller);

  select * into payment from public.payments p
    where p.user_id = caller and p.purpose = 'auction_fee' and p.status = 'paid' and p.used_at is null
    order by p.paid_at, p.id
    limit 1;
  if found then
    return payment;
  end if;
  select * into payment from public.payments p
    where p.user_id = caller and p.purpose = 'auction_fee' and p.status = 'pending'
      and p.amount_pence = public.auction_admin_fee_pence()
    order by p.created_at desc, p.id
    limit 1;
  if found then
    return payment;
  end if;

  insert into public.payments (user_id, purpose, amount_pence, reference)
    values (
      caller, 'auction_fee', public.auction_admin_fee_pence(),
      'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
    )
    returning * into payment;
  return payment;
end;
$$;

comment on function public.start_auction_fee_payment() is
  'A pending auction admin fee for the caller (amount from auction_admin_fee_pence), or their paid, unused fee.';

revoke all on function public.start_auction_fee_payment() from public, anon;

grant execute on function public.start_auction_fee_payment() to authenticated;

---------------------------------------------------------------------------------------
-- Images waiting for their auction
---------------------------------------------------------------------------------------

-- The name of an image a user uploaded for an auction, as the app gives it: their folder,
-- auction-uploads/, then either the largest JPEG copy of the image in a folder of its own,
-- {uuid}/{sha-256}.jpg (auction_photo_copies lists the image's copies), or, for uploads from
-- before copies, a random uuid and the type the create form took (JPEG or PNG).
create function private.auction_upload_pattern(p_user_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select '^' || p_user_id::text
    || '/auction-uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)'
    || '|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{64}\.jpg)$'
$$;

-- Whether a path of the pattern above names an image: an upload from before copies, or the
-- largest JPEG copy of an image (not any other of its copies).
create function private.is_auction_upload_image(p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_path !~ '/[0-9a-f]{64}\.jpg$'
    or exists (select 1 from public.auction_photo_copies c where c.photo_path = p_path)
$$;

-- The caller's uploaded auction images that no auction uses yet, oldest first (the order
-- the form shows them in). Reads only the caller's own folder, and only names the app gives:
-- of an image's copies, the largest JPEG stands for it.
create function public.my_auction_uploads()
returns table (storage_path text, uploaded_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select o.name, o.created_at
  from storage.objects o
  where o.bucket_id = 'listing-photos'
    and (select auth.uid()) is not null
    and o.name ~ private.auction_upload_pattern((select auth.uid()))
    and private.is_auction_upload_image(o.name)
    and not exists (select 1 from public.auction_photos p where p.storage_path = o.name)
  order by o.created_at, o.name
$$;

revoke all on function public.my_auction_uploads() from public, anon;

grant execute on function public.my_auction_uploads() to authenticated;

---------------------------------------------------------------------------------------
-- create_auction
---------------------------------------------------------------------------------------

-- Creates the caller's auction in one transaction: the caller is a seller; the fee payment
-- is theirs, paid and unused (locked, so it pays for one auction only: a double submit
-- creates one); the duration and year follow the rules above and the table's checks the
-- rest; each photo is the caller's own upload (their folder, the name the app gives it,
-- the file exists, no auction uses it). The auction is active at once and ends the chosen
-- number of days from now by the database clock; its photos keep the order given, the
-- first the main one; the fee records the auction. Refusals meant for people carry SQLSTATE
-- GM + an HTTP status (…_people_refusals.sql): GM403 not a seller, GM402 no paid fee of
-- the caller's (payment required) or a commission of theirs overdue, GM409 a fee already used, GM400 the type, duration, year,
-- postcode or images; anything else (a check constraint) fails the whole call. Nothing is written
-- unless everything is. p_postcode (where the generator is, for "within N miles": the form
-- asks for it, upper case as the column's check wants it) is last and optional, so a caller
-- without it still creates an auction, which then has no distance.
create function public.create_auction(
  p_fee_payment_id uuid,
  p_title text,
  p_description text,
  p_brand text,
  p_model text,
  p_year integer,
  p_hours integer,
  p_power_kw numeric,
  p_fuel_type text,
  p_phase text,
  p_condition text,
  p_location text,
  p_warranty_length integer,
  p_starting_price integer,
  p_reserve_price integer,
  p_duration_days integer,
  p_photo_paths text[],
  p_postcode text default null,
  p_vat_status text default null,
  p_delivery text default null,
  p_collection_terms text default null,
  p_type text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := private.auction_seller();
  fee public.payments;
  photo_count integer := coalesce(cardinality(p_photo_paths), 0);
  upload_pattern text;
  photo_path text;
  new_id uuid;
begin
  -- A commission unpaid past its due date stops new auctions (supabase/schemas/30-payments.sql "Commission").
  perform private.require_commission_paid(caller);
  select * into fee from public.payments p
    where p.id = p_fee_payment_id and p.user_id = caller and p.purpose = 'auction_fee'
    for update;
  if not found or fee.status <> 'paid' then
    raise exception 'Please pay the admin fee before creating your auction' using errcode = 'GM402';
  end if;
  if fee.used_at is not null then
    raise exception 'This admin fee has already paid for an auction' using errcode = 'GM409';
  end if;

  if p_duration_days is null or not (p_duration_days = any (public.auction_durations_days())) then
    raise exception 'Auction duration is required' using errcode = 'GM400';
  end if;
  -- The form asks it (the one type list, app/content/generator-types.ts); a value off the list
  -- fails the column's check.
  if p_type is null then
    raise exception 'Generator type is required' using errcode = 'GM400';
  end if;
  if p_year is null or p_year < 1900 or p_year > extract(year from now())::integer + 1 then
    raise exception 'Year must be valid' using errcode = 'GM400';
  end if;
  -- The column's own rule (and the form's, app/utils/validation.ts ukPostcode), said in words.
  if p_postcode is not null and p_postcode !~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$' then
    raise exception 'Please enter a valid UK postcode' using errcode = 'GM400';
  end if;

  -- The form asks both (docs/auctions.md "What it costs"); a caller without them gets no VAT
  -- status and collection only.
  if p_vat_status is not null and p_vat_status not in ('ex-vat', 'inc-vat', 'vat-na') then
    raise exception 'VAT status is required' using errcode = 'GM400';
  end if;
  if p_delivery is not null and p_delivery not in ('collection', 'delivery-quoted', 'delivery-included') then
    raise exception 'Collection and delivery is required' using errcode = 'GM400';
  end if;
  if char_length(btrim(p_collection_terms)) > 500 then
    raise exception 'Collection and delivery terms must be 500 characters or fewer' using errcode = 'GM400';
  end if;

  if photo_count = 0 then
    raise exception 'Please upload at least one image of your generator' using errcode = 'GM400';
  end if;
  if photo_count > public.auction_max_photos() then
    raise exception 'An auction can have at most % images', public.auction_max_photos() using errcode = 'GM400';
  end if;
  upload_pattern := private.auction_upload_pattern(caller);
  foreach photo_path in array p_photo_paths loop
    if photo_path is null
      or photo_path !~ upload_pattern
      or not private.is_auction_upload_image(photo_path)
      or not exists (select 1 from storage.objects o where o.bucket_id = 'listing-photos' and o.name = photo_path)
      or exists (select 1 from public.auction_photos p where p.storage_path = photo_path)
      or (select count(*) from unnest(p_photo_paths) as given(path) where given.path = photo_path) > 1
    then
      raise exception 'One of your images is no longer available. Please remove it and upload it again.' using errcode = 'GM400';
    end if;
  end loop;

  insert into public.auction_listings (
    seller_id, title, description, brand, model, year, hours, power_kw, fuel_type, phase, condition,
    location, warranty_length, starting_price, reserve_price, admin_fee_paid, admin_fee_amount,
    auction_end_date, status, postcode, vat_status, delivery, collection_terms, type
  )
  values (
    caller, btrim(p_title), btrim(p_description), nullif(btrim(p_brand), ''), nullif(btrim(p_model), ''),
    p_year, p_hours, p_power_kw, p_fuel_type, p_phase, p_condition,
    btrim(p_location), coalesce(p_warranty_length, 0), p_starting_price, p_reserve_price, true, fee.amount_pence / 100.0,
    now() + make_interval(days => p_duration_days), 'active', p_postcode, p_vat_status, coalesce(p_delivery, 'collection'),
    nullif(btrim(p_collection_terms), ''), p_type
  )
  returning id into new_id;

  insert into public.auction_photos (auction_id, storage_path, position)
    select new_id, given.path, given.ordinality - 1
    from unnest(p_photo_paths) with ordinality as given(path, ordinality);

  update public.payments set used_at = now(), auction_id = new_id where id = fee.id;
  return new_id;
end;
$$;

comment on function public.create_auction(uuid, text, text, text, text, integer, integer, numeric, text, text, text, text,
  integer, integer, integer, integer, text[], text, text, text, text, text) is
  'Creates the caller''s auction from a paid, unused admin fee, with its photos (their own uploads) in order, the generator''s postcode, its VAT status and collection and delivery terms and its generator type, in one transaction.';

revoke all on function public.create_auction(uuid, text, text, text, text, integer, integer, numeric, text, text, text, text,
  integer, integer, integer, integer, text[], text, text, text, text, text) from public, anon;

grant execute on function public.create_auction(uuid, text, text, text, text, integer, integer, numeric, text, text, text, text,
  integer, integer, integer, integer, text[], text, text, text, text, text) to authenticated;

-- Every column but reserve_price and the keyword search's document (read by search_auctions
-- only), as the table stands here: a column added to auction_listings later needs its own grant.
do $$
declare
  readable text;
begin
  select string_agg(quote_ident(attname), ', ' order by attnum) into readable
  from pg_catalog.pg_attribute
  where attrelid = 'public.auction_listings'::regclass and attnum > 0 and not attisdropped and attname not in ('reserve_price', 'search_document');
  execute format('grant select (%s) on table public.auction_listings to anon, authenticated', readable);
end
$$;

-- The sentences are cancel_auction's as before; when there is none is the shared rule's.
create or replace function private.auction_cancel_refusal(p_auction public.auction_listings)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when public.seller_may_change_auction(p_auction.status, p_auction.bid_count, p_auction.auction_end_date) then null
    when p_auction.status = 'cancelled' then 'This auction is already cancelled'
    when p_auction.status <> 'active' or p_auction.auction_end_date <= now() then 'This auction has ended, so it can no longer be cancelled'
    else 'This auction has bids, so it can no longer be cancelled'
  end
$$;

comment on function public.cancel_auction(uuid) is
  'The seller cancels their auction while it is open and has no bids (private.auction_cancel_refusal); again on a cancelled one, nothing more.';

---------------------------------------------------------------------------------------
-- What only the seller reads about their auctions
---------------------------------------------------------------------------------------

-- Each of the caller's auctions with its reserve (null: none), whether the reserve is met
-- (auction_reserve_status) and whether they may cancel it now.
create function public.own_auction_terms()
returns table (auction_id uuid, reserve_price integer, reserve_status text, may_cancel boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.reserve_price, public.auction_reserve_status(a.id), private.auction_cancel_refusal(a) is null
  from public.auction_listings a
  where a.seller_id = (select auth.uid())
$$;

comment on function public.own_auction_terms() is
  'The caller''s own auctions: reserve amount, reserve status (none, met, not_met) and whether they may cancel it now.';

revoke all on function public.own_auction_terms() from public, anon;

grant execute on function public.own_auction_terms() to authenticated;

---------------------------------------------------------------------------------------
-- Watching
---------------------------------------------------------------------------------------
create table public.watched_auctions (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  auction_id uuid not null references public.auction_listings (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, auction_id)
);

create index watched_auctions_auction_idx on public.watched_auctions (auction_id);

comment on table public.watched_auctions is 'Auctions a member watches (told when they end).';

alter table public.watched_auctions enable row level security;

revoke all on table public.watched_auctions from anon, authenticated;

grant select, insert, delete on table public.watched_auctions to authenticated;

create policy watched_auctions_select_own on public.watched_auctions
  for select to authenticated
  using (user_id = (select auth.uid()));

-- An auction the member can see (auction_listings' own policy: not someone else's cancelled
-- one), and not their own.
create policy watched_auctions_insert_own on public.watched_auctions
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.auction_listings a
      where a.id = auction_id and a.status <> 'cancelled' and a.seller_id <> (select auth.uid())
    )
  );

create policy watched_auctions_delete_own on public.watched_auctions
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- Watch or stop watching: the state asked for, so saying it twice changes nothing. Runs with
-- the caller's rights (RLS checks the insert); refusals meant for people carry GM4xx.
create function public.set_auction_watched(p_auction_id uuid, p_watching boolean)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  seller uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to watch an auction' using errcode = '42501';
  end if;
  if p_watching is null then
    raise exception 'Say whether to watch the auction' using errcode = '22023';
  end if;
  if not p_watching then
    -- Stopping always works, even once the auction is gone from sight.
    delete from public.watched_auctions where user_id = (select auth.uid()) and auction_id = p_auction_id;
    return false;
  end if;
  select a.seller_id into seller from public.auction_listings a where a.id = p_auction_id and a.status <> 'cancelled';
  if seller is null then
    raise exception 'Auction not found' using errcode = 'GM404';
  end if;
  if seller = (select auth.uid()) then
    raise exception 'You cannot watch your own auction' using errcode = 'GM403';
  end if;
  insert into public.watched_auctions (user_id, auction_id) values ((select auth.uid()), p_auction_id)
    on conflict (user_id, auction_id) do nothing;
  return true;
end;
$$;

revoke all on function public.set_auction_watched(uuid, boolean) from public, anon;

grant execute on function public.set_auction_watched(uuid, boolean) to authenticated;

revoke all on function public.place_bid(uuid, integer, integer, uuid) from public, anon;

grant execute on function public.place_bid(uuid, integer, integer, uuid) to authenticated;

---------------------------------------------------------------------------------------
-- settle_due_auctions: the rules of …_auctions.sql, unchanged (sold above the reserve with
-- commission, else unsold; only what is due, each under its row lock, skipped when another
-- call holds it); what people are told is written in the same transaction.
---------------------------------------------------------------------------------------

-- Tells everyone who bid on or watched the auction that it ended, but `except_members`
-- (the winner and the seller, told otherwise); one notice each.
create function private.notify_auction_ended(p_auction_id uuid, p_message text, except_members uuid[])
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.notices (recipient_id, kind, auction_id, message)
  select member, 'auction_ended', p_auction_id, p_message
  from (
    select m.bidder_id as member from public.auction_maximums m where m.auction_id = p_auction_id
    union
    select w.user_id from public.watched_auctions w where w.auction_id = p_auction_id
  ) told
  where member <> all (array_remove(except_members, null))
  on conflict (recipient_id, auction_id, kind) where kind <> 'outbid' do nothing
$$;

revoke all on function private.notify_auction_ended(uuid, text, uuid[]) from public;

-- GenMarket's word to the winner and to the seller, in their conversation about the auction
-- (the winner's questions to the seller, if they asked any, are already there). Each message
-- is to its reader alone: a system message has no sender, so the other party never reads it.
create function private.tell_sale(p_auction public.auction_listings, p_winner uuid, p_commission numeric, p_vat numeric)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  thread uuid;
begin
  insert into public.conversation_threads (buyer_id, seller_id, auction_id)
    values (p_winner, p_auction.seller_id, p_auction.id)
    on conflict (buyer_id, auction_id) do nothing;
  select t.id into thread from public.conversation_threads t where t.buyer_id = p_winner and t.auction_id = p_auction.id;
  insert into public.messages (thread_id, kind, sender_id, recipient_id, message_content) values
    (thread, 'system', null, p_winner,
      format('You won "%s" for %s. The seller will contact you to arrange payment and collection.',
        p_auction.title, private.format_gbp(p_auction.current_bid))),
    (thread, 'system', null, p_auction.seller_id,
      format('Your auction "%s" sold for %s to %s. Commission %s + VAT %s.',
        p_auction.title, private.format_gbp(p_auction.current_bid), private.buyer_display_name(p_winner),
        private.format_gbp(p_commission), private.format_gbp(p_vat)));
end;
$$;

revoke all on function private.tell_sale(public.auction_listings, uuid, numeric, numeric) from public;

-- The sale's emails (docs/email.md), beside GenMarket's messages: the winner's (the amount,
-- what happens next, the conversation where the seller will write) and the seller's (the
-- winning bid, the commission charge private.charge_commission just made: its VAT, total and
-- due date, supabase/schemas/30-payments.sql "Commission"). One each per auction.
create function private.email_sale(p_auction public.auction_listings, p_winner uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  thread uuid;
  outcome public.auction_outcomes;
  charge public.payments;
begin
  select t.id into thread from public.conversation_threads t where t.buyer_id = p_winner and t.auction_id = p_auction.id;
  select * into outcome from public.auction_outcomes o where o.auction_id = p_auction.id;
  select * into charge from public.payments p where p.auction_id = p_auction.id and p.purpose = 'commission';
  perform private.queue_email(p_winner, 'auction_won', format('auction_won/%s/%s', p_auction.id, p_winner),
    jsonb_build_object('auctionId', p_auction.id, 'auctionTitle', p_auction.title, 'amount', p_auction.current_bid,
      'threadId', thread));
  perform private.queue_email(p_auction.seller_id, 'auction_sold', format('auction_sold/%s/%s', p_auction.id, p_auction.seller_id),
    jsonb_build_object('auctionId', p_auction.id, 'auctionTitle', p_auction.title, 'salePrice', p_auction.current_bid,
      'winnerName', private.buyer_display_name(p_winner),
      'commissionPence', round(outcome.commission * 100)::integer, 'vatPence', round(outcome.commission_vat * 100)::integer,
      'amountDuePence', charge.amount_pence, 'dueAt', charge.due_at));
end;
$$;

revoke all on function private.email_sale(public.auction_listings, uuid) from public;

comment on function public.settle_due_auctions() is
  'Settles auctions whose end has passed: sold (winner, commission and VAT recorded and charged to the seller, due in 14 days; GenMarket messages the winner and the seller) or unsold (the seller is told); bidders and watchers get a notice. Idempotent.';

revoke all on function public.settle_due_auctions() from public;

grant execute on function public.settle_due_auctions() to anon, authenticated, service_role;

-- The auction_ending emails (docs/email.md): an auction that ends within the hour, to each
-- member who bid on or watches it, once per auction and member however often the clock
-- calls (public.queue_reminder_emails, supabase/schemas/15-email.sql). Answers how many it queued.
create function private.queue_auction_ending_emails()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select a.id, a.title, a.auction_end_date, a.current_bid, a.starting_price, told.member
    from public.auction_listings a
    cross join lateral (
      select m.bidder_id as member from public.auction_maximums m where m.auction_id = a.id
      union
      select w.user_id from public.watched_auctions w where w.auction_id = a.id
    ) told
    where a.status = 'active' and a.auction_end_date > now() and a.auction_end_date <= now() + interval '1 hour'
  loop
    if private.queue_email(due.member, 'auction_ending', format('auction_ending/%s/%s', due.id, due.member),
      jsonb_build_object('auctionId', due.id, 'auctionTitle', due.title, 'endsAt', due.auction_end_date,
        'currentBid', due.current_bid, 'minimumBid', public.auction_minimum_bid(due.starting_price, due.current_bid)))
    then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

revoke all on function private.queue_auction_ending_emails() from public, anon, authenticated;

-- Editing an auction.
-- /create-auction?edit={id} updates the descriptive columns as the seller, in one update that
-- auction_listings_update_own_without_bids decides. That policy checked the status and the
-- bids but not the end: an auction whose time was up, not yet settled by
-- settle_due_auctions, could still be edited through the API, although cancel_auction
-- refused it and no page offered it. Now one rule decides editing and cancelling alike:
-- public.seller_may_change_auction (active, its end not passed by the database clock, no
-- bids), which the update policy uses and private.auction_cancel_refusal (so cancel_auction
-- and own_auction_terms().may_cancel) is built on. supabase/auction-edit.test.ts ties them.
create function public.seller_may_change_auction(p_status text, p_bid_count integer, p_end timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_status = 'active' and p_bid_count = 0 and p_end > now()
$$;

comment on function public.seller_may_change_auction(text, integer, timestamptz) is
  'Whether the seller may still edit or cancel an auction in this state: active, its end not passed (database clock), no bids.';

revoke all on function public.seller_may_change_auction(text, integer, timestamptz) from public;

grant execute on function public.seller_may_change_auction(text, integer, timestamptz) to authenticated, service_role;

create policy auction_listings_update_own_without_bids on public.auction_listings
  for update to authenticated
  using (seller_id = (select auth.uid()) and public.seller_may_change_auction(status, bid_count, auction_end_date))
  with check (seller_id = (select auth.uid()) and public.seller_may_change_auction(status, bid_count, auction_end_date));
