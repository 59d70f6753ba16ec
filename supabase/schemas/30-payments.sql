-- Payments: payments and member_plans, listing option and plan prices and allowances, starting
-- and completing a payment, publishing a listing, upgrades.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- payments
---------------------------------------------------------------------------------------
-- A payment is for a listing option (the sell wizard), an upgrade of a live listing's
-- option (listing_option is the option bought), an auction's admin fee, or a plan. An
-- admin fee is paid before its auction exists; create_auction then records the auction it
-- paid for (auction_id, used_at), once: a used fee never pays for another auction, even if
-- that auction is later deleted. auction_id's foreign key is in supabase/schemas/40-auctions.sql.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- A payment is a financial record: it outlives a deleted listing.
  listing_id uuid references public.generator_listings (id) on delete set null,
  listing_option text check (listing_option in ('basic', 'enhanced')),
  amount_pence integer not null check (amount_pence > 0),
  currency text not null default 'GBP' check (currency = 'GBP'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled', 'refunded')),
  -- Who took the money: 'simulated' locally; the production provider's name otherwise.
  provider text check (char_length(provider) <= 50),
  reference text not null unique check (char_length(reference) <= 100),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  purpose text not null default 'listing_option'
    check (purpose in ('listing_option', 'auction_fee', 'listing_upgrade', 'plan')),
  auction_id uuid,
  used_at timestamptz,
  plan_id text check (plan_id in ('priority-buyer', 'trade-single', 'trade-standard', 'trade-premium')),
  constraint payments_paid_has_paid_at check (status <> 'paid' or paid_at is not null),
  constraint payments_purpose_fields check (
    case purpose
      when 'auction_fee' then listing_option is null and listing_id is null and plan_id is null
      when 'plan' then plan_id is not null and listing_option is null and listing_id is null and auction_id is null and used_at is null
      else listing_option is not null and auction_id is null and used_at is null and plan_id is null
    end
  ),
  constraint payments_used_only_when_paid check (used_at is null or status in ('paid', 'refunded')),
  -- The card provider's hosted checkout for this payment (docs/payments.md): its session id,
  -- address and end, kept so that a second press of Pay goes back to the same open session.
  checkout_session_id text check (char_length(checkout_session_id) <= 255),
  checkout_url text check (char_length(checkout_url) <= 2000),
  checkout_expires_at timestamptz,
  -- The card provider's own id of the money taken (Stripe's PaymentIntent): what a refund names.
  provider_payment_id text check (char_length(provider_payment_id) <= 255),
  -- The receipt (a VAT invoice, docs/payments.md "Receipts"): its number, one after another
  -- with no gaps, and the amount's split into net and VAT at the rate of the day it was paid;
  -- given when the payment becomes paid (private.number_receipt).
  receipt_number integer unique check (receipt_number > 0),
  net_pence integer check (net_pence >= 0),
  vat_pence integer check (vat_pence >= 0),
  vat_rate numeric(4, 3) check (vat_rate >= 0 and vat_rate < 1),
  constraint payments_paid_has_receipt check (
    status not in ('paid', 'refunded')
    or (receipt_number is not null and net_pence is not null and vat_pence is not null and vat_rate is not null)
  ),
  constraint payments_receipt_adds_up check (net_pence + vat_pence = amount_pence)
);

comment on column public.payments.amount_pence is 'Amount charged in pence (GBP).';

create index payments_user_created_idx on public.payments (user_id, created_at desc);

create index payments_listing_idx on public.payments (listing_id);

-- The payments a checkout session pays for (public.complete_checkout_payment).
create index payments_checkout_session_idx on public.payments (checkout_session_id) where checkout_session_id is not null;

alter table public.payments enable row level security;

-- Read only, and only one's own: payments are written by the functions below.
revoke all on table public.payments from anon, authenticated;

grant select on table public.payments to authenticated;

-- One fee per auction.
create unique index payments_one_fee_per_auction on public.payments (auction_id) where auction_id is not null;

-- A seller's paid fees not yet used (the create form looks for one).
create index payments_unused_auction_fees_idx on public.payments (user_id, paid_at)
  where purpose = 'auction_fee' and status = 'paid' and used_at is null;

comment on column public.payments.auction_id is 'The auction an admin fee paid for (set by create_auction).';

comment on column public.payments.used_at is 'When an admin fee was used to create its auction; a used fee pays for nothing else.';

create unique index payments_one_paid_per_listing on public.payments (listing_id)
  where status = 'paid' and purpose = 'listing_option';

