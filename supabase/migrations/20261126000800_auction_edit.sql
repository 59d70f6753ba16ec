-- Editing an auction (issue 14 item 8: "the seller … can edit or cancel one with no bids").
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

-- The seller describes their auction while they may change it (the column grants of
-- …_auctions.sql keep prices, reserve, end, fee and status out of their reach).
drop policy auction_listings_update_own_without_bids on public.auction_listings;
create policy auction_listings_update_own_without_bids on public.auction_listings
  for update to authenticated
  using (seller_id = (select auth.uid()) and public.seller_may_change_auction(status, bid_count, auction_end_date))
  with check (seller_id = (select auth.uid()) and public.seller_may_change_auction(status, bid_count, auction_end_date));
