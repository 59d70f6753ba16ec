-- The seller's side of auctions (issue 14 item 8): the seller reads their own auctions'
-- reserve and whether each may still be cancelled, and cancels one, in the dashboard's My
-- Listings view.
--
-- 1. The reserve is secret (issue 14: "the amount never revealed"). Until now every column of
--    auction_listings was readable by anyone, reserve_price with them. From here on the
--    public reads every column but the reserve; the seller reads their own reserve through
--    own_auction_terms(). A column added to auction_listings later needs its own
--    `grant select (column)` to be readable.
-- 2. Why an auction may not be cancelled is written once, in private.auction_cancel_refusal,
--    which cancel_auction enforces and own_auction_terms() reports (the dashboard offers
--    Cancel only where it would succeed). Its refusals are sentences for people (SQLSTATE
--    GM4xx, passed through by the app with that status).

---------------------------------------------------------------------------------------
-- The reserve: readable by the seller only
---------------------------------------------------------------------------------------

revoke select on table public.auction_listings from anon, authenticated;

-- Every column as it stands now but reserve_price (also those another migration added
-- before this one).
do $$
declare
  readable text;
begin
  select string_agg(quote_ident(attname), ', ' order by attnum) into readable
  from pg_catalog.pg_attribute
  where attrelid = 'public.auction_listings'::regclass and attnum > 0 and not attisdropped and attname <> 'reserve_price';
  execute format('grant select (%s) on table public.auction_listings to anon, authenticated', readable);
end
$$;

---------------------------------------------------------------------------------------
-- Cancelling: one rule
---------------------------------------------------------------------------------------

-- Why the seller may not cancel this auction now, as a sentence; null when they may: only
-- while it is open (not settled, its end not passed by the database clock) and has no bids.
create function private.auction_cancel_refusal(p_auction public.auction_listings)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_auction.status = 'cancelled' then 'This auction is already cancelled'
    when p_auction.status <> 'active' or p_auction.auction_end_date <= now() then 'This auction has ended, so it can no longer be cancelled'
    when p_auction.bid_count > 0 then 'This auction has bids, so it can no longer be cancelled'
  end
$$;

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
