-- The catalogue: the browse page's search (spec 01 section 5) and the choices its filter
-- panel offers, as two functions the app calls through the API (rpc), plus the indexes
-- that keep both fast as the number of listings grows.
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- Indexes
---------------------------------------------------------------------------------------

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

---------------------------------------------------------------------------------------
-- search_listings: one page of the browse results and how many there are in all
---------------------------------------------------------------------------------------

-- Every argument is optional; null means "no filter". The app turns the URL's filters
-- into these arguments (kVA band into kva_min/kva_max, a location key into its region and
-- place name, a range at its default into nulls). The rules are spec 01 section 5's:
--   search             title contains the text, case-insensitively (LIKE wildcards in the
--                      text are matched literally)
--   listing_type, listing_condition, listing_phase, listing_fuel, listing_acoustic_type,
--   power_kw           equal to the value
--   brands             brand is one of them
--   kva_min..kva_max   kva (power_kw x 1.25) within the band, ends included; a listing
--                      without a kW figure has no kva and never matches
--   min_/max_price, min_/max_year, min_/max_hours
--                      within the range, ends included; each end is optional, and a
--                      listing without the value (e.g. no running hours) never matches a
--                      range that is set
--   min_warranty_months warranty at least this many months
--   has_sockets        sockets equal to the value
--   featured_only      only featured listings
--   location_region, location_place
--                      the listing's region is location_region, or its location contains
--                      location_place (case-insensitive)
--   sort               'newest' (default), 'price-asc' or 'price-desc'
--   page, page_size    1-based page of page_size (1..100) listings; a page past the end
--                      gives the last page
-- Returns {"total": n, "page": p, "page_size": s, "listings": [...]}, each listing with the
-- card's columns (app/models/listing.server.ts listingSummaryColumns) and photo_path, the
-- storage path of its first photo (or null).
--
-- The query is assembled from fixed SQL fragments for the filters actually set, with every
-- value passed as a bind parameter ($1…), so each search gets a plan that uses the indexes
-- for exactly its filters.
--
-- security definer, because row-level security would make it slow without making it
-- safer: under RLS, Postgres may not use an index for a condition whose operator is not
-- leakproof, and ILIKE and the numeric comparisons are not, so the title, location and kVA
-- filters would read every listing. The function returns only what the select policy
-- already shows everyone (active listings: status = 'active' is in every query) and
-- reads no other table but the photos of those listings, which are public too.
create or replace function public.search_listings(
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
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  search_pattern text;
  place_pattern text;
  conditions text[] := array['l.status = ''active'''];
  where_clause text;
  order_clause text;
  total integer;
  size integer := least(greatest(coalesce(page_size, 24), 1), 100);
  current_page integer;
  listings jsonb;
begin
  -- LIKE patterns with the text's own wildcards and escape character taken literally.
  if nullif(btrim(search), '') is not null then
    search_pattern := '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conditions := conditions || 'l.title ilike $1'::text;
  end if;
  if nullif(btrim(location_place), '') is not null then
    place_pattern := '%' || replace(replace(replace(btrim(location_place), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  if listing_type is not null then conditions := conditions || 'l.type = $2'::text; end if;
  if cardinality(brands) > 0 then conditions := conditions || 'l.brand = any($3)'::text; end if;
  if power_kw is not null then conditions := conditions || 'l.power_kw = $4'::text; end if;
  if kva_min is not null then conditions := conditions || 'l.kva >= $5'::text; end if;
  if kva_max is not null then conditions := conditions || 'l.kva <= $6'::text; end if;
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

  order_clause := case sort
    when 'price-asc' then 'l.price_gbp asc, l.id asc'
    when 'price-desc' then 'l.price_gbp desc, l.id desc'
    else 'l.created_at desc, l.id desc'
  end;

  execute 'select count(*) from public.generator_listings l where ' || where_clause
    into total
    using search_pattern, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, place_pattern;

  current_page := least(greatest(coalesce(page, 1), 1), greatest(ceil(total::numeric / size)::integer, 1));

  execute format(
    $query$
      select coalesce(jsonb_agg(to_jsonb(l) - 'created_at' order by %2$s), '[]'::jsonb)
      from (
        select
          l.id, l.title, l.type, l.brand, l.condition, l.year, l.hours, l.price_gbp,
          l.location, l.power_kw, l.fuel, l.acoustic_type, l.featured, l.created_at,
          (
            select p.storage_path from public.listing_photos p
            where p.listing_id = l.id
            order by p.position
            limit 1
          ) as photo_path
        from public.generator_listings l
        where %1$s
        order by %2$s
        limit %3$s offset %4$s
      ) l
    $query$,
    where_clause, order_clause, size, (current_page - 1) * size
  )
    into listings
    using search_pattern, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, place_pattern;

  return jsonb_build_object('total', total, 'page', current_page, 'page_size', size, 'listings', listings);
end;
$$;

comment on function public.search_listings is
  'One page of active listings matching the browse filters (spec 01 section 5), sorted, with the total count.';

revoke all on function public.search_listings from public;
grant execute on function public.search_listings to anon, authenticated, service_role;

---------------------------------------------------------------------------------------
-- listing_filter_options: the brands and power ratings of the active listings
---------------------------------------------------------------------------------------

-- The filter panel's Brand and Power choices are derived from the listings themselves.
-- A recursive skip scan walks the partial indexes above from one distinct value to the
-- next, so the cost grows with the number of distinct values, not of listings. security
-- definer for the reason given above search_listings (under RLS the numeric comparison
-- could not use the index); it reads active listings only, which everyone may see.
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
        where l.status = 'active' and l.brand is not null
        order by l.brand limit 1
      )
      union all
      select (
        select l.brand from public.generator_listings l
        where l.status = 'active' and l.brand > b.brand
        order by l.brand limit 1
      )
      from brand_values b
      where b.brand is not null
    ),
    power_values (power_kw) as (
      (
        select l.power_kw from public.generator_listings l
        where l.status = 'active' and l.power_kw is not null
        order by l.power_kw limit 1
      )
      union all
      select (
        select l.power_kw from public.generator_listings l
        where l.status = 'active' and l.power_kw > p.power_kw
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
