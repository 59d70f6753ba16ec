-- Saved listings, saved searches and their email alerts.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- saved_listings
---------------------------------------------------------------------------------------
create table public.saved_listings (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  listing_id uuid not null references public.generator_listings (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, listing_id)
);

create index saved_listings_listing_id_idx on public.saved_listings (listing_id);

comment on table public.saved_listings is 'A member''s favourite listings (Save to Favorites).';

alter table public.saved_listings enable row level security;

revoke all on table public.saved_listings from anon, authenticated;

grant select, insert, delete on table public.saved_listings to authenticated;

create policy saved_listings_select_own on public.saved_listings
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Only listings the member can see (active ones, or their own).
create policy saved_listings_insert_own on public.saved_listings
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.generator_listings l where l.id = listing_id)
  );

create policy saved_listings_delete_own on public.saved_listings
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- Whether search_listings, given these arguments (the jsonb a saved search stores: the
-- browse page's searchListingsArguments, the same names), would show this listing.
-- Unknown keys (sort, page) are ignored; a value of the wrong type raises, which
-- save_search turns into a refusal before anything is stored.
create or replace function private.listing_matches_search(p_listing_id uuid, p_args jsonb)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  a record;
  filter record;
  matched boolean;
  place_latitude double precision;
  place_longitude double precision;
begin
  select * into a from jsonb_to_record(p_args) as x(
    search text, listing_type text, brands text[], power_kw numeric, kva_min numeric, kva_max numeric,
    listing_condition text, featured_only boolean, min_price integer, max_price integer,
    min_year integer, max_year integer, min_hours integer, max_hours integer, listing_phase text,
    listing_fuel text, min_warranty_months integer, has_sockets boolean, listing_acoustic_type text,
    location_region text, location_place text, near text, radius_miles integer
  );
  select * into filter from private.listing_search_filter(
    a.search, a.listing_type, a.brands, a.power_kw, a.kva_min, a.kva_max, a.listing_condition,
    coalesce(a.featured_only, false), a.min_price, a.max_price, a.min_year, a.max_year, a.min_hours,
    a.max_hours, a.listing_phase, a.listing_fuel, a.min_warranty_months, a.has_sockets,
    a.listing_acoustic_type, a.location_region, a.location_place
  );
  execute 'select exists (select 1 from public.generator_listings l where l.id = $21 and ' || filter.where_clause || ')'
    into matched
    using filter.search_query, a.listing_type, a.brands, a.power_kw, a.kva_min, a.kva_max, a.listing_condition,
      a.min_price, a.max_price, a.min_year, a.max_year, a.min_hours, a.max_hours, a.listing_phase, a.listing_fuel,
      a.min_warranty_months, a.has_sockets, a.listing_acoustic_type, a.location_region, filter.place_pattern,
      p_listing_id;
  -- "Within N miles of [postcode]" as search_listings applies it: only for a known place.
  if matched and a.radius_miles is not null and nullif(btrim(a.near), '') is not null then
    select p.latitude, p.longitude into place_latitude, place_longitude from public.place_coordinates(a.near) p;
    if place_latitude is not null then
      select coalesce(public.miles_between(place_latitude, place_longitude, l.latitude, l.longitude) <= a.radius_miles, false)
        into matched
      from public.generator_listings l where l.id = p_listing_id;
    end if;
  end if;
  return matched;
end;
$$;

revoke all on function private.listing_matches_search from public;

---------------------------------------------------------------------------------------
-- saved_searches
---------------------------------------------------------------------------------------
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- Which browse page: its address is /{page}?{query}.
  page text not null check (page in ('listings', 'auctions')),
  -- Drawn from the filters ("Diesel Standby in London up to £50,000").
  name text not null check (btrim(name) <> '' and char_length(name) <= 200),
  -- The page's clean query string (defaults, sort and page left out): what opens it again.
  query text not null check (char_length(query) <= 4000),
  -- The page's search function's arguments for those filters, what alerts match with.
  search_args jsonb not null check (jsonb_typeof(search_args) = 'object'),
  alerts boolean not null default true,
  alert_frequency text not null default 'instant' check (alert_frequency in ('instant', 'daily')),
  created_at timestamptz not null default now(),
  -- Alerts match newly approved listings; an auction search opens its page, and alerts nothing.
  constraint saved_searches_alerts_for_listings check (page = 'listings' or not alerts),
  -- Saving the same search twice keeps one.
  constraint saved_searches_user_page_query_key unique (user_id, page, query)
);

