-- Plans that can be bought (issue 17 items 3 and 8): a member's plan on their account, paid
-- through the payments table at a price decided here, and what a plan gives:
--
--   member_plans                 a member's plan (Priority Buyer, or a trade package): read by
--                                its member, written only by payment completion and staff;
--   plan_price_pence / plan_charge_pence / plan_ad_allowance / priority_early_access_hours
--                                the plans' figures, as app/content/plans.ts has them (tied by
--                                supabase/member-plans.test.ts);
--   start_plan_payment           a pending payment for a plan (complete_simulated_payment, or
--                                a production provider, then puts the member on it);
--   set_member_plan              staff put a member on a plan (or end it) without a payment;
--   private.active_ad_allowance_left
--                                a trade seller's ads still allowed by their package; publish_listing
--                                refuses past it;
--   listing_visible_to_viewer    who sees an active listing: newly approved ones are Priority
--                                Buyers' (and their seller's) for priority_early_access_hours()
--                                before everyone else's. The select policy and the catalogue's
--                                security definer functions (search_listings, listing_filter_options,
--                                seller_public_page) use it.
--
-- The sell wizard charges at the end: the Pricing step saves the chosen option
-- (generator_listings.chosen_option) and the Review step's Publish pays for it and publishes;
-- start_listing_payment reuses an unfinished payment for the same option, so a double click
-- pays once.
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- The plans' figures (app/content/plans.ts; tied by supabase/member-plans.test.ts)
---------------------------------------------------------------------------------------

