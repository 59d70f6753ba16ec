-- Site search finds stock (issue 17 item 1, spec 01 §2 "Site search dialog"): the header's
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
  return jsonb_build_object(
    'listings', jsonb_build_object('total', listings -> 'total', 'listings', listings -> 'listings'),
    'auctions', jsonb_build_object('total', auctions -> 'total', 'auctions', auctions -> 'auctions')
  );
end;
$$;

comment on function public.search_stock is
  'The first few active listings and live auctions whose search matches as on /listings and /auctions, with how many match in all.';

revoke all on function public.search_stock from public;
grant execute on function public.search_stock to anon, authenticated, service_role;
