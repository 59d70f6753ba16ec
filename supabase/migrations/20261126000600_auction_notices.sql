-- What people are told when an auction moves (issue 14 item 7, its second half):
--
--   messages.kind             'member' (a person wrote it) or 'system' (GenMarket wrote it: no
--                             sender). Members can only write their own 'member' messages;
--                             system messages come from settle_due_auctions alone.
--   notices                   short notes to one member about an auction: they were outbid
--                             (place_bid), an auction they bid on or watched has ended, their
--                             auction ended unsold (settle_due_auctions). A member reads and
--                             marks read only their own; nobody inserts them directly.
--   watched_auctions          the auctions a member watches (the page's 'Watch this auction'),
--                             set through set_auction_watched.
--
-- settle_due_auctions keeps its rules and answer, and in the same transaction as the status
-- change (so once per auction, however often and concurrently it is called) writes: for a sold
-- auction a message to the winner and one to the seller in their conversation about the
-- auction (conversation_threads.auction_id, opened if they had none), an 'auction_ended'
-- notice to every other bidder and watcher; for an unsold one an 'auction_unsold' notice to
-- the seller and 'auction_ended' to bidders and watchers. place_bid keeps every rule and
-- answer, and writes an 'outbid' notice to the bidder who loses the lead, once per lost lead.

---------------------------------------------------------------------------------------
-- System messages
---------------------------------------------------------------------------------------

alter table public.messages
  add column kind text not null default 'member' check (kind in ('member', 'system')),
  alter column sender_id drop not null,
  -- A member's message has its sender; GenMarket's has none.
  add constraint messages_sender_by_kind check ((kind = 'member') = (sender_id is not null));

comment on column public.messages.kind is
  '''member'': written by sender_id; ''system'': written by GenMarket (no sender), to recipient_id only (settle_due_auctions).';

-- Members write only their own messages, to the other party of the thread, as members. (The
-- column grants already leave `kind` out of their reach; the policy says it too.)
drop policy messages_insert_party on public.messages;
create policy messages_insert_party on public.messages
  for insert to authenticated
  with check (
    kind = 'member'
    and sender_id = (select auth.uid())
    and exists (
      select 1 from public.conversation_threads t
      where t.id = thread_id
        and (
          (t.buyer_id = sender_id and t.seller_id = recipient_id)
          or (t.seller_id = sender_id and t.buyer_id = recipient_id)
        )
    )
  );

-- One submit, one message is about what people send; GenMarket's messages are written once
-- by settlement, under the auction's lock.
create or replace function private.skip_repeated_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'system' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('message:' || new.thread_id || ':' || new.sender_id || ':' || new.message_content, 0));
  if exists (
    select 1 from public.messages m
    where m.thread_id = new.thread_id and m.sender_id = new.sender_id and m.message_content = new.message_content
      and m.created_at > now() - private.resubmission_window()
  ) then
    return null;
  end if;
  return new;
end;
$$;

---------------------------------------------------------------------------------------
-- Notices
---------------------------------------------------------------------------------------

create table public.notices (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('outbid', 'auction_ended', 'auction_unsold')),
  auction_id uuid references public.auction_listings (id) on delete cascade,
  message text not null check (btrim(message) <> '' and char_length(message) <= 500),
  created_at timestamptz not null default clock_timestamp(),
  read_at timestamptz
);

create index notices_recipient_created_idx on public.notices (recipient_id, created_at desc);
create index notices_recipient_unread_idx on public.notices (recipient_id) where read_at is null;
-- An auction ends once: one notice of its end per member (outbid notices come once per lost lead).
create unique index notices_one_end_per_member on public.notices (recipient_id, auction_id, kind) where kind <> 'outbid';

comment on table public.notices is
  'Notes to one member about an auction (outbid; an auction they bid on or watched has ended; their own ended unsold). Written by place_bid and settle_due_auctions only.';

alter table public.notices enable row level security;

revoke all on table public.notices from anon, authenticated;
grant select on table public.notices to authenticated;
grant update (read_at) on table public.notices to authenticated;

create policy notices_select_own on public.notices
  for select to authenticated
  using (recipient_id = (select auth.uid()));

create policy notices_update_own on public.notices
  for update to authenticated
  using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()));

-- No insert or delete policy (and no grant): the SQL functions below write them; they go
-- with their member or auction.

-- Marks the caller's unread notices read; answers how many.
create function public.mark_notices_read()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.notices set read_at = now()
    where recipient_id = (select auth.uid()) and read_at is null
    returning 1
  )
  select count(*)::integer from marked
$$;

revoke all on function public.mark_notices_read() from public, anon;
grant execute on function public.mark_notices_read() to authenticated;

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

---------------------------------------------------------------------------------------
-- Words
---------------------------------------------------------------------------------------

-- An amount as the site shows it (formatGBP in app/utils/format.ts, tied by
-- supabase/auction-notices.test.ts): whole pounds without pence (£25,000), pence when there
-- are any (£1,199.88).
create function private.format_gbp(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select '£' || case when p_amount = trunc(p_amount) then to_char(p_amount, 'FM999,999,999,990')
                     else to_char(p_amount, 'FM999,999,999,990.00') end
$$;

-- The name a buyer goes by in a seller's messages (buyerDisplayName in
-- app/models/listing-rules.ts, tied by supabase/auction-notices.test.ts).
create function private.buyer_display_name(p_member uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select coalesce(nullif(btrim(p.full_name, E' \t\r\n'), ''), nullif(btrim(p.company_name, E' \t\r\n'), ''))
     from public.profiles p where p.id = p_member),
    'GenMarket member')
$$;

revoke all on function private.format_gbp(numeric) from public;
revoke all on function private.buyer_display_name(uuid) from public;

---------------------------------------------------------------------------------------
-- place_bid: the rules of …_auctions.sql, unchanged. Its refusals meant for people carry
-- SQLSTATE GM4xx (…_people_refusals.sql): the seller's own auction GM403, an ended one GM409,
-- an unknown one GM404; signing in stays 42501. The bidder who loses the lead is told so in a
-- notice (once per lost lead; never the leader, never a bidder who did not lead). The
-- reserve's amount is read here (security definer); …_seller_auctions.sql keeps it from
-- everyone else.
---------------------------------------------------------------------------------------

create or replace function public.place_bid(p_auction_id uuid, p_amount integer, p_max_amount integer default null,
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

  -- The lead changed hands: the bidder who had it is told.
  if old_leader.bidder_id is not null and old_leader.bidder_id <> leader.bidder_id then
    insert into public.notices (recipient_id, kind, auction_id, message)
      values (old_leader.bidder_id, 'outbid', p_auction_id,
        format('You have been outbid on "%s". The current bid is %s.', auction.title, private.format_gbp(auction.current_bid)));
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
      update public.auction_listings set status = 'sold', updated_at = now() where id = auction.id;
      perform private.tell_sale(auction, winner, fee.commission, fee.vat);
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

comment on function public.settle_due_auctions() is
  'Settles auctions whose end has passed: sold (winner, commission and VAT recorded; GenMarket messages the winner and the seller) or unsold (the seller is told); bidders and watchers get a notice. Idempotent.';

revoke all on function public.settle_due_auctions() from public;
grant execute on function public.settle_due_auctions() to anon, authenticated, service_role;
