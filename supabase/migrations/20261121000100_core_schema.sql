-- Core schema: member profiles, generator listings, their photos and the listing-photos
-- storage bucket, with row-level security on everything.
--
-- Runs on PostgreSQL 15 (hosted Supabase, `supabase start`) and on PGlite (Postgres 18,
-- the built-in local backend), so it sticks to syntax both understand. The platform
-- objects it relies on (roles anon/authenticated/service_role, schema `extensions` with
-- pgcrypto and pg_trgm, auth.users, auth.uid(), storage.buckets/objects,
-- storage.foldername()) come from Supabase itself, or locally from
-- supabase/local/bootstrap.sql.
--
-- Access model in one paragraph: anyone may read active listings, their photos and the
-- public part of every profile; a signed-in user additionally reads all of their own
-- listings (any status) and their own private profile fields (through public.my_profile),
-- and writes only their own listings, photos, profile and storage folder. Profiles are
-- created by a trigger on auth.users and removed with the user; nobody inserts or deletes
-- them through the API. service_role bypasses RLS (it is a bypassrls role).

---------------------------------------------------------------------------------------
-- Shared helpers
---------------------------------------------------------------------------------------

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is
  'Trigger function: keeps updated_at at the time of the last update.';

---------------------------------------------------------------------------------------
-- profiles
---------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  user_type text not null default 'buyer'
    check (user_type in ('buyer', 'private_seller', 'trade_seller')),
  company_name text check (char_length(company_name) <= 200),
  -- Business switchboard: public, it is how buyers call a dealer.
  company_tel text check (char_length(company_tel) <= 30),
  -- Personal numbers and street address: private (see the grants below).
  phone text check (char_length(phone) <= 30),
  mobile text check (char_length(mobile) <= 30),
  address1 text check (char_length(address1) <= 200),
  address2 text check (char_length(address2) <= 200),
  town text check (char_length(town) <= 100),
  county text check (char_length(county) <= 100),
  country text not null default 'United Kingdom' check (char_length(country) <= 100),
  postcode text check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$'),
  -- Shown on the seller card, e.g. 'Stourton, Leeds'.
  location text check (char_length(location) <= 200),
  region text check (region in (
    'london', 'manchester', 'birmingham', 'leeds', 'scotland', 'wales', 'southwest', 'northeast'
  )),
  bio text check (char_length(bio) <= 2000),
  website text check (website ~* '^https?://\S+$' and char_length(website) <= 300),
  image_url text check (char_length(image_url) <= 1000),
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is
  'One row per auth user, created by public.handle_new_user() on sign-up. Email is not kept '
  'here: it lives in auth.users and changes only through Auth.';
comment on column public.profiles.image_url is
  'Profile photo / avatar URL (spec 02 calls it image_url; there is no separate avatar_url).';
comment on column public.profiles.region is
  'One of the browse location filter keys (spec 01 section 3).';
comment on column public.profiles.verified is
  'Set by staff (service_role) after checking the seller; users cannot change it.';
comment on column public.profiles.bio is
  'Seller description; the UI limits it to 100 words, the check is a generous backstop.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Sign-up: Auth inserts into auth.users; this creates the matching profile from the
-- metadata the client sent (full_name, user_type, company_name, phone). An unknown
-- user_type becomes 'buyer' rather than failing the sign-up. security definer because the
-- inserting role (Auth's) has no rights on public.profiles; empty search_path so nothing
-- the caller controls can shadow the names used.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, full_name, user_type, company_name, phone)
  values (
    new.id,
    left(nullif(btrim(meta ->> 'full_name'), ''), 200),
    case
      when meta ->> 'user_type' in ('buyer', 'private_seller', 'trade_seller') then meta ->> 'user_type'
      else 'buyer'
    end,
    left(nullif(btrim(meta ->> 'company_name'), ''), 200),
    left(nullif(btrim(meta ->> 'phone'), ''), 30)
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

alter table public.profiles enable row level security;

-- Column privileges decide WHAT of a profile the API roles may read; RLS decides which
-- rows. Rule: a profile is the member's public seller card (name, company, business
-- phone, town, bio, website, photo, verified), readable by everyone; personal phone
-- numbers and street address (phone, mobile, address1, address2, postcode) are readable
-- only by the member, through public.my_profile. Column grants cannot vary by row, which
-- is why those columns are not granted at all and my_profile exists.
-- Note for API callers: select named columns from profiles (select=* is refused because
-- of the private columns), and update with return=minimal or re-read via my_profile.
revoke all on table public.profiles from anon, authenticated;
grant select (
  id, full_name, first_name, last_name, user_type, company_name, company_tel,
  town, county, country, location, region, bio, website, image_url, verified,
  created_at, updated_at
) on public.profiles to anon, authenticated;
-- What a member may edit on their own row: not id, verified or the timestamps.
grant update (
  full_name, first_name, last_name, user_type, company_name, company_tel, phone, mobile,
  address1, address2, town, county, country, postcode, location, region, bio, website,
  image_url
) on public.profiles to authenticated;
-- No insert or delete grants and no insert/delete policies: profiles come and go with
-- auth.users (trigger above, on delete cascade).

