-- One database round trip per public page (issue 20 goal 3): the browse page and a listing
-- page each read what they show in one call, as jsonb. (The auctions list and an auction page
-- already do: search_auctions and auction_page.) A member's own state (saved hearts, their
-- own listing) stays a second call, made for members only.
--
-- Both are security invoker and call the existing functions, so what the caller sees is
-- decided exactly as before: search_listings and listing_filter_options as they are, and the
-- listing, its seller's card and its photos under row-level security (generator_listings'
-- policies, public.listing_visible_to_viewer: Priority Buyers' early access holds).

---------------------------------------------------------------------------------------
-- listings_page: the browse page (search_listings' page and count, and the filter options)
---------------------------------------------------------------------------------------

create function public.listings_page(
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
  page_size integer default 24
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
    page_size => listings_page.page_size
  ) || jsonb_build_object('filter_options', public.listing_filter_options())
$$;

comment on function public.listings_page is
  'The browse page in one call: search_listings'' page of cards and total, and listing_filter_options as filter_options.';

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
      'seller', (
        select to_jsonb(seller)
        from (
          select p.full_name, p.company_name, p.user_type, p.location, p.verified
          from public.profiles p where p.id = detail.dealer_id
        ) seller
      ),
      'photos', coalesce((
        select jsonb_agg(jsonb_build_object('storage_path', photo.storage_path, 'alt', photo.alt) order by photo.position)
        from (
          select ph.storage_path, ph.alt, ph.position from public.listing_photos ph
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
