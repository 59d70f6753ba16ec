-- Timed auctions (spec 02 §3–§5, §9; issue 14), the database half: the auction record, the
-- bids, proxy maximums and settlement. Money is in whole pounds (as listings' price_gbp);
-- commission and VAT in pence-exact numerics. Every decision about money, bids and status
-- is made here, in one function per action, under a lock on the auction's row:
--
--   place_bid(auction, amount, maximum, submission)  a bid, with eBay-style proxy bidding and
--                                                     a 2-minute soft close;
--   settle_due_auctions()                             every auction whose end has passed: sold
--                                                     (with commission) or unsold.
--
-- Nobody writes bids, maximums or an auction's price fields directly. Bidders' identities
-- and maximums are never readable by other users: the public history (auction_bid_history)
-- shows a masked name such as d***r.

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
  power_kw integer not null check (power_kw between 1 and 100000),
  fuel_type text not null check (fuel_type in ('diesel', 'natural_gas', 'propane', 'bi_fuel')),
  phase text not null check (phase in ('single', 'three')),
  condition text not null check (condition in ('excellent', 'good', 'fair', 'poor')),
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
  updated_at timestamptz not null default now()
);

create index auction_listings_status_end_idx on public.auction_listings (status, auction_end_date);
create index auction_listings_seller_idx on public.auction_listings (seller_id);

comment on table public.auction_listings is
  'Timed auctions (spec 02 §3). Prices in whole pounds; current_bid and bid_count are set by place_bid only, status by settle_due_auctions and cancel_auction.';

alter table public.auction_listings enable row level security;

create policy auction_listings_select_public_or_own on public.auction_listings
  for select to anon, authenticated
  using (status <> 'cancelled' or seller_id = (select auth.uid()));

-- Sellers describe their auction; the price fields and status are not theirs to write.
create policy auction_listings_update_own_without_bids on public.auction_listings
  for update to authenticated
  using (seller_id = (select auth.uid()) and status = 'active' and bid_count = 0)
  with check (seller_id = (select auth.uid()) and status = 'active' and bid_count = 0);

revoke all on table public.auction_listings from anon, authenticated;
grant select on table public.auction_listings to anon, authenticated;
grant update (title, description, brand, model, year, hours, power_kw, fuel_type, phase, condition, location,
  warranty_length, updated_at) on table public.auction_listings to authenticated;

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

create policy bids_select_own on public.bids
  for select to authenticated
  using (bidder_id = (select auth.uid()));

revoke all on table public.bids from anon, authenticated;
grant select on table public.bids to authenticated;

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

create policy auction_maximums_select_own on public.auction_maximums
  for select to authenticated
  using (bidder_id = (select auth.uid()));

revoke all on table public.auction_maximums from anon, authenticated;
grant select on table public.auction_maximums to authenticated;

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

-- The minimum step above the current bid (issue 14; shown on the auction page from the same
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
-- Placing a bid
---------------------------------------------------------------------------------------

-- Answers jsonb: outcome 'leading' (the caller leads), 'outbid' (another maximum beat it),
-- 'too_low' (with minimum), plus current_bid, bid_count, auction_end_date. Refusals that
-- are no one's mistake to correct (signed out, the seller, not open) raise an exception.
create function public.place_bid(p_auction_id uuid, p_amount integer, p_max_amount integer default null,
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
  ceiling integer;
  old_price integer;
  old_leader record;
  leader record;
  runner_up record;
  price integer;
  answer jsonb;
begin
  if bidder is null then
    raise exception 'Sign in to place a bid' using errcode = '42501';
  end if;
  if p_amount is null or p_amount < 1 then
    raise exception 'Bid amount is required' using errcode = '22023';
  end if;

  select * into auction from public.auction_listings where id = p_auction_id for update;
  if not found or auction.status = 'cancelled' then
    raise exception 'Auction not found' using errcode = 'P0002';
  end if;

  if p_submission_id is not null then
    select outcome into answer from private.bid_submissions where submission_id = p_submission_id;
    if found then
      return answer;
    end if;
  end if;

  if auction.seller_id = bidder then
    raise exception 'You cannot bid on your own auction' using errcode = '42501';
  end if;
  if auction.status <> 'active' or auction.auction_end_date <= now() then
    raise exception 'This auction has ended' using errcode = '22023';
  end if;

  old_price := auction.current_bid;
  minimum := public.auction_minimum_bid(auction.starting_price, auction.current_bid);
  if p_amount < minimum then
    return jsonb_build_object('outcome', 'too_low', 'minimum', minimum, 'current_bid', auction.current_bid,
      'bid_count', auction.bid_count, 'auction_end_date', auction.auction_end_date);
  end if;
  ceiling := greatest(p_amount, coalesce(p_max_amount, p_amount));

  select * into old_leader from private.auction_place(p_auction_id, 1);

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
    price := greatest(p_amount, least(leader.max_amount,
      coalesce(runner_up.max_amount + public.auction_bid_increment(runner_up.max_amount), p_amount)));
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
    insert into public.bids (auction_id, bidder_id, amount) values (p_auction_id, leader.bidder_id, price);
  end if;

  update public.auction_listings
  set current_bid = price,
      bid_count = (select count(*) from public.bids where auction_id = p_auction_id),
      -- Soft close: a bid in the last 2 minutes moves the end to 2 minutes after it; never back.
      auction_end_date = greatest(auction_end_date, now() + interval '2 minutes'),
      updated_at = now()
  where id = p_auction_id
  returning * into auction;

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
  'Places a bid (whole pounds) with an optional secret maximum, under a lock on the auction: proxy bidding, increments, reserve lift, 2-minute soft close; a repeated submission id places nothing more.';

revoke all on function public.place_bid(uuid, integer, integer, uuid) from public, anon;
grant execute on function public.place_bid(uuid, integer, integer, uuid) to authenticated;

-- The seller cancels their auction, only while it is open and has no bids.
create function public.cancel_auction(p_auction_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  auction public.auction_listings%rowtype;
begin
  select * into auction from public.auction_listings where id = p_auction_id for update;
  if not found or auction.seller_id is distinct from (select auth.uid()) then
    raise exception 'Auction not found' using errcode = 'P0002';
  end if;
  if auction.status <> 'active' or auction.bid_count > 0 then
    raise exception 'An auction can be cancelled only while it is open and has no bids' using errcode = '22023';
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

create policy auction_outcomes_select_seller_or_winner on public.auction_outcomes
  for select to authenticated
  using (
    winner_id = (select auth.uid())
    or exists (select 1 from public.auction_listings a where a.id = auction_id and a.seller_id = (select auth.uid()))
  );

revoke all on table public.auction_outcomes from anon, authenticated;
grant select on table public.auction_outcomes to authenticated;

-- Commission when an auction sells (spec 02 §9): the whole price at its tier's rate (12 % up
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

-- Settles every auction whose end has passed (safe to call any number of times, by anyone:
-- it only settles what is due). Answers how many it settled.
create function public.settle_due_auctions()
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
      update public.auction_listings set status = 'sold', updated_at = now() where id = auction.id;
    else
      insert into public.auction_outcomes (auction_id) values (auction.id);
      update public.auction_listings set status = 'unsold', updated_at = now() where id = auction.id;
    end if;
    settled := settled + 1;
  end loop;
  return settled;
end;
$$;

comment on function public.settle_due_auctions() is
  'Settles auctions whose end has passed: sold (winner, commission and VAT recorded) or unsold. Idempotent.';

revoke all on function public.settle_due_auctions() from public;
grant execute on function public.settle_due_auctions() to anon, authenticated, service_role;
