-- The auctions browse page (/auctions; issue 14 item 3, spec 02 §2 "Auctions browse"): one
-- call gives a page of the live auctions that match the filter panel, sorted, with how many
-- match and how many are live in all. The app turns the URL's filters into the arguments
-- (app/routes/auctions._index/schema.ts); what is live is decided here, by the database clock.
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- search_auctions
---------------------------------------------------------------------------------------

-- Live means status 'active' and an end still in the future (now(): the database clock), so
-- an auction drops out of the page the moment its time is up, whether or not
-- settle_due_auctions has run yet. Cancelled, ended, sold and unsold auctions never appear.
--
-- Every argument is optional; null means "no filter":
--   search               title, brand or model contains the text, case-insensitively (LIKE
--                        wildcards in the text are matched literally)
--   min_bid, max_bid     the current bid within the range, ends included; the current bid of
--                        an auction nobody has bid on yet is its starting price
--   min_year, max_year   the year within the range, ends included
--   power_kw             the power rating equals it
--   ending_soon          the end is within 24 hours
--   sort                 'ending' (default: ending soonest), 'newest' (newly listed),
--                        'bid-asc', 'bid-desc' (current bid), 'bids' (most bids); ties by id,
--                        so pages never overlap
--   page, page_size      1-based page of page_size (1..100) auctions; a page past the end
--                        gives the last page
-- Returns {"total": matching, "live": every live auction, "page": p, "page_size": s,
-- "now": the database clock, "auctions": [...]}, each auction with the card's columns,
-- current_bid as above, and photo_path, the storage path of its first photo (or null).
--
-- The query is built from fixed SQL fragments for the filters set, every value a bind
-- parameter ($1…). security definer for search_listings' reason (…_catalogue.sql): under
-- row-level security Postgres may not use an index for a condition that is not leakproof.
-- It returns only what the select policy already shows everyone (live auctions are never
-- cancelled) and their photos, which everyone may read with them. Live auctions last at most
-- a few weeks, so the (status, auction_end_date) index reaches them directly and the sorts
-- need no index of their own.
create function public.search_auctions(
  search text default null,
  min_bid integer default null,
  max_bid integer default null,
  min_year integer default null,
  max_year integer default null,
  power_kw integer default null,
  ending_soon boolean default false,
  sort text default 'ending',
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
  conditions text[] := array[]::text[];
  filter_clause text;
  order_clause text;
  total integer;
  live integer;
  size integer := least(greatest(coalesce(page_size, 24), 1), 100);
  current_page integer;
  auctions jsonb;
begin
  if nullif(btrim(search), '') is not null then
    search_pattern := '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conditions := conditions || '(a.title ilike $1 or a.brand ilike $1 or a.model ilike $1)'::text;
  end if;
  if min_bid is not null then conditions := conditions || 'coalesce(a.current_bid, a.starting_price) >= $2'::text; end if;
  if max_bid is not null then conditions := conditions || 'coalesce(a.current_bid, a.starting_price) <= $3'::text; end if;
  if min_year is not null then conditions := conditions || 'a.year >= $4'::text; end if;
  if max_year is not null then conditions := conditions || 'a.year <= $5'::text; end if;
  if power_kw is not null then conditions := conditions || 'a.power_kw = $6'::text; end if;
  if ending_soon then conditions := conditions || 'a.auction_end_date <= now() + interval ''24 hours'''::text; end if;
  filter_clause := coalesce(nullif(array_to_string(conditions, ' and '), ''), 'true');

  order_clause := case sort
    when 'newest' then 'a.created_at desc, a.id desc'
    when 'bid-asc' then 'coalesce(a.current_bid, a.starting_price) asc, a.id asc'
    when 'bid-desc' then 'coalesce(a.current_bid, a.starting_price) desc, a.id desc'
    when 'bids' then 'a.bid_count desc, a.id desc'
    else 'a.auction_end_date asc, a.id asc'
  end;

  execute format(
    'select count(*) filter (where %s), count(*) from public.auction_listings a
     where a.status = ''active'' and a.auction_end_date > now()',
    filter_clause
  )
    into total, live
    using search_pattern, min_bid, max_bid, min_year, max_year, power_kw;

  current_page := least(greatest(coalesce(page, 1), 1), greatest(ceil(total::numeric / size)::integer, 1));

  execute format(
    $query$
      select coalesce(jsonb_agg(to_jsonb(a) - 'created_at' order by %2$s), '[]'::jsonb)
      from (
        select
          a.id, a.title, a.year, a.hours, a.power_kw, a.location,
          a.starting_price, coalesce(a.current_bid, a.starting_price) as current_bid, a.bid_count,
          a.auction_end_date, a.created_at,
          (
            select p.storage_path from public.auction_photos p
            where p.auction_id = a.id
            order by p.position
            limit 1
          ) as photo_path
        from public.auction_listings a
        where a.status = 'active' and a.auction_end_date > now() and %1$s
        order by %2$s
        limit %3$s offset %4$s
      ) a
    $query$,
    filter_clause, order_clause, size, (current_page - 1) * size
  )
    into auctions
    using search_pattern, min_bid, max_bid, min_year, max_year, power_kw;

  return jsonb_build_object('total', total, 'live', live, 'page', current_page, 'page_size', size,
    'now', now(), 'auctions', auctions);
end;
$$;

comment on function public.search_auctions is
  'One page of live auctions (active, end not passed by the database clock) matching the browse filters, sorted, with the matching and live counts.';

revoke all on function public.search_auctions from public;
grant execute on function public.search_auctions to anon, authenticated, service_role;
