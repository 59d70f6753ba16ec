-- Saved listings (favourites), and buyer-seller conversations about a listing (spec 02 §3:
-- conversation threads and messages), with row-level security: only the two parties of a
-- thread read it; nobody messages themselves.

---------------------------------------------------------------------------------------
-- saved_listings
---------------------------------------------------------------------------------------

create table public.saved_listings (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  listing_id uuid not null references public.generator_listings (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, listing_id)
);

create index saved_listings_listing_id_idx on public.saved_listings (listing_id);

comment on table public.saved_listings is 'A member''s favourite listings (Save to Favorites).';

alter table public.saved_listings enable row level security;

revoke all on table public.saved_listings from anon, authenticated;
grant select, insert, delete on table public.saved_listings to authenticated;

create policy saved_listings_select_own on public.saved_listings
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Only listings the member can see (active ones, or their own).
create policy saved_listings_insert_own on public.saved_listings
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.generator_listings l where l.id = listing_id)
  );

create policy saved_listings_delete_own on public.saved_listings
  for delete to authenticated
  using (user_id = (select auth.uid()));

---------------------------------------------------------------------------------------
-- conversation_threads
---------------------------------------------------------------------------------------

create table public.conversation_threads (
  id uuid primary key default gen_random_uuid(),
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  seller_id uuid not null references public.profiles (id) on delete cascade,
  -- The conversation outlives the listing (sold, deleted): the link is then null.
  listing_id uuid references public.generator_listings (id) on delete set null,
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint conversation_threads_not_with_self check (buyer_id <> seller_id),
  -- One conversation per buyer and listing: a second enquiry continues it.
  constraint conversation_threads_buyer_listing_key unique (buyer_id, listing_id)
);

create index conversation_threads_seller_idx on public.conversation_threads (seller_id, last_message_at desc);
create index conversation_threads_buyer_idx on public.conversation_threads (buyer_id, last_message_at desc);
create index conversation_threads_listing_idx on public.conversation_threads (listing_id);

comment on table public.conversation_threads is 'A conversation between a buyer and a seller about a listing.';

alter table public.conversation_threads enable row level security;

revoke all on table public.conversation_threads from anon, authenticated;
grant select on table public.conversation_threads to authenticated;
grant insert (buyer_id, seller_id, listing_id) on table public.conversation_threads to authenticated;

create policy conversation_threads_select_party on public.conversation_threads
  for select to authenticated
  using ((select auth.uid()) in (buyer_id, seller_id));

-- A buyer opens a thread with the seller of an active listing, never with themselves.
create policy conversation_threads_insert_buyer on public.conversation_threads
  for insert to authenticated
  with check (
    buyer_id = (select auth.uid())
    and exists (
      select 1 from public.generator_listings l
      where l.id = listing_id and l.status = 'active' and l.dealer_id = seller_id
    )
  );

-- No update or delete policies: last_message_at is kept by the trigger below.

---------------------------------------------------------------------------------------
-- messages
---------------------------------------------------------------------------------------

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.conversation_threads (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  message_content text not null check (btrim(message_content) <> '' and char_length(message_content) <= 5000),
  is_read boolean not null default false,
  created_at timestamptz not null default now(),
  constraint messages_not_to_self check (sender_id <> recipient_id)
);

create index messages_thread_created_idx on public.messages (thread_id, created_at desc);
create index messages_recipient_unread_idx on public.messages (recipient_id) where not is_read;

comment on table public.messages is 'One message in a conversation thread.';

alter table public.messages enable row level security;

revoke all on table public.messages from anon, authenticated;
grant select on table public.messages to authenticated;
grant insert (thread_id, sender_id, recipient_id, message_content) on table public.messages to authenticated;
grant update (is_read) on table public.messages to authenticated;

create policy messages_select_party on public.messages
  for select to authenticated
  using ((select auth.uid()) in (sender_id, recipient_id));

-- Only a party of the thread writes, and only to the other party.
create policy messages_insert_party on public.messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and exists (
      select 1 from public.conversation_threads t
      where t.id = thread_id
        and (
          (t.buyer_id = sender_id and t.seller_id = recipient_id)
          or (t.seller_id = sender_id and t.buyer_id = recipient_id)
        )
    )
  );

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

---------------------------------------------------------------------------------------
-- Enquiries: start or continue the conversation about a listing, in one call.
---------------------------------------------------------------------------------------

-- Runs with the caller's rights, so every insert above is checked by RLS; returns the thread.
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
    raise exception 'This listing is not available' using errcode = 'P0002';
  end if;
  if seller = (select auth.uid()) then
    raise exception 'You cannot message yourself about your own listing' using errcode = '22023';
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

-- The seller's phone for Call Seller: shown to signed-in members only (profiles.phone is
-- private), for active listings. The business line when there is one.
create or replace function public.listing_seller_phone(p_listing_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(p.company_tel, ''), nullif(p.phone, ''), nullif(p.mobile, ''))
  from public.generator_listings l
  join public.profiles p on p.id = l.dealer_id
  where l.id = p_listing_id and l.status = 'active' and (select auth.uid()) is not null
$$;

revoke all on function public.listing_seller_phone(uuid) from public, anon;
grant execute on function public.listing_seller_phone(uuid) to authenticated;
