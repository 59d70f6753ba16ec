-- The sell-your-generator wizard (spec 01 §2, §4, §5, §9): the wizard's own fields on a
-- listing, the listing options' payments, and the two ways a seller's listing changes
-- status: paying for it and publishing it for review. Owners no longer set status
-- themselves; it moves only through these functions (and the team's moderation).
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- The wizard's fields on generator_listings
---------------------------------------------------------------------------------------

alter table public.generator_listings
  -- The wizard's category list (spec 01 §9); the browse type is derived from it (below).
  add column category text check (category in ('Diesel', 'Petrol', 'Portable', 'Standby', 'Industrial', 'Marine Generator')),
  -- The option paid for. Set when the payment completes, never by the owner; moderation
  -- reads it when approving (basic: 30 days; enhanced: 60 days, featured).
  add column listing_option text check (listing_option in ('basic', 'enhanced')),
  -- Where the seller left the wizard, so a saved draft resumes there.
  add column wizard_step smallint check (wizard_step between 1 and 5);

comment on column public.generator_listings.category is 'The sell wizard''s category (spec 01 §9); sets type.';
comment on column public.generator_listings.listing_option is 'Paid listing option: basic (30 days) or enhanced (60 days, featured). Set by the payment.';
comment on column public.generator_listings.wizard_step is 'The sell wizard step (1-5) the seller last reached.';

-- The wizard offers "Refurbished" as a condition (spec 01 §9).
alter table public.generator_listings drop constraint generator_listings_condition_check;
alter table public.generator_listings add constraint generator_listings_condition_check check (condition in (
  'new-in-stock', 'used-excellent', 'used-good', 'used-fair', 'used-poor', 'used-spares-repairs', 'refurbished'
));

-- The browse type of a wizard listing, from its category and fuel: the wizard asks for the
-- spec's categories, the catalogue files listings under the generator types.
create or replace function public.listing_type_for_category(p_category text, p_fuel text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_category is null then null
    when p_fuel = 'Hybrid' then 'hybrid'
    when p_category in ('Portable', 'Petrol') then 'portable'
    when p_fuel in ('Natural Gas', 'Propane/LPG') then 'gasPowered'
    when p_category in ('Industrial', 'Marine Generator') then 'dieselPrime'
    when p_category = 'Standby' and p_fuel is distinct from 'Diesel' then 'homeBackup'
    else 'dieselStandby'
  end
$$;

create or replace function public.set_listing_type_from_category()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.category is not null then
    new.type := public.listing_type_for_category(new.category, new.fuel);
  end if;
  return new;
end;
$$;

create trigger generator_listings_type_from_category
  before insert or update of category, fuel on public.generator_listings
  for each row execute function public.set_listing_type_from_category();

---------------------------------------------------------------------------------------
-- Owners' rights: status goes through the functions below; pending listings are frozen
---------------------------------------------------------------------------------------

-- A new listing is a draft (the column default); publish_listing sends it for review and
-- moderation decides the rest, so the owner holds no privilege on status at all.
revoke insert (status), update (status) on public.generator_listings from authenticated;
grant insert (category, wizard_step), update (category, wizard_step) on public.generator_listings to authenticated;

-- A listing under review is what the team is reviewing: its owner cannot change it (or its
-- photos) until the team has decided. Deleting it (withdrawing) is still allowed.
drop policy generator_listings_update_own on public.generator_listings;
create policy generator_listings_update_own on public.generator_listings
  for update to authenticated
  using (dealer_id = (select auth.uid()) and status <> 'pending')
  with check (dealer_id = (select auth.uid()));

drop policy listing_photos_insert_own_listing on public.listing_photos;
create policy listing_photos_insert_own_listing on public.listing_photos
  for insert to authenticated
  with check (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid()) and l.status <> 'pending'
  ));

drop policy listing_photos_update_own_listing on public.listing_photos;
create policy listing_photos_update_own_listing on public.listing_photos
  for update to authenticated
  using (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid()) and l.status <> 'pending'
  ))
  with check (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid()) and l.status <> 'pending'
  ));