create policy profiles_select_public on public.profiles
  for select to anon, authenticated
  using (true);

create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- The signed-in member's own profile with every column. A plain (security definer)
-- view: it runs with its owner's rights, so it can show the private columns, and its
-- where clause limits it to the caller's row (none for anon). Select only: granting
-- update here would bypass the column grants above.
create view public.my_profile as
  select p.*
  from public.profiles p
  where p.id = (select auth.uid());

comment on view public.my_profile is
  'The caller''s own profile row with private fields (phone, mobile, address); empty for anon. Read-only: update public.profiles.';

revoke all on table public.my_profile from anon, authenticated;
grant select on table public.my_profile to authenticated;

---------------------------------------------------------------------------------------
-- generator_listings
---------------------------------------------------------------------------------------

create table public.generator_listings (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'draft'
    check (status in ('active', 'pending', 'expired', 'sold', 'draft')),

  title text not null check (btrim(title) <> '' and char_length(title) <= 150),
  description text check (char_length(description) <= 10000),
  type text check (type in (
    'portable', 'homeBackup', 'dieselStandby', 'dieselPrime',
    'gasPowered', 'trailerMounted', 'hybrid', 'battery'
  )),
  brand text check (btrim(brand) <> '' and char_length(brand) <= 100),
  model text check (char_length(model) <= 100),
  condition text check (condition in (
    'new-in-stock', 'used-excellent', 'used-good', 'used-fair', 'used-poor', 'used-spares-repairs'
  )),
  year integer check (year between 1950 and 2100),
  hours integer check (hours >= 0),

  -- Price in whole pounds: asking prices are quoted to the pound and shown without
  -- decimals, and an integer sorts and filters exactly.
  price_gbp integer check (price_gbp >= 0),
  vat_status text check (vat_status in ('ex-vat', 'inc-vat', 'vat-na')),
  price_negotiable boolean not null default false,

  location text check (char_length(location) <= 200),
  region text check (region in (
    'london', 'manchester', 'birmingham', 'leeds', 'scotland', 'wales', 'southwest', 'northeast'
  )),
  postcode text check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$'),

  power_kw numeric(8, 2) check (power_kw > 0),
  kva numeric generated always as (power_kw * 1.25) stored,
  fuel text check (fuel in (
    'Diesel', 'Petrol/Gasoline', 'Natural Gas', 'Propane/LPG', 'Dual Fuel',
    'Tri-Fuel', 'Solar', 'Hybrid', 'Battery/Electric', 'Hydrogen'
  )),
  phase text check (phase in ('Single Phase', 'Three Phase', 'Split Phase')),
  voltage text check (char_length(voltage) <= 50),
  enclosure text check (char_length(enclosure) <= 100),
  acoustic_type text check (acoustic_type in (
    'Open Set', 'Silenced', 'Super Silenced', 'Acoustic Canopy', 'Acoustic Container'
  )),
  emissions text check (char_length(emissions) <= 100),
  warranty_months integer not null default 0 check (warranty_months between 0 and 120),
  sockets boolean not null default false,
  weight_kg numeric(10, 1) check (weight_kg > 0),
  noise_level_db numeric(5, 1) check (noise_level_db between 20 and 150),
  applications text[] not null default '{}',
  key_features text[] not null default '{}',

  -- Type-specific details (spec 01 section 3), as typed nullable columns rather than one
  -- jsonb: they are few and fixed, typed columns carry units and checks, and the
  -- detail page, the wizard and the bulk CSV can address them by name.
  auto_start boolean,
  transfer_switch text check (transfer_switch in ('manual', 'automatic')),
  fuel_tank_litres numeric(8, 1) check (fuel_tank_litres > 0),
  rated_for_continuous boolean,
  efficiency_pct numeric(5, 2) check (efficiency_pct > 0 and efficiency_pct <= 100),
  heat_recovery boolean,
  towable boolean,
  outlet_panel text check (char_length(outlet_panel) <= 200),
  battery_capacity_kwh numeric(10, 2) check (battery_capacity_kwh > 0),
  solar_compatible boolean,
  auto_switch boolean,
  inverter_type text check (char_length(inverter_type) <= 100),
  fuel_savings_pct numeric(5, 2) check (fuel_savings_pct > 0 and fuel_savings_pct <= 100),
  grid_tie boolean,
  cycle_life integer check (cycle_life > 0),
  round_trip_efficiency_pct numeric(5, 2) check (round_trip_efficiency_pct > 0 and round_trip_efficiency_pct <= 100),
  charging_time_hours numeric(6, 2) check (charging_time_hours > 0),
  modular boolean,
  app_control boolean,
  solar_optimized boolean,
  battery_type text check (char_length(battery_type) <= 100),
  operating_temp_min_c numeric(5, 1),
  operating_temp_max_c numeric(5, 1),

  featured boolean not null default false,
  featured_until timestamptz,
  expires_at timestamptz,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint generator_listings_operating_temp_range
    check (operating_temp_min_c <= operating_temp_max_c),
  -- A listing the public can see must carry what the browse card and filters need.
  -- Drafts (and pending/sold/expired) may be incomplete.
  constraint generator_listings_active_is_complete check (
    status <> 'active' or (
      type is not null and brand is not null and condition is not null and fuel is not null
      and power_kw is not null and year is not null and price_gbp is not null
      and location is not null and description is not null
    )
  )
);