create index saved_searches_alerts_idx on public.saved_searches (page) where alerts;

comment on table public.saved_searches is
  'A member''s saved browse search (docs/spec/02-auctions-and-seller-tools.md §3): its page and filters, and whether new matches are emailed, how often.';

alter table public.saved_searches enable row level security;

-- Members read and delete their own and switch alerts; they save through save_search
-- (which keeps the limit), never by a direct insert, and never rewrite the filters.
revoke all on table public.saved_searches from anon, authenticated;

grant select, delete on table public.saved_searches to authenticated;

grant update (alerts, alert_frequency) on table public.saved_searches to authenticated;

create policy saved_searches_select_own on public.saved_searches
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy saved_searches_update_own on public.saved_searches
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy saved_searches_delete_own on public.saved_searches
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- How many searches a member keeps (app/content/saved-searches.ts says the same; a test ties them).
create or replace function private.saved_searches_max()
returns integer
language sql
immutable
set search_path = ''
as $$ select 20 $$;

-- Saves the signed-in member's search, or answers the one already saved with the same
-- query (created false), so a repeated submit stores one row. The member's profile row is
-- locked while counting, so two saves at once cannot both pass the limit.
create or replace function public.save_search(p_page text, p_name text, p_query text, p_search_args jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  existing uuid;
  saved_count integer;
  limit_count integer := private.saved_searches_max();
  new_id uuid;
begin
  if member is null then
    raise exception 'Sign in to save a search' using errcode = '42501';
  end if;
  if p_page is null or p_page not in ('listings', 'auctions') or p_query is null
    or nullif(btrim(p_name), '') is null or char_length(p_name) > 200 or char_length(p_query) > 4000
    or p_search_args is null or jsonb_typeof(p_search_args) <> 'object' then
    raise exception 'This search cannot be saved' using errcode = 'GM400';
  end if;
  -- Arguments the matcher could not read would fail every later approval: refuse them now.
  if p_page = 'listings' then
    begin
      perform private.listing_matches_search(null, p_search_args);
    exception when others then
      raise exception 'This search cannot be saved' using errcode = 'GM400';
    end;
  end if;

  perform 1 from public.profiles p where p.id = member for update;

  select s.id into existing from public.saved_searches s
  where s.user_id = member and s.page = p_page and s.query = p_query;
  if existing is not null then
    return jsonb_build_object('id', existing, 'created', false);
  end if;

  select count(*) into saved_count from public.saved_searches s where s.user_id = member;
  if saved_count >= limit_count then
    raise exception 'You can keep up to % saved searches. Delete one to save this search.', limit_count
      using errcode = 'GM409';
  end if;

  insert into public.saved_searches (user_id, page, name, query, search_args, alerts)
  values (member, p_page, btrim(p_name), p_query, p_search_args, p_page = 'listings')
  returning id into new_id;
  return jsonb_build_object('id', new_id, 'created', true);
end;
$$;

comment on function public.save_search is
  'Saves the member''s browse search (at most private.saved_searches_max()); the same query twice keeps one.';

revoke all on function public.save_search from public;

grant execute on function public.save_search to authenticated;

---------------------------------------------------------------------------------------
-- The alert queue
---------------------------------------------------------------------------------------

-- One row per saved search and listing, ever: queued when the listing is approved, claimed
-- (sent_at) when its email goes out. Only the functions below touch it.
create table private.saved_search_alerts (
  saved_search_id uuid not null references public.saved_searches (id) on delete cascade,
  listing_id uuid not null references public.generator_listings (id) on delete cascade,
  queued_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (saved_search_id, listing_id)
);

create index saved_search_alerts_unsent_idx on private.saved_search_alerts (saved_search_id) where sent_at is null;

-- When a listing goes from pending to active (moderate_listing's approval), queue it for
-- every saved listings search with alerts on that would show it, other than its seller's.
create or replace function private.queue_search_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.saved_search_alerts (saved_search_id, listing_id)
  select s.id, new.id
  from public.saved_searches s
  where s.alerts
    and s.page = 'listings'
    and s.user_id <> new.dealer_id
    and private.listing_matches_search(new.id, s.search_args)
  on conflict do nothing;
  return null;
end;
$$;

create trigger generator_listings_queue_search_alerts
  after update of status on public.generator_listings
  for each row
  when (old.status = 'pending' and new.status = 'active')
  execute function private.queue_search_alerts();

-- Alerts switched off (in the list, or by the email's unsubscribe link): what was queued
-- and not yet sent is dropped.
create or replace function private.drop_unsent_search_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.saved_search_alerts a where a.saved_search_id = new.id and a.sent_at is null;
  return null;
end;
$$;

create trigger saved_searches_drop_unsent_alerts
  after update of alerts on public.saved_searches
  for each row
  when (old.alerts and not new.alerts)
  execute function private.drop_unsent_search_alerts();

-- Saved-search alerts follow Priority Buyers' first access (member_plans.sql): an alert of a
-- listing approved less than priority_early_access_hours() ago is due only for a Priority
-- Buyer (an early_access_alert email); everyone else's waits in the queue until the listing
-- is theirs to see, so no email links to a page that is not found yet. The condition is
-- listing_visible_to_viewer's for the search's member (that function reads auth.uid(), the
-- dispatch has none); supabase/saved-searches.test.ts ties the two.
-- The due alerts at this frequency become emails in the outbox (15-email.sql), one per saved
-- search (and kind), in this transaction; sent_at marks an alert handed to the outbox, which
-- delivers it from there. Instant ones at every dispatch (hand_out_emails), daily ones from
-- the daily Cron Trigger. Answers the emails' keys.
create or replace function public.queue_search_alert_emails(p_frequency text)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  keys text[];
begin
  if p_frequency is null or p_frequency not in ('instant', 'daily') then
    raise exception 'The frequency must be instant or daily' using errcode = '22023';
  end if;
  with due as (
    select a.saved_search_id, a.listing_id
    from private.saved_search_alerts a
    join public.saved_searches s on s.id = a.saved_search_id
    join public.generator_listings l on l.id = a.listing_id
    where a.sent_at is null and s.alerts and s.alert_frequency = p_frequency and l.status = 'active'
      -- Due once the member may open the listing: listing_visible_to_viewer's rule for them.
      and (l.reviewed_at is null
        or l.reviewed_at <= now() - make_interval(hours => public.priority_early_access_hours())
        or private.current_plan(s.user_id) = 'priority-buyer')
    for update of a skip locked
  ),
  claimed as (
    update private.saved_search_alerts a set sent_at = now()
    from due
    where a.saved_search_id = due.saved_search_id and a.listing_id = due.listing_id
    returning a.saved_search_id, a.listing_id, a.queued_at
  ),
  alerted as (
    select c.saved_search_id, c.listing_id, c.queued_at, s.user_id,
      -- Still within everyone else's wait: the Priority Buyer's early access.
      case when l.reviewed_at > now() - make_interval(hours => public.priority_early_access_hours())
        then 'early_access_alert' else 'search_alert' end as kind
    from claimed c
    join public.saved_searches s on s.id = c.saved_search_id
    join public.generator_listings l on l.id = c.listing_id
  ),
  emails as (
    select a.kind, a.saved_search_id, a.user_id,
      a.kind || '/' || a.saved_search_id || '/' || md5(string_agg(a.listing_id::text, ',' order by a.listing_id)) as key,
      jsonb_build_object(
        'savedSearchId', s.id,
        'name', s.name,
        'page', s.page,
        'query', s.query,
        'frequency', p_frequency,
        'listings', jsonb_agg(
          jsonb_build_object('id', l.id, 'title', l.title, 'priceGbp', l.price_gbp, 'location', l.location)
          order by a.queued_at, l.id
        )
      ) as data
    from alerted a
    join public.saved_searches s on s.id = a.saved_search_id
    join public.generator_listings l on l.id = a.listing_id
    group by a.kind, a.saved_search_id, a.user_id, s.id
  )
  select coalesce(array_agg(e.key order by e.key), '{}') into keys
  from emails e
  where private.queue_email(e.user_id, e.kind, e.key, e.data);
  return keys;
end;
$$;

comment on function public.queue_search_alert_emails is
  'Turns the saved-search alerts due at this frequency (instant or daily) into emails in the outbox; answers their keys.';

revoke all on function public.queue_search_alert_emails from public, anon, authenticated;

grant execute on function public.queue_search_alert_emails to service_role;