drop policy listing_photos_delete_own_listing on public.listing_photos;
create policy listing_photos_delete_own_listing on public.listing_photos
  for delete to authenticated
  using (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid()) and l.status <> 'pending'
  ));

-- Moves a photo one place towards the front (p_direction < 0) or the back (> 0) of its
-- listing's order by swapping positions with its neighbour, in one statement so the
-- (deferrable) unique position holds. Runs with the caller's rights: RLS decides whose
-- photos can move. Nothing happens at either end.
create or replace function public.move_listing_photo(p_photo_id uuid, p_direction integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  photo public.listing_photos;
  neighbour public.listing_photos;
begin
  select * into photo from public.listing_photos p where p.id = p_photo_id;
  if not found then
    raise exception 'Photo not found' using errcode = 'P0002';
  end if;
  if p_direction < 0 then
    select * into neighbour from public.listing_photos p
      where p.listing_id = photo.listing_id and p.position < photo.position
      order by p.position desc limit 1;
  else
    select * into neighbour from public.listing_photos p
      where p.listing_id = photo.listing_id and p.position > photo.position
      order by p.position limit 1;
  end if;
  if not found then
    return;
  end if;
  update public.listing_photos
    set position = case when id = photo.id then neighbour.position else photo.position end
    where id in (photo.id, neighbour.id);
end;
$$;

revoke all on function public.move_listing_photo(uuid, integer) from public, anon;
grant execute on function public.move_listing_photo(uuid, integer) to authenticated;

---------------------------------------------------------------------------------------
-- Platform settings
---------------------------------------------------------------------------------------

-- One row. simulated_payments lets the local payment provider mark a payment paid without
-- a card: supabase/seed.sql turns it on for local and test databases; a hosted project
-- keeps it off unless someone deliberately turns it on.
create table private.platform_settings (
  id boolean primary key default true check (id),
  simulated_payments boolean not null default false
);

comment on table private.platform_settings is 'Platform switches (one row). Not reachable through the API.';

alter table private.platform_settings enable row level security;

insert into private.platform_settings (id) values (true) on conflict (id) do nothing;

---------------------------------------------------------------------------------------
-- payments
---------------------------------------------------------------------------------------

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- A payment is a financial record: it outlives a deleted listing.
  listing_id uuid references public.generator_listings (id) on delete set null,
  listing_option text not null check (listing_option in ('basic', 'enhanced')),
  amount_pence integer not null check (amount_pence > 0),
  currency text not null default 'GBP' check (currency = 'GBP'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled', 'refunded')),
  -- Who took the money: 'simulated' locally; the production provider's name otherwise.
  provider text check (char_length(provider) <= 50),
  reference text not null unique check (char_length(reference) <= 100),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  constraint payments_paid_has_paid_at check (status <> 'paid' or paid_at is not null)
);

comment on table public.payments is
  'Payments for listing options. Amounts are decided in SQL (listing_option_amount_pence); users only read their own.';
comment on column public.payments.amount_pence is 'Amount charged in pence (GBP).';

create index payments_user_created_idx on public.payments (user_id, created_at desc);
create index payments_listing_idx on public.payments (listing_id);
-- A listing is paid for once.
create unique index payments_one_paid_per_listing on public.payments (listing_id) where status = 'paid';

alter table public.payments enable row level security;

-- Read only, and only one's own: payments are written by the functions below.
revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;

create policy payments_select_own on public.payments
  for select to authenticated
  using (user_id = (select auth.uid()));

-- The price list in pence (spec 01 §9: Basic £20 for 30 days, Enhanced £35 for 60 days).
-- app/content/plans.ts shows the same prices; a test keeps the two equal.
create or replace function public.listing_option_amount_pence(p_option text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_option when 'basic' then 2000 when 'enhanced' then 3500 end
$$;

revoke all on function public.listing_option_amount_pence(text) from public;
grant execute on function public.listing_option_amount_pence(text) to anon, authenticated, service_role;

-- Starts paying for the caller's draft (or rejected) listing with the chosen option: a
-- pending payment whose amount comes from the price list, never from the caller. A listing
-- already paid for returns its payment when the option is the same and is refused when it
-- differs (no second charge). An unfinished earlier payment is cancelled.
create or replace function public.start_listing_payment(p_listing_id uuid, p_option text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  amount integer := public.listing_option_amount_pence(p_option);
  listing_status text;
  payment public.payments;
begin
  if caller is null then
    raise exception 'Sign in to pay for a listing' using errcode = '42501';
  end if;
  if amount is null then
    raise exception 'Unknown listing option' using errcode = '22023';
  end if;
  select l.status into listing_status
    from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = caller
    for update;
  if not found then
    raise exception 'Listing not found' using errcode = 'P0002';
  end if;
  if listing_status not in ('draft', 'rejected') then
    raise exception 'This listing needs no payment' using errcode = '22023';
  end if;

  select * into payment from public.payments p where p.listing_id = p_listing_id and p.status = 'paid';
  if found then
    if payment.listing_option <> p_option then
      raise exception 'This listing is already paid for' using errcode = '22023';
    end if;
    return payment;
  end if;

  update public.payments set status = 'cancelled' where listing_id = p_listing_id and status = 'pending';
  insert into public.payments (user_id, listing_id, listing_option, amount_pence, reference)
    values (
      caller, p_listing_id, p_option, amount,
      'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
    )
    returning * into payment;
  return payment;
end;
$$;

revoke all on function public.start_listing_payment(uuid, text) from public, anon;
grant execute on function public.start_listing_payment(uuid, text) to authenticated;

-- The local provider's "card payment": marks the caller's pending payment paid and records
-- the option on the listing. Refused unless private.platform_settings allows simulated
-- payments, so on a hosted project nobody gets a listing for free through it.
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
    raise exception 'Payment not found' using errcode = 'P0002';
  end if;
  if payment.status = 'paid' then
    return payment;
  end if;
  if payment.status <> 'pending' then
    raise exception 'This payment can no longer be completed' using errcode = '22023';
  end if;
  update public.payments
    set status = 'paid', paid_at = now(), provider = 'simulated'
    where id = p_payment_id
    returning * into payment;
  update public.generator_listings set listing_option = payment.listing_option where id = payment.listing_id;
  return payment;
end;
$$;

revoke all on function public.complete_simulated_payment(uuid) from public, anon;
grant execute on function public.complete_simulated_payment(uuid) to authenticated;

---------------------------------------------------------------------------------------
-- publish_listing: a complete, paid draft goes to the team for review
---------------------------------------------------------------------------------------

-- The caller's own draft (or rejected) listing becomes pending when it has everything an
-- active listing needs (see generator_listings_active_is_complete; a postcode stands in
-- for a missing location), at least one photo and a paid payment. Publishing a pending
-- listing again changes nothing, so a double click publishes once. Returns the status.
create or replace function public.publish_listing(p_listing_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing public.generator_listings;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to publish a listing' using errcode = '42501';
  end if;
  select * into listing from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = (select auth.uid())
    for update;
  if not found then
    raise exception 'Listing not found' using errcode = 'P0002';
  end if;
  if listing.status = 'pending' then
    return listing.status;
  end if;
  if listing.status not in ('draft', 'rejected') then
    raise exception 'Only a draft listing can be published' using errcode = '22023';
  end if;
  if listing.description is null or listing.type is null or listing.brand is null
    or listing.condition is null or listing.fuel is null or listing.power_kw is null
    or listing.year is null or listing.price_gbp is null or listing.vat_status is null
    or coalesce(nullif(btrim(listing.location), ''), listing.postcode) is null
    or not exists (select 1 from public.listing_photos p where p.listing_id = p_listing_id)
  then
    raise exception 'This listing is not complete yet' using errcode = '23514';
  end if;
  if not exists (select 1 from public.payments p where p.listing_id = p_listing_id and p.status = 'paid') then
    raise exception 'This listing has not been paid for' using errcode = '22023';
  end if;
  update public.generator_listings
    set status = 'pending',
        location = coalesce(nullif(btrim(location), ''), postcode),
        wizard_step = 5
    where id = p_listing_id;
  return 'pending';
end;
$$;

revoke all on function public.publish_listing(uuid) from public, anon;
grant execute on function public.publish_listing(uuid) to authenticated;
