-- What a listing still lacks before it can be published, in one function (issue 13): the
-- sell wizard's Review step lists it and publish_listing refuses with it, so "a complete
-- listing" is written once. app/models/listing-rules.ts (listingRequirements) names the
-- wizard step of each item and its words, tied to these by supabase/listing-rules.test.ts.
--
-- The rule is the wizard's (spec 01 §4, §9): a category, condition and description (the
-- table itself insists on a title); the power output, fuel type, brand and year; at least
-- one photo; the asking price, VAT status and postcode; and, until it is live, a paid
-- listing option. Blank text counts as missing. (publish_listing used to ask for the browse type instead of the category, and a
-- location or a postcode; the wizard asked for the category and a postcode.)
--
-- generator_listings_active_is_complete (…_core_schema.sql) stays as it is: it is what a
-- public card needs of any active row (imported and seeded ones too, which may have no
-- category or VAT status), and every listing this rule passes meets it once publish_listing
-- has copied the postcode into an empty location (a test ties the two).
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- listing_missing_fields: the names of what the listing still lacks, in the wizard's order
---------------------------------------------------------------------------------------

-- For the listing's owner and for staff; null for anyone else's listing or none (security
-- definer, with the owner-or-staff test written here, because staff may not read payments).
create or replace function public.listing_missing_fields(p_listing_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_remove(array[
    case when l.category is null then 'category' end,
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
    case when l.status <> 'active'
      and not exists (select 1 from public.payments p where p.listing_id = l.id and p.status = 'paid')
      then 'payment' end
  ], null)
  from public.generator_listings l
  where l.id = p_listing_id
    and (l.dealer_id = (select auth.uid()) or public.is_staff())
$$;

comment on function public.listing_missing_fields(uuid) is
  'What the listing lacks before it can be published (empty when nothing), for its owner and staff; null otherwise.';

revoke all on function public.listing_missing_fields(uuid) from public, anon;
grant execute on function public.listing_missing_fields(uuid) to authenticated;

-- The words for each name, as publish_listing's refusal says them ("it still needs …").
create or replace function public.listing_field_label(p_field text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_field
    when 'category' then 'a category'
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
    when 'payment' then 'a paid listing option'
  end
$$;

revoke all on function public.listing_field_label(text) from public;
grant execute on function public.listing_field_label(text) to anon, authenticated;

---------------------------------------------------------------------------------------
-- publish_listing: refuses with what is missing; its refusals for people carry GM404/GM409
-- (…_people_refusals.sql's convention; it was P0002, 22023 and 23514 before)
---------------------------------------------------------------------------------------

-- Only the payment missing keeps its sentence, 'This listing has not been paid for'; else
-- 'This listing is not complete yet: it still needs the brand, at least one photo and a
-- paid listing option' (GM409, shown by the wizard as it is).
create or replace function public.publish_listing(p_listing_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing public.generator_listings;
  missing text[];
  labels text[];
  n integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to publish a listing' using errcode = '42501';
  end if;
  select * into listing from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = (select auth.uid())
    for update;
  if not found then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  if listing.status = 'pending' then
    return listing.status;
  end if;
  if listing.status not in ('draft', 'rejected') then
    raise exception 'Only a draft listing can be published' using errcode = 'GM409';
  end if;
  missing := public.listing_missing_fields(p_listing_id);
  if missing = array['payment'] then
    raise exception 'This listing has not been paid for' using errcode = 'GM409';
  end if;
  n := cardinality(missing);
  if n > 0 then
    labels := array(select public.listing_field_label(m.field) from unnest(missing) with ordinality as m(field, i) order by m.i);
    raise exception 'This listing is not complete yet: it still needs %',
      case when n = 1 then labels[1] else array_to_string(labels[1:n - 1], ', ') || ' and ' || labels[n] end
      using errcode = 'GM409';
  end if;
  update public.generator_listings
    set status = 'pending',
        location = coalesce(nullif(btrim(location), ''), postcode),
        wizard_step = 5
    where id = p_listing_id;
  return 'pending';
end;
$$;
