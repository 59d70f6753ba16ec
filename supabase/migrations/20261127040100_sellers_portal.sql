-- The sellers portal (spec 02 §2 "Sellers portal", issue 15 item 1): the seller's listings
-- table in one call, and the bulk bar's three actions, each decided here under a row lock:
--
--   promote     a live Basic listing becomes Enhanced through a payment (the difference
--               between the two options' prices), featured for the Enhanced period;
--   deactivate  a live listing leaves the site ('inactive'); it can be reactivated while
--               its paid period lasts;
--   delete      the listing and its photos leave the site; every conversation about it
--               stays readable by both parties, with the listing's title kept on the thread.
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- A new status: inactive (deactivated by its seller)
---------------------------------------------------------------------------------------

-- app/content/listing-statuses.ts holds the same list (supabase/database-types.test.ts
-- ties the two). Not owner-editable (owner_may_edit_listing_status is unchanged): the
-- seller reactivates it first.
alter table public.generator_listings drop constraint generator_listings_status_check;
alter table public.generator_listings add constraint generator_listings_status_check
  check (status in ('active', 'pending', 'expired', 'sold', 'draft', 'rejected', 'inactive'));

---------------------------------------------------------------------------------------
-- Conversations keep the title of a deleted listing
---------------------------------------------------------------------------------------

alter table public.conversation_threads
  add column listing_title text check (char_length(listing_title) <= 150);

comment on column public.conversation_threads.listing_title is
  'The title of the listing the conversation was about, kept when that listing is deleted (listing_id is then null).';

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
-- Listing periods, and promotion payments
---------------------------------------------------------------------------------------

-- How long a listing option runs once live (app/content/plans.ts's listingOptions days;
-- tied by supabase/sellers-portal.test.ts, as moderation.test.ts ties moderate_listing's).
create or replace function public.listing_option_days(p_option text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_option when 'basic' then 30 when 'enhanced' then 60 end
$$;

revoke all on function public.listing_option_days(text) from public;
grant execute on function public.listing_option_days(text) to anon, authenticated, service_role;

-- The price of upgrading a live Basic listing to Enhanced: the difference between the two
-- options (listing_option_amount_pence, the price list plans.ts shows).
create or replace function public.listing_upgrade_amount_pence()
returns integer
language sql
immutable
set search_path = ''
as $$
  select public.listing_option_amount_pence('enhanced') - public.listing_option_amount_pence('basic')
$$;

revoke all on function public.listing_upgrade_amount_pence() from public;
grant execute on function public.listing_upgrade_amount_pence() to anon, authenticated, service_role;

-- A third purpose: upgrading a live listing's option (listing_option is the option bought).
alter table public.payments drop constraint payments_purpose_check;
alter table public.payments add constraint payments_purpose_check
  check (purpose in ('listing_option', 'auction_fee', 'listing_upgrade'));
alter table public.payments drop constraint payments_purpose_fields;
alter table public.payments add constraint payments_purpose_fields check (
  case purpose
    when 'auction_fee' then listing_option is null and listing_id is null
    else listing_option is not null and auction_id is null and used_at is null
  end
);

-- A listing's option is paid for once, and upgraded once.
drop index public.payments_one_paid_per_listing;
create unique index payments_one_paid_per_listing on public.payments (listing_id)
  where status = 'paid' and purpose = 'listing_option';
create unique index payments_one_upgrade_per_listing on public.payments (listing_id)
  where status = 'paid' and purpose = 'listing_upgrade';

-- Applies a paid upgrade to its listing: Enhanced, its period lengthened to the Enhanced
-- period (as if it had been bought Enhanced) and featured until it ends.
create or replace function private.apply_listing_upgrade(p_payment public.payments)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.generator_listings l set
    listing_option = 'enhanced',
    expires_at = coalesce(l.expires_at, now())
      + make_interval(days => public.listing_option_days('enhanced') - public.listing_option_days('basic')),
    featured = true,
    featured_until = coalesce(l.expires_at, now())
      + make_interval(days => public.listing_option_days('enhanced') - public.listing_option_days('basic'))
  where l.id = p_payment.listing_id
$$;

revoke all on function private.apply_listing_upgrade(public.payments) from public, anon, authenticated;

-- Starts paying to promote the caller's listings (all or none): each must be theirs, live
-- and Basic (or without an option, as moderation treats it), not featured already. One
-- pending payment per listing at listing_upgrade_amount_pence(); an unfinished earlier one
-- is cancelled. Refusals are GM4xx with the words to show.
create or replace function public.start_listing_upgrades(p_listing_ids uuid[])
returns setof public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  listing record;
begin
  if caller is null then
    raise exception 'Sign in to promote a listing' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_listing_ids), 0) = 0 then
    raise exception 'Choose at least one listing' using errcode = 'GM400';
  end if;
  for listing in
    select l.id, l.title, l.status, l.listing_option, l.featured, l.dealer_id
    from public.generator_listings l
    where l.id = any (p_listing_ids)
    order by l.id
    for update
  loop
    if listing.dealer_id <> caller then
      raise exception 'Listing not found' using errcode = 'GM404';
    end if;
    if listing.status <> 'active' then
      raise exception 'Only live listings can be promoted: "%" is not live', listing.title using errcode = 'GM409';
    end if;
    if listing.listing_option = 'enhanced' or listing.featured then
      raise exception '"%" is already featured', listing.title using errcode = 'GM409';
    end if;
  end loop;
  if (select count(*) from public.generator_listings l where l.id = any (p_listing_ids) and l.dealer_id = caller)
     <> (select count(distinct x) from unnest(p_listing_ids) x) then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;

  update public.payments set status = 'cancelled'
    where listing_id = any (p_listing_ids) and purpose = 'listing_upgrade' and status = 'pending';
  return query
    insert into public.payments (user_id, listing_id, purpose, listing_option, amount_pence, reference)
    select caller, x.id, 'listing_upgrade', 'enhanced', public.listing_upgrade_amount_pence(),
           'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
    from (select distinct unnest(p_listing_ids) as id) x
    returning *;
end;
$$;

revoke all on function public.start_listing_upgrades(uuid[]) from public, anon;
grant execute on function public.start_listing_upgrades(uuid[]) to authenticated;

-- The local provider's "card payment", now also for upgrades (which it applies). Refused
-- unless private.platform_settings allows simulated payments. A production provider's
-- webhook applies an upgrade through private.apply_listing_upgrade the same way.
create or replace function public.complete_simulated_payment(p_payment_id uuid)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments;
begin
  if not coalesce((select s.simulated_payments from private.platform_settings s), false) then
    raise exception 'Simulated payments are not enabled on this project' using errcode = '42501';
  end if;
  select * into payment from public.payments p
    where p.id = p_payment_id and p.user_id = (select auth.uid())
    for update;
  if not found then
    raise exception 'Payment not found' using errcode = 'GM404';
  end if;
  if payment.status = 'paid' then
    return payment;
  end if;
  if payment.status <> 'pending' then
    raise exception 'This payment can no longer be completed' using errcode = 'GM409';
  end if;
  if payment.purpose = 'listing_upgrade' and exists (
    select 1 from public.generator_listings l
    where l.id = payment.listing_id and (l.status <> 'active' or l.listing_option = 'enhanced' or l.featured)
  ) then
    raise exception 'This listing can no longer be promoted' using errcode = 'GM409';
  end if;
  update public.payments
    set status = 'paid', paid_at = now(), provider = 'simulated'
    where id = p_payment_id
    returning * into payment;
  if payment.purpose = 'listing_upgrade' then
    perform private.apply_listing_upgrade(payment);
  elsif payment.purpose = 'listing_option' then
    update public.generator_listings set listing_option = payment.listing_option where id = payment.listing_id;
  end if;
  return payment;
end;
$$;

---------------------------------------------------------------------------------------
-- Deactivate and reactivate
---------------------------------------------------------------------------------------

-- Takes the caller's live listings off the site (all or none); returns how many.
create or replace function public.deactivate_listings(p_listing_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  listing record;
  changed integer;
begin
  if caller is null then
    raise exception 'Sign in to change your listings' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_listing_ids), 0) = 0 then
    raise exception 'Choose at least one listing' using errcode = 'GM400';
  end if;
  for listing in
    select l.id, l.title, l.status, l.dealer_id from public.generator_listings l
    where l.id = any (p_listing_ids) order by l.id for update
  loop
    if listing.dealer_id <> caller then
      raise exception 'Listing not found' using errcode = 'GM404';
    end if;
    if listing.status <> 'active' then
      raise exception 'Only live listings can be deactivated: "%" is not live', listing.title using errcode = 'GM409';
    end if;
  end loop;
  update public.generator_listings l set status = 'inactive'
    where l.id = any (p_listing_ids) and l.dealer_id = caller and l.status = 'active';
  get diagnostics changed = row_count;
  if changed <> (select count(distinct x) from unnest(p_listing_ids) x) then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  return changed;