create unique index payments_one_upgrade_per_listing on public.payments (listing_id)
  where status = 'paid' and purpose = 'listing_upgrade';

comment on column public.payments.plan_id is 'The plan a plan payment bought (purpose plan).';

comment on table public.payments is
  'Payments for listing options, upgrades, auction admin fees and plans. Amounts are decided in SQL; users only read their own.';

create policy payments_select_own on public.payments
  for select to authenticated
  using (user_id = (select auth.uid()));

-- The price list in pence (docs/spec/01-marketplace-core.md §9: Basic £20 for 30 days, Enhanced £35 for 60 days).
-- app/content/plans.ts shows the same prices; a test keeps the two equal.
create or replace function public.listing_option_amount_pence(p_option text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_option when 'basic' then 2000 when 'enhanced' then 3500 end
$$;

revoke all on function public.listing_option_amount_pence(text) from public;

grant execute on function public.listing_option_amount_pence(text) to anon, authenticated, service_role;

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

revoke all on function public.start_listing_payment(uuid, text) from public, anon;

grant execute on function public.start_listing_payment(uuid, text) to authenticated;

-- The local provider's "card payment": marks the caller's pending payment paid at once and
-- applies it (private.apply_paid_payment). Refused unless private.platform_settings allows
-- simulated payments; the card provider's payments are completed by
-- public.complete_checkout_payment instead.
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
  perform private.apply_paid_payment(payment, false);
  return payment;
end;
$$;

revoke all on function public.complete_simulated_payment(uuid) from public, anon;

grant execute on function public.complete_simulated_payment(uuid) to authenticated;

-- Publishing a listing (sending it for review) as its seller: it must lack nothing
-- (listing_missing_fields); a seller who pays per listing needs the chosen option paid (the
-- local provider pays in the same submit, just before; a card payment publishes through
-- private.apply_paid_payment once it is paid); a trade seller needs room for one more listing
-- in their package (private.require_ad_allowance, below). The seller's profile row is locked
-- so two publishes cannot both take the last ad.
create or replace function private.publish_listing_as(caller uuid, p_listing_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing public.generator_listings;
  member_type text;
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
    perform private.require_ad_allowance(caller, 1);
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

revoke all on function private.publish_listing_as(uuid, uuid) from public, anon, authenticated;

-- Sends the caller's listing for review (private.publish_listing_as decides).
create or replace function public.publish_listing(p_listing_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.publish_listing_as((select auth.uid()), p_listing_id);
end;
$$;

revoke all on function public.publish_listing(uuid) from public, anon;

grant execute on function public.publish_listing(uuid) to authenticated;

---------------------------------------------------------------------------------------
-- Listing periods, and promotion payments
---------------------------------------------------------------------------------------

-- How long a listing option runs once live (app/content/plans.ts's listingOptions days;
-- tied by supabase/sellers-portal.test.ts, as moderation.test.ts ties moderate_listing's).
create or replace function public.listing_option_days(p_option text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_option when 'basic' then 30 when 'enhanced' then 60 end
$$;

revoke all on function public.listing_option_days(text) from public;

grant execute on function public.listing_option_days(text) to anon, authenticated, service_role;

-- The price of upgrading a live Basic listing to Enhanced: the difference between the two
-- options (listing_option_amount_pence, the price list plans.ts shows).
create or replace function public.listing_upgrade_amount_pence()
returns integer
language sql
immutable
set search_path = ''
as $$
  select public.listing_option_amount_pence('enhanced') - public.listing_option_amount_pence('basic')
$$;

revoke all on function public.listing_upgrade_amount_pence() from public;

grant execute on function public.listing_upgrade_amount_pence() to anon, authenticated, service_role;

-- Applies a paid upgrade to its listing: Enhanced, its period lengthened to the Enhanced
-- period (as if it had been bought Enhanced) and featured until it ends.
create or replace function private.apply_listing_upgrade(p_payment public.payments)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.generator_listings l set
    listing_option = 'enhanced',
    expires_at = coalesce(l.expires_at, now())
      + make_interval(days => public.listing_option_days('enhanced') - public.listing_option_days('basic')),
    featured = true,
    featured_until = coalesce(l.expires_at, now())
      + make_interval(days => public.listing_option_days('enhanced') - public.listing_option_days('basic'))
  where l.id = p_payment.listing_id
$$;

revoke all on function private.apply_listing_upgrade(public.payments) from public, anon, authenticated;

-- Starts paying to promote the caller's listings (all or none): each must be theirs, live
-- and Basic (or without an option, as moderation treats it), not featured already. One
-- pending payment per listing at listing_upgrade_amount_pence(), an unfinished earlier one
-- reused. Refusals are GM4xx with the words to show.
create or replace function public.start_listing_upgrades(p_listing_ids uuid[])
returns setof public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  listing record;
begin
  if caller is null then
    raise exception 'Sign in to promote a listing' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_listing_ids), 0) = 0 then
    raise exception 'Choose at least one listing' using errcode = 'GM400';
  end if;
  for listing in
    select l.id, l.title, l.status, l.listing_option, l.featured, l.dealer_id
    from public.generator_listings l
    where l.id = any (p_listing_ids)
    order by l.id
    for update
  loop
    if listing.dealer_id <> caller then
      raise exception 'Listing not found' using errcode = 'GM404';
    end if;
    if listing.status <> 'active' then
      raise exception 'Only live listings can be promoted: "%" is not live', listing.title using errcode = 'GM409';
    end if;
    if listing.listing_option = 'enhanced' or listing.featured then
      raise exception '"%" is already featured', listing.title using errcode = 'GM409';
    end if;
  end loop;
  if (select count(*) from public.generator_listings l where l.id = any (p_listing_ids) and l.dealer_id = caller)
     <> (select count(distinct x) from unnest(p_listing_ids) x) then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;

  -- A listing's unfinished upgrade payment is reused, so pressing Promote twice for the same
  -- listings opens one checkout.
  insert into public.payments (user_id, listing_id, purpose, listing_option, amount_pence, reference)
    select caller, x.id, 'listing_upgrade', 'enhanced', public.listing_upgrade_amount_pence(),
           'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
    from (select distinct unnest(p_listing_ids) as id) x
    where not exists (
      select 1 from public.payments p where p.listing_id = x.id and p.purpose = 'listing_upgrade' and p.status = 'pending'
    );
  return query
    select * from public.payments p
    where p.listing_id = any (p_listing_ids) and p.purpose = 'listing_upgrade' and p.status = 'pending'
    order by p.id;
end;
$$;

revoke all on function public.start_listing_upgrades(uuid[]) from public, anon;

grant execute on function public.start_listing_upgrades(uuid[]) to authenticated;

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

-- The one allowance rule (docs/payments.md): a trade seller's live and pending listings never
-- exceed their current package's ad allowance, however they arrive (publish_listing from the
-- wizard, confirm_listing_import from bulk upload). Refuses p_new_listings more, in the one
-- wording both show: GM402 without a package (where to choose one), GM409 past the allowance
-- (the package, its allowance, how many are live or awaiting review, what to do). Callers
-- lock the seller's profile row first, so two of their publishes or confirms cannot both take
-- the last ad. Nothing new (a file of updates only) needs no room.
create or replace function private.require_ad_allowance(p_seller uuid, p_new_listings integer)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  room integer := private.active_ad_allowance_left(p_seller);
  plan text;
  allowance integer;
  in_use integer;
begin
  if p_new_listings <= 0 then
    return;
  end if;
  if room is null then
    raise exception 'Trade listings run on a trade package: choose Single Ad, Standard or Premium on the Trade Sellers page (/trade-sellers) to publish'
      using errcode = 'GM402';
  end if;
  if p_new_listings <= room then
    return;
  end if;
  plan := private.current_plan(p_seller);
  allowance := public.plan_ad_allowance(plan);
  select count(*)::integer into in_use from public.generator_listings l
    where l.dealer_id = p_seller and l.status in ('active', 'pending');
  raise exception '%', format('Your %s package allows %s active ad%s and %s live or awaiting review',
      case plan when 'trade-single' then 'Single Ad' when 'trade-standard' then 'Standard' else 'Premium' end,
      allowance, case when allowance = 1 then '' else 's' end,
      case in_use when 0 then 'none is' when 1 then '1 is' else in_use || ' are' end)
    || case
      when p_new_listings = 1 then
        ': upgrade your package on the Trade Sellers page (/trade-sellers), or deactivate a listing, to publish this one'
      when room = 0 then format(
        ', so none of these %s new listings fits: upgrade your package on the Trade Sellers page (/trade-sellers), or deactivate listings, to publish them',
        p_new_listings)
      else format(
        ', so only %s of these %s new listings %s: publish at most %s, or upgrade your package on the Trade Sellers page (/trade-sellers) or deactivate listings to publish them all',
        room, p_new_listings, case when room = 1 then 'fits' else 'fit' end, room)
    end
    using errcode = 'GM409';
end;
$$;

revoke all on function private.require_ad_allowance(uuid, integer) from public, anon, authenticated;

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
-- Card payments through the provider's hosted checkout (docs/payments.md)
---------------------------------------------------------------------------------------

-- The provider's webhook events already applied, by their id: an event delivered twice (or
-- retried after a timeout) is applied once.
create table private.payment_events (
  id text primary key check (char_length(id) <= 255),
  type text not null check (char_length(type) <= 100),
  payment_id uuid references public.payments (id) on delete set null,
  received_at timestamptz not null default now()
);

comment on table private.payment_events is
  'Card provider webhook events applied (by event id), so each changes something once. Not reachable through the API.';

alter table private.payment_events enable row level security;

-- What a payment that has just been paid does: a listing option is set on its listing and
-- the listing is sent for review when it lacks nothing else (a card payment completes after
-- the seller pressed Publish and left for the checkout; the local provider publishes in the
-- same submit, p_publish false); an upgrade promotes its listing; a plan starts.
create or replace function private.apply_paid_payment(p_payment public.payments, p_publish boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_payment.purpose = 'listing_upgrade' then
    perform private.apply_listing_upgrade(p_payment);
  elsif p_payment.purpose = 'listing_option' then
    update public.generator_listings set listing_option = p_payment.listing_option where id = p_payment.listing_id;
    if p_publish and p_payment.listing_id is not null then
      begin
        perform private.publish_listing_as(p_payment.user_id, p_payment.listing_id);
      exception when sqlstate 'GM409' or sqlstate 'GM404' or sqlstate 'GM402' then
        -- Changed meanwhile (deleted, or no longer complete): paid, it is published by
        -- the seller's next Publish, which charges nothing more.
        null;
      end;
    end if;
  elsif p_payment.purpose = 'plan' then
    perform private.start_member_plan(p_payment.user_id, p_payment.plan_id, p_payment.id);
  end if;
end;
$$;

revoke all on function private.apply_paid_payment(public.payments, boolean) from public, anon, authenticated;

-- Remembers the checkout the app opened for the caller's pending payments (one session pays
-- for several upgrades at once), so that pressing Pay again (a double click, the back button)
-- returns to it rather than opening another, and so that the provider's word about that
-- session (public.complete_checkout_payment) finds them.
create or replace function public.record_checkout_session(
  p_payment_ids uuid[], p_session_id text, p_url text, p_expires_at timestamptz
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recorded integer;
begin
  update public.payments
    set checkout_session_id = p_session_id, checkout_url = p_url, checkout_expires_at = p_expires_at
    where id = any (p_payment_ids) and user_id = (select auth.uid()) and status = 'pending';
  get diagnostics recorded = row_count;
  if recorded = 0 or recorded <> (select count(distinct x) from unnest(p_payment_ids) x) then
    raise exception 'Payment not found' using errcode = 'GM404';
  end if;
end;
$$;

revoke all on function public.record_checkout_session(uuid[], text, text, timestamptz) from public, anon;

grant execute on function public.record_checkout_session(uuid[], text, text, timestamptz) to authenticated;

-- Marks the payments a checkout session paid for as paid, from the card provider's word: a
-- verified webhook event (p_event_id, applied once) or the session the app retrieved with its
-- secret key on the return page (no event id). Whichever comes first applies them
-- (private.apply_paid_payment); the other changes nothing. The amount and currency must be
-- what SQL priced. A payment cancelled meanwhile (the seller chose another option) was still
-- paid for, so it is recorded paid and applied, unless another payment already paid for the
-- same listing: then nothing changes (GM409) and staff refund it (docs/payments.md).
-- Only the service role (app/utils/admin.server.ts) may call it.
create or replace function public.complete_checkout_payment(
  p_session_id text,
  p_amount_pence integer,
  p_currency text,
  p_provider text,
  p_event_id text default null,
  p_event_type text default null,
  p_provider_payment_id text default null
)
returns setof public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments;
  total integer;
  recorded integer;
begin
  perform 1 from public.payments p where p.checkout_session_id = p_session_id order by p.id for update;
  if not found then
    raise exception 'No payment has this checkout session' using errcode = 'GM404';
  end if;
  if p_event_id is not null then
    insert into private.payment_events (id, type, payment_id)
      values (p_event_id, coalesce(p_event_type, 'unknown'),
        (select p.id from public.payments p where p.checkout_session_id = p_session_id order by p.id limit 1))
      on conflict (id) do nothing;
    get diagnostics recorded = row_count;
    if recorded = 0 then
      return query select * from public.payments p where p.checkout_session_id = p_session_id order by p.id;
      return;
    end if;
  end if;
  if not exists (
    select 1 from public.payments p where p.checkout_session_id = p_session_id and p.status in ('pending', 'cancelled')
  ) then
    return query select * from public.payments p where p.checkout_session_id = p_session_id order by p.id;
    return;
  end if;
  select sum(p.amount_pence)::integer into total from public.payments p where p.checkout_session_id = p_session_id;
  if p_amount_pence is distinct from total or upper(p_currency) is distinct from 'GBP' then
    raise exception 'The amount paid does not match the payment' using errcode = 'GM409';
  end if;
  if exists (
    select 1 from public.payments p
    join public.payments other on other.listing_id = p.listing_id and other.purpose = p.purpose
      and other.status = 'paid' and other.id <> p.id
    where p.checkout_session_id = p_session_id and p.status = 'cancelled' and p.purpose <> 'auction_fee'
  ) then
    raise exception 'This listing was already paid for by another payment' using errcode = 'GM409';
  end if;
  for payment in
    update public.payments
      set status = 'paid', paid_at = now(), provider = p_provider, provider_payment_id = p_provider_payment_id
      where checkout_session_id = p_session_id and status in ('pending', 'cancelled')
      returning *
  loop
    perform private.apply_paid_payment(payment, true);
  end loop;
  return query select * from public.payments p where p.checkout_session_id = p_session_id order by p.id;
end;
$$;

revoke all on function public.complete_checkout_payment(text, integer, text, text, text, text, text) from public, anon, authenticated;

grant execute on function public.complete_checkout_payment(text, integer, text, text, text, text, text) to service_role;

---------------------------------------------------------------------------------------
-- Receipts (docs/payments.md "Receipts")
---------------------------------------------------------------------------------------

-- The last receipt number given. One row, updated under its row lock by the transaction that
-- marks a payment paid, so numbers follow one another with no gaps: a rolled-back payment
-- gives its number back with the rest of its work (a sequence would skip it).
create table private.receipt_counter (
  id boolean primary key default true check (id),
  last_number integer not null check (last_number >= 0)
);

comment on table private.receipt_counter is
  'The last receipt number given (one row), taken under a row lock so receipt numbers have no gaps. Not reachable through the API.';

alter table private.receipt_counter enable row level security;

-- The UK standard rate of VAT (app/content/plans.ts's VAT_RATE): every amount GenMarket
-- charges includes it (trade packages have it added to their price first, plan_charge_pence).
create or replace function private.vat_rate()
returns numeric
language sql
immutable
set search_path = ''
as $$
  select 0.2::numeric
$$;

revoke all on function private.vat_rate() from public, anon, authenticated;

-- Gives a payment becoming paid its receipt: the next number, and the VAT in its amount
-- (amount x rate / (1 + rate), rounded to the penny) and the net rest. Runs in the
-- transaction that marks it paid (complete_simulated_payment, complete_checkout_payment),
-- whose row lock on the counter holds other payments' numbers back until it commits.
create or replace function private.number_receipt()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if new.status = 'paid' and new.receipt_number is null then
    insert into private.receipt_counter as counter (id, last_number) values (true, 1)
      on conflict (id) do update set last_number = counter.last_number + 1
      returning counter.last_number into new.receipt_number;
    new.vat_rate := private.vat_rate();
    new.vat_pence := round(new.amount_pence * new.vat_rate / (1 + new.vat_rate))::integer;
    new.net_pence := new.amount_pence - new.vat_pence;
  end if;
  return new;
end;
$$;

revoke all on function private.number_receipt() from public, anon, authenticated;

create trigger payments_number_receipt
  before insert or update of status on public.payments
  for each row execute function private.number_receipt();

---------------------------------------------------------------------------------------
-- Refunds (docs/payments.md "Refunds")
---------------------------------------------------------------------------------------
-- Staff refund a paid payment from /moderation, in full or in part, with a reason the member
-- reads on their receipt. A refund is money only: what the payment bought (a listing's option,
-- an upgrade, a plan's week, an auction's fee) stays as it is; staff end or reject it with the
-- moderation tools. Money is given back by whoever took it (the local provider at once; Stripe
-- later or at once), and its word is recorded by record_payment_refund.
--
--   payment_refunds                     one row per refund started, pending until the provider answers
--   start_payment_refund(...)           staff: starts one (its id is the form's key: a double click is one refund)
--   complete_simulated_refund(refund)   staff, local provider only: the refund succeeds at once
--   record_payment_refund(...)          service role: the card provider's word, once per event
create table public.payment_refunds (
  -- The form's one-time key (a double click or a retried post is the same refund).
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.payments (id) on delete cascade,
  amount_pence integer not null check (amount_pence > 0),
  -- Shown to the member on their receipt.
  reason text not null check (char_length(reason) between 10 and 500),
  staff_id uuid references public.profiles (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  -- The card provider's id of the refund (Stripe's re_…); null for the local provider's.
  provider_refund_id text unique check (char_length(provider_refund_id) <= 255),
  created_at timestamptz not null default now(),
  refunded_at timestamptz,
  constraint payment_refunds_succeeded_has_refunded_at check (status <> 'succeeded' or refunded_at is not null)
);

comment on table public.payment_refunds is
  'Refunds staff started on payments (all or part, with a reason). Written only by the refund functions; a member reads those of their own payments.';

create index payment_refunds_payment_idx on public.payment_refunds (payment_id, created_at);

create index payment_refunds_staff_idx on public.payment_refunds (staff_id);

alter table public.payment_refunds enable row level security;

revoke all on table public.payment_refunds from anon, authenticated;

grant select on table public.payment_refunds to authenticated;

-- A member reads the refunds of their own payments (their receipts); staff read them all.
create policy payment_refunds_select_own_or_staff on public.payment_refunds
  for select to authenticated
  using (
    (select public.is_staff())
    or exists (select 1 from public.payments p where p.id = payment_id and p.user_id = (select auth.uid()))
  );

-- What is left to refund on a payment: its amount less the refunds that succeeded or are still
-- pending (a pending refund holds its amount until the provider answers).
create or replace function private.payment_refundable_pence(p_payment_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select p.amount_pence - coalesce((
    select sum(r.amount_pence)::integer from public.payment_refunds r
    where r.payment_id = p.id and r.status in ('pending', 'succeeded')
  ), 0)
  from public.payments p
  where p.id = p_payment_id
$$;

revoke all on function private.payment_refundable_pence(uuid) from public, anon, authenticated;

-- Staff start a refund of a paid payment: p_refund_id is the form's key, so the same form posted
-- twice (a double click, a retry after the provider was down) is one refund, returned again.
-- Under the payment's row lock, so refunds at once never add up to more than was paid. Refused
-- (GM4xx, the words /moderation shows) unless the payment is paid and not refunded in full, the
-- amount is more than nothing and no more than is left, and a reason of 10 to 500 characters
-- is given. A card payment without the provider's payment id cannot be refunded from here.
-- Answers the refund with who took the payment and their id for it (what the provider's refund names).
create or replace function public.start_payment_refund(
  p_refund_id uuid, p_payment_id uuid, p_amount_pence integer, p_reason text
)
returns table (
  id uuid, payment_id uuid, amount_pence integer, reason text, status text,
  payment_provider text, provider_payment_id text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments;
  refund public.payment_refunds;
  reason_text text := btrim(p_reason);
  refundable integer;
begin
  if not public.is_staff() then
    raise exception 'Only staff can refund payments' using errcode = 'GM403';
  end if;
  if p_refund_id is null then
    raise exception 'A refund needs its form''s key' using errcode = '22023';
  end if;
  select * into payment from public.payments p where p.id = p_payment_id for update;
  if not found then
    raise exception 'Payment not found' using errcode = 'GM404';
  end if;
  select * into refund from public.payment_refunds r where r.id = p_refund_id;
  if found then
    if refund.payment_id <> p_payment_id then
      raise exception 'A refund needs its form''s key' using errcode = '22023';
    end if;
    return query select refund.id, refund.payment_id, refund.amount_pence, refund.reason, refund.status,
      payment.provider, payment.provider_payment_id;
    return;
  end if;
  if payment.status = 'refunded' then
    raise exception 'This payment has already been refunded in full' using errcode = 'GM409';
  end if;
  if payment.status <> 'paid' then
    raise exception 'Only a paid payment can be refunded' using errcode = 'GM409';
  end if;
  if payment.provider = 'stripe' and payment.provider_payment_id is null then
    raise exception 'This card payment has no Stripe payment id: refund it in Stripe''s dashboard' using errcode = 'GM409';
  end if;
  if p_amount_pence is null or p_amount_pence <= 0 then
    raise exception 'Enter an amount to refund of at least £0.01' using errcode = 'GM400';
  end if;
  refundable := private.payment_refundable_pence(p_payment_id);
  if p_amount_pence > refundable then
    raise exception '%', case
        when refundable = 0 then 'Nothing is left to refund on this payment: its refunds take all of it'
        else format('Only %s is left to refund on this payment', private.format_gbp(refundable / 100.0))
      end
      using errcode = 'GM409';
  end if;
  if reason_text is null or char_length(reason_text) < 10 or char_length(reason_text) > 500 then
    raise exception 'Please give the member a reason for the refund (10 to 500 characters)' using errcode = 'GM400';
  end if;
  insert into public.payment_refunds (id, payment_id, amount_pence, reason, staff_id)
    values (p_refund_id, p_payment_id, p_amount_pence, reason_text, (select auth.uid()))
    returning * into refund;
  return query select refund.id, refund.payment_id, refund.amount_pence, refund.reason, refund.status,
    payment.provider, payment.provider_payment_id;
end;
$$;

comment on function public.start_payment_refund(uuid, uuid, integer, text) is
  'Staff only: starts a refund (all or part of what is left, with a reason) of a paid payment; the same key returns the same refund.';

revoke all on function public.start_payment_refund(uuid, uuid, integer, text) from public, anon;

grant execute on function public.start_payment_refund(uuid, uuid, integer, text) to authenticated;

-- A refund's outcome: the refund marked succeeded or failed, and its payment 'refunded' once
-- refunds that succeeded take all of it ('paid' again should one of them fail later).
create or replace function private.settle_payment_refund(p_refund public.payment_refunds, p_status text)
returns public.payment_refunds
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settled public.payment_refunds;
  payment public.payments;
  refunded integer;
begin
  update public.payment_refunds r
    set status = p_status, refunded_at = case when p_status = 'succeeded' then coalesce(r.refunded_at, now()) else r.refunded_at end
    where r.id = p_refund.id
    returning * into settled;
  select * into payment from public.payments p where p.id = settled.payment_id;
  select coalesce(sum(r.amount_pence), 0)::integer into refunded
    from public.payment_refunds r where r.payment_id = payment.id and r.status = 'succeeded';
  if refunded >= payment.amount_pence and payment.status = 'paid' then
    update public.payments set status = 'refunded' where id = payment.id;
  elsif refunded < payment.amount_pence and payment.status = 'refunded' then
    update public.payments set status = 'paid' where id = payment.id;
  end if;
  return settled;
end;
$$;

revoke all on function private.settle_payment_refund(public.payment_refunds, text) from public, anon, authenticated;

-- The local provider's refund: it succeeds at once. Refused unless private.platform_settings
-- allows simulated payments, and for a payment Stripe took (Stripe gives that money back).
create or replace function public.complete_simulated_refund(p_refund_id uuid)
returns public.payment_refunds
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refund public.payment_refunds;
begin
  if not public.is_staff() then
    raise exception 'Only staff can refund payments' using errcode = 'GM403';
  end if;
  if not coalesce((select s.simulated_payments from private.platform_settings s), false) then
    raise exception 'Simulated payments are not enabled on this project' using errcode = '42501';
  end if;
  perform 1 from public.payments p
    join public.payment_refunds r on r.payment_id = p.id
    where r.id = p_refund_id
    for update of p;
  select * into refund from public.payment_refunds r where r.id = p_refund_id for update;
  if not found then
    raise exception 'Refund not found' using errcode = 'GM404';
  end if;
  if exists (select 1 from public.payments p where p.id = refund.payment_id and p.provider = 'stripe') then
    raise exception 'This payment was taken by card: Stripe refunds it' using errcode = 'GM409';
  end if;
  if refund.status <> 'pending' then
    return refund;
  end if;
  return private.settle_payment_refund(refund, 'succeeded');
end;
$$;

revoke all on function public.complete_simulated_refund(uuid) from public, anon;

grant execute on function public.complete_simulated_refund(uuid) to authenticated;

-- The card provider's word on a refund (the answer to the app's request, or a verified
-- webhook event, applied once by its id): p_status is the provider's ('pending', 'succeeded',
-- 'failed', 'canceled', …). The refund is found by our id (the provider's metadata) or by the
-- provider's refund id; a refund started elsewhere (Stripe's dashboard) is none of ours (GM404).
-- A refund that failed stays failed; one that succeeded may still fail later (the card's bank
-- returned it), which makes its payment paid again. Only the service role
-- (app/utils/admin.server.ts) may call it.
create or replace function public.record_payment_refund(
  p_refund_id uuid,
  p_provider_refund_id text,
  p_status text,
  p_amount_pence integer default null,
  p_event_id text default null,
  p_event_type text default null
)
returns public.payment_refunds
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  refund public.payment_refunds;
  refunded_payment uuid;
  outcome text := case
    when p_status = 'succeeded' then 'succeeded'
    when p_status in ('failed', 'canceled') then 'failed'
    else 'pending'
  end;
  recorded integer;
begin
  select r.payment_id into refunded_payment from public.payment_refunds r
    where r.id = p_refund_id or (p_refund_id is null and r.provider_refund_id = p_provider_refund_id);
  if not found then
    raise exception 'No refund of ours has this id' using errcode = 'GM404';
  end if;
  perform 1 from public.payments p where p.id = refunded_payment for update;
  select * into refund from public.payment_refunds r
    where r.id = p_refund_id or (p_refund_id is null and r.provider_refund_id = p_provider_refund_id)
    for update;
  if p_event_id is not null then
    insert into private.payment_events (id, type, payment_id)
      values (p_event_id, coalesce(p_event_type, 'unknown'), refunded_payment)
      on conflict (id) do nothing;
    get diagnostics recorded = row_count;
    if recorded = 0 then
      return refund;
    end if;
  end if;
  if p_amount_pence is not null and p_amount_pence <> refund.amount_pence then
    raise exception 'The amount refunded does not match the refund' using errcode = 'GM409';
  end if;
  if refund.provider_refund_id is null and p_provider_refund_id is not null then
    update public.payment_refunds set provider_refund_id = p_provider_refund_id where id = refund.id returning * into refund;
  end if;
  if refund.status = 'failed' or outcome = 'pending' or outcome = refund.status then
    return refund;
  end if;
  return private.settle_payment_refund(refund, outcome);
end;
$$;

revoke all on function public.record_payment_refund(uuid, text, text, integer, text, text) from public, anon, authenticated;

grant execute on function public.record_payment_refund(uuid, text, text, integer, text, text) to service_role;

-- Staff find a payment to refund by its receipt number (GM-R-000123 or 123), its reference
-- (GM-…) or the member's email: up to 10, newest first, each with the member, what it was for,
-- what is left to refund and its refunds.
create or replace function public.find_payments_to_refund(p_query text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  typed text := upper(btrim(coalesce(p_query, '')));
  receipt integer;
begin
  if not public.is_staff() then
    raise exception 'Only staff can refund payments' using errcode = 'GM403';
  end if;
  if typed ~ '^(GM-R-)?0*[0-9]{1,9}$' then
    receipt := regexp_replace(typed, '^(GM-R-)?0*', '')::integer;
  end if;
  return coalesce((
    select jsonb_agg(found.payment order by found.created_at desc)
    from (
      select p.created_at, jsonb_build_object(
        'id', p.id, 'reference', p.reference, 'receipt_number', p.receipt_number, 'purpose', p.purpose,
        'listing_option', p.listing_option, 'plan_id', p.plan_id, 'amount_pence', p.amount_pence,
        'status', p.status, 'paid_at', p.paid_at, 'provider', p.provider,
        'listing_title', l.title, 'auction_title', a.title,
        'member_email', u.email, 'member_name', coalesce(nullif(pr.full_name, ''), nullif(pr.company_name, '')),
        'refundable_pence', private.payment_refundable_pence(p.id),
        'refunds', coalesce((
          select jsonb_agg(jsonb_build_object(
              'id', r.id, 'amount_pence', r.amount_pence, 'reason', r.reason, 'status', r.status,
              'created_at', r.created_at, 'refunded_at', r.refunded_at
            ) order by r.created_at)
          from public.payment_refunds r where r.payment_id = p.id
        ), '[]'::jsonb)
      ) as payment
      from public.payments p
      join public.profiles pr on pr.id = p.user_id
      left join auth.users u on u.id = p.user_id
      left join public.generator_listings l on l.id = p.listing_id
      left join public.auction_listings a on a.id = p.auction_id
      where p.status in ('paid', 'refunded')
        and typed <> ''
        and (p.receipt_number = receipt or upper(p.reference) = typed or lower(u.email) = lower(typed))
      order by p.created_at desc
      limit 10
    ) found
  ), '[]'::jsonb);
end;
$$;

comment on function public.find_payments_to_refund(text) is
  'Staff only: paid or refunded payments by receipt number, reference or member email (up to 10), with what is left to refund and their refunds.';

revoke all on function public.find_payments_to_refund(text) from public, anon;

grant execute on function public.find_payments_to_refund(text) to authenticated;
