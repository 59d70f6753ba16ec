-- Listings: generator_listings and listing_photos, who sees which listing, the catalogue and its
-- search, the listing page, the seller's portal, views and stats, related listings.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- generator_listings
---------------------------------------------------------------------------------------
create table public.generator_listings (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references public.profiles (id) on delete cascade,
  -- app/content/listing-statuses.ts holds the same list (supabase/database-types.test.ts
  -- ties the two). 'inactive' is not owner-editable (owner_may_edit_listing_status): the
  -- seller reactivates the listing first.
  status text not null default 'draft'
    check (status in ('active', 'pending', 'expired', 'sold', 'draft', 'rejected', 'inactive')),

  title text not null check (btrim(title) <> '' and char_length(title) <= 150),
  description text check (char_length(description) <= 10000),
  -- The one type list (app/content/generator-types.ts `generatorTypeKeys`): the browse filter,
  -- the sell wizard, the bulk upload and create auction store these keys, auction_listings.type
  -- takes the same (supabase/tests/listing-fields.test.ts ties the three).
  type text check (type in (
    'portable', 'homeBackup', 'dieselStandby', 'dieselPrime',
    'gasPowered', 'trailerMounted', 'hybrid', 'battery'
  )),
  brand text check (btrim(brand) <> '' and char_length(brand) <= 100),
  model text check (char_length(model) <= 100),
  -- The one condition list (app/content/listing-options.ts `conditions`; auction_listings takes
  -- the same: supabase/tests/listing-fields.test.ts ties the three).
  condition text check (condition in (
    'new-in-stock', 'used-excellent', 'used-good', 'used-fair', 'used-poor', 'used-spares-repairs', 'refurbished'
  )),
  year integer check (year between 1950 and 2100),
  hours integer check (hours >= 0),

  -- Price in whole pounds: asking prices are quoted to the pound and shown without
  -- decimals, and an integer sorts and filters exactly.
  price_gbp integer check (price_gbp >= 0),
  vat_status text check (vat_status in ('ex-vat', 'inc-vat', 'vat-na')),
  price_negotiable boolean not null default false,

  location text check (char_length(location) <= 200),
  -- Every UK region: the location keys a listing and a profile may carry
  -- (app/content/listing-options.ts `locations`, the one list; supabase/listing-fields.test.ts
  -- ties the two).
  region text check (region in (
    'london', 'east', 'southwest', 'birmingham', 'eastmidlands', 'manchester', 'leeds', 'northeast',
    'wales', 'scotland', 'northernireland'
  )),
  postcode text check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$'),

  -- Power is stored in kW; kVA is derived at the 0.8 power factor (app/content/power.ts,
  -- tied by supabase/tests/listing-fields.test.ts).
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

  -- Type-specific details (docs/spec/01-marketplace-core.md §3), as typed nullable columns rather than one
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

  -- The sell wizard's fields.
  -- The option paid for. Set when the payment completes, never by the owner; moderation
  -- reads it when approving (basic: 30 days; enhanced: 60 days, featured).
  listing_option text check (listing_option in ('basic', 'enhanced')),
  -- Where the seller left the wizard, so a saved draft resumes there.
  wizard_step smallint check (wizard_step between 1 and 5),

  -- The review's record. Not in the owner's insert/update column grants: a trigger or
  -- moderate_listing() writes them.
  submitted_at timestamptz,
  rejection_reason text
    constraint generator_listings_rejection_reason_length check (char_length(rejection_reason) between 10 and 500),
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,

  -- The option chosen on the wizard's Pricing step, paid for at Publish.
  chosen_option text check (chosen_option in ('basic', 'enhanced')),

  -- A listing's readable reference: 'GM-10234' instead of the raw uuid, on the listing page
  -- and in staff's search. It is derived here, once: a number the database hands out in
  -- order (never reused, never changed) and the text the site shows, both generated
  -- columns, so no code composes a reference of its own.
  listing_number bigint generated always as identity (start with 10001) unique,
  reference text generated always as ('GM-' || listing_number::text) stored,

  -- The dealer's stock number (bulk upload matches rows to listings by it).
  stock_ref text check (btrim(stock_ref) <> '' and char_length(stock_ref) <= 50),

  -- Where the listing is, for distances (docs/listings.md#location): its postcode's outcode
  -- centre, set by generator_listings_set_coordinates, never by the owner.
  latitude double precision,
  longitude double precision,

  -- The keyword search's document (docs/listings.md#keyword-search): title, brand and model
  -- weigh most (A), then the type and fuel (B, with the acoustic type: "silent", "canopy"),
  -- the place (C) and the description (D). The 'english' configuration, deliberately: it
  -- drops the stop words buyers type ("generator for a farm") and stems plurals and verb
  -- forms ("canopies", "canopied", "sets"), while model codes ("P110-3", "C220D5") and brand
  -- names pass through as they are on both sides, since the query is parsed with the same
  -- configuration (private.parse_search). '/' becomes a space first: the parser reads
  -- "Petrol/Gasoline" as one file-path token. A generated column, so no write path can
  -- forget it.
  search_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig,
      translate(coalesce(title, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''), '/', ' ')), 'A')
    || setweight(to_tsvector('english'::regconfig, translate(
      case type
        when 'portable' then 'portable'
        when 'homeBackup' then 'home backup standby'
        when 'dieselStandby' then 'diesel standby'
        when 'dieselPrime' then 'diesel prime'
        when 'gasPowered' then 'gas'
        when 'trailerMounted' then 'trailer towable'
        when 'hybrid' then 'hybrid'
        when 'battery' then 'battery'
        else ''
      end || ' ' || coalesce(fuel, '') || ' ' || coalesce(acoustic_type, ''), '/', ' ')), 'B')
    || setweight(to_tsvector('english'::regconfig, translate(coalesce(location, ''), '/', ' ')), 'C')
    || setweight(to_tsvector('english'::regconfig, translate(coalesce(description, ''), '/', ' ')), 'D')
  ) stored,

  -- Which of its dealer's depots the listing is at (supabase/schemas/18-depots.sql): the main one
  -- unless the dealer moved it (generator_listings_place_at_depot); none for a private seller or a
  -- dealer without depots. Not the owner's to write directly: move_listings_to_depot, the dealer API.
  depot_id uuid references public.depots (id) on delete set null,

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

-- Indexes: the owner's listings (and the foreign key), then the browse filters and sorts
-- (docs/spec/01-marketplace-core.md §5). Browse queries always include status = 'active'.
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

-- The API's title filter is "title contains the text, case-insensitively", i.e. title ilike
-- '%…%' (what PostgREST's ilike filter sends); the site's keyword search reads
-- search_document instead (below). A trigram index on title itself serves ilike
-- (trigram matching is case-insensitive already); one on lower(title) would only serve
-- queries written as lower(title) like …, which the API does not produce.
create index generator_listings_title_trgm_idx on public.generator_listings
  using gin (title extensions.gin_trgm_ops);

-- The keyword search (private.listing_search_filter) reads active listings only.
create index generator_listings_active_search_idx on public.generator_listings
  using gin (search_document) where status = 'active';

-- Typo tolerance (private.nearest_search_term): a word that matches nothing is compared with
-- the models of the active listings by trigram word similarity (the <% operator); their brands
-- are few, and read through generator_listings_active_brand_idx.
create index generator_listings_active_model_trgm_idx on public.generator_listings
  using gin (model extensions.gin_trgm_ops) where status = 'active';

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

-- The browse page only ever shows active listings, so its sort orders and facet scans get
-- partial indexes over those alone. Each sort has a unique tie-breaker (id) so pages never
-- overlap or skip a listing; price ascending and descending share one index (read forwards
-- or backwards).
create index generator_listings_active_newest_idx on public.generator_listings (created_at desc, id desc)
  where status = 'active';

create index generator_listings_active_price_idx on public.generator_listings (price_gbp, id)
  where status = 'active';

-- For listing_filter_options(): a skip scan finds each distinct brand and power rating
-- with one index probe per value instead of reading every listing.
create index generator_listings_active_brand_idx on public.generator_listings (brand)
  where status = 'active';

create index generator_listings_active_power_idx on public.generator_listings (power_kw)
  where status = 'active';

-- The location filter also matches the free-text location ("contains", case-insensitive).
create index generator_listings_location_trgm_idx on public.generator_listings
  using gin (location extensions.gin_trgm_ops);

comment on column public.generator_listings.listing_option is 'Paid listing option: basic (30 days) or enhanced (60 days, featured). Set by the payment.';

comment on column public.generator_listings.wizard_step is 'The sell wizard step (1-5) the seller last reached.';

---------------------------------------------------------------------------------------
-- Owners' rights: status goes through the functions below; pending listings are frozen
---------------------------------------------------------------------------------------

-- A new listing is a draft (the column default); publish_listing sends it for review and
-- moderation decides the rest, so the owner holds no privilege on status at all.
revoke insert (status), update (status) on public.generator_listings from authenticated;

grant insert (wizard_step), update (wizard_step) on public.generator_listings to authenticated;

comment on column public.generator_listings.submitted_at is
  'When the listing last went to review (became pending); stamped by a trigger. The queue''s order.';

comment on column public.generator_listings.rejection_reason is
  'Why staff rejected the listing, shown to the seller; cleared when it is approved.';

comment on column public.generator_listings.reviewed_at is 'When staff last approved or rejected the listing.';

comment on column public.generator_listings.reviewed_by is 'The staff account that last approved or rejected the listing.';

-- The review queue: pending listings, oldest submission first.
create index generator_listings_pending_idx on public.generator_listings (submitted_at, id)
  where status = 'pending';

comment on column public.generator_listings.chosen_option is
  'The listing option the seller chose on the wizard''s Pricing step; paid for when they publish (listing_option is what was paid).';

grant insert (chosen_option), update (chosen_option) on public.generator_listings to authenticated;

create unique index generator_listings_reference_key on public.generator_listings (reference);

comment on column public.generator_listings.listing_number is
  'The listing''s number, handed out in order from 10001; never changes.';

comment on column public.generator_listings.reference is
  'The readable reference the site shows and staff search for: GM- and the listing number.';

comment on column public.generator_listings.stock_ref is
  'The seller''s own stock number (bulk upload: a row with the same stock_ref updates this listing); unique per seller.';

create unique index generator_listings_dealer_stock_ref_key
  on public.generator_listings (dealer_id, stock_ref) where stock_ref is not null;

create trigger generator_listings_set_updated_at
  before update on public.generator_listings
  for each row execute function public.set_updated_at();

comment on column public.generator_listings.latitude is
  'Latitude of the postcode''s outcode centre (public.outcodes); set by a trigger, null without a known postcode.';

comment on column public.generator_listings.longitude is
  'Longitude of the postcode''s outcode centre (public.outcodes); set by a trigger, null without a known postcode.';

comment on column public.generator_listings.search_document is
  'The keyword search''s weighted document (title, brand, model A; type, fuel, acoustic type B; location C; description D), generated.';

create trigger generator_listings_set_coordinates
  before insert or update of postcode on public.generator_listings
  for each row execute function public.set_coordinates_from_postcode();

create index generator_listings_depot_idx on public.generator_listings (depot_id) where depot_id is not null;

-- A new listing is at its dealer's main depot unless it names one; a depot it names is its
-- dealer's own (a listing cannot be placed at another dealer's address).
create or replace function private.place_listing_at_depot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.depot_id is null then
    if tg_op = 'INSERT' then
      new.depot_id := (select d.id from public.depots d where d.dealer_id = new.dealer_id and d.is_main);
    end if;
  elsif not exists (select 1 from public.depots d where d.id = new.depot_id and d.dealer_id = new.dealer_id) then
    raise exception 'Depot not found' using errcode = 'GM404';
  end if;
  return new;