end;
$$;

revoke all on function public.deactivate_listings(uuid[]) from public, anon;
grant execute on function public.deactivate_listings(uuid[]) to authenticated;

-- Puts the caller's deactivated listing back on the site, while its paid period lasts.
create or replace function public.reactivate_listing(p_listing_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing record;
begin
  select l.status, l.expires_at into listing from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = (select auth.uid())
    for update;
  if not found then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  if listing.status = 'active' then
    return 'active';
  end if;
  if listing.status <> 'inactive' then
    raise exception 'Only a deactivated listing can be reactivated' using errcode = 'GM409';
  end if;
  if listing.expires_at is null or listing.expires_at <= now() then
    update public.generator_listings l set status = 'expired' where l.id = p_listing_id;
    raise exception 'This listing''s period has ended: list it again to put it back on the site' using errcode = 'GM409';
  end if;
  update public.generator_listings l set status = 'active' where l.id = p_listing_id;
  return 'active';
end;
$$;

revoke all on function public.reactivate_listing(uuid) from public, anon;
grant execute on function public.reactivate_listing(uuid) to authenticated;

---------------------------------------------------------------------------------------
-- Delete
---------------------------------------------------------------------------------------

-- Deletes the caller's listings (all or none; any status). Their photo rows go with them
-- (so the files leave the public site at once: storage's read policy needs a photo row);
-- returns the files in the caller's own folder, for the app to remove from the bucket.
-- Conversations stay, with the title kept (generator_listings_keep_title_on_threads);
-- payments stay as financial records (listing_id set null).
create or replace function public.delete_own_listings(p_listing_ids uuid[])
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  paths text[];
begin
  if caller is null then
    raise exception 'Sign in to change your listings' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_listing_ids), 0) = 0 then
    raise exception 'Choose at least one listing' using errcode = 'GM400';
  end if;
  perform 1 from public.generator_listings l where l.id = any (p_listing_ids) order by l.id for update;
  if exists (select 1 from public.generator_listings l where l.id = any (p_listing_ids) and l.dealer_id <> caller)
     or (select count(*) from public.generator_listings l where l.id = any (p_listing_ids))
        <> (select count(distinct x) from unnest(p_listing_ids) x) then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  paths := array(
    select p.storage_path from public.listing_photos p
    where p.listing_id = any (p_listing_ids) and split_part(p.storage_path, '/', 1) = caller::text
  );
  delete from public.generator_listings l where l.id = any (p_listing_ids);
  return query select unnest(paths);