comment on table public.generator_listings is
  'Fixed-price generator listings. Public when status = active; the owner (dealer_id) sees and edits all of their own.';
comment on column public.generator_listings.dealer_id is
  'The seller (private or trade) who owns the listing; the name follows the original table.';
comment on column public.generator_listings.price_gbp is 'Asking price in whole pounds sterling.';
comment on column public.generator_listings.power_kw is 'Rated electrical output in kW (prime rating where a set has both).';
comment on column public.generator_listings.kva is 'kVA = kW x 1.25 (0.8 power factor), as the kVA size filter defines it.';
comment on column public.generator_listings.region is 'One of the browse location filter keys.';
comment on column public.generator_listings.postcode is 'Upper-case UK postcode, full or outward code only.';
comment on column public.generator_listings.noise_level_db is 'Sound pressure in dB(A) at 7 m.';
comment on column public.generator_listings.featured is
  'Paid featured placement: set by the platform (service_role), not by the owner.';
comment on column public.generator_listings.expires_at is
  'End of the paid listing period; set by the platform (service_role).';
comment on column public.generator_listings.published_at is
  'First time the listing became active; stamped by a trigger.';
comment on column public.generator_listings.transfer_switch is 'Transfer switch supplied: manual or automatic (ATS); null = none.';
comment on column public.generator_listings.operating_temp_min_c is 'Operating ambient range (spec operatingTemp), lower end in deg C.';
comment on column public.generator_listings.operating_temp_max_c is 'Operating ambient range (spec operatingTemp), upper end in deg C.';

create trigger generator_listings_set_updated_at
  before update on public.generator_listings
  for each row execute function public.set_updated_at();

create or replace function public.stamp_listing_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'active' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

create trigger generator_listings_stamp_published_at
  before insert or update of status on public.generator_listings
  for each row execute function public.stamp_listing_published_at();

