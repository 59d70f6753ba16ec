---------------------------------------------------------------------------------------
-- What /sitemap.xml lists besides the fixed pages (app/routes/sitemap[.]xml.ts,
-- docs/content.md#sitemap): live listings, open auctions and the public pages of the sellers
-- who have either, each with when it last changed, in one call.
---------------------------------------------------------------------------------------

-- Security invoker: the caller (the sitemap asks as an anonymous visitor) gets only what RLS
-- shows them, so a listing still in its Priority Buyers' first day (listing_visible_to_viewer,
-- supabase/schemas/20-listings.sql) is not listed before it is public. A seller's page changes
-- when their profile or any of their listed lots does. Newest change first, at most p_limit of
-- each kind.
create or replace function public.sitemap_entries(p_limit integer default 50000)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with live_listings as (
    select l.id, l.dealer_id as seller_id, l.updated_at from public.generator_listings l
    where l.status = 'active'
    order by l.updated_at desc, l.id
    limit greatest(coalesce(p_limit, 0), 0)
  ),
  open_auctions as (
    select a.id, a.seller_id, a.updated_at from public.auction_listings a
    where a.status = 'active' and a.auction_end_date > now()
    order by a.updated_at desc, a.id
    limit greatest(coalesce(p_limit, 0), 0)
  ),
  sellers as (
    select lots.seller_id as id, greatest(max(lots.updated_at), max(p.updated_at)) as updated_at
    from (select seller_id, updated_at from live_listings union all select seller_id, updated_at from open_auctions) lots
    join public.profiles p on p.id = lots.seller_id
    group by lots.seller_id
    order by 2 desc, 1
    limit greatest(coalesce(p_limit, 0), 0)
  )
  select jsonb_build_object(
    'listings', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'updated_at', updated_at) order by updated_at desc, id) from live_listings), '[]'::jsonb),
    'auctions', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'updated_at', updated_at) order by updated_at desc, id) from open_auctions), '[]'::jsonb),
    'sellers', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'updated_at', updated_at) order by updated_at desc, id) from sellers), '[]'::jsonb)
  )
$$;

comment on function public.sitemap_entries(integer) is
  'The sitemap''s lots and seller pages, as the caller may see them: live listings, open auctions and '
  'their sellers, each with its last change, newest first, at most p_limit of each.';

revoke all on function public.sitemap_entries(integer) from public;

grant execute on function public.sitemap_entries(integer) to anon, authenticated;