end;
$$;

revoke all on function public.delete_own_listings(uuid[]) from public, anon;
grant execute on function public.delete_own_listings(uuid[]) to authenticated;

---------------------------------------------------------------------------------------
-- The listings table
---------------------------------------------------------------------------------------

-- The caller's own listings as the portal's table shows them, with their lifetime views
-- (listing_views, which nobody reads directly), enquiries (conversations about each) and
-- saves. p_search matches title, brand, model or location (case-insensitive, as text, no
-- patterns); p_status one status or null for all; p_sort newest (default), price-asc,
-- price-desc, views-asc, views-desc, inquiries-asc, inquiries-desc; ties newest first.
create or replace function public.seller_portal_listings(
  p_search text default null,
  p_status text default null,
  p_sort text default null
)
returns table (
  id uuid,
  title text,
  status text,
  location text,
  condition text,
  price_gbp integer,
  listing_option text,
  featured boolean,
  expires_at timestamptz,
  created_at timestamptz,
  photo_path text,
  views integer,
  inquiries integer,
  saves integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with own as (
    select l.id, l.title, l.status, l.location, l.condition, l.price_gbp, l.listing_option,
           l.featured, l.expires_at, l.created_at,
           (select p.storage_path from public.listing_photos p
            where p.listing_id = l.id order by p.position limit 1) as photo_path,
           (select count(*)::int from public.listing_views v where v.listing_id = l.id) as views,
           (select count(*)::int from public.conversation_threads t where t.listing_id = l.id) as inquiries,
           (select count(*)::int from public.saved_listings s where s.listing_id = l.id) as saves
    from public.generator_listings l
    where l.dealer_id = (select auth.uid())
      and (p_status is null or l.status = p_status)
      and (
        nullif(btrim(p_search), '') is null
        or strpos(lower(concat_ws(' ', l.title, l.brand, l.model, l.location)), lower(btrim(p_search))) > 0
      )
  )
  select * from own o
  order by
    case when p_sort = 'price-asc' then o.price_gbp end asc nulls last,
    case when p_sort = 'price-desc' then o.price_gbp end desc nulls last,
    case when p_sort = 'views-asc' then o.views end asc,
    case when p_sort = 'views-desc' then o.views end desc,
    case when p_sort = 'inquiries-asc' then o.inquiries end asc,
    case when p_sort = 'inquiries-desc' then o.inquiries end desc,
    o.created_at desc, o.id desc
  limit 500
$$;

comment on function public.seller_portal_listings(text, text, text) is
  'The caller''s own listings for the sellers portal, with views, enquiries and saves; searched, filtered and sorted.';

revoke all on function public.seller_portal_listings(text, text, text) from public, anon;
grant execute on function public.seller_portal_listings(text, text, text) to authenticated;