end;
$$;

revoke all on function private.place_listing_at_depot() from public, anon, authenticated;

create trigger generator_listings_place_at_depot
  before insert or update of depot_id on public.generator_listings
  for each row execute function private.place_listing_at_depot();

-- "Within N miles": a bounding box on latitude, then longitude, narrows the active listings
-- before miles_between measures the few left (docs/listings.md#location).
create index generator_listings_active_coordinates_idx on public.generator_listings (latitude, longitude)
  where status = 'active';

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

create policy generator_listings_insert_own on public.generator_listings
  for insert to authenticated
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

-- The unique constraint's index (listing_id, position) also serves the foreign key.
alter table public.listing_photos enable row level security;

revoke all on table public.listing_photos from anon, authenticated;

grant select on table public.listing_photos to anon, authenticated;

grant insert, update, delete on table public.listing_photos to authenticated;

---------------------------------------------------------------------------------------
-- Who reads an object
---------------------------------------------------------------------------------------

-- The object policy below looks photos up by path.
create index listing_photos_storage_path_idx on public.listing_photos (storage_path);

---------------------------------------------------------------------------------------
-- Which file a photo row may point at
---------------------------------------------------------------------------------------

-- Owners change a photo's position and alt text only: a row keeps the file and listing it
-- was made with (moving it would point a listing at a file checked for another).
revoke update on table public.listing_photos from authenticated;

grant update (position, alt) on table public.listing_photos to authenticated;

comment on column public.listing_photos.storage_path is
  'Object name in the private listing-photos bucket: the largest JPEG copy, {user id}/{listing id}/{sha-256}.jpg (listing_photo_copies); before copies, {user id}/{listing id}/{uuid}.{jpg|png|webp|gif}; or seed/… for the seed''s images.';

-- A photo is visible when its listing is: active, or the caller's own.
create policy listing_photos_select_visible_listing on public.listing_photos
  for select to anon, authenticated
  using (exists (
    select 1 from public.generator_listings l
    where l.id = listing_photos.listing_id
      and (l.status = 'active' or l.dealer_id = (select auth.uid()))
  ));

-- How many active listings each generator type has, for the home page's type tiles.
-- security invoker: it counts only what the caller may see (RLS applies), which for
-- everyone is the active listings.
create or replace function public.active_listing_counts()
returns table (type text, listings integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select l.type, count(*)::integer
  from public.generator_listings l
  where l.status = 'active'
  group by l.type
$$;

comment on function public.active_listing_counts() is
  'Active listings per generator type (home page tiles). Runs with the caller''s rights.';

grant execute on function public.active_listing_counts() to anon, authenticated, service_role;

create or replace function public.listing_filter_options()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with recursive
    brand_values (brand) as (
      (
        select l.brand from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.brand is not null
        order by l.brand limit 1
      )
      union all
      select (
        select l.brand from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.brand > b.brand
        order by l.brand limit 1
      )
      from brand_values b
      where b.brand is not null
    ),
    power_values (power_kw) as (
      (
        select l.power_kw from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.power_kw is not null
        order by l.power_kw limit 1
      )
      union all
      select (
        select l.power_kw from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.power_kw > p.power_kw
        order by l.power_kw limit 1
      )
      from power_values p
      where p.power_kw is not null
    )
  select jsonb_build_object(
    'brands', (select coalesce(jsonb_agg(b.brand order by b.brand), '[]'::jsonb) from brand_values b where b.brand is not null),
    'power_kw', (select coalesce(jsonb_agg(p.power_kw order by p.power_kw), '[]'::jsonb) from power_values p where p.power_kw is not null)
  )
$$;

comment on function public.listing_filter_options() is
  'The distinct brands and power ratings (kW) of active listings, for the browse filters.';

revoke all on function public.listing_filter_options() from public;

grant execute on function public.listing_filter_options() to anon, authenticated, service_role;

-- The seller's phone for Call Seller, for signed-in members, on active listings:
-- - a trade seller: their business line; without one, their phone or mobile, as before
--   (a dealer's numbers are their business's, given at sign-up as the business phone);
-- - anyone else: their phone or mobile only if they chose to show it, otherwise null (the
--   listing page then says the seller prefers messages). A private seller's company_tel is
--   not used: it is not a number they were asked to share here.
create or replace function public.listing_seller_phone(p_listing_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p.user_type = 'trade_seller'
      then coalesce(nullif(p.company_tel, ''), nullif(p.phone, ''), nullif(p.mobile, ''))
    when p.show_phone_on_listings
      then coalesce(nullif(p.phone, ''), nullif(p.mobile, ''))
  end
  from public.generator_listings l
  join public.profiles p on p.id = l.dealer_id
  where l.id = p_listing_id and l.status = 'active' and (select auth.uid()) is not null
$$;

revoke all on function public.listing_seller_phone(uuid) from public, anon;

grant execute on function public.listing_seller_phone(uuid) to authenticated;

---------------------------------------------------------------------------------------
-- The wizard's photos (was P0002)
---------------------------------------------------------------------------------------
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
    raise exception 'Photo not found' using errcode = 'GM404';
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

-- Puts a photo at a place in its listing's order (0: the cover, the listing's main photo) and
-- numbers the photos 0, 1, 2… in their new order, in one statement (the position key is
-- checked at its end). As the caller: listing_photos_update_own_listing lets only the owner
-- of a listing they may change now move its photos; anyone else is told so, not ignored.
create function public.set_listing_photo_position(p_photo_id uuid, p_position integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  photo public.listing_photos;
  target integer;
begin
  select * into photo from public.listing_photos p where p.id = p_photo_id;
  if not found then
    raise exception 'Photo not found' using errcode = 'GM404';
  end if;
  if not public.is_own_editable_listing(photo.listing_id) then
    raise exception 'Only the seller can arrange this listing''s photos, and not while it is reviewed' using errcode = 'GM403';
  end if;
  select least(greatest(coalesce(p_position, 0), 0), count(*) - 1) into target
    from public.listing_photos p where p.listing_id = photo.listing_id;
  update public.listing_photos p
    set position = arranged.position
    from (
      select photo.id as id, target as position
      union all
      select others.id, others.place + case when others.place >= target then 1 else 0 end
      from (
        select q.id, (row_number() over (order by q.position))::integer - 1 as place
        from public.listing_photos q
        where q.listing_id = photo.listing_id and q.id <> photo.id
      ) others
    ) arranged
    where p.id = arranged.id and p.position <> arranged.position;
end;
$$;

comment on function public.set_listing_photo_position(uuid, integer) is
  'Moves a photo to a place in its listing''s order (0: the cover) and numbers the photos from 0; the listing''s owner only (GM403 otherwise, GM404 no such photo).';

revoke all on function public.set_listing_photo_position(uuid, integer) from public, anon;

grant execute on function public.set_listing_photo_position(uuid, integer) to authenticated;

-- The most photos one listing has. app/models/listing-rules.ts (MAX_LISTING_PHOTOS) holds the
-- same number for the wizard's and bulk upload's messages; supabase/tests/listing-rules.test.ts
-- ties the two.
create function public.listing_max_photos()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 20
$$;

comment on function public.listing_max_photos() is
  'The most photos one listing has (listing_photos_within_max enforces it).';

revoke all on function public.listing_max_photos() from public;

grant execute on function public.listing_max_photos() to anon, authenticated, service_role;

-- Refuses a photo past listing_max_photos whoever adds it (the sell wizard's uploads, bulk
-- upload's confirm_listing_import). After the row is in, so a statement adding several counts
-- them all; the listing's row is locked first, so two uploads at once cannot both take the
-- last place. security definer: it counts every photo of the listing and locks the listing's
-- row whatever the caller may read or update.
create function public.listing_photos_within_max()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.generator_listings l where l.id = new.listing_id for no key update;
  if (select count(*) from public.listing_photos p where p.listing_id = new.listing_id) > public.listing_max_photos() then
    raise exception 'A listing can have at most % photos', public.listing_max_photos() using errcode = 'GM400';
  end if;
  return null;
end;
$$;

revoke all on function public.listing_photos_within_max() from public, anon, authenticated;

create trigger listing_photos_within_max
  after insert on public.listing_photos
  for each row execute function public.listing_photos_within_max();

---------------------------------------------------------------------------------------
-- Row-level security: staff read every listing and its photos
---------------------------------------------------------------------------------------

-- A second select policy, for a second audience: the public and owners keep
-- generator_listings_select_active_or_own (active, or your own); staff also read the
-- pending (and every other) listing they review. Policies for one command are OR'ed.
create policy generator_listings_select_staff on public.generator_listings
  for select to authenticated
  using ((select public.is_staff()));

create policy listing_photos_select_staff on public.listing_photos
  for select to authenticated
  using ((select public.is_staff()));

-- Whether the caller has uploaded a file at this path (their own folder only, so it tells
-- nobody about anyone else's files). A function, not a subquery in the policy below: the
-- objects' select policy reads listing_photos, and Postgres refuses policies that lead back
-- to their own table ("infinite recursion detected in policy").
create function public.own_listing_photo_file_exists(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'listing-photos'
      and o.name = p_path
      and (storage.foldername(p_path))[1] = (select auth.uid())::text
  )
$$;

comment on function public.own_listing_photo_file_exists(text) is
  'True when the caller uploaded a file at this path of the listing-photos bucket (their own folder only).';

revoke all on function public.own_listing_photo_file_exists(text) from public, anon;

grant execute on function public.own_listing_photo_file_exists(text) to authenticated;

-- create or replace keeps the grants; said again so this file reads whole.
revoke all on function public.listing_seller_phone(uuid) from public, anon;

grant execute on function public.listing_seller_phone(uuid) to authenticated;

-- Which listings their owner may change, written once. The wizard and the
-- dashboard let an owner change a draft, a rejected listing being fixed, and a live one;
-- RLS allowed every status but pending, so an expired or sold listing could be edited
-- through the API although no page offers it. Now SQL and the app share one rule:
-- ownerEditableStatuses in app/models/listing-rules.ts, tied to this function by
-- supabase/listing-rules.test.ts.
create function public.owner_may_edit_listing_status(p_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('draft', 'rejected', 'active')
$$;

comment on function public.owner_may_edit_listing_status(text) is
  'Whether a listing in this status may be changed by its owner (draft, rejected, active); the app''s ownerEditableStatuses.';

revoke all on function public.owner_may_edit_listing_status(text) from public;

grant execute on function public.owner_may_edit_listing_status(text) to anon, authenticated, service_role;

create policy generator_listings_update_own on public.generator_listings
  for update to authenticated
  using (dealer_id = (select auth.uid()) and public.owner_may_edit_listing_status(status))
  with check (dealer_id = (select auth.uid()));

-- Its photos: added, reordered and removed under the same rule. Runs with the caller's
-- rights, so the listings' own policies apply too.
create function public.is_own_editable_listing(p_listing_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.generator_listings l
    where l.id = p_listing_id
      and l.dealer_id = (select auth.uid())
      and public.owner_may_edit_listing_status(l.status)
  )
$$;

comment on function public.is_own_editable_listing(uuid) is
  'Whether the caller owns this listing and may change it now (owner_may_edit_listing_status).';

revoke all on function public.is_own_editable_listing(uuid) from public;

grant execute on function public.is_own_editable_listing(uuid) to authenticated;

create policy listing_photos_insert_own_listing on public.listing_photos
  for insert to authenticated
  with check (
    public.is_own_editable_listing(listing_id)
    and storage_path ~ (
      '^' || (select auth.uid())::text || '/' || listing_id::text
      || '/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[.](jpg|png|webp|gif)|[0-9a-f]{64}[.]jpg)$'
    )
    and public.own_listing_photo_file_exists(storage_path)
  );

create policy listing_photos_update_own_listing on public.listing_photos
  for update to authenticated
  using (public.is_own_editable_listing(listing_id))
  with check (public.is_own_editable_listing(listing_id));

create policy listing_photos_delete_own_listing on public.listing_photos
  for delete to authenticated
  using (public.is_own_editable_listing(listing_id));

---------------------------------------------------------------------------------------
-- listing_photo_copies: the web copies a photo is served as
---------------------------------------------------------------------------------------

-- An uploaded photo is kept only as copies made for the web (docs/decisions/016-photo-processing.md):
-- WebP and JPEG at up to four sizes, upright, without metadata, each named by the SHA-256 of
-- its bytes in the owner's folder of the listing-photos bucket. The photo's own storage_path
-- is its largest JPEG copy, so readers that know only listing_photos still show it. Copies
-- never change (a new photo is a new row): there is no update.
create table public.listing_photo_copies (
  id uuid primary key default gen_random_uuid(),
  photo_id uuid not null references public.listing_photos (id) on delete cascade,
  width integer not null check (width between 1 and 1920),
  height integer not null check (height between 1 and 1920),
  format text not null check (format in ('webp', 'jpeg')),
  -- In the listing's folder ({seller}/{listing}/), or in a bulk upload's ({seller}/imports/{folder}/,
  -- supabase/schemas/85-bulk-upload.sql), named by its SHA-256.
  storage_path text not null unique
    check (storage_path ~ '^[0-9a-f-]{36}/(imports/)?[0-9a-f-]{36}/[0-9a-f]{64}[.](webp|jpg)$'),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null default now(),
  constraint listing_photo_copies_photo_width_format_key unique (photo_id, width, format)
);

comment on table public.listing_photo_copies is
  'The web copies of a listing photo (WebP and JPEG, up to four widths, no metadata), each named by its SHA-256; what pages serve in srcset.';

comment on column public.listing_photo_copies.storage_path is
  'Object name in the listing-photos bucket: {user id}/{listing id}/{sha-256 of the bytes}.{webp|jpg}.';

comment on column public.listing_photo_copies.width is
  'The copy''s width in pixels (its long side is at most 1920), for srcset''s w descriptor.';

comment on column public.listing_photo_copies.bytes is
  'The copy''s size in bytes.';

alter table public.listing_photo_copies enable row level security;

revoke all on table public.listing_photo_copies from anon, authenticated;

grant select on table public.listing_photo_copies to anon, authenticated;

grant insert, delete on table public.listing_photo_copies to authenticated;

-- A copy is visible when its photo is (listing_photos' select policies: an active listing's,
-- the owner's own, staff).
create policy listing_photo_copies_select_visible_photo on public.listing_photo_copies
  for select to anon, authenticated
  using (exists (select 1 from public.listing_photos p where p.id = listing_photo_copies.photo_id));

-- Added by the listing's owner while they may change it, in their own folder under the
-- listing's, pointing at a file they uploaded (as listing_photos_insert_own_listing).
create policy listing_photo_copies_insert_own_listing on public.listing_photo_copies
  for insert to authenticated
  with check (
    exists (
      select 1 from public.listing_photos p
      where p.id = listing_photo_copies.photo_id
        and public.is_own_editable_listing(p.listing_id)
        and listing_photo_copies.storage_path like (select auth.uid())::text || '/' || p.listing_id::text || '/%'
    )
    and public.own_listing_photo_file_exists(storage_path)
  );

create policy listing_photo_copies_delete_own_listing on public.listing_photo_copies
  for delete to authenticated
  using (exists (
    select 1 from public.listing_photos p
    where p.id = listing_photo_copies.photo_id and public.is_own_editable_listing(p.listing_id)
  ));

-- A photo's copies as pages use them (srcset), smallest first per format.
create function public.listing_photo_copy_list(p_photo_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object('storage_path', c.storage_path, 'width', c.width, 'height', c.height, 'format', c.format)
      order by c.format, c.width
    ),
    '[]'::jsonb
  )
  from public.listing_photo_copies c
  where c.photo_id = p_photo_id
$$;

comment on function public.listing_photo_copy_list(uuid) is
  'A listing photo''s web copies (storage_path, width, height, format) by format and width, as the caller may see them; [] for a photo without copies (the seed''s).';

revoke all on function public.listing_photo_copy_list(uuid) from public;

grant execute on function public.listing_photo_copy_list(uuid) to anon, authenticated, service_role;

create or replace function public.listing_missing_fields(p_listing_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_remove(array[
    case when l.type is null then 'type' end,
    case when l.condition is null then 'condition' end,
    case when nullif(btrim(l.description), '') is null then 'description' end,
    case when l.power_kw is null then 'power_kw' end,
    case when l.fuel is null then 'fuel' end,
    case when nullif(btrim(l.brand), '') is null then 'brand' end,
    case when l.year is null then 'year' end,
    case when not exists (select 1 from public.listing_photos p where p.listing_id = l.id) then 'photos' end,
    case when l.price_gbp is null then 'price_gbp' end,
    case when l.vat_status is null then 'vat_status' end,
    case when l.postcode is null then 'postcode' end,
    case when l.status <> 'active' and l.chosen_option is null
      and (select pr.user_type from public.profiles pr where pr.id = l.dealer_id) is distinct from 'trade_seller'
      and not exists (select 1 from public.payments p where p.listing_id = l.id and p.status = 'paid' and p.purpose = 'listing_option')
      then 'listing_option' end
  ], null)
  from public.generator_listings l
  where l.id = p_listing_id
    and (l.dealer_id = (select auth.uid()) or public.is_staff())
$$;

comment on function public.listing_missing_fields(uuid) is
  'What the listing lacks before it can be published (empty when nothing), for its owner and staff; null otherwise.';

revoke all on function public.listing_missing_fields(uuid) from public, anon;

grant execute on function public.listing_missing_fields(uuid) to authenticated;

create or replace function public.listing_field_label(p_field text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_field
    when 'type' then 'the type'
    when 'condition' then 'the condition'
    when 'description' then 'a description'
    when 'power_kw' then 'the power output'
    when 'fuel' then 'the fuel type'
    when 'brand' then 'the brand'
    when 'year' then 'the year'
    when 'photos' then 'at least one photo'
    when 'price_gbp' then 'the asking price'
    when 'vat_status' then 'the VAT status'
    when 'postcode' then 'the postcode'
    when 'listing_option' then 'a listing option'
  end
$$;

revoke all on function public.listing_field_label(text) from public;

grant execute on function public.listing_field_label(text) to anon, authenticated;

---------------------------------------------------------------------------------------
-- listing_views: one row per visitor per listing per day. The visitor is a keyed hash
-- (never an IP address in clear, never a cookie), so a day's rows count distinct visitors.
---------------------------------------------------------------------------------------
create table public.listing_views (
  listing_id uuid not null references public.generator_listings (id) on delete cascade,
  viewed_on date not null default current_date,
  visitor_hash text not null check (char_length(visitor_hash) between 16 and 128),
  primary key (listing_id, viewed_on, visitor_hash)
);

comment on table public.listing_views is
  'Listing page views: one row per visitor (a keyed hash, no IP address) per listing per day.';

-- No grants and no policies: nobody reads or writes the rows directly. Views are recorded
-- and counted through the statistics functions.
alter table public.listing_views enable row level security;

revoke all on table public.listing_views from anon, authenticated;

-- The keyword search's one query builder (docs/listings.md#keyword-search), for listings
-- (private.listing_search_filter, so search_listings and saved-search alerts alike) and
-- auctions (search_auctions). From the typed text:
-- * a power ("100kva", "100 kVA", "2.2 kVA", "80 kW", "70 kWe") becomes a range of about
--   that power (±10%: kva_min/kva_max or kw_min/kw_max) and leaves the text; power_phrase
--   is the same power as words of the title ("3 kVA"), which the filters accept too: a
--   seller's title can round what the kW figure says (a "3 kVA" set of 2.8 kW is 3.5 kVA);
-- * "generator", "generators", "genset(s)" and "generating set(s)" leave the text: every
--   listing is one, and the words would only demand that its text says so;
-- * a word of four or more characters that matches no active listing's or live auction's
--   document, but is trigram-similar (pg_trgm, similarity 0.4 or more) to a brand or model
--   of one, is replaced by it ("perkns" Perkins, "cumins" Cummins); corrected is then the
--   text as searched, for the page to say so;
-- * the rest is read by websearch_to_tsquery, so "quoted phrases", or and -word work, in the
--   search document's own 'english' configuration;
-- * the trade's synonyms are expanded with ts_rewrite, as OR inside the query's own
--   structure (so "-petrol" also leaves out gasoline): petrol/gasoline, gas/natural
--   gas/LPG/propane, silent/silenced/acoustic/canopy/soundproof, standby/backup; typed_query
--   is the query before that (null when no synonym was expanded), so the words as typed can
--   rank above their synonyms ("lpg" finds natural gas sets too, after the LPG ones).
-- text_query is null when no words are left (only a power, only "generator"): no text
-- condition; matches_nothing says the text had nothing searchable at all (punctuation, a
-- lone "-", stop words), which finds nothing. relaxed lists looser searches for a search
-- that finds nothing (search_listings): any of its words with its power, its power alone,
-- its words alone.
create or replace function private.parse_search(
  search text,
  out text_query tsquery,
  out matches_nothing boolean,
  out kva_min numeric,
  out kva_max numeric,
  out kw_min numeric,
  out kw_max numeric,
  out power_phrase tsquery,
  out corrected text,
  out relaxed text[],
  out typed_query tsquery
)
language plpgsql
stable
set search_path = ''
-- websearch_to_tsquery notices a text of stop words only; that is an answer here, not news.
set client_min_messages = warning
-- Whether a word matches any document is a GIN probe; without this the planner, guessing a
-- rare word is common enough, reads every active row to find that none matches (0.8 s at
-- 100,000 listings against a few milliseconds).
set enable_seqscan = off
as $$
declare
  -- A number, its thousands separated or not, a decimal part, then the unit (kWh is not one).
  power_pattern constant text := '\m(\d{1,3}(?:,\d{3})+|\d{1,6})(\.\d{1,2})?\s*(kva|kwe|kw)\M';
  generator_pattern constant text := '\m(generators?|gensets?|generating\s+sets?)\M';
  synonyms constant text[] := array[
    'petrol gasoline', 'gas lpg propane', 'silent silenced acoustic canopy soundproof', 'standby backup'
  ];
  t text;
  shown text;
  power text[];
  amount numeric;
  power_text text;
  dropped boolean := false;
  word text;
  term text;
  words text[];
  i integer;
  member text;
begin
  matches_nothing := false;
  -- The browse box sends at most 64 characters; anything longer is cut, never refused.
  -- Control characters and the characters the parser reads as paths become spaces.
  t := regexp_replace(left(coalesce(search, ''), 256), '[[:cntrl:]/\\]+', ' ', 'g');
  shown := btrim(regexp_replace(t, '\s+', ' ', 'g'));

  power := regexp_match(t, power_pattern, 'i');
  if power is not null then
    amount := (replace(power[1], ',', '') || coalesce(power[2], ''))::numeric;
    if lower(power[3]) = 'kva' then
      kva_min := round(amount * 0.9, 2);
      kva_max := round(amount * 1.1, 2);
    else
      kw_min := round(amount * 0.9, 2);
      kw_max := round(amount * 1.1, 2);
    end if;
    power_text := replace(power[1], ',', '') || coalesce(power[2], '') || ' ' || lower(power[3]);
    -- Digits, a point and a unit: nothing to quote.
    power_phrase := format('''%s'':A <-> ''%s'':A', replace(power[1], ',', '') || coalesce(power[2], ''), lower(power[3]))::tsquery;
    t := regexp_replace(t, power_pattern, ' ', 'gi');
  end if;

  if t ~* generator_pattern then
    dropped := true;
    t := regexp_replace(t, generator_pattern, ' ', 'gi');
  end if;
  -- Two-word forms of the synonyms, as one word.
  t := regexp_replace(t, '\mnatural\s+gas\M', 'gas', 'gi');
  t := regexp_replace(t, '\mback[\s-]?up\M', 'backup', 'gi');

  -- Typo tolerance on brands and models. The words are letters and digits only, so they go
  -- into the patterns as they are.
  for word in
    select distinct w from regexp_split_to_table(t, '[^[:alnum:]]+') w
    where char_length(w) between 4 and 40 and w ~ '[[:alpha:]]'
  loop
    continue when numnode(plainto_tsquery('english', word)) = 0
      or exists (
        select 1 from public.generator_listings l
        where l.status = 'active' and l.search_document @@ plainto_tsquery('english', word)
      )
      or exists (
        select 1 from public.auction_listings a
        where a.status = 'active' and a.search_document @@ plainto_tsquery('english', word)
      );
    term := private.nearest_search_term(word, 0.4);
    if term is not null then
      t := regexp_replace(t, '\m' || word || '\M', replace(term, '\', '\\'), 'gi');
      shown := regexp_replace(shown, '\m' || word || '\M', replace(term, '\', '\\'), 'gi');
      corrected := shown;
    end if;
  end loop;

  text_query := websearch_to_tsquery('english', t);
  if numnode(text_query) = 0 then
    text_query := null;
    matches_nothing := not dropped and power is null;
  else
    typed_query := text_query;
    -- Each synonym to a placeholder first, then each placeholder to its group, so a group's
    -- own words are not expanded again.
    for i in 1 .. cardinality(synonyms) loop
      foreach member in array string_to_array(synonyms[i], ' ') loop
        text_query := ts_rewrite(text_query, to_tsquery('english', member), format('synonymgroup%s', i)::tsquery);
      end loop;
    end loop;
    for i in 1 .. cardinality(synonyms) loop
      text_query := ts_rewrite(
        text_query, format('synonymgroup%s', i)::tsquery, to_tsquery('english', replace(synonyms[i], ' ', ' | '))
      );
    end loop;
    if text_query = typed_query then
      typed_query := null;
    end if;
  end if;

  -- The looser searches: the words that are not left out (-word), quotes and "or" dropped.
  select coalesce(array_agg(w), '{}') into words
  from regexp_split_to_table(regexp_replace(t, '(^|\s)-\S*', ' ', 'g'), '[\s"]+') w
  where w <> '' and lower(w) <> 'or' and numnode(plainto_tsquery('english', w)) > 0;
  relaxed := '{}';
  if cardinality(words) > 1 or (cardinality(words) > 0 and power_text is not null) then
    relaxed := relaxed || btrim(array_to_string(words, ' or ') || ' ' || coalesce(power_text, ''));
  end if;
  if power_text is not null and cardinality(words) > 0 then
    relaxed := relaxed || power_text || array[array_to_string(words, ' or ')];
  end if;
end;
$$;

revoke all on function private.parse_search from public;

-- The brand or model of an active listing or live auction, or one word of it ("Wilson" of
-- "FG Wilson"), nearest to a word by trigram similarity, at least min_similarity; null when
-- none is. The listings' brands are few: each distinct one is found by a probe of
-- generator_listings_active_brand_idx (a loose index scan) and compared. Their models may be
-- as many as the listings: the <% operator (word similarity, here from 0.3) lets the trigram
-- index on the active rows' models find the candidates. Auctions are few.
create or replace function private.nearest_search_term(word text, min_similarity real)
returns text
language sql
stable
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.3
set enable_seqscan = off
as $$
  with recursive brands (brand) as (
    select min(l.brand) from public.generator_listings l where l.status = 'active'
    union all
    select (select min(l.brand) from public.generator_listings l where l.status = 'active' and l.brand > brands.brand)
    from brands where brands.brand is not null
  )
  select piece.term
  from (
    select brands.brand as term from brands where brands.brand is not null
    union
    select l.model from public.generator_listings l
    where l.status = 'active' and word operator(extensions.<%) l.model
    union
    select a.brand from public.auction_listings a
    where a.status = 'active' and a.auction_end_date > now() and word operator(extensions.<%) a.brand
    union
    select a.model from public.auction_listings a
    where a.status = 'active' and a.auction_end_date > now() and word operator(extensions.<%) a.model
  ) candidate
  cross join lateral (
    select candidate.term
    union
    select part from regexp_split_to_table(candidate.term, '\s+') part where part ~ '[[:alpha:]]'
  ) piece
  where extensions.similarity(lower(piece.term), lower(word)) >= min_similarity
  order by extensions.similarity(lower(piece.term), lower(word)) desc, piece.term
  limit 1
$$;

revoke all on function private.nearest_search_term from public;

-- "Did you mean …?" for a search that found nothing: the brand or model nearest to one of
-- its words (similarity 0.3 or more, and not the word itself), with the search as it would
-- read with that word replaced. Null when no word is near one.
create or replace function private.search_suggestion(search text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  word text;
  term text;
  best_term text;
  best_word text;
  best_similarity real := 0;
begin
  for word in
    select distinct w from regexp_split_to_table(left(coalesce(search, ''), 256), '[^[:alnum:]]+') w
    where char_length(w) between 3 and 40 and w ~ '[[:alpha:]]'
      and w !~* '^(generators?|gensets?|kva|kwe?|or)$'
  loop
    term := private.nearest_search_term(word, 0.3);
    if term is not null and lower(term) <> lower(word)
      and extensions.similarity(lower(term), lower(word)) > best_similarity then
      best_term := term;
      best_word := word;
      best_similarity := extensions.similarity(lower(term), lower(word));
    end if;
  end loop;
  if best_term is null then
    return null;
  end if;
  return jsonb_build_object(
    'term', best_term,
    'search', btrim(regexp_replace(
      regexp_replace(search, '\m' || best_word || '\M', replace(best_term, '\', '\\'), 'gi'), '\s+', ' ', 'g'
    ))
  );
end;
$$;

revoke all on function private.search_suggestion from public;

-- The WHERE clause of active listings matching the browse filters, and the values it binds.
-- Each value stays a bind parameter of the caller's query: $1 the keyword query (a tsquery,
-- private.parse_search's), $2 … $18 the filters in the order of the arguments below, $19 the
-- region, $20 the place pattern. A power read from the text is numbers parse_search
-- computed and its title phrase quoted (%L), so they are written into the clause. Fixed
-- fragments otherwise. corrected and relaxed are parse_search's, and rank_expression the
-- relevance to order by, for search_listings.
create or replace function private.listing_search_filter(
  search text,
  listing_type text,
  brands text[],
  power_kw numeric,
  kva_min numeric,
  kva_max numeric,
  listing_condition text,
  featured_only boolean,
  min_price integer,
  max_price integer,
  min_year integer,
  max_year integer,
  min_hours integer,
  max_hours integer,
  listing_phase text,
  listing_fuel text,
  min_warranty_months integer,
  has_sockets boolean,
  listing_acoustic_type text,
  location_region text,
  location_place text,
  out where_clause text,
  out search_query tsquery,
  out place_pattern text,
  out corrected text,
  out relaxed text[],
  out rank_expression text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  conditions text[] := array['l.status = ''active'''];
  parsed record;
begin
  if nullif(btrim(search), '') is not null then
    select * into parsed from private.parse_search(search);
    search_query := parsed.text_query;
    -- Relevance (search_listings' order): the words as typed count again over their synonyms.
    rank_expression := 'ts_rank_cd(l.search_document, $1)'
      || case when parsed.typed_query is not null
        then format(' + ts_rank_cd(l.search_document, %L::tsquery)', parsed.typed_query) else '' end;
    corrected := parsed.corrected;
    relaxed := parsed.relaxed;
    if parsed.matches_nothing then conditions := conditions || 'false'::text; end if;
    if search_query is not null then conditions := conditions || 'l.search_document @@ $1'::text; end if;
    if parsed.kva_min is not null then
      conditions := conditions || format(
        '(l.kva between %s and %s or l.search_document @@ %L::tsquery)', parsed.kva_min, parsed.kva_max, parsed.power_phrase
      );
    end if;
    if parsed.kw_min is not null then
      conditions := conditions || format(
        '(l.power_kw between %s and %s or l.search_document @@ %L::tsquery)', parsed.kw_min, parsed.kw_max, parsed.power_phrase
      );
    end if;
  end if;
  -- A LIKE pattern with the text's own wildcards and escape character taken literally.
  if nullif(btrim(location_place), '') is not null then
    place_pattern := '%' || replace(replace(replace(btrim(location_place), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  if listing_type is not null then conditions := conditions || 'l.type = $2'::text; end if;
  if cardinality(brands) > 0 then conditions := conditions || 'l.brand = any($3)'::text; end if;
  if power_kw is not null then conditions := conditions || 'l.power_kw = $4'::text; end if;
  if kva_min is not null then conditions := conditions || 'l.kva >= $5'::text; end if;
  -- Half-open, as the kVA bands (app/content/listing-options.ts kvaSizes): 100 kVA is in 100–250 only.
  if kva_max is not null then conditions := conditions || 'l.kva < $6'::text; end if;
  if listing_condition is not null then conditions := conditions || 'l.condition = $7'::text; end if;
  if featured_only then conditions := conditions || 'l.featured'::text; end if;
  if min_price is not null then conditions := conditions || 'l.price_gbp >= $8'::text; end if;
  if max_price is not null then conditions := conditions || 'l.price_gbp <= $9'::text; end if;
  if min_year is not null then conditions := conditions || 'l.year >= $10'::text; end if;
  if max_year is not null then conditions := conditions || 'l.year <= $11'::text; end if;
  if min_hours is not null then conditions := conditions || 'l.hours >= $12'::text; end if;
  if max_hours is not null then conditions := conditions || 'l.hours <= $13'::text; end if;
  if listing_phase is not null then conditions := conditions || 'l.phase = $14'::text; end if;
  if listing_fuel is not null then conditions := conditions || 'l.fuel = $15'::text; end if;
  if min_warranty_months is not null then conditions := conditions || 'l.warranty_months >= $16'::text; end if;
  if has_sockets is not null then conditions := conditions || 'l.sockets = $17'::text; end if;
  if listing_acoustic_type is not null then conditions := conditions || 'l.acoustic_type = $18'::text; end if;
  if location_region is not null and place_pattern is not null then
    conditions := conditions || '(l.region = $19 or l.location ilike $20)'::text;
  elsif location_region is not null then
    conditions := conditions || 'l.region = $19'::text;
  elsif place_pattern is not null then
    conditions := conditions || 'l.location ilike $20'::text;
  end if;
  where_clause := array_to_string(conditions, ' and ');
end;
$$;

revoke all on function private.listing_search_filter from public;

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

-- Puts the caller's deactivated listing back on the site, while its paid period lasts. A
-- trade seller needs room in their package for it (private.require_ad_allowance, whose
-- callers lock the profile row first): a listing paused when a plan ended
-- (docs/payments.md "Weekly plans") comes back only within the allowance.
create or replace function public.reactivate_listing(p_listing_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing record;
  member_type text;
begin
  select p.user_type into member_type from public.profiles p where p.id = (select auth.uid()) for update;
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
    raise exception 'This listing''s period has ended: renew it to put it back on the site' using errcode = 'GM409';
  end if;
  if member_type = 'trade_seller' then
    perform private.require_ad_allowance((select auth.uid()), 1);
  end if;
  update public.generator_listings l set status = 'active' where l.id = p_listing_id;
  return 'active';
end;
$$;

revoke all on function public.reactivate_listing(uuid) from public, anon;

grant execute on function public.reactivate_listing(uuid) to authenticated;

---------------------------------------------------------------------------------------
-- The listing period's end (docs/email.md)
---------------------------------------------------------------------------------------

-- The clock of listings' paid periods (expires_at), every minute (public.queue_reminder_emails,
-- supabase/schemas/15-email.sql): a live listing whose period has ended becomes 'expired'
-- (off the site; the seller renews it) and its seller is emailed once a period; a live listing whose
-- period ends within 3 days is a listing_expiring email, once per period (Promote lengthens
-- it, so the key carries the end). Answers how many emails it queued.
create or replace function private.expire_listings_and_remind()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing record;
  queued integer := 0;
begin
  for listing in
    update public.generator_listings l set status = 'expired'
    where l.id in (
      select x.id from public.generator_listings x
      where x.status = 'active' and x.expires_at <= now()
      for update skip locked
    )
    returning l.id, l.dealer_id, l.title, l.expires_at
  loop
    -- Once per period: a renewed listing (public.renew_listing) expires again.
    if private.queue_email(listing.dealer_id, 'listing_expired',
      format('listing_expired/%s/%s/%s', listing.id, listing.dealer_id, extract(epoch from listing.expires_at)),
      jsonb_build_object('listingId', listing.id, 'listingTitle', listing.title, 'expiredAt', listing.expires_at))
    then
      queued := queued + 1;
    end if;
  end loop;
  for listing in
    select l.id, l.dealer_id, l.title, l.expires_at from public.generator_listings l
    where l.status = 'active' and l.expires_at > now() and l.expires_at <= now() + interval '3 days'
  loop
    if private.queue_email(listing.dealer_id, 'listing_expiring',
      format('listing_expiring/%s/%s/%s', listing.id, listing.dealer_id, extract(epoch from listing.expires_at)),
      jsonb_build_object('listingId', listing.id, 'listingTitle', listing.title, 'expiresAt', listing.expires_at))
    then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

revoke all on function private.expire_listings_and_remind() from public, anon, authenticated;

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
    union
    select c.storage_path from public.listing_photo_copies c
    join public.listing_photos p on p.id = c.photo_id
    where p.listing_id = any (p_listing_ids) and split_part(c.storage_path, '/', 1) = caller::text
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
-- (listing_views, which nobody reads directly), enquiries (conversations about each),
-- saves, and why a rejected one was rejected. p_search matches title, brand, model or
-- location (case-insensitive, as text, no patterns); p_status one status or null for all;
-- p_depot one of the caller's depots or null for all; p_sort newest (default), price-asc,
-- price-desc, views-asc, views-desc, inquiries-asc, inquiries-desc; ties newest first.
create or replace function public.seller_portal_listings(
  p_search text default null,
  p_status text default null,
  p_sort text default null,
  p_depot uuid default null
)
returns table (
  id uuid,
  title text,
  status text,
  depot_id uuid,
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
  saves integer,
  rejection_reason text
)
language sql
stable
security definer
set search_path = ''
as $$
  with own as (
    select l.id, l.title, l.status, l.depot_id, l.location, l.condition, l.price_gbp, l.listing_option,
           l.featured, l.expires_at, l.created_at,
           (select p.storage_path from public.listing_photos p
            where p.listing_id = l.id order by p.position limit 1) as photo_path,
           (select count(*)::int from public.listing_views v where v.listing_id = l.id) as views,
           (select count(*)::int from public.conversation_threads t where t.listing_id = l.id) as inquiries,
           (select count(*)::int from public.saved_listings s where s.listing_id = l.id) as saves,
           l.rejection_reason
    from public.generator_listings l
    where l.dealer_id = (select auth.uid())
      and (p_status is null or l.status = p_status)
      and (p_depot is null or l.depot_id = p_depot)
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

comment on function public.seller_portal_listings(text, text, text, uuid) is
  'The caller''s own listings for the sellers portal, with views, enquiries, saves and why a rejected one was rejected; searched, filtered (status, depot) and sorted.';

revoke all on function public.seller_portal_listings(text, text, text, uuid) from public, anon;

grant execute on function public.seller_portal_listings(text, text, text, uuid) to authenticated;

---------------------------------------------------------------------------------------
-- record_listing_view: the Worker (service role) only
---------------------------------------------------------------------------------------
create function public.record_listing_view(p_listing uuid, p_visitor_hash text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with recorded as (
    insert into public.listing_views (listing_id, visitor_hash)
    select l.id, p_visitor_hash
    from public.generator_listings l
    where l.id = p_listing and l.status = 'active'
    on conflict do nothing
    returning 1
  )
  select exists (select 1 from recorded)
$$;

comment on function public.record_listing_view(uuid, text) is
  'Counts a view of an active listing by a visitor (a keyed hash) today, once per visitor and '
  'day: true when this was their first view today. Server only (the Worker), so nobody can '
  'inflate counts through the API.';

revoke all on function public.record_listing_view(uuid, text) from public, anon, authenticated;

grant execute on function public.record_listing_view(uuid, text) to service_role;

---------------------------------------------------------------------------------------
-- What a seller reads: their own listings only (auth.uid() is the seller)
---------------------------------------------------------------------------------------

-- The period a seller asks for, in days: 30 unless said, between 1 and 365.
create function private.stats_period(p_days integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select least(greatest(coalesce(p_days, 30), 1), 365)
$$;

create function public.seller_listing_figures(p_days integer default 30)
returns table (listing_id uuid, views integer, enquiries integer, saves integer)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id,
         (select count(*)::int from public.listing_views v
          where v.listing_id = l.id and v.viewed_on > current_date - private.stats_period(p_days)),
         (select count(*)::int from public.conversation_threads t
          where t.listing_id = l.id and t.created_at::date > current_date - private.stats_period(p_days)),
         (select count(*)::int from public.saved_listings s where s.listing_id = l.id)
  from public.generator_listings l
  where l.dealer_id = (select auth.uid())
$$;

comment on function public.seller_listing_figures(integer) is
  'Each of the caller''s own listings with its views and enquiries over the last p_days days '
  '(30 by default, today included) and the members who have it saved now.';

create function public.seller_overview_figures(p_days integer default 30)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'days', private.stats_period(p_days),
    'views', coalesce(sum(f.views), 0)::int,
    'enquiries', coalesce(sum(f.enquiries), 0)::int,
    'saves', coalesce(sum(f.saves), 0)::int
  )
  from public.seller_listing_figures(p_days) f
$$;

comment on function public.seller_overview_figures(integer) is
  'The caller''s listings together: views and enquiries over the last p_days days (30 by '
  'default), and saves now. Zeros for a member without listings.';

create function public.listing_stats(p_listing uuid, p_days integer default 30)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with listing as (
    select l.id, l.title, l.status, l.published_at
    from public.generator_listings l
    where l.id = p_listing and l.dealer_id = (select auth.uid())
  ),
  series as (
    select d.day,
           (select count(*)::int from public.listing_views v
            where v.listing_id = p_listing and v.viewed_on = d.day) as views,
           (select count(*)::int from public.conversation_threads t
            where t.listing_id = p_listing and t.created_at::date = d.day) as enquiries,
           (select count(*)::int from public.saved_listings s
            where s.listing_id = p_listing and s.created_at::date = d.day) as saves
    from (
      select (current_date - n) as day
      from generate_series(0, private.stats_period(p_days) - 1) n
    ) d
  ),
  -- The seller's listings that have been live (any status since), and this one, over
  -- the same period: what "how it compares" is measured against.
  compared as (
    select f.listing_id, f.views, f.enquiries, f.saves,
           rank() over (order by f.views desc) as views_rank
    from public.seller_listing_figures(p_days) f
    join public.generator_listings l on l.id = f.listing_id
    where l.published_at is not null or l.id = p_listing
  ),
  others as (
    select count(*)::int as listings,
           round(avg(c.views), 1) as views,
           round(avg(c.enquiries), 1) as enquiries,
           round(avg(c.saves), 1) as saves
    from compared c
    where c.listing_id <> p_listing
  )
  select jsonb_build_object(
    'listing', jsonb_build_object('id', l.id, 'title', l.title, 'status', l.status, 'ever_live', l.published_at is not null),
    'days', private.stats_period(p_days),
    'series', (select jsonb_agg(jsonb_build_object('day', s.day, 'views', s.views,
                                                   'enquiries', s.enquiries, 'saves', s.saves)
                                order by s.day)
               from series s),
    'totals', (select jsonb_build_object('views', sum(s.views)::int, 'enquiries', sum(s.enquiries)::int,
                                         'saves', sum(s.saves)::int)
               from series s),
    'saved_by', (select count(*)::int from public.saved_listings s where s.listing_id = p_listing),
    'comparison', jsonb_build_object(
      'other_listings', o.listings,
      'average_views', o.views,
      'average_enquiries', o.enquiries,
      'average_saves', o.saves,
      'views_rank', (select c.views_rank::int from compared c where c.listing_id = p_listing),
      'ranked_listings', (select count(*)::int from compared)
    )
  )
  from listing l, others o
$$;

comment on function public.listing_stats(uuid, integer) is
  'One of the caller''s own listings over the last p_days days (30 by default, today '
  'included): views, enquiries and new saves per day, their totals, the members who have it '
  'saved now, and how it compares with the seller''s other listings that have been live '
  '(their averages over the same days, and its rank by views); ever_live says whether this '
  'one has been (published_at). Null for anyone else''s.';

revoke all on function public.seller_listing_figures(integer), public.seller_overview_figures(integer),
  public.listing_stats(uuid, integer) from public, anon;

grant execute on function public.seller_listing_figures(integer), public.seller_overview_figures(integer),
  public.listing_stats(uuid, integer) to authenticated;

-- Site search finds stock: the header's
-- search dialog (as you type, through /search/stock) and /search list the listings and live
-- auctions that match the typed text, next to the site's page entries. One call gives the
-- first few of each and how many match in all, so "See all N generators" agrees with
-- /listings?q=… : the matching is the browse pages' own, search_listings' and
-- search_auctions' search argument (private.listing_search_filter for listings), not a
-- second rule.
--
-- security invoker: it only calls the two public functions anyone may call. Blank text
-- matches nothing here (the browse functions would read it as "no filter", everything).
create function public.search_stock(search text, result_limit integer default 5)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  size integer := least(greatest(coalesce(result_limit, 5), 1), 24);
  listings jsonb;
  auctions jsonb;
begin
  if nullif(btrim(search), '') is null then
    return jsonb_build_object(
      'listings', jsonb_build_object('total', 0, 'listings', '[]'::jsonb),
      'auctions', jsonb_build_object('total', 0, 'auctions', '[]'::jsonb)
    );
  end if;
  listings := public.search_listings(search => search, page_size => size);
  auctions := public.search_auctions(search => search, page_size => size);
  -- The listings' keyword-search notes too (search_listings'): a corrected brand, and for a
  -- search that found nothing the closest listings (relaxed) and a suggestion.
  return jsonb_build_object(
    'listings', jsonb_build_object(
      'total', listings -> 'total', 'listings', listings -> 'listings',
      'corrected', listings -> 'corrected', 'relaxed', listings -> 'relaxed', 'suggestion', listings -> 'suggestion'
    ),
    'auctions', jsonb_build_object('total', auctions -> 'total', 'auctions', auctions -> 'auctions')
  );
end;
$$;

comment on function public.search_stock is
  'The first few active listings and live auctions whose search matches as on /listings and /auctions, with how many match in all.';

revoke all on function public.search_stock from public;

grant execute on function public.search_stock to anon, authenticated, service_role;

---------------------------------------------------------------------------------------
-- Priority Buyers' first access to new stock
---------------------------------------------------------------------------------------

-- True when the caller is on Priority Buyer. security definer: visitors cannot read plans.
create or replace function private.viewer_has_early_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.current_plan((select auth.uid())) = 'priority-buyer', false)
$$;

revoke all on function private.viewer_has_early_access() from public, anon, authenticated;

create or replace function public.viewer_has_early_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.viewer_has_early_access()
$$;

revoke all on function public.viewer_has_early_access() from public;

grant execute on function public.viewer_has_early_access() to anon, authenticated, service_role;

-- The one rule of who sees a listing on the public catalogue: an active listing, and, for
-- priority_early_access_hours() after staff approved it (reviewed_at), only Priority Buyers
-- and its seller. Listings made active without a review (imports, the seed) have no early
-- period. No `set search_path` (every name is qualified) and no sub-select, so that the
-- planner inlines it into the policy and the catalogue's queries; the OR is written so that
-- a listing approved long ago (nearly all of them) is decided without looking up the plan.
create or replace function public.listing_visible_to_viewer(p_status text, p_reviewed_at timestamptz, p_dealer_id uuid)
returns boolean
language sql
stable
as $$
  select p_status = 'active'
    and (
      p_reviewed_at is null
      or p_reviewed_at <= pg_catalog.now() - pg_catalog.make_interval(hours => public.priority_early_access_hours())
      or p_dealer_id = auth.uid()
      or public.viewer_has_early_access()
    )
$$;

comment on function public.listing_visible_to_viewer(text, timestamptz, uuid) is
  'Whether the caller sees a listing on the catalogue: active, and past its Priority Buyers'' early access unless they are one (or its seller).';

grant execute on function public.listing_visible_to_viewer(text, timestamptz, uuid) to anon, authenticated, service_role;

create policy generator_listings_select_active_or_own on public.generator_listings
  for select to anon, authenticated
  using (public.listing_visible_to_viewer(status, reviewed_at, dealer_id) or dealer_id = (select auth.uid()));

-- Below a listing: the seller's other listings and similar ones (the same
-- type, within a factor of two of its power: half to double the kW), newest first, as cards
-- (search_listings' card fields). One call for both rows.
--
-- security invoker: what the caller may see is generator_listings' row-level security, as on
-- the listing page itself; only active listings are shown.
create function public.listing_related(p_listing uuid, p_limit integer default 4)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with listing as (
    select l.id, l.dealer_id, l.type, l.power_kw from public.generator_listings l where l.id = p_listing
  ),
  size as (select least(greatest(coalesce(p_limit, 4), 1), 12) as n),
  cards as (
    select
      l.id, l.title, l.type, l.brand, l.condition, l.year, l.hours, l.price_gbp, l.location,
      l.power_kw, l.fuel, l.acoustic_type, l.featured, l.created_at, l.dealer_id,
      photo.storage_path as photo_path,
      public.listing_photo_copy_list(photo.id) as photo_copies
    from public.generator_listings l
    left join lateral (
      select p.id, p.storage_path from public.listing_photos p
      where p.listing_id = l.id
      order by p.position
      limit 1
    ) photo on true
    where l.status = 'active' and l.id <> p_listing
  ),
  seller_cards as (
    select c.* from cards c, listing
    where c.dealer_id = listing.dealer_id
    order by c.created_at desc, c.id desc
    limit (select n from size)
  ),
  similar_cards as (
    select c.*, abs(ln(greatest(c.power_kw, 0.1) / greatest(listing.power_kw, 0.1))) as closeness
    from cards c, listing
    where c.type = listing.type
      and c.dealer_id <> listing.dealer_id
      and c.power_kw between listing.power_kw / 2 and listing.power_kw * 2
    order by closeness, c.created_at desc, c.id desc
    limit (select n from size)
  )
  select jsonb_build_object(
    'seller', coalesce((select jsonb_agg(to_jsonb(s) - 'created_at' - 'dealer_id' order by s.created_at desc, s.id desc) from seller_cards s), '[]'::jsonb),
    'similar', coalesce((select jsonb_agg(to_jsonb(s) - 'created_at' - 'dealer_id' - 'closeness' order by s.closeness, s.created_at desc, s.id desc) from similar_cards s), '[]'::jsonb)
  )
$$;

comment on function public.listing_related(uuid, integer) is
  'The seller''s other active listings and similar ones (same type, half to double the power) as cards, newest first.';

revoke all on function public.listing_related(uuid, integer) from public;

grant execute on function public.listing_related(uuid, integer) to anon, authenticated, service_role;

-- The browse page: as before, but counting up to 1,000 matches. Beyond that the figure
-- would be read as 'a lot' anyway, nobody pages 42 pages deep, and a narrower search
-- (where the exact figure matters) is counted exactly; so each page costs about the same
-- however many listings there are.
create or replace function public.listings_page(
  search text default null,
  listing_type text default null,
  brands text[] default null,
  power_kw numeric default null,
  kva_min numeric default null,
  kva_max numeric default null,
  listing_condition text default null,
  featured_only boolean default false,
  min_price integer default null,
  max_price integer default null,
  min_year integer default null,
  max_year integer default null,
  min_hours integer default null,
  max_hours integer default null,
  listing_phase text default null,
  listing_fuel text default null,
  min_warranty_months integer default null,
  has_sockets boolean default null,
  listing_acoustic_type text default null,
  location_region text default null,
  location_place text default null,
  sort text default 'newest',
  page integer default 1,
  page_size integer default 24,
  near text default null,
  radius_miles integer default null
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select public.search_listings(
    search => listings_page.search,
    listing_type => listings_page.listing_type,
    brands => listings_page.brands,
    power_kw => listings_page.power_kw,
    kva_min => listings_page.kva_min,
    kva_max => listings_page.kva_max,
    listing_condition => listings_page.listing_condition,
    featured_only => listings_page.featured_only,
    min_price => listings_page.min_price,
    max_price => listings_page.max_price,
    min_year => listings_page.min_year,
    max_year => listings_page.max_year,
    min_hours => listings_page.min_hours,
    max_hours => listings_page.max_hours,
    listing_phase => listings_page.listing_phase,
    listing_fuel => listings_page.listing_fuel,
    min_warranty_months => listings_page.min_warranty_months,
    has_sockets => listings_page.has_sockets,
    listing_acoustic_type => listings_page.listing_acoustic_type,
    location_region => listings_page.location_region,
    location_place => listings_page.location_place,
    sort => listings_page.sort,
    page => listings_page.page,
    page_size => listings_page.page_size,
    count_cap => 1000,
    near => listings_page.near,
    radius_miles => listings_page.radius_miles
  ) || jsonb_build_object('filter_options', public.listing_filter_options())
$$;

revoke all on function public.listings_page from public;

grant execute on function public.listings_page to anon, authenticated, service_role;

---------------------------------------------------------------------------------------
-- listing_page: one listing's page (the listing, its seller's card, its photos, related)
---------------------------------------------------------------------------------------

-- Null when the caller may not see the listing (or there is none). The columns are the
-- page's (app/models/catalogue.server.ts, listingDetailColumnNames; supabase/page-reads.test.ts
-- ties the two); seller is null when the caller cannot read the seller's profile.
create function public.listing_page(p_listing uuid, p_photo_limit integer default 4, p_related_limit integer default 4)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'listing', to_jsonb(detail) || jsonb_build_object(
      -- The seller's name and standing, and from their public card (seller_profile_card,
      -- supabase/schemas/60-reviews.sql: counted, null until there are enough replies) when
      -- they joined and how fast they answer.
      'seller', (
        select to_jsonb(seller) || jsonb_build_object(
          'member_since', card.card -> 'member_since',
          'median_response_minutes', card.card -> 'median_response_minutes'
        )
        from (
          select p.full_name, p.company_name, p.user_type, p.location, p.verified
          from public.profiles p where p.id = detail.dealer_id
        ) seller,
        lateral (select public.seller_profile_card(detail.dealer_id) as card) card
      ),
      -- The dealer's depot the listing is at (supabase/schemas/18-depots.sql), null for none.
      'depot', (
        select jsonb_build_object(
          'id', d.id, 'name', d.name, 'address', d.address, 'postcode', d.postcode, 'phone', d.phone, 'opening_hours', d.opening_hours
        )
        from public.generator_listings g join public.depots d on d.id = g.depot_id
        where g.id = detail.id
      ),
      'photos', coalesce((
        select jsonb_agg(
          jsonb_build_object('storage_path', photo.storage_path, 'alt', photo.alt, 'copies', public.listing_photo_copy_list(photo.id))
          order by photo.position
        )
        from (
          select ph.id, ph.storage_path, ph.alt, ph.position from public.listing_photos ph
          where ph.listing_id = detail.id
          order by ph.position
          limit greatest(coalesce(p_photo_limit, 4), 0)
        ) photo
      ), '[]'::jsonb)
    ),
    'related', public.listing_related(detail.id, p_related_limit)
  )
  from (
    select
      l.id, l.status, l.dealer_id, l.title, l.description, l.type, l.brand, l.model, l.condition, l.year, l.hours,
      l.price_gbp, l.vat_status, l.price_negotiable, l.location, l.power_kw, l.kva, l.fuel, l.phase, l.voltage,
      l.enclosure, l.acoustic_type, l.emissions, l.warranty_months, l.sockets, l.weight_kg, l.noise_level_db,
      l.applications, l.key_features, l.auto_start, l.transfer_switch, l.fuel_tank_litres, l.rated_for_continuous,
      l.efficiency_pct, l.heat_recovery, l.towable, l.outlet_panel, l.battery_capacity_kwh, l.solar_compatible,
      l.auto_switch, l.inverter_type, l.fuel_savings_pct, l.grid_tie, l.cycle_life, l.round_trip_efficiency_pct,
      l.charging_time_hours, l.modular, l.app_control, l.solar_optimized, l.battery_type, l.operating_temp_min_c,
      l.operating_temp_max_c, l.featured, l.reference, l.published_at, l.created_at
    from public.generator_listings l
    where l.id = p_listing
  ) detail
$$;

comment on function public.listing_page(uuid, integer, integer) is
  'One listing''s page in one call, as the caller may see it: the listing with its seller''s public card and first photos, and listing_related''s cards.';

revoke all on function public.listing_page(uuid, integer, integer) from public;

grant execute on function public.listing_page(uuid, integer, integer) to anon, authenticated, service_role;

create function public.search_listings(
  search text default null,
  listing_type text default null,
  brands text[] default null,
  power_kw numeric default null,
  kva_min numeric default null,
  kva_max numeric default null,
  listing_condition text default null,
  featured_only boolean default false,
  min_price integer default null,
  max_price integer default null,
  min_year integer default null,
  max_year integer default null,
  min_hours integer default null,
  max_hours integer default null,
  listing_phase text default null,
  listing_fuel text default null,
  min_warranty_months integer default null,
  has_sockets boolean default null,
  listing_acoustic_type text default null,
  location_region text default null,
  location_place text default null,
  sort text default 'newest',
  page integer default 1,
  page_size integer default 24,
  count_cap integer default null,
  near text default null,
  radius_miles integer default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  filter record;
  order_clause text;
  -- The place typed (near): its outcode and centre, all null when it is not a known one.
  place_outcode text;
  place_latitude double precision;
  place_longitude double precision;
  -- Each card's miles from the place, an SQL expression over l (null without a place).
  distance text := 'null::double precision';
  size integer := least(greatest(coalesce(page_size, 24), 1), 100);
  requested_page integer := greatest(coalesce(page, 1), 1);
  -- How many matches to count at most (null: all of them); bigint, as a page number from
  -- the URL times the page size can pass the integer range.
  count_limit bigint := case
    when count_cap is not null then greatest(greatest(count_cap, 1)::bigint, (requested_page::bigint + 2) * size)
  end;
  counted bigint;
  -- Nearest first: matches within a reach of the place, and the page's clause with it.
  counted_within bigint;
  reach integer;
  page_clause text;
  total_exact boolean;
  total bigint;
  page_count integer;
  current_page integer;
  listings jsonb;
  -- The search as typed, then (when it finds nothing) private.parse_search's looser ones.
  searches text[] := array[search];
  attempt integer := 1;
  corrected text;
  suggestion jsonb;
begin
  -- "Within N miles of [postcode]" (docs/listings.md#location): the place is resolved once.
  -- A place that is not a known postcode or outcode filters nothing and sorts nothing (near
  -- comes back null, and the page says so); the other filters still apply. The coordinates
  -- are numbers read from public.outcodes, never the typed text, so they are written into
  -- the query as literals (float8's text form round-trips exactly).
  if nullif(btrim(near), '') is not null then
    select p.outcode, p.latitude, p.longitude into place_outcode, place_latitude, place_longitude
    from public.place_coordinates(near) p;
  end if;
  if place_outcode is not null then
    distance := format('public.miles_between(%s, %s, l.latitude, l.longitude)', place_latitude, place_longitude);
  end if;

  -- A search that finds nothing is tried again looser (docs/listings.md#keyword-search): the
  -- page then shows the closest listings and says so (relaxed).
  loop
    select * into filter from private.listing_search_filter(
      searches[attempt], listing_type, brands, power_kw, kva_min, kva_max, listing_condition, featured_only,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, location_place
    );
    if attempt = 1 then
      corrected := filter.corrected;
      searches := searches || coalesce(filter.relaxed, '{}');
    end if;
    -- Not in private.listing_search_filter: saved-search alerts match a listing as it is approved.
    filter.where_clause := filter.where_clause || ' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id)';

    -- generator_listings_active_coordinates_idx answers the box (l.status = 'active' is in the filter).
    if place_outcode is not null and radius_miles is not null then
      filter.where_clause := filter.where_clause || ' and '
        || private.within_miles_clause('l', place_latitude, place_longitude, radius_miles);
    end if;

    -- Ties broken by id, so pages never overlap. Listings without a year, hours or
    -- coordinates come last in the orders by them.
    order_clause := case
      when sort = 'nearest' and place_outcode is not null then distance || ' asc nulls last, l.id asc'
      when sort = 'price-asc' then 'l.price_gbp asc, l.id asc'
      when sort = 'price-desc' then 'l.price_gbp desc, l.id desc'
      when sort = 'year-desc' then 'l.year desc nulls last, l.id desc'
      when sort = 'hours-asc' then 'l.hours asc nulls last, l.id asc'
      when sort = 'power-desc' then 'l.power_kw desc nulls last, l.id desc'
      else 'l.created_at desc, l.id desc'
    end;

    -- One match past the limit tells whether there are more than were counted. The limit is a
    -- number computed above, so it is written into the query (the planner then sees it).
    execute case
      when count_limit is null then 'select count(*) from public.generator_listings l where ' || filter.where_clause
      else format(
        'select count(*) from (select from public.generator_listings l where %1$s limit %2$s) matches',
        filter.where_clause, count_limit + 1
      )
    end
      into counted
      using filter.search_query, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
        min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
        min_warranty_months, has_sockets, listing_acoustic_type, location_region, filter.place_pattern;
    exit when counted > 0 or attempt >= cardinality(searches);
    attempt := attempt + 1;
  end loop;
  if (attempt > 1 or counted = 0) and nullif(btrim(search), '') is not null then
    suggestion := private.search_suggestion(search);
  end if;
  -- With words to match, the most relevant first (ts_rank_cd over the weighted document),
  -- then the order chosen. Ranking reads every match's document, so only up to 1,000 matches
  -- (the browse page's count cap): a word that common ("diesel") says little about relevance,
  -- and the chosen order then pages through the indexes as without words.
  if filter.search_query is not null and counted <= 1000 then
    order_clause := filter.rank_expression || ' desc, ' || order_clause;
  end if;

  total_exact := count_limit is null or counted <= count_limit;
  if total_exact then
    total := counted;
    page_count := greatest(ceil(counted::numeric / size)::integer, 1);
    current_page := least(requested_page, page_count);
  else
    -- More than count_limit match, and count_limit reaches two pages past the requested one,
    -- so that page is full. The figure is the cap: 'more than count_cap' is what is known.
    total := greatest(count_cap, 1);
    page_count := ceil(counted::numeric / size)::integer;
    current_page := requested_page;
  end if;

  -- Nearest first reads no index: every match's distance is worked out before the page is
  -- taken (80,000 of them within 200 miles of Manchester at 100,000 listings). The page's
  -- nearest are all within the smallest of these reaches that holds as many matches as the
  -- pages up to this one, so only those are sorted; the box of each is an index's answer.
  page_clause := filter.where_clause;
  if sort = 'nearest' and place_outcode is not null then
    foreach reach in array array[10, 25, 50, 100, 200] loop
      exit when radius_miles is not null and reach >= radius_miles;
      execute format(
        'select count(*) from (select from public.generator_listings l where %s and %s limit %s) within_reach',
        filter.where_clause, private.within_miles_clause('l', place_latitude, place_longitude, reach), current_page::bigint * size
      )
        into counted_within
        using filter.search_query, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
          min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
          min_warranty_months, has_sockets, listing_acoustic_type, location_region, filter.place_pattern;
      if counted_within >= current_page::bigint * size then
        page_clause := filter.where_clause || ' and ' || private.within_miles_clause('l', place_latitude, place_longitude, reach);
        exit;
      end if;
    end loop;
  end if;

  -- The page's listings are chosen first, then only they get their photo: joined before the
  -- limit, the photo was looked up for every match, which an order no index gives (nearest
  -- first over a wide radius: 80,000 matches) paid for in full (docs/performance.md).
  execute format(
    $query$
      select coalesce(
        jsonb_agg(to_jsonb(l) - 'created_at' - 'latitude' - 'longitude' - 'search_document' order by %2$s), '[]'::jsonb
      )
      from (
        select l.*, photo.storage_path as photo_path, public.listing_photo_copy_list(photo.id) as photo_copies,
          %5$s as distance_miles
        from (
          select
            l.id, l.title, l.type, l.brand, l.condition, l.year, l.hours, l.price_gbp,
            l.location, l.power_kw, l.fuel, l.acoustic_type, l.featured, l.created_at,
            l.latitude, l.longitude, l.search_document
          from public.generator_listings l
          where %1$s
          order by %2$s
          limit %3$s offset %4$s
        ) l
        left join lateral (
          select p.id, p.storage_path from public.listing_photos p
          where p.listing_id = l.id
          order by p.position
          limit 1
        ) photo on true
      ) l
    $query$,
    page_clause, order_clause, size, (current_page - 1)::bigint * size, distance
  )
    into listings
    using filter.search_query, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, filter.place_pattern;

  return jsonb_build_object(
    'total', total, 'total_exact', total_exact, 'page', current_page, 'page_size', size,
    'page_count', page_count, 'listings', listings,
    'near', case when place_outcode is not null then jsonb_build_object('outcode', place_outcode) end,
    -- The keyword search's word to the page: the text as searched when a brand or model was
    -- corrected, whether these are a looser search's listings, and a "Did you mean".
    'corrected', corrected,
    'relaxed', attempt > 1,
    'suggestion', suggestion
  );
end;
$$;

comment on function public.search_listings is
  'One page of active listings matching the browse filters (docs/spec/01-marketplace-core.md §5), sorted (the most relevant first when search has words), with how many match: all of them, or with count_cap, up to the cap (total_exact false: more than total match). With near (a postcode or outcode), each card''s distance_miles and near.outcode; radius_miles keeps those within it; near null: not a known place, not applied. A search that finds nothing is tried looser (relaxed true) with a suggestion; corrected: the text as searched after a typo was corrected.';

revoke all on function public.search_listings from public;

grant execute on function public.search_listings to anon, authenticated, service_role;

comment on function public.listings_page is
  'The browse page in one call: search_listings'' page of cards and its count up to 1,000 matches, and listing_filter_options as filter_options.';
