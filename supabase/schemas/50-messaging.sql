-- Messaging: conversation threads and messages, notices, the public contact and hire forms,
-- the member inbox and buyer overview.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- contact_messages
---------------------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (btrim(first_name) <> '' and char_length(first_name) <= 100),
  last_name text not null check (btrim(last_name) <> '' and char_length(last_name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (btrim(subject) <> '' and char_length(subject) <= 150),
  message text not null check (btrim(message) <> '' and char_length(message) <= 5000),
  created_at timestamptz not null default now()
);

comment on table public.contact_messages is
  'Messages sent through the /contact form. Write-only for visitors; the team reads them with the service role.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;

grant insert (first_name, last_name, email, subject, message) on public.contact_messages to anon, authenticated;

create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);

create policy contact_messages_insert_anyone on public.contact_messages
  for insert to anon, authenticated
  with check (true);

---------------------------------------------------------------------------------------
-- hire_requests
---------------------------------------------------------------------------------------
create table public.hire_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (btrim(full_name) <> '' and char_length(full_name) <= 120),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text not null check (phone ~ '^\+?[0-9 ()-]{10,20}$'),
  company_name text check (char_length(company_name) <= 150),
  location text not null check (btrim(location) <> '' and char_length(location) <= 150),
  postcode text not null check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$'),
  power_requirement text check (char_length(power_requirement) <= 100),
  duration text check (char_length(duration) <= 100),
  start_date date,
  description text check (char_length(description) <= 2000),
  fuel_tank_required boolean,
  fuel_tank_capacity_litres integer check (fuel_tank_capacity_litres between 1 and 100000),
  hours_per_week integer check (hours_per_week between 1 and 168),
  special_requests text check (char_length(special_requests) <= 2000),
  -- A request exists only with the visitor's consent to be contacted by hire companies.
  consent boolean not null check (consent),
  -- The captcha challenge this request solved: unique, so one solved code sends one request.
  captcha_id uuid not null,
  created_at timestamptz not null default now(),
  constraint hire_requests_captcha_id_key unique (captcha_id)
);

comment on column public.hire_requests.postcode is 'Upper-case UK postcode, full or outward code only.';

comment on column public.hire_requests.captcha_id is
  'Id of the solved captcha challenge (app/utils/captcha.server.ts); the unique key refuses a replayed one.';

create index hire_requests_created_at_idx on public.hire_requests (created_at desc);

alter table public.hire_requests enable row level security;

revoke all on table public.hire_requests from anon, authenticated;

grant insert (
  full_name, email, phone, company_name, location, postcode, power_requirement, duration,
  start_date, description, fuel_tank_required, fuel_tank_capacity_litres, hours_per_week,
  special_requests, consent, captcha_id
) on public.hire_requests to anon, authenticated;

revoke all on table public.hire_requests from anon, authenticated;

comment on table public.hire_requests is
  'Hire quote requests from /rental, passed to up to 3 hire companies. Stored by the Worker (service role) once it has judged the captcha; nobody else reads or writes them.';

---------------------------------------------------------------------------------------
-- conversation_threads
---------------------------------------------------------------------------------------
create table public.conversation_threads (
  id uuid primary key default gen_random_uuid(),
  -- Null once that party closed their account (close_my_account, 12-my-data.sql): the
  -- conversation stays the other party's, who sees them as 'Former member'.
  buyer_id uuid references public.profiles (id) on delete set null,
  seller_id uuid references public.profiles (id) on delete set null,
  -- The conversation outlives the listing (sold, deleted): the link is then null.
  listing_id uuid references public.generator_listings (id) on delete set null,
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  -- Ask Seller a Question: a thread is about a listing or an auction (or, once that is
  -- gone, about nothing).
  auction_id uuid references public.auction_listings (id) on delete set null,
  -- The title of a deleted listing, kept for the conversation (keep_listing_title_on_threads).
  listing_title text check (char_length(listing_title) <= 150),
  constraint conversation_threads_not_with_self check (buyer_id <> seller_id),
  -- One conversation per buyer and listing: a second enquiry continues it.
  constraint conversation_threads_buyer_listing_key unique (buyer_id, listing_id),
  constraint conversation_threads_one_subject check (listing_id is null or auction_id is null),
  -- One conversation per buyer and auction: a second question continues it.
  constraint conversation_threads_buyer_auction_key unique (buyer_id, auction_id)
);