-- A weekly plan's list price in pence, before VAT where VAT is added (trade packages).
create or replace function public.plan_price_pence(p_plan text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_plan
    when 'priority-buyer' then 895
    when 'trade-single' then 995
    when 'trade-standard' then 4995
    when 'trade-premium' then 8995
  end
$$;

-- What a week of the plan is charged, VAT included: trade packages are priced before VAT
-- (dealers reclaim it), so 20% is added; Priority Buyer's price includes it.
create or replace function public.plan_charge_pence(p_plan text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_plan like 'trade-%' then round(public.plan_price_pence(p_plan) * 1.2)::integer
    else public.plan_price_pence(p_plan)
  end
$$;

-- How many ads a trade package runs at once (active and awaiting review); null for a plan
-- without an allowance.
create or replace function public.plan_ad_allowance(p_plan text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_plan when 'trade-single' then 1 when 'trade-standard' then 10 when 'trade-premium' then 20 end
$$;

-- How long a newly approved listing is Priority Buyers' alone.
create or replace function public.priority_early_access_hours()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 24
$$;

revoke all on function public.plan_price_pence(text), public.plan_charge_pence(text),
  public.plan_ad_allowance(text), public.priority_early_access_hours() from public;
grant execute on function public.plan_price_pence(text), public.plan_charge_pence(text),
  public.plan_ad_allowance(text), public.priority_early_access_hours() to anon, authenticated, service_role;

---------------------------------------------------------------------------------------
-- member_plans
---------------------------------------------------------------------------------------

create table public.member_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  plan_id text not null check (plan_id in ('priority-buyer', 'trade-single', 'trade-standard', 'trade-premium')),
  started_at timestamptz not null default now(),
  -- The end of the week paid for: the next weekly charge (a production provider renews it).
  renews_at timestamptz not null,
  -- Set when the member moves to another plan or staff end it; null while it is current.
  ended_at timestamptz,
  -- The payment that bought it; null when staff set it (or the seed).
  payment_id uuid references public.payments (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint member_plans_renews_after_start check (renews_at > started_at)
);

comment on table public.member_plans is
  'A member''s plans (Priority Buyer, trade packages); the current one has ended_at null. Written only by payment completion and staff.';

-- One current plan per member.
create unique index member_plans_one_current on public.member_plans (user_id) where ended_at is null;
create index member_plans_payment_idx on public.member_plans (payment_id);

alter table public.member_plans enable row level security;

-- Read only, and only one's own (staff read all): nobody writes through the API.
revoke all on table public.member_plans from anon, authenticated;
grant select on table public.member_plans to authenticated;

create policy member_plans_select_own on public.member_plans
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));

-- A member's current plan id, or null.
create or replace function private.current_plan(p_member uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.plan_id from public.member_plans m where m.user_id = p_member and m.ended_at is null
$$;

revoke all on function private.current_plan(uuid) from public, anon, authenticated;

-- Puts a member on a plan from now for a week, ending their current one (if any).
create or replace function private.start_member_plan(p_member uuid, p_plan text, p_payment_id uuid)
returns public.member_plans
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  started public.member_plans;
begin
  update public.member_plans set ended_at = now() where user_id = p_member and ended_at is null;
  insert into public.member_plans (user_id, plan_id, started_at, renews_at, payment_id)
    values (p_member, p_plan, now(), now() + interval '7 days', p_payment_id)
    returning * into started;
  return started;
end;
$$;

revoke all on function private.start_member_plan(uuid, text, uuid) from public, anon, authenticated;

---------------------------------------------------------------------------------------
-- Paying for a plan
---------------------------------------------------------------------------------------

alter table public.payments add column plan_id text
  check (plan_id in ('priority-buyer', 'trade-single', 'trade-standard', 'trade-premium'));

comment on column public.payments.plan_id is 'The plan a plan payment bought (purpose plan).';

alter table public.payments drop constraint payments_purpose_check;
alter table public.payments add constraint payments_purpose_check
  check (purpose in ('listing_option', 'auction_fee', 'listing_upgrade', 'plan'));
alter table public.payments drop constraint payments_purpose_fields;
alter table public.payments add constraint payments_purpose_fields check (
  case purpose
    when 'auction_fee' then listing_option is null and listing_id is null and plan_id is null
    when 'plan' then plan_id is not null and listing_option is null and listing_id is null and auction_id is null and used_at is null
    else listing_option is not null and auction_id is null and used_at is null and plan_id is null
  end
);

comment on table public.payments is
  'Payments for listing options, upgrades, auction admin fees and plans. Amounts are decided in SQL; users only read their own.';

-- Starts paying for a plan as the caller: a pending payment of plan_charge_pence(p_plan),
-- never an amount from the caller. Trade packages are for trade sellers. The caller's
-- current plan is refused (nothing to buy); an unfinished payment for the same plan is
-- returned (a double click pays once), one for another plan is cancelled.
create or replace function public.start_plan_payment(p_plan text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  amount integer := public.plan_charge_pence(p_plan);
  member_type text;
  payment public.payments;
begin
  if caller is null then
    raise exception 'Sign in to choose a plan' using errcode = '42501';
  end if;
  if amount is null then
    raise exception 'There is no such plan' using errcode = 'GM400';
  end if;
  -- One plan decision at a time per member.
  select p.user_type into member_type from public.profiles p where p.id = caller for update;
  if p_plan like 'trade-%' and member_type is distinct from 'trade_seller' then
    raise exception 'Trade packages are for trade seller accounts. Contact us to change your account to a trade account.'
      using errcode = 'GM403';
  end if;
  if private.current_plan(caller) = p_plan then
    raise exception 'You are already on this plan' using errcode = 'GM409';
  end if;
  select * into payment from public.payments p
    where p.user_id = caller and p.purpose = 'plan' and p.plan_id = p_plan and p.status = 'pending'
    order by p.created_at desc limit 1;
  if found then
    return payment;
  end if;
  update public.payments set status = 'cancelled' where user_id = caller and purpose = 'plan' and status = 'pending';
  insert into public.payments (user_id, purpose, plan_id, amount_pence, reference)
    values (caller, 'plan', p_plan, amount, 'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)))
    returning * into payment;
  return payment;
end;
$$;

comment on function public.start_plan_payment(text) is
  'A pending payment for a plan at plan_charge_pence (VAT included); the caller''s unfinished one for the same plan is reused.';

revoke all on function public.start_plan_payment(text) from public, anon;
grant execute on function public.start_plan_payment(text) to authenticated;

-- The local provider's "card payment", now also for plans (it puts the member on the plan).
-- Refused unless private.platform_settings allows simulated payments. A production
-- provider's webhook does the same through private.start_member_plan.
create or replace function public.complete_simulated_payment(p_payment_id uuid)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments;
begin
  if not coalesce((select s.simulated_payments from private.platform_settings s), false) then
    raise exception 'Simulated payments are not enabled on this project' using errcode = '42501';
  end if;
  select * into payment from public.payments p
    where p.id = p_payment_id and p.user_id = (select auth.uid())
    for update;
  if not found then
    raise exception 'Payment not found' using errcode = 'GM404';
  end if;
  if payment.status = 'paid' then
    return payment;
  end if;
  if payment.status <> 'pending' then
    raise exception 'This payment can no longer be completed' using errcode = 'GM409';
  end if;
  if payment.purpose = 'listing_upgrade' and exists (
    select 1 from public.generator_listings l
    where l.id = payment.listing_id and (l.status <> 'active' or l.listing_option = 'enhanced' or l.featured)
  ) then
    raise exception 'This listing can no longer be promoted' using errcode = 'GM409';
  end if;
  update public.payments
    set status = 'paid', paid_at = now(), provider = 'simulated'
    where id = p_payment_id
    returning * into payment;
  if payment.purpose = 'listing_upgrade' then
    perform private.apply_listing_upgrade(payment);
  elsif payment.purpose = 'listing_option' then
    update public.generator_listings set listing_option = payment.listing_option where id = payment.listing_id;
  elsif payment.purpose = 'plan' then
    perform private.start_member_plan(payment.user_id, payment.plan_id, payment.id);
  end if;
  return payment;
end;
$$;

-- The plan a paid plan payment of the caller's bought, for /confirmation: null for a
-- payment that is not the caller's, not paid, or not for a plan (a made-up or someone
-- else's session confirms nothing).
create or replace function public.plan_confirmation(p_payment_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'plan_id', m.plan_id, 'started_at', m.started_at, 'renews_at', m.renews_at, 'ended_at', m.ended_at,
    'reference', p.reference, 'amount_pence', p.amount_pence, 'paid_at', p.paid_at
  )
  from public.payments p
  join public.member_plans m on m.payment_id = p.id
  where p.id = p_payment_id and p.user_id = (select auth.uid()) and p.purpose = 'plan' and p.status = 'paid'
$$;

revoke all on function public.plan_confirmation(uuid) from public, anon;
grant execute on function public.plan_confirmation(uuid) to authenticated;

-- Staff put a member on a plan without a payment (a goodwill week, a correction), or end
-- their plan (p_plan null).
create or replace function public.set_member_plan(p_member uuid, p_plan text)
returns public.member_plans
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.member_plans;
begin
  if not public.is_staff() then
    raise exception 'Only staff can set a member''s plan' using errcode = 'GM403';
  end if;
  perform 1 from public.profiles p where p.id = p_member for update;
  if not found then
    raise exception 'Member not found' using errcode = 'GM404';
  end if;
  if p_plan is null then
    update public.member_plans set ended_at = now() where user_id = p_member and ended_at is null returning * into result;
    return result;
  end if;
  if public.plan_price_pence(p_plan) is null then
    raise exception 'There is no such plan' using errcode = 'GM400';
  end if;
  return private.start_member_plan(p_member, p_plan, null);
end;
$$;

revoke all on function public.set_member_plan(uuid, text) from public, anon;
grant execute on function public.set_member_plan(uuid, text) to authenticated;

---------------------------------------------------------------------------------------
-- The trade packages' ad allowance
---------------------------------------------------------------------------------------

-- The ads a seller's current trade package still allows: its allowance less their active
-- and pending listings, never below 0. Null when no allowance applies (a private seller,
-- who pays per listing, or a trade seller without a package).
create or replace function private.active_ad_allowance_left(p_seller uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    public.plan_ad_allowance(m.plan_id)
      - (select count(*)::integer from public.generator_listings l
         where l.dealer_id = p_seller and l.status in ('active', 'pending')),
    0)
  from public.member_plans m
  where m.user_id = p_seller and m.ended_at is null and public.plan_ad_allowance(m.plan_id) is not null
$$;

revoke all on function private.active_ad_allowance_left(uuid) from public, anon, authenticated;

-- How the caller's listings are paid for, for the wizard and the dashboard: their account
-- type, their current plan, its ad allowance and what is left of it (null without one).
create or replace function public.my_listing_terms()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'user_type', p.user_type,
    'plan_id', private.current_plan(p.id),
    'allowance', public.plan_ad_allowance(private.current_plan(p.id)),
    'left', private.active_ad_allowance_left(p.id)
  )
  from public.profiles p
  where p.id = (select auth.uid())
$$;

revoke all on function public.my_listing_terms() from public, anon;
grant execute on function public.my_listing_terms() to authenticated;

---------------------------------------------------------------------------------------
-- The sell wizard: the option chosen on Pricing, paid for at Publish
---------------------------------------------------------------------------------------

alter table public.generator_listings
  add column chosen_option text check (chosen_option in ('basic', 'enhanced'));

comment on column public.generator_listings.chosen_option is
  'The listing option the seller chose on the wizard''s Pricing step; paid for when they publish (listing_option is what was paid).';

grant insert (chosen_option), update (chosen_option) on public.generator_listings to authenticated;

-- What the listing still lacks (…_listing_missing_fields.sql's rule): 'payment' became
-- 'listing_option', a chosen (or already paid) option, and only for a seller who pays per
-- listing: a trade seller's ads come from their package.
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
    case when l.status <> 'active' and l.chosen_option is null
      and (select pr.user_type from public.profiles pr where pr.id = l.dealer_id) is distinct from 'trade_seller'
      and not exists (select 1 from public.payments p where p.listing_id = l.id and p.status = 'paid' and p.purpose = 'listing_option')
      then 'listing_option' end
  ], null)
  from public.generator_listings l
  where l.id = p_listing_id
    and (l.dealer_id = (select auth.uid()) or public.is_staff())
$$;

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
    when 'listing_option' then 'a listing option'
  end
$$;

-- As before, except that an unfinished payment for the same option is returned rather than
-- cancelled and replaced: two publishes of one listing (a double click) complete one payment.
create or replace function public.start_listing_payment(p_listing_id uuid, p_option text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  amount integer := public.listing_option_amount_pence(p_option);
  listing_status text;
  payment public.payments;
begin
  if caller is null then
    raise exception 'Sign in to pay for a listing' using errcode = '42501';
  end if;
  if amount is null then
    raise exception 'Unknown listing option' using errcode = '22023';
  end if;
  select l.status into listing_status
    from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = caller
    for update;
  if not found then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  if listing_status not in ('draft', 'rejected') then
    raise exception 'This listing needs no payment' using errcode = 'GM409';
  end if;

  select * into payment from public.payments p
    where p.listing_id = p_listing_id and p.status = 'paid' and p.purpose = 'listing_option';
  if found then
    if payment.listing_option <> p_option then
      raise exception 'This listing is already paid for' using errcode = 'GM409';
    end if;
    return payment;
  end if;

  select * into payment from public.payments p
    where p.listing_id = p_listing_id and p.status = 'pending' and p.purpose = 'listing_option' and p.listing_option = p_option
    order by p.created_at desc limit 1;
  if found then
    return payment;
  end if;

  update public.payments set status = 'cancelled'
    where listing_id = p_listing_id and status = 'pending' and purpose = 'listing_option';
  insert into public.payments (user_id, listing_id, listing_option, amount_pence, reference)
    values (
      caller, p_listing_id, p_option, amount,
      'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
    )
    returning * into payment;
  return payment;
end;
$$;

-- publish_listing, as …_listing_missing_fields.sql's, and: a seller who pays per listing
-- needs the chosen option paid (the app pays it in the same submit, just before); a trade
-- seller needs a current package with an ad left (GM402 without one, GM409 at the limit,
-- each saying where to choose or upgrade). The seller's profile row is locked so two
-- publishes cannot both take the last ad.
create or replace function public.publish_listing(p_listing_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  listing public.generator_listings;
  member_type text;
  plan text;
  ads_left integer;
  missing text[];
  labels text[];
  n integer;
begin
  if caller is null then
    raise exception 'Sign in to publish a listing' using errcode = '42501';
  end if;
  select p.user_type into member_type from public.profiles p where p.id = caller for update;
  select * into listing from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = caller
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
  n := cardinality(missing);
  if n > 0 then
    labels := array(select public.listing_field_label(m.field) from unnest(missing) with ordinality as m(field, i) order by m.i);
    raise exception 'This listing is not complete yet: it still needs %',
      case when n = 1 then labels[1] else array_to_string(labels[1:n - 1], ', ') || ' and ' || labels[n] end
      using errcode = 'GM409';
  end if;
  if member_type = 'trade_seller' then
    plan := private.current_plan(caller);
    ads_left := private.active_ad_allowance_left(caller);
    if ads_left is null then
      raise exception 'Trade listings run on a trade package: choose Single Ad, Standard or Premium on the Trade Sellers page (/trade-sellers) to publish'
        using errcode = 'GM402';
    end if;
    if ads_left = 0 then
      raise exception 'Your % package allows % active ads and all of them are live or awaiting review: upgrade your package on the Trade Sellers page (/trade-sellers), or deactivate a listing, to publish this one',
        case plan when 'trade-single' then 'Single Ad' when 'trade-standard' then 'Standard' else 'Premium' end,
        public.plan_ad_allowance(plan)
        using errcode = 'GM409';
    end if;
  elsif not exists (
    select 1 from public.payments p where p.listing_id = p_listing_id and p.status = 'paid' and p.purpose = 'listing_option'
  ) then
    raise exception 'This listing has not been paid for' using errcode = 'GM402';
  end if;
  update public.generator_listings
    set status = 'pending',
        location = coalesce(nullif(btrim(location), ''), postcode),
        wizard_step = 5
    where id = p_listing_id;
  return 'pending';
end;
$$;

---------------------------------------------------------------------------------------
-- Priority Buyers' first access to new stock
---------------------------------------------------------------------------------------

-- True when the caller is on Priority Buyer. security definer: visitors cannot read plans.
create or replace function private.viewer_has_early_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.current_plan((select auth.uid())) = 'priority-buyer', false)
$$;

revoke all on function private.viewer_has_early_access() from public, anon, authenticated;

create or replace function public.viewer_has_early_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.viewer_has_early_access()
$$;

revoke all on function public.viewer_has_early_access() from public;
grant execute on function public.viewer_has_early_access() to anon, authenticated, service_role;

-- The one rule of who sees a listing on the public catalogue: an active listing, and, for
-- priority_early_access_hours() after staff approved it (reviewed_at), only Priority Buyers
-- and its seller. Listings made active without a review (imports, the seed) have no early
-- period. No `set search_path` (every name is qualified) and no sub-select, so that the
-- planner inlines it into the policy and the catalogue's queries; the OR is written so that
-- a listing approved long ago (nearly all of them) is decided without looking up the plan.
create or replace function public.listing_visible_to_viewer(p_status text, p_reviewed_at timestamptz, p_dealer_id uuid)
returns boolean
language sql
stable
as $$
  select p_status = 'active'
    and (
      p_reviewed_at is null
      or p_reviewed_at <= pg_catalog.now() - pg_catalog.make_interval(hours => public.priority_early_access_hours())
      or p_dealer_id = auth.uid()
      or public.viewer_has_early_access()
    )
$$;

comment on function public.listing_visible_to_viewer(text, timestamptz, uuid) is
  'Whether the caller sees a listing on the catalogue: active, and past its Priority Buyers'' early access unless they are one (or its seller).';

grant execute on function public.listing_visible_to_viewer(text, timestamptz, uuid) to anon, authenticated, service_role;

drop policy generator_listings_select_active_or_own on public.generator_listings;
create policy generator_listings_select_active_or_own on public.generator_listings
  for select to anon, authenticated
  using (public.listing_visible_to_viewer(status, reviewed_at, dealer_id) or dealer_id = (select auth.uid()));

---------------------------------------------------------------------------------------
-- The catalogue's security definer functions, as before except that each asks
-- listing_visible_to_viewer (they bypass the select policy): search_listings (…_saved_searches.sql's, and with it
-- search_stock), listing_filter_options and seller_public_page. active_listing_counts runs
-- with the caller's rights, so the policy already applies to it.
---------------------------------------------------------------------------------------

create or replace function public.search_listings(
  search text default null,
  listing_type text default null,
  brands text[] default null,
  power_kw numeric default null,
  kva_min numeric default null,
  kva_max numeric default null,
  listing_condition text default null,
  featured_only boolean default false,
  min_price integer default null,
  max_price integer default null,
  min_year integer default null,
  max_year integer default null,
  min_hours integer default null,
  max_hours integer default null,
  listing_phase text default null,
  listing_fuel text default null,
  min_warranty_months integer default null,
  has_sockets boolean default null,
  listing_acoustic_type text default null,
  location_region text default null,
  location_place text default null,
  sort text default 'newest',
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
  filter record;
  order_clause text;
  total integer;
  size integer := least(greatest(coalesce(page_size, 24), 1), 100);
  current_page integer;
  listings jsonb;
begin
  select * into filter from private.listing_search_filter(
    search, listing_type, brands, power_kw, kva_min, kva_max, listing_condition, featured_only,
    min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
    min_warranty_months, has_sockets, listing_acoustic_type, location_region, location_place
  );
  -- Not in private.listing_search_filter: saved-search alerts match a listing as it is approved.
  filter.where_clause := filter.where_clause || ' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id)';

  order_clause := case sort
    when 'price-asc' then 'l.price_gbp asc, l.id asc'
    when 'price-desc' then 'l.price_gbp desc, l.id desc'
    else 'l.created_at desc, l.id desc'
  end;

  execute 'select count(*) from public.generator_listings l where ' || filter.where_clause
    into total
    using filter.search_pattern, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, filter.place_pattern;

  current_page := least(greatest(coalesce(page, 1), 1), greatest(ceil(total::numeric / size)::integer, 1));

  execute format(
    $query$
      select coalesce(jsonb_agg(to_jsonb(l) - 'created_at' order by %2$s), '[]'::jsonb)
      from (
        select
          l.id, l.title, l.type, l.brand, l.condition, l.year, l.hours, l.price_gbp,
          l.location, l.power_kw, l.fuel, l.acoustic_type, l.featured, l.created_at,
          (
            select p.storage_path from public.listing_photos p
            where p.listing_id = l.id
            order by p.position
            limit 1
          ) as photo_path
        from public.generator_listings l
        where %1$s
        order by %2$s
        limit %3$s offset %4$s
      ) l
    $query$,
    filter.where_clause, order_clause, size, (current_page - 1) * size
  )
    into listings
    using filter.search_pattern, listing_type, brands, power_kw, kva_min, kva_max, listing_condition,
      min_price, max_price, min_year, max_year, min_hours, max_hours, listing_phase, listing_fuel,
      min_warranty_months, has_sockets, listing_acoustic_type, location_region, filter.place_pattern;

  return jsonb_build_object('total', total, 'page', current_page, 'page_size', size, 'listings', listings);
end;
$$;

create or replace function public.listing_filter_options()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with recursive
    brand_values (brand) as (
      (
        select l.brand from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.brand is not null
        order by l.brand limit 1
      )
      union all
      select (
        select l.brand from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.brand > b.brand
        order by l.brand limit 1
      )
      from brand_values b
      where b.brand is not null
    ),
    power_values (power_kw) as (
      (
        select l.power_kw from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.power_kw is not null
        order by l.power_kw limit 1
      )
      union all
      select (
        select l.power_kw from public.generator_listings l
        where l.status = 'active' and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and l.power_kw > p.power_kw
        order by l.power_kw limit 1
      )
      from power_values p
      where p.power_kw is not null
    )
  select jsonb_build_object(
    'brands', (select coalesce(jsonb_agg(b.brand order by b.brand), '[]'::jsonb) from brand_values b where b.brand is not null),
    'power_kw', (select coalesce(jsonb_agg(p.power_kw order by p.power_kw), '[]'::jsonb) from power_values p where p.power_kw is not null)
  )
$$;

create or replace function public.seller_public_page(p_seller uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'card', card,
    'bio', (select nullif(btrim(p.bio), '') from public.profiles p where p.id = p_seller),
    'listings', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', l.id, 'title', l.title, 'price_gbp', l.price_gbp, 'year', l.year, 'status', l.status,
               'location', l.location, 'condition', l.condition, 'featured', l.featured and l.status = 'active',
               'photo_path', case when l.status = 'active' then (
                 select ph.storage_path from public.listing_photos ph
                 where ph.listing_id = l.id order by ph.position limit 1) end,
               'listed_at', coalesce(l.published_at, l.created_at))
             order by l.status <> 'active', coalesce(l.published_at, l.created_at) desc, l.id)
      from (
        select * from public.generator_listings g
        where g.dealer_id = p_seller
          and (g.status in ('sold', 'expired') or public.listing_visible_to_viewer(g.status, g.reviewed_at, g.dealer_id))
        order by g.status <> 'active', coalesce(g.published_at, g.created_at) desc, g.id
        limit 100
      ) l), '[]'::jsonb),
    'auctions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', a.id, 'title', a.title, 'status', a.status, 'current_bid', a.current_bid,
               'starting_price', a.starting_price, 'bid_count', a.bid_count, 'auction_end_date', a.auction_end_date)
             order by a.auction_end_date desc, a.id)
      from (
        select * from public.auction_listings g
        where g.seller_id = p_seller and g.status <> 'cancelled'
        order by g.auction_end_date desc, g.id
        limit 50
      ) a), '[]'::jsonb),
    'reviews', public.seller_review_summary(p_seller, 10)
  )
  from public.seller_profile_card(p_seller) as card
  where card is not null
$$;
