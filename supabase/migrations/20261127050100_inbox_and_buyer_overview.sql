-- The dashboard's inbox and the buyer's overview (issue 15 items 3 and 4), each one call:
--
--   member_inbox(side, limit)   the caller's conversations, most recent first, each with the
--                               other party's public name and photo, the listing's or auction's
--                               title, the latest message the caller may read and how many
--                               messages to the caller are unread; side 'seller' is the spec's
--                               seller inbox (02 §2 "Messages"), 'buyer' the caller's own
--                               enquiries, null both. Replaces a query for the threads and one
--                               for every message of them.
--   buyer_overview()            the figures of a buyer's overview: saved listings and watched
--                               auctions (as Saved Items counts them), and the open auctions
--                               the caller bid on, each leading or outbid.
--
-- Both run with the caller's rights: RLS decides which threads, messages, listings and
-- auctions they see. A buyer with no name at all is 'Unknown Buyer' (spec 02 §8): the one
-- rule, private.buyer_display_name, says so from here on, as buyerDisplayName does.

create or replace function private.buyer_display_name(p_member uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select coalesce(nullif(btrim(p.full_name, E' \t\r\n'), ''), nullif(btrim(p.company_name, E' \t\r\n'), ''))
     from public.profiles p where p.id = p_member),
    'Unknown Buyer')
$$;

---------------------------------------------------------------------------------------
-- The inbox
---------------------------------------------------------------------------------------

create function public.member_inbox(p_side text default null, p_limit integer default 50)
returns table (
  id uuid,
  side text,
  other_party_id uuid,
  other_full_name text,
  other_company_name text,
  other_image_url text,
  listing_id uuid,
  auction_id uuid,
  listing_title text,
  auction_title text,
  -- A deleted listing's title, as the thread keeps it (conversation_threads.listing_title).
  kept_title text,
  last_message_at timestamptz,
  latest_message text,
  latest_kind text,
  unread_count integer,
  thread_count integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  -- The page of threads first (thread_count: all of the caller's on that side), then each
  -- one's latest message and unread count through the (thread_id, created_at) index.
  with mine as (
    select t.id, t.buyer_id, t.seller_id, t.listing_id, t.auction_id, t.listing_title, t.last_message_at,
           case when t.seller_id = (select auth.uid()) then 'seller' else 'buyer' end as side,
           count(*) over ()::integer as thread_count
    from public.conversation_threads t
    where (select auth.uid()) in (t.buyer_id, t.seller_id)
      and (p_side is null
           or (p_side = 'seller' and t.seller_id = (select auth.uid()))
           or (p_side = 'buyer' and t.buyer_id = (select auth.uid())))
    order by t.last_message_at desc, t.id
    limit greatest(1, least(coalesce(p_limit, 50), 100))
  )
  select m.id, m.side, other.id, other.full_name, other.company_name, other.image_url,
         m.listing_id, m.auction_id, l.title, a.title, m.listing_title, m.last_message_at,
         latest.message_content, latest.kind, coalesce(unread.count, 0), m.thread_count
  from mine m
  join public.profiles other on other.id = case when m.side = 'seller' then m.buyer_id else m.seller_id end
  left join public.generator_listings l on l.id = m.listing_id
  left join public.auction_listings a on a.id = m.auction_id
  left join lateral (
    select msg.message_content, msg.kind from public.messages msg
    where msg.thread_id = m.id
    order by msg.created_at desc, msg.id desc
    limit 1
  ) latest on true
  left join lateral (
    select count(*)::integer as count from public.messages msg
    where msg.thread_id = m.id and msg.recipient_id = (select auth.uid()) and not msg.is_read
  ) unread on true
  order by m.last_message_at desc, m.id
$$;

comment on function public.member_inbox(text, integer) is
  'The caller''s conversations (side seller, buyer or both), most recent first, each with the other party''s name and photo, the subject''s title, the latest message the caller may read and their unread count; thread_count counts them all. Runs under RLS.';

revoke all on function public.member_inbox(text, integer) from public;
grant execute on function public.member_inbox(text, integer) to authenticated;

---------------------------------------------------------------------------------------
-- The buyer's overview
---------------------------------------------------------------------------------------

create function public.buyer_overview(p_bid_limit integer default 20)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with bid_on as (
    -- Open auctions the caller has bid on (a maximum is theirs alone to read), and whether
    -- they lead (auction_viewer_standing: only ever about the caller).
    select a.id, a.title, a.current_bid, a.bid_count, a.auction_end_date, mx.max_amount,
           coalesce((public.auction_viewer_standing(a.id) ->> 'leading')::boolean, false) as is_leading
    from public.auction_maximums mx
    join public.auction_listings a on a.id = mx.auction_id
    where mx.bidder_id = (select auth.uid()) and a.status = 'active' and a.auction_end_date > now()
  )
  select jsonb_build_object(
    'saved_listings', (
      select count(*)::integer from public.saved_listings s
      join public.generator_listings l on l.id = s.listing_id and l.status = 'active'
      where s.user_id = (select auth.uid())),
    'watched_auctions', (
      select count(*)::integer from public.watched_auctions w
      join public.auction_listings a on a.id = w.auction_id and a.status <> 'cancelled'
      where w.user_id = (select auth.uid())),
    'saved_searches', (
      select count(*)::integer from public.saved_searches ss where ss.user_id = (select auth.uid())),
    'leading', (select count(*)::integer from bid_on where is_leading),
    'outbid', (select count(*)::integer from bid_on where not is_leading),
    'bids', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', b.id, 'title', b.title, 'current_bid', b.current_bid, 'bid_count', b.bid_count,
        'auction_end_date', b.auction_end_date, 'max_amount', b.max_amount, 'leading', b.is_leading
      ) order by b.auction_end_date, b.id)
      from (select * from bid_on order by auction_end_date, id limit greatest(1, least(coalesce(p_bid_limit, 20), 100))) b
    ), '[]'::jsonb)
  )
$$;

comment on function public.buyer_overview(integer) is
  'A buyer''s overview figures: active saved listings, watched auctions (not cancelled), saved searches, and the open auctions the caller bid on, leading or outbid, soonest ending first. Runs under RLS.';

revoke all on function public.buyer_overview(integer) from public;
grant execute on function public.buyer_overview(integer) to authenticated;
