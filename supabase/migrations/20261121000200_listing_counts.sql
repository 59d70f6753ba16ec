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
