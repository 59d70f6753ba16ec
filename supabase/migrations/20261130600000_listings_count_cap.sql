-- The browse page counts its matches only as far as it shows them (issue 20 goal 3).
--
-- 'N generators found' had to visit every match: with 100,000 listings, counting them was
-- most of listings_page's time (a sequential scan with the visibility rule evaluated on
-- each row; an index-only scan over the visible-listing predicate saves the heap visits
-- but not that evaluation, and helps only when no filter is set). Now search_listings takes
-- count_cap: the count stops past the cap (and past the two pages after the requested one,
-- so the page links around it are known), and when more match than were counted it says so
-- (total_exact false, total = the cap: the page shows '1,000+ generators found', which is
-- true). Without count_cap it counts every match, as before (the site search, saved-search
-- tests). listings_page, the browse page's call, counts up to 1,000.
--
-- The answer gains page_count, the pages known to hold matches (every page when the count
-- is exact; otherwise at least two past the requested one, and more may follow).
--
-- The signature changes (one more argument), so the function is dropped and made again;
-- callers pass arguments by name (listings_page, search_stock, the app), so they carry on.

drop function public.search_listings(
  text, text, text[], numeric, numeric, numeric, text, boolean, integer, integer, integer, integer,
  integer, integer, text, text, integer, boolean, text, text, text, text, integer, integer
);

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
  count_cap integer default null
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
  size integer := least(greatest(coalesce(page_size, 24), 1), 100);
  requested_page integer := greatest(coalesce(page, 1), 1);
  -- How many matches to count at most (null: all of them); bigint, as a page number from
  -- the URL times the page size can pass the integer range.
  count_limit bigint := case
    when count_cap is not null then greatest(greatest(count_cap, 1)::bigint, (requested_page::bigint + 2) * size)
  end;
  counted bigint;
  total_exact boolean;
  total bigint;
  page_count integer;
  current_page integer;
  listings jsonb;
begin
  select * into filter from private.listing_search_filter(
    search, listing_type, brands, power_kw, kva_min, kva_max, listing_condition, featured_only,
    min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
    min_warranty_months, has_sockets, listing_acoustic_type, location_region, location_place
  );
  -- Not in private.listing_search_filter: saved-search alerts match a listing as it is approved.
  filter.where_clause := filter.where_clause || ' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id)';

  order_clause := case sort
    when 'price-asc' then 'l.price_gbp asc, l.id asc'
    when 'price-desc' then 'l.price_gbp desc, l.id desc'
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
    using filter.search_pattern, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, filter.place_pattern;

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
    filter.where_clause, order_clause, size, (current_page - 1)::bigint * size
  )
    into listings
    using filter.search_pattern, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, filter.place_pattern;

  return jsonb_build_object(
    'total', total, 'total_exact', total_exact, 'page', current_page, 'page_size', size,
    'page_count', page_count, 'listings', listings
  );
end;
$$;

comment on function public.search_listings is
  'One page of active listings matching the browse filters (spec 01 section 5), sorted, with how many match: all of them, or with count_cap, up to the cap (total_exact false: more than total match).';

revoke all on function public.search_listings from public;
grant execute on function public.search_listings to anon, authenticated, service_role;

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
    page_size => listings_page.page_size,
    count_cap => 1000
  ) || jsonb_build_object('filter_options', public.listing_filter_options())
$$;

comment on function public.listings_page is
  'The browse page in one call: search_listings'' page of cards and its count up to 1,000 matches, and listing_filter_options as filter_options.';
