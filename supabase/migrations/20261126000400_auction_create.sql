-- Creating an auction (issue 14 item 2; spec 02 §2 "Create auction", §4, §5, §9): the
-- admin fee as a payment, the seller's uploaded images waiting for their auction, and
-- create_auction, which in one transaction checks everything, makes the auction and its
-- photos, and uses up the fee. Nobody writes auctions, their photos or payments directly.
--
--   start_auction_fee_payment()  a pending £49.95 fee (the amount decided here), or the
--                                caller's paid fee not yet used; the payment provider then
--                                takes the money (locally complete_simulated_payment);
--   my_auction_uploads()         the caller's uploaded images no auction uses yet;
--   create_auction(…)            the auction, from a paid, unused fee, with its photos.
--
-- Images are uploaded before the auction exists, to the seller's own folder of the private
-- listing-photos bucket: {user id}/auction-uploads/{uuid}.{ext}. A file becomes an auction's
-- photo when create_auction points an auction_photos row at it; until then it is one of the
-- seller's pending uploads, which the form shows, and they can remove it or use it.

---------------------------------------------------------------------------------------
-- Rules the app shows too (app/content/plans.ts, app/content/auctions.ts; tied by
-- supabase/auction-create.test.ts)
---------------------------------------------------------------------------------------

-- The admin fee, in pence (spec 02 §9: £49.95 per auction, paid before it is created).
create function public.auction_admin_fee_pence()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 4995
$$;

-- The durations a seller may choose, in days (spec 02 §9).
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

---------------------------------------------------------------------------------------
-- The admin fee as a payment
---------------------------------------------------------------------------------------

-- A payment is for a listing option (the sell wizard) or for an auction's admin fee. An
-- admin fee is paid before its auction exists; create_auction then records the auction it
-- paid for (auction_id, used_at), once: a used fee never pays for another auction, even if
-- that auction is later deleted.
alter table public.payments
  add column purpose text not null default 'listing_option' check (purpose in ('listing_option', 'auction_fee')),
  add column auction_id uuid references public.auction_listings (id) on delete set null,
  add column used_at timestamptz;

alter table public.payments alter column listing_option drop not null;

alter table public.payments
  add constraint payments_purpose_fields check (
    case purpose
      when 'listing_option' then listing_option is not null and auction_id is null and used_at is null
      else listing_option is null and listing_id is null
    end
  ),
  add constraint payments_used_only_when_paid check (used_at is null or status in ('paid', 'refunded'));

-- One fee per auction.
create unique index payments_one_fee_per_auction on public.payments (auction_id) where auction_id is not null;
-- A seller's paid fees not yet used (the create form looks for one).
create index payments_unused_auction_fees_idx on public.payments (user_id, paid_at)
  where purpose = 'auction_fee' and status = 'paid' and used_at is null;

comment on table public.payments is
  'Payments for listing options and auction admin fees. Amounts are decided in SQL (listing_option_amount_pence, auction_admin_fee_pence); users only read their own.';
comment on column public.payments.auction_id is 'The auction an admin fee paid for (set by create_auction).';
comment on column public.payments.used_at is 'When an admin fee was used to create its auction; a used fee pays for nothing else.';

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
-- auction-uploads/, a random uuid, and the type the create form takes (JPEG or PNG).
create function private.auction_upload_pattern(p_user_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select '^' || p_user_id::text
    || '/auction-uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$'
$$;

-- The caller's uploaded auction images that no auction uses yet, oldest first (the order
-- the form shows them in). Reads only the caller's own folder, and only names the app gives.
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
    and not exists (select 1 from public.auction_photos p where p.storage_path = o.name)
  order by o.created_at, o.name
$$;

revoke all on function public.my_auction_uploads() from public, anon;
grant execute on function public.my_auction_uploads() to authenticated;

-- An uploaded file can point at most one auction photo (the seed's shared images aside).
create unique index auction_photos_upload_used_once on public.auction_photos (storage_path)
  where storage_path !~ '^seed/';

-- Sellers may replace or remove files in their own folder, but not one an auction shows:
-- that stays as the auction was created.
drop policy listing_photo_objects_update_own_folder on storage.objects;
create policy listing_photo_objects_update_own_folder on storage.objects
  for update to authenticated
  using (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.auction_photos p where p.storage_path = objects.name)
  )
  with check (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

drop policy listing_photo_objects_delete_own_folder on storage.objects;
create policy listing_photo_objects_delete_own_folder on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.auction_photos p where p.storage_path = objects.name)
  );

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
-- the caller's (payment required), GM409 a fee already used, GM400 the duration, year or
-- images; anything else (a check constraint) fails the whole call. Nothing is written
-- unless everything is.
create function public.create_auction(
  p_fee_payment_id uuid,
  p_title text,
  p_description text,
  p_brand text,
  p_model text,
  p_year integer,
  p_hours integer,
  p_power_kw integer,
  p_fuel_type text,
  p_phase text,
  p_condition text,
  p_location text,
  p_warranty_length integer,
  p_starting_price integer,
  p_reserve_price integer,
  p_duration_days integer,
  p_photo_paths text[]
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
  if p_year is null or p_year < 1900 or p_year > extract(year from now())::integer + 1 then
    raise exception 'Year must be valid' using errcode = 'GM400';
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
    auction_end_date, status
  )
  values (
    caller, btrim(p_title), btrim(p_description), nullif(btrim(p_brand), ''), nullif(btrim(p_model), ''),
    p_year, p_hours, p_power_kw, p_fuel_type, p_phase, p_condition,
    btrim(p_location), coalesce(p_warranty_length, 0), p_starting_price, p_reserve_price, true, fee.amount_pence / 100.0,
    now() + make_interval(days => p_duration_days), 'active'
  )
  returning id into new_id;

  insert into public.auction_photos (auction_id, storage_path, position)
    select new_id, given.path, given.ordinality - 1
    from unnest(p_photo_paths) with ordinality as given(path, ordinality);

  update public.payments set used_at = now(), auction_id = new_id where id = fee.id;
  return new_id;
end;
$$;

comment on function public.create_auction(uuid, text, text, text, text, integer, integer, integer, text, text, text, text,
  integer, integer, integer, integer, text[]) is
  'Creates the caller''s auction from a paid, unused admin fee, with its photos (their own uploads) in order, in one transaction.';

revoke all on function public.create_auction(uuid, text, text, text, text, integer, integer, integer, text, text, text, text,
  integer, integer, integer, integer, text[]) from public, anon;
grant execute on function public.create_auction(uuid, text, text, text, text, integer, integer, integer, text, text, text, text,
  integer, integer, integer, integer, text[]) to authenticated;

comment on table public.auction_photos is
  'Photos of an auction, in order; position 0 is the main photo. Written by create_auction only.';