create index conversation_threads_seller_idx on public.conversation_threads (seller_id, last_message_at desc);

create index conversation_threads_buyer_idx on public.conversation_threads (buyer_id, last_message_at desc);

create index conversation_threads_listing_idx on public.conversation_threads (listing_id);

comment on table public.conversation_threads is 'A conversation between a buyer and a seller about a listing.';

alter table public.conversation_threads enable row level security;

revoke all on table public.conversation_threads from anon, authenticated;

grant select on table public.conversation_threads to authenticated;

grant insert (buyer_id, seller_id, listing_id) on table public.conversation_threads to authenticated;

create index conversation_threads_auction_idx on public.conversation_threads (auction_id);

comment on column public.conversation_threads.auction_id is 'The auction the conversation is about (Ask Seller a Question).';

grant insert (auction_id) on table public.conversation_threads to authenticated;

comment on column public.conversation_threads.listing_title is
  'The title of the listing the conversation was about, kept when that listing is deleted (listing_id is then null).';

create policy conversation_threads_select_party on public.conversation_threads
  for select to authenticated
  using ((select auth.uid()) in (buyer_id, seller_id));

-- No update or delete policies: last_message_at is kept by the trigger below.

---------------------------------------------------------------------------------------
-- messages
---------------------------------------------------------------------------------------
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.conversation_threads (id) on delete cascade,
  -- None on GenMarket's own (system) messages, and once the sender closed their account
  -- (shown as 'Former member'); recipient_id is then null for the same reason.
  sender_id uuid default auth.uid() references public.profiles (id) on delete set null,
  recipient_id uuid references public.profiles (id) on delete set null,
  -- At most 2,000 characters, as the enquiry and reply forms say (ENQUIRY_MAX in
  -- app/utils/message-validation.ts; supabase/messaging.test.ts ties the two), so a message
  -- sent through the API is never longer than any form lets a member write or the inbox
  -- expects to show.
  message_content text not null check (btrim(message_content) <> '' and char_length(message_content) <= 2000),
  is_read boolean not null default false,
  created_at timestamptz not null default now(),
  kind text not null default 'member' check (kind in ('member', 'system')),
  constraint messages_not_to_self check (sender_id <> recipient_id),
  -- GenMarket's message has no sender; a member's has theirs until they close their account.
  constraint messages_sender_by_kind check (kind = 'member' or sender_id is null)
);

create index messages_thread_created_idx on public.messages (thread_id, created_at desc);

create index messages_recipient_unread_idx on public.messages (recipient_id) where not is_read;

comment on table public.messages is 'One message in a conversation thread.';

alter table public.messages enable row level security;

revoke all on table public.messages from anon, authenticated;

grant select on table public.messages to authenticated;

grant insert (thread_id, sender_id, recipient_id, message_content) on table public.messages to authenticated;

grant update (is_read) on table public.messages to authenticated;

