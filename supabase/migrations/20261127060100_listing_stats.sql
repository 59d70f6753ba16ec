-- Listing statistics (issue 15 item 2): views recorded by the Worker, and what a seller
-- reads of their own listings: views, enquiries and saves, per day and in total.
--
-- Views live in public.listing_views (…_seller_reviews_and_listing_views.sql): one row per
-- visitor per listing per day, the visitor a keyed hash the Worker makes (a day's key, so
-- rows cannot be linked across days). Nobody reads or writes the table directly.
-- Enquiries are conversations about the listing (conversation_threads.listing_id), counted
-- on the day they started; saves are the members who saved it (saved_listings), on the day
-- they saved it. Days are the database's dates (UTC on Supabase).

---------------------------------------------------------------------------------------
-- record_listing_view: the Worker (service role) only
---------------------------------------------------------------------------------------

create function public.record_listing_view(p_listing uuid, p_visitor_hash text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with recorded as (
    insert into public.listing_views (listing_id, visitor_hash)
    select l.id, p_visitor_hash
    from public.generator_listings l
    where l.id = p_listing and l.status = 'active'
    on conflict do nothing
    returning 1
  )
  select exists (select 1 from recorded)
$$;

comment on function public.record_listing_view(uuid, text) is
  'Counts a view of an active listing by a visitor (a keyed hash) today, once per visitor and '
  'day: true when this was their first view today. Server only (the Worker), so nobody can '
  'inflate counts through the API.';

revoke all on function public.record_listing_view(uuid, text) from public, anon, authenticated;
grant execute on function public.record_listing_view(uuid, text) to service_role;

---------------------------------------------------------------------------------------
-- What a seller reads: their own listings only (auth.uid() is the seller)
---------------------------------------------------------------------------------------

-- The period a seller asks for, in days: 30 unless said, between 1 and 365.
create function private.stats_period(p_days integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select least(greatest(coalesce(p_days, 30), 1), 365)
$$;

create function public.seller_listing_figures(p_days integer default 30)
returns table (listing_id uuid, views integer, enquiries integer, saves integer)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id,
         (select count(*)::int from public.listing_views v
          where v.listing_id = l.id and v.viewed_on > current_date - private.stats_period(p_days)),
         (select count(*)::int from public.conversation_threads t
          where t.listing_id = l.id and t.created_at::date > current_date - private.stats_period(p_days)),
         (select count(*)::int from public.saved_listings s where s.listing_id = l.id)
  from public.generator_listings l
  where l.dealer_id = (select auth.uid())
$$;

comment on function public.seller_listing_figures(integer) is
  'Each of the caller''s own listings with its views and enquiries over the last p_days days '
  '(30 by default, today included) and the members who have it saved now.';

create function public.seller_overview_figures(p_days integer default 30)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'days', private.stats_period(p_days),
    'views', coalesce(sum(f.views), 0)::int,
    'enquiries', coalesce(sum(f.enquiries), 0)::int,
    'saves', coalesce(sum(f.saves), 0)::int
  )
  from public.seller_listing_figures(p_days) f
$$;

comment on function public.seller_overview_figures(integer) is
  'The caller''s listings together: views and enquiries over the last p_days days (30 by '
  'default), and saves now. Zeros for a member without listings.';

create function public.listing_stats(p_listing uuid, p_days integer default 30)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with listing as (
    select l.id, l.title, l.status, l.published_at
    from public.generator_listings l
    where l.id = p_listing and l.dealer_id = (select auth.uid())
  ),
  series as (
    select d.day,
           (select count(*)::int from public.listing_views v
            where v.listing_id = p_listing and v.viewed_on = d.day) as views,
           (select count(*)::int from public.conversation_threads t
            where t.listing_id = p_listing and t.created_at::date = d.day) as enquiries,
           (select count(*)::int from public.saved_listings s
            where s.listing_id = p_listing and s.created_at::date = d.day) as saves
    from (
      select (current_date - n) as day
      from generate_series(0, private.stats_period(p_days) - 1) n
    ) d
  ),
  -- The seller's listings that have been live (any status since), and this one, over
  -- the same period: what "how it compares" is measured against.
  compared as (
    select f.listing_id, f.views, f.enquiries, f.saves,
           rank() over (order by f.views desc) as views_rank
    from public.seller_listing_figures(p_days) f
    join public.generator_listings l on l.id = f.listing_id
    where l.published_at is not null or l.id = p_listing
  ),
  others as (
    select count(*)::int as listings,
           round(avg(c.views), 1) as views,
           round(avg(c.enquiries), 1) as enquiries,
           round(avg(c.saves), 1) as saves
    from compared c
    where c.listing_id <> p_listing
  )
  select jsonb_build_object(
    'listing', jsonb_build_object('id', l.id, 'title', l.title, 'status', l.status),
    'days', private.stats_period(p_days),
    'series', (select jsonb_agg(jsonb_build_object('day', s.day, 'views', s.views,
                                                   'enquiries', s.enquiries, 'saves', s.saves)
                                order by s.day)
               from series s),
    'totals', (select jsonb_build_object('views', sum(s.views)::int, 'enquiries', sum(s.enquiries)::int,
                                         'saves', sum(s.saves)::int)
               from series s),
    'saved_by', (select count(*)::int from public.saved_listings s where s.listing_id = p_listing),
    'comparison', jsonb_build_object(
      'other_listings', o.listings,
      'average_views', o.views,
      'average_enquiries', o.enquiries,
      'average_saves', o.saves,
      'views_rank', (select c.views_rank::int from compared c where c.listing_id = p_listing),
      'ranked_listings', (select count(*)::int from compared)
    )
  )
  from listing l, others o
$$;

comment on function public.listing_stats(uuid, integer) is
  'One of the caller''s own listings over the last p_days days (30 by default, today '
  'included): views, enquiries and new saves per day, their totals, the members who have it '
  'saved now, and how it compares with the seller''s other listings that have been live '
  '(their averages over the same days, and its rank by views). Null for anyone else''s.';

revoke all on function public.seller_listing_figures(integer), public.seller_overview_figures(integer),
  public.listing_stats(uuid, integer) from public, anon;
grant execute on function public.seller_listing_figures(integer), public.seller_overview_figures(integer),
  public.listing_stats(uuid, integer) to authenticated;
