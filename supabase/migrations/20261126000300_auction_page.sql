-- The auction page (issue 14 items 4–6): everything the page and its live updates show in one
-- call, questions to the seller about an auction, and bid refusals in words meant for people.
--
--   auction_page(auction)          the page as JSON: the auction, photos, the seller's public
--                                  name, the masked bid history, reserve status, next minimum
--                                  bid and increment, the database's clock, and for a signed-in
--                                  viewer their own standing (leading or outbid, their maximum);
--   send_auction_question(a, text) starts or continues the member's conversation with the
--                                  seller about an auction (conversation_threads.auction_id).
--
-- place_bid's refusals meant for people (SQLSTATE GM4xx) are …_auction_notices.sql's, which
-- redefines place_bid once for them and for its notices.

---------------------------------------------------------------------------------------
-- The page in one call
---------------------------------------------------------------------------------------

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

-- Everything the auction page and its live updates show, for the caller: null when the
-- auction does not exist or is not theirs to see (auction_listings' own policy decides:
-- this runs with the caller's rights). `now` is the database's clock, which place_bid and
-- settle_due_auctions also use: the page says 'Auction ended' by it, and the browser counts
-- down from it. `open` is place_bid's own test (active, end not passed). The history holds
-- the latest p_history_limit bids (bid_count says how many there are).
create function public.auction_page(p_auction_id uuid, p_history_limit integer default 50)
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
      'phase', a.phase, 'condition', a.condition, 'location', a.location, 'warranty_length', a.warranty_length,
      'starting_price', a.starting_price, 'current_bid', a.current_bid, 'bid_count', a.bid_count,
      'auction_end_date', a.auction_end_date, 'status', a.status, 'created_at', a.created_at),
    'seller', (
      select jsonb_build_object('full_name', p.full_name, 'company_name', p.company_name, 'user_type', p.user_type,
        'location', p.location, 'verified', p.verified)
      from public.profiles p where p.id = a.seller_id),
    'photos', coalesce((
      select jsonb_agg(jsonb_build_object('storage_path', ph.storage_path, 'alt', ph.alt) order by ph.position)
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

---------------------------------------------------------------------------------------
-- Ask Seller a Question: conversations about an auction
---------------------------------------------------------------------------------------

-- A thread is about a listing or an auction (or, once that is gone, about nothing).
alter table public.conversation_threads
  add column auction_id uuid references public.auction_listings (id) on delete set null,
  add constraint conversation_threads_one_subject check (listing_id is null or auction_id is null),
  -- One conversation per buyer and auction: a second question continues it.
  add constraint conversation_threads_buyer_auction_key unique (buyer_id, auction_id);

create index conversation_threads_auction_idx on public.conversation_threads (auction_id);

comment on column public.conversation_threads.auction_id is 'The auction the conversation is about (Ask Seller a Question).';

grant insert (auction_id) on table public.conversation_threads to authenticated;

-- A buyer opens a thread with the seller of an active listing, or of an auction they can see
-- (not cancelled), never with themselves (the table's check). Columns of the new row are
-- named with the table's name: auction_listings has a seller_id of its own.
drop policy conversation_threads_insert_buyer on public.conversation_threads;
create policy conversation_threads_insert_buyer on public.conversation_threads
  for insert to authenticated
  with check (
    buyer_id = (select auth.uid())
    and (
      (conversation_threads.auction_id is null and exists (
        select 1 from public.generator_listings l
        where l.id = conversation_threads.listing_id and l.status = 'active'
          and l.dealer_id = conversation_threads.seller_id
      ))
      or (conversation_threads.listing_id is null and exists (
        select 1 from public.auction_listings a
        where a.id = conversation_threads.auction_id and a.status <> 'cancelled'
          and a.seller_id = conversation_threads.seller_id
      ))
    )
  );

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