-- Indexes: the owner's listings (and the foreign key), then the browse filters and sorts
-- (spec 01 section 5). Browse queries always include status = 'active'.
create index generator_listings_dealer_id_idx on public.generator_listings (dealer_id, created_at desc);
create index generator_listings_status_created_idx on public.generator_listings (status, created_at desc);
create index generator_listings_status_price_idx on public.generator_listings (status, price_gbp);
create index generator_listings_type_idx on public.generator_listings (type);
create index generator_listings_brand_idx on public.generator_listings (brand);
create index generator_listings_condition_idx on public.generator_listings (condition);
create index generator_listings_fuel_idx on public.generator_listings (fuel);
create index generator_listings_phase_idx on public.generator_listings (phase);
create index generator_listings_acoustic_type_idx on public.generator_listings (acoustic_type);
create index generator_listings_region_idx on public.generator_listings (region);
create index generator_listings_kva_idx on public.generator_listings (kva);
create index generator_listings_year_idx on public.generator_listings (year);
create index generator_listings_hours_idx on public.generator_listings (hours);
create index generator_listings_featured_idx on public.generator_listings (created_at desc) where featured;
-- Title search is "title contains the text, case-insensitively", i.e. title ilike '%…%'
-- (what PostgREST's ilike filter sends). A trigram index on title itself serves ilike
-- (trigram matching is case-insensitive already); one on lower(title) would only serve
-- queries written as lower(title) like …, which the API does not produce.
create index generator_listings_title_trgm_idx on public.generator_listings
  using gin (title extensions.gin_trgm_ops);

alter table public.generator_listings enable row level security;

-- Grants: anon reads; signed-in users read and write, but not the columns the platform
-- manages (featured placement and listing period are paid for; published_at and the
-- timestamps are stamped; kva is generated) and, on update, not id or dealer_id (a
-- listing cannot be handed to another account).
revoke all on table public.generator_listings from anon, authenticated;
grant select on table public.generator_listings to anon, authenticated;
grant delete on table public.generator_listings to authenticated;
grant insert (
  id, dealer_id, status, title, description, type, brand, model, condition, year, hours,
  price_gbp, vat_status, price_negotiable, location, region, postcode, power_kw, fuel, phase,
  voltage, enclosure, acoustic_type, emissions, warranty_months, sockets, weight_kg,
  noise_level_db, applications, key_features, auto_start, transfer_switch, fuel_tank_litres,
  rated_for_continuous, efficiency_pct, heat_recovery, towable, outlet_panel,
  battery_capacity_kwh, solar_compatible, auto_switch, inverter_type, fuel_savings_pct,
  grid_tie, cycle_life, round_trip_efficiency_pct, charging_time_hours, modular, app_control,
  solar_optimized, battery_type, operating_temp_min_c, operating_temp_max_c
) on public.generator_listings to authenticated;
grant update (
  status, title, description, type, brand, model, condition, year, hours,
  price_gbp, vat_status, price_negotiable, location, region, postcode, power_kw, fuel, phase,
  voltage, enclosure, acoustic_type, emissions, warranty_months, sockets, weight_kg,
  noise_level_db, applications, key_features, auto_start, transfer_switch, fuel_tank_litres,
  rated_for_continuous, efficiency_pct, heat_recovery, towable, outlet_panel,
  battery_capacity_kwh, solar_compatible, auto_switch, inverter_type, fuel_savings_pct,
  grid_tie, cycle_life, round_trip_efficiency_pct, charging_time_hours, modular, app_control,
  solar_optimized, battery_type, operating_temp_min_c, operating_temp_max_c
) on public.generator_listings to authenticated;

create policy generator_listings_select_active_or_own on public.generator_listings
  for select to anon, authenticated
  using (status = 'active' or dealer_id = (select auth.uid()));

create policy generator_listings_insert_own on public.generator_listings
  for insert to authenticated
  with check (dealer_id = (select auth.uid()));

create policy generator_listings_update_own on public.generator_listings
  for update to authenticated
  using (dealer_id = (select auth.uid()))
  with check (dealer_id = (select auth.uid()));

create policy generator_listings_delete_own on public.generator_listings
  for delete to authenticated
  using (dealer_id = (select auth.uid()));

---------------------------------------------------------------------------------------
-- listing_photos
---------------------------------------------------------------------------------------

create table public.listing_photos (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.generator_listings (id) on delete cascade,
  storage_path text not null
    check (btrim(storage_path) <> '' and storage_path !~ '^/' and char_length(storage_path) <= 500),
  position integer not null check (position >= 0),
  alt text check (char_length(alt) <= 300),
  created_at timestamptz not null default now(),
  -- Deferrable (checked at the end of each statement) so photos can be reordered, e.g.
  -- two positions swapped, in one update. Trade-off: it cannot be an ON CONFLICT target.
  constraint listing_photos_listing_position_key unique (listing_id, position) deferrable initially immediate
);

comment on table public.listing_photos is
  'Photos of a listing, in order; position 0 is the main photo.';
comment on column public.listing_photos.storage_path is
  'Object name in the listing-photos storage bucket, e.g. {user id}/{listing id}/1.jpg.';

-- The unique constraint's index (listing_id, position) also serves the foreign key.

alter table public.listing_photos enable row level security;

revoke all on table public.listing_photos from anon, authenticated;
grant select on table public.listing_photos to anon, authenticated;
grant insert, update, delete on table public.listing_photos to authenticated;

-- A photo is visible when its listing is: active, or the caller's own.
create policy listing_photos_select_visible_listing on public.listing_photos
  for select to anon, authenticated
  using (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id
      and (l.status = 'active' or l.dealer_id = (select auth.uid()))
  ));

create policy listing_photos_insert_own_listing on public.listing_photos
  for insert to authenticated
  with check (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid())
  ));

create policy listing_photos_update_own_listing on public.listing_photos
  for update to authenticated
  using (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid())
  ))
  with check (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid())
  ));

create policy listing_photos_delete_own_listing on public.listing_photos
  for delete to authenticated
  using (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id and l.dealer_id = (select auth.uid())
  ));

---------------------------------------------------------------------------------------
-- Storage: the listing-photos bucket
---------------------------------------------------------------------------------------

-- Public bucket: photos are served by URL without a token. 5 MB and image types only,
-- as the sell wizard promises. Uploads go under the uploader's own folder:
-- {user id}/... ; seed images live under seed/.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('listing-photos', 'listing-photos', true, 5242880, array['image/*'])
on conflict (id) do nothing;

create policy listing_photo_objects_select on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'listing-photos');

create policy listing_photo_objects_insert_own_folder on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy listing_photo_objects_update_own_folder on storage.objects
  for update to authenticated
  using (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy listing_photo_objects_delete_own_folder on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'listing-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