comment on column public.messages.kind is
  '''member'': written by sender_id; ''system'': written by GenMarket (no sender), to recipient_id only (settle_due_auctions).';

create policy messages_select_party on public.messages
  for select to authenticated
  using ((select auth.uid()) in (sender_id, recipient_id));

-- The recipient marks a message read (the column grant allows nothing else).
create policy messages_update_recipient on public.messages
  for update to authenticated
  using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()));

-- No delete policy: messages are kept.
create or replace function public.touch_conversation_thread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversation_threads set last_message_at = new.created_at where id = new.thread_id;
  return new;
end;
$$;

revoke all on function public.touch_conversation_thread() from public, anon, authenticated;

create trigger messages_touch_thread
  after insert on public.messages
  for each row execute function public.touch_conversation_thread();

-- A member's enquiry or reply emails the other party of the thread (never the sender), in
-- the message's transaction (15-email.sql; the email: app/emails/message-received.tsx).
-- GenMarket's own messages (settlement) have emails of their own kinds.
create or replace function private.queue_message_received_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  thread public.conversation_threads;
  recipient uuid;
begin
  if new.kind <> 'member' then
    return null;
  end if;
  select * into thread from public.conversation_threads t where t.id = new.thread_id;
  recipient := case when new.sender_id = thread.buyer_id then thread.seller_id else thread.buyer_id end;
  if recipient is null then
    return null;
  end if;
  perform private.queue_email(
    recipient,
    'message_received',
    'message_received/' || new.id || '/' || recipient,
    jsonb_build_object(
      'threadId', thread.id,
      'senderName', coalesce(
        (select coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(p.company_name), '')) from public.profiles p where p.id = new.sender_id),
        'A GenMarket member'),
      'listingTitle', coalesce(
        (select l.title from public.generator_listings l where l.id = thread.listing_id),
        (select a.title from public.auction_listings a where a.id = thread.auction_id),
        thread.listing_title,
        'a listing'),
      'message', new.message_content,
      'sentAt', new.created_at,
      'isEnquiry', not exists (
        select 1 from public.messages m where m.thread_id = new.thread_id and m.kind = 'member' and m.id <> new.id
      ),
      'recipientSide', case when recipient = thread.seller_id then 'seller' else 'buyer' end
    )
  );
  return null;
end;
$$;

create trigger messages_queue_email
  after insert on public.messages
  for each row execute function private.queue_message_received_email();

---------------------------------------------------------------------------------------
-- Enquiries (was P0002 and 22023)
---------------------------------------------------------------------------------------
create or replace function public.send_listing_enquiry(p_listing_id uuid, p_message text)
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
  select l.dealer_id into seller from public.generator_listings l where l.id = p_listing_id and l.status = 'active';
  if seller is null then
    raise exception 'This listing is not available' using errcode = 'GM404';
  end if;
  if seller = (select auth.uid()) then
    raise exception 'You cannot message yourself about your own listing' using errcode = 'GM400';
  end if;
  insert into public.conversation_threads (buyer_id, seller_id, listing_id)
    values ((select auth.uid()), seller, p_listing_id)
    on conflict (buyer_id, listing_id) do nothing;
  select t.id into thread from public.conversation_threads t
    where t.buyer_id = (select auth.uid()) and t.listing_id = p_listing_id;
  insert into public.messages (thread_id, sender_id, recipient_id, message_content)
    values (thread, (select auth.uid()), seller, p_message);
  return thread;
end;
$$;

revoke all on function public.send_listing_enquiry(uuid, text) from public, anon;

grant execute on function public.send_listing_enquiry(uuid, text) to authenticated;

-- contact_messages: the same email, subject and message.
create or replace function private.skip_repeated_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('contact:' || lower(new.email) || ':' || new.subject || ':' || new.message, 0));
  if exists (
    select 1 from public.contact_messages m
    where lower(m.email) = lower(new.email) and m.subject = new.subject and m.message = new.message
      and m.created_at > now() - private.resubmission_window()
  ) then
    return null; -- already stored: this insert is the same submission again
  end if;
  return new;
end;
$$;

create trigger contact_messages_skip_repeated
  before insert on public.contact_messages
  for each row execute function private.skip_repeated_contact_message();

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

create trigger messages_skip_repeated
  before insert on public.messages
  for each row execute function private.skip_repeated_message();

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

create or replace function private.keep_listing_title_on_threads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversation_threads t set listing_title = old.title where t.listing_id = old.id;
  return old;
end;
$$;

create trigger generator_listings_keep_title_on_threads
  before delete on public.generator_listings
  for each row execute function private.keep_listing_title_on_threads();

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
  -- A party who closed their account is gone (null): the thread stays, as 'Former member'.
  left join public.profiles other on other.id = case when m.side = 'seller' then m.buyer_id else m.seller_id end
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
