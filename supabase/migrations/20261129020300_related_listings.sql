-- Below a listing (issue 17 item 5): the seller's other listings and similar ones (the same
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
      (
        select p.storage_path from public.listing_photos p
        where p.listing_id = l.id
        order by p.position
        limit 1
      ) as photo_path
    from public.generator_listings l
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
