-- Listings carry what the filters ask for (issue 17 item 7).
--
-- 1. Every UK region: East of England, East Midlands and Northern Ireland join the location
--    keys a listing and a profile may carry (app/content/listing-options.ts `locations`, the
--    one list; supabase/listing-fields.test.ts ties the two).
-- 2. A category is what files a wizard listing under a browse type (listing_type_for_category).
--    A listing that already has a type without a category (seeded or imported stock) lacks
--    nothing there: listing_missing_fields asked it for a category it was never given, so
--    its owner could not even change its price. It now asks only when there is neither.
--    (The rest is member_plans.sql's version: a listing option chosen or paid, never for a dealer.)
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

alter table public.generator_listings drop constraint generator_listings_region_check;
alter table public.generator_listings add constraint generator_listings_region_check check (region in (
  'london', 'east', 'southwest', 'birmingham', 'eastmidlands', 'manchester', 'leeds', 'northeast',
  'wales', 'scotland', 'northernireland'
));

alter table public.profiles drop constraint profiles_region_check;
alter table public.profiles add constraint profiles_region_check check (region in (
  'london', 'east', 'southwest', 'birmingham', 'eastmidlands', 'manchester', 'leeds', 'northeast',
  'wales', 'scotland', 'northernireland'
));

create or replace function public.listing_missing_fields(p_listing_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_remove(array[
    case when l.category is null and l.type is null then 'category' end,
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
