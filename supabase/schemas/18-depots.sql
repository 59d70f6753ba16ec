-- Depots: a trade seller's places of business (docs/depots.md), Trade Premium's "Multi-location
-- management". Each listing is at one of its dealer's depots (generator_listings.depot_id in
-- supabase/schemas/20-listings.sql), the main one unless the dealer says otherwise; the listing
-- page and the public seller page show it, the sellers portal filters by it and the dealer API
-- takes its reference. Written only through the functions below (the allowance is counted
-- under the dealer's profile lock); everyone may read them: they are the dealer's public
-- addresses.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

-- How many depots a plan allows (app/content/plans.ts `depotLimit`; supabase/tests/member-plans.test.ts
-- ties the two): Premium's several, every other trade seller their one main depot.
create or replace function public.plan_depot_allowance(p_plan text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_plan = 'trade-premium' then 10 else 1 end
$$;

revoke all on function public.plan_depot_allowance(text) from public;

grant execute on function public.plan_depot_allowance(text) to anon, authenticated, service_role;

create table public.depots (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references public.profiles (id) on delete cascade,
  -- The dealer's own short code for the depot, as their stock system names the branch: what
  -- the dealer API's listings carry as `depot`. Unique per dealer, whatever the case.
  reference text not null check (reference ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,29}$'),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  -- The street address without the postcode, as a buyer collecting would need it.
  address text not null check (char_length(btrim(address)) between 1 and 200),
  -- A full postcode: a buyer comes to this address.
  postcode text not null check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$'),
  phone text check (char_length(phone) between 1 and 30),
  -- In the dealer's words, one line per day or range ("Mon–Fri 8am–5pm").
  opening_hours text check (char_length(opening_hours) between 1 and 400),
  -- A dealer's first depot is their main one; listings not placed elsewhere are there.
  is_main boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.depots is
  'A trade seller''s depots (name, address, phone, hours); each listing is at one. Written through save_depot, make_main_depot and delete_depot; public.';

create unique index depots_dealer_reference_key on public.depots (dealer_id, lower(reference));

create unique index depots_one_main_per_dealer on public.depots (dealer_id) where is_main;

alter table public.depots enable row level security;

revoke all on table public.depots from anon, authenticated;

grant select on table public.depots to anon, authenticated;

create policy depots_select_everyone on public.depots
  for select to anon, authenticated
  using (true);

-- Adds a depot for the caller (no p_depot_id) or changes one of theirs; answers its id.
-- The first is the main one, and the dealer's listings without a depot move to it. The caller
-- has checked the fields (app/models/depot-fields.ts); the table's checks hold them too.
-- Refusals for people carry GM4xx.
create or replace function public.save_depot(
  p_reference text, p_name text, p_address text, p_postcode text,
  p_phone text default null, p_opening_hours text default null, p_depot_id uuid default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dealer uuid := (select auth.uid());
  allowance integer;
  saved uuid;
begin
  if dealer is null then
    raise exception 'Sign in to manage depots' using errcode = '42501';
  end if;
  -- One dealer's depots at a time: the count below cannot be raced past.
  perform 1 from public.profiles p where p.id = dealer and p.user_type = 'trade_seller' for update;
  if not found then
    raise exception 'Depots are for trade sellers' using errcode = 'GM403';
  end if;
  if exists (
    select 1 from public.depots d
    where d.dealer_id = dealer and lower(d.reference) = lower(btrim(p_reference))
      and d.id is distinct from p_depot_id
  ) then
    raise exception 'You have a depot with the reference % already', btrim(p_reference) using errcode = 'GM409';
  end if;
  if p_depot_id is null then
    allowance := public.plan_depot_allowance(private.current_plan(dealer));
    if (select count(*) from public.depots d where d.dealer_id = dealer) >= allowance then
      raise exception '%', case when allowance = 1
        then 'More than one depot comes with the Premium package'
        else format('Your package allows %s depots: delete one you no longer use first', allowance) end
        using errcode = 'GM409';
    end if;
    insert into public.depots (dealer_id, reference, name, address, postcode, phone, opening_hours, is_main)
    values (
      dealer, btrim(p_reference), btrim(p_name), btrim(p_address), p_postcode, nullif(btrim(p_phone), ''),
      nullif(btrim(p_opening_hours), ''), not exists (select 1 from public.depots d where d.dealer_id = dealer)
    )
    returning id into saved;
    update public.generator_listings l set depot_id = saved where l.dealer_id = dealer and l.depot_id is null;
  else
    update public.depots d set
      reference = btrim(p_reference), name = btrim(p_name), address = btrim(p_address), postcode = p_postcode,
      phone = nullif(btrim(p_phone), ''), opening_hours = nullif(btrim(p_opening_hours), '')
    where d.id = p_depot_id and d.dealer_id = dealer
    returning d.id into saved;
    if saved is null then
      raise exception 'Depot not found' using errcode = 'GM404';
    end if;
  end if;
  return saved;
end;
$$;

comment on function public.save_depot(text, text, text, text, text, text, uuid) is
  'Adds a depot for the calling trade seller within their package''s allowance (the first is the main one), or changes one of theirs.';

revoke all on function public.save_depot(text, text, text, text, text, text, uuid) from public, anon;

grant execute on function public.save_depot(text, text, text, text, text, text, uuid) to authenticated;

-- Makes one of the caller's depots their main one (where new listings go).
create or replace function public.make_main_depot(p_depot_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dealer uuid := (select auth.uid());
begin
  if dealer is null then
    raise exception 'Sign in to manage depots' using errcode = '42501';
  end if;
  perform 1 from public.profiles p where p.id = dealer for update;
  if not exists (select 1 from public.depots d where d.id = p_depot_id and d.dealer_id = dealer) then
    raise exception 'Depot not found' using errcode = 'GM404';
  end if;
  update public.depots d set is_main = false where d.dealer_id = dealer and d.is_main and d.id <> p_depot_id;
  update public.depots d set is_main = true where d.id = p_depot_id;
end;
$$;

revoke all on function public.make_main_depot(uuid) from public, anon;

grant execute on function public.make_main_depot(uuid) to authenticated;

-- Deletes one of the caller's depots; its listings move to the main depot. The main depot goes
-- last (another is made main first). Answers how many listings moved.
create or replace function public.delete_depot(p_depot_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dealer uuid := (select auth.uid());
  gone public.depots;
  moved integer;
begin
  if dealer is null then
    raise exception 'Sign in to manage depots' using errcode = '42501';
  end if;
  perform 1 from public.profiles p where p.id = dealer for update;
  select * into gone from public.depots d where d.id = p_depot_id and d.dealer_id = dealer;
  if not found then
    raise exception 'Depot not found' using errcode = 'GM404';
  end if;
  if gone.is_main and exists (select 1 from public.depots d where d.dealer_id = dealer and d.id <> gone.id) then
    raise exception 'This is your main depot: make another depot the main one first' using errcode = 'GM409';
  end if;
  update public.generator_listings l
    set depot_id = (select d.id from public.depots d where d.dealer_id = dealer and d.is_main and d.id <> gone.id)
    where l.depot_id = gone.id;
  get diagnostics moved = row_count;
  delete from public.depots d where d.id = gone.id;
  return moved;
end;
$$;

revoke all on function public.delete_depot(uuid) from public, anon;

grant execute on function public.delete_depot(uuid) to authenticated;

-- Puts the caller's listings at one of their depots, all or none; answers how many.
create or replace function public.move_listings_to_depot(p_listing_ids uuid[], p_depot_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dealer uuid := (select auth.uid());
  moved integer;
begin
  if dealer is null then
    raise exception 'Sign in to manage depots' using errcode = '42501';
  end if;
  if not exists (select 1 from public.depots d where d.id = p_depot_id and d.dealer_id = dealer) then
    raise exception 'Depot not found' using errcode = 'GM404';
  end if;
  update public.generator_listings l set depot_id = p_depot_id
    where l.id = any (p_listing_ids) and l.dealer_id = dealer;
  get diagnostics moved = row_count;
  if moved <> (select count(distinct i) from unnest(p_listing_ids) i) then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  return moved;
end;
$$;

revoke all on function public.move_listings_to_depot(uuid[], uuid) from public, anon;

grant execute on function public.move_listings_to_depot(uuid[], uuid) to authenticated;
