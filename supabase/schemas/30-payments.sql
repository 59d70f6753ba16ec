-- Payments: payments and member_plans, listing option and plan prices and allowances, starting
-- and completing a payment, publishing a listing, upgrades.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- payments
---------------------------------------------------------------------------------------
-- A payment is for a listing option (the sell wizard), a new period of an expired listing
-- (listing_renewal, public.renew_listing: listing_option is the option bought), an upgrade of a
-- live listing's option (listing_option is the option bought), an auction's admin fee, a plan, or the
-- commission on a sold auction (charged by settle_due_auctions, "Commission" below). An
-- admin fee is paid before its auction exists; create_auction then records the auction it
-- paid for (auction_id, used_at), once: a used fee never pays for another auction, even if
-- that auction is later deleted. auction_id's foreign key is in supabase/schemas/40-auctions.sql.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  -- A payment is a financial record kept six years (HMRC's VAT records): it outlives a closed
  -- account (null then: close_my_account, 12-my-data.sql) and a deleted listing.
  user_id uuid references public.profiles (id) on delete set null,
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
    check (purpose in ('listing_option', 'auction_fee', 'listing_upgrade', 'plan', 'commission', 'listing_renewal')),
  auction_id uuid,
  used_at timestamptz,
  plan_id text check (plan_id in ('priority-buyer', 'trade-single', 'trade-standard', 'trade-premium')),
  constraint payments_paid_has_paid_at check (status <> 'paid' or paid_at is not null),
  constraint payments_purpose_fields check (
    case purpose
      when 'auction_fee' then listing_option is null and listing_id is null and plan_id is null
      when 'plan' then plan_id is not null and listing_option is null and listing_id is null and auction_id is null and used_at is null
      when 'commission' then due_at is not null and listing_option is null and listing_id is null and plan_id is null and used_at is null
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
  constraint payments_receipt_adds_up check (net_pence + vat_pence = amount_pence),
  -- A commission charge's due date (docs/payments.md "Commission"); unpaid after it, the
  -- seller creates no new auction.
  due_at timestamptz,
  -- The card provider's invoice for this payment: a commission charge's, once sent (with the
  -- hosted page where the seller pays it), or the weekly plan charge this payment is the
  -- receipt of (one receipt per invoice, however often its event arrives, public.record_plan_invoice).
  provider_invoice_id text unique check (char_length(provider_invoice_id) <= 255),
  invoice_url text check (char_length(invoice_url) <= 2000),
  -- A plan payment's free trial, decided when it starts (start_plan_payment): 14 days for a
  -- member who never had one, else 0 (docs/payments.md "Weekly plans"); null for other payments.
  trial_days integer check (trial_days >= 0)
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

-- One admin fee and one commission charge per auction.
create unique index payments_one_per_auction_and_purpose on public.payments (auction_id, purpose) where auction_id is not null;

-- A seller's paid fees not yet used (the create form looks for one).
create index payments_unused_auction_fees_idx on public.payments (user_id, paid_at)
  where purpose = 'auction_fee' and status = 'paid' and used_at is null;

comment on column public.payments.auction_id is 'The auction an admin fee paid for (set by create_auction), or whose sale a commission charge is for.';

comment on column public.payments.used_at is 'When an admin fee was used to create its auction; a used fee pays for nothing else.';

create unique index payments_one_paid_per_listing on public.payments (listing_id)
  where status = 'paid' and purpose = 'listing_option';

create unique index payments_one_upgrade_per_listing on public.payments (listing_id)
  where status = 'paid' and purpose = 'listing_upgrade';

comment on column public.payments.plan_id is 'The plan a plan payment bought (purpose plan).';

comment on table public.payments is
  'Payments for listing options, renewals, upgrades, auction admin fees, plans and commission on sold auctions. Amounts are decided in SQL; users only read their own.';

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
  if payment.purpose = 'listing_renewal' and not exists (
    select 1 from public.generator_listings l where l.id = payment.listing_id and l.status = 'expired'
  ) then
    raise exception 'This listing has been renewed already' using errcode = 'GM409';
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
-- and Basic (or without an option, as moderation treats it), not featured already, and never
-- promoted before (a promoted listing renewed as Basic included). One pending payment per
-- listing at listing_upgrade_amount_pence(), an unfinished earlier one reused. Refusals are
-- GM4xx with the words to show.
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
    -- Once per listing (payments_one_upgrade_per_listing), even after a Basic renewal:
    -- renewing as Enhanced features it again.
    if exists (select 1 from public.payments p where p.listing_id = listing.id and p.purpose = 'listing_upgrade' and p.status = 'paid') then
      raise exception '"%" has been promoted once already: renew it as Enhanced when its period ends to feature it again', listing.title
        using errcode = 'GM409';
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

---------------------------------------------------------------------------------------
-- Renewing an expired listing (docs/sellers-portal.md, docs/payments.md)
---------------------------------------------------------------------------------------

-- Puts an expired listing live again for a new period from now: the option's period
-- (listing_option_days; a trade package's ad, p_option null, runs the Basic period, as
-- moderate_listing gives a listing without an option), featured through it for Enhanced.
-- The same row: its id, photos, conversations, views and saves stay. It was reviewed before
-- it first went live, and an expired listing cannot be edited (listing-rules.ts), so it goes
-- straight back live, as Reactivate does. Only an expired listing changes: answers whether it did.
create or replace function private.renew_listing_period(p_listing_id uuid, p_option text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  renewed_until timestamptz := now() + make_interval(days => public.listing_option_days(coalesce(p_option, 'basic')));
begin
  update public.generator_listings l set
    status = 'active',
    listing_option = p_option,
    expires_at = renewed_until,
    featured = coalesce(p_option = 'enhanced', false),
    featured_until = case when p_option = 'enhanced' then renewed_until end
  where l.id = p_listing_id and l.status = 'expired';
  return found;
end;
$$;

revoke all on function private.renew_listing_period(uuid, text) from public, anon, authenticated;

-- Renew on an expired listing: a new listing period, paid for as publishing pays for one
-- (private.publish_listing_as). Only the owner (GM404 for anyone else), only an expired
-- listing (GM409, naming when a live one runs to: a second press after it was renewed).
-- The seller's profile row, then the listing's, are locked, so two presses or a publish at
-- once cannot both take the last ad. A trade seller renews from their package's allowance
-- (private.require_ad_allowance, its words) at once, with no payment: the answer is empty. A
-- seller who pays per listing chooses the option (p_option) and gets the pending renewal
-- payment at listing_option_amount_pence, an unfinished one for the same option reused (so a
-- double click pays once) and one for another option cancelled; paying it renews the listing
-- (private.apply_paid_payment), through the local provider or the card checkout.
create or replace function public.renew_listing(p_listing_id uuid, p_option text default null)
returns setof public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  member_type text;
  listing public.generator_listings;
  payment public.payments;
begin
  if caller is null then
    raise exception 'Sign in to renew a listing' using errcode = '42501';
  end if;
  select p.user_type into member_type from public.profiles p where p.id = caller for update;
  select * into listing from public.generator_listings l
    where l.id = p_listing_id and l.dealer_id = caller
    for update;
  if not found then
    raise exception 'Listing not found' using errcode = 'GM404';
  end if;
  if listing.status = 'active' then
    raise exception 'This listing is live until %: only an expired listing can be renewed',
      to_char(listing.expires_at at time zone 'Europe/London', 'FMDD Mon YYYY')
      using errcode = 'GM409';
  end if;
  if listing.status <> 'expired' then
    raise exception 'Only an expired listing can be renewed' using errcode = 'GM409';
  end if;

  if member_type = 'trade_seller' then
    perform private.require_ad_allowance(caller, 1);
    perform private.renew_listing_period(p_listing_id, null);
    return;
  end if;

  if public.listing_option_amount_pence(p_option) is null then
    raise exception 'Choose Basic or Enhanced to renew this listing' using errcode = 'GM400';
  end if;
  select * into payment from public.payments p
    where p.listing_id = p_listing_id and p.status = 'pending' and p.purpose = 'listing_renewal' and p.listing_option = p_option
    order by p.created_at desc limit 1;
  if not found then
    update public.payments set status = 'cancelled'
      where listing_id = p_listing_id and status = 'pending' and purpose = 'listing_renewal';
    insert into public.payments (user_id, listing_id, purpose, listing_option, amount_pence, reference)
      values (
        caller, p_listing_id, 'listing_renewal', p_option, public.listing_option_amount_pence(p_option),
        'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
      )
      returning * into payment;
  end if;
  return next payment;
end;
$$;

revoke all on function public.renew_listing(uuid, text) from public, anon;

grant execute on function public.renew_listing(uuid, text) to authenticated;

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
  constraint member_plans_renews_after_start check (renews_at > started_at),
  -- Weekly plans as subscriptions (docs/payments.md "Weekly plans"): who renews it
  -- ('simulated': the local provider, renewed by public.end_lapsed_plans; 'stripe': a Stripe
  -- subscription, mirrored from its webhooks; null: set by staff or the seed, never renewed).
  -- renews_at is the end of the period paid (or of the trial).
  provider text check (provider in ('simulated', 'stripe')),
  subscription_id text unique check (char_length(subscription_id) <= 255),
  customer_id text check (char_length(customer_id) <= 255),
  status text not null default 'active'
    check (status in ('trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused')),
  trial_ends_at timestamptz,
  cancel_at_period_end boolean not null default false,
  -- After a failed renewal: the plan keeps working until then, and ends after it.
  grace_until timestamptz
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

-- Puts a member on a plan from now for a week, ending their current one (if any): a paid
-- plan payment (private.apply_paid_payment) or staff (set_member_plan).
create or replace function private.start_member_plan(p_member uuid, p_plan text, p_payment_id uuid)
returns public.member_plans
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Bought through the local provider, it renews by itself (public.end_lapsed_plans); set by
  -- staff, it stays until replaced or ended.
  return private.begin_plan(
    p_member, p_plan, p_payment_id,
    case when (select p.provider from public.payments p where p.id = p_payment_id) = 'simulated' then 'simulated' end,
    'active', null, now() + interval '7 days', null, null);
end;
$$;

revoke all on function private.start_member_plan(uuid, text, uuid) from public, anon, authenticated;

-- Starts paying for a plan as the caller: a pending payment of plan_charge_pence(p_plan),
-- never an amount from the caller, with the free trial it starts with (trial_days: the
-- member's first plan has one, docs/payments.md "Weekly plans"). Trade packages are for trade sellers. The caller's
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
  insert into public.payments (user_id, purpose, plan_id, amount_pence, reference, trial_days)
    values (caller, 'plan', p_plan, amount, 'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)),
      case when private.had_plan_trial(caller) then 0 else public.plan_trial_days() end)
    returning * into payment;
  return payment;
end;
$$;

comment on function public.start_plan_payment(text) is
  'A pending payment for a plan at plan_charge_pence (VAT included); the caller''s unfinished one for the same plan is reused.';

revoke all on function public.start_plan_payment(text) from public, anon;

grant execute on function public.start_plan_payment(text) to authenticated;

-- The plan a plan payment of the caller's started (paid, or its free trial or subscription
-- begun: only completion links a plan to its payment), for /confirmation: null for a payment
-- that is not the caller's or started nothing (a made-up or someone else's session confirms
-- nothing).
create or replace function public.plan_confirmation(p_payment_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'plan_id', m.plan_id, 'started_at', m.started_at, 'renews_at', m.renews_at, 'ended_at', m.ended_at,
    'trial_ends_at', m.trial_ends_at,
    'reference', p.reference, 'amount_pence', p.amount_pence, 'paid_at', p.paid_at
  )
  from public.payments p
  join public.member_plans m on m.payment_id = p.id
  where p.id = p_payment_id and p.user_id = (select auth.uid()) and p.purpose = 'plan'
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
    select * into result from public.member_plans where user_id = p_member and ended_at is null for update;
    if found then
      result := private.end_plan(result.id, 'canceled');
    end if;
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
-- same submit, p_publish false); a renewal puts its expired listing live for a new period;
-- an upgrade promotes its listing; a plan starts.
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
  elsif p_payment.purpose = 'listing_renewal' then
    -- Whichever provider completed it, the renewal applies at once (no Publish follows it);
    -- a listing no longer expired (renewed by another payment) is left as it is.
    perform private.renew_listing_period(p_payment.listing_id, p_payment.listing_option);
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
      -- A listing is renewed many times over its life: only a renewal paid since this one
      -- was started has renewed it instead.
      and (p.purpose <> 'listing_renewal' or other.paid_at >= p.created_at)
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

-- Emails each receipt (docs/email.md): a payment that became paid, once, whichever function
-- marked it paid; its link is the receipt page. What it bought is named as the receipt names it
-- (describePayment, app/models/receipt.server.ts), from the purpose and the titles here.
create or replace function private.email_payment_receipt()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.queue_email(new.user_id, 'payment_receipt', format('payment_receipt/%s/%s', new.id, new.user_id),
    jsonb_build_object('paymentId', new.id, 'receiptNumber', new.receipt_number, 'amountPence', new.amount_pence,
      'vatPence', new.vat_pence, 'paidAt', new.paid_at, 'purpose', new.purpose, 'listingOption', new.listing_option,
      'planId', new.plan_id,
      'listingTitle', (select l.title from public.generator_listings l where l.id = new.listing_id),
      'auctionTitle', (select a.title from public.auction_listings a where a.id = new.auction_id)));
  return null;
end;
$$;

revoke all on function private.email_payment_receipt() from public, anon, authenticated;

create trigger payments_email_receipt
  after insert or update of status on public.payments
  for each row when (new.status = 'paid') execute function private.email_payment_receipt();

---------------------------------------------------------------------------------------
-- Weekly plans as subscriptions (docs/payments.md "Weekly plans")
---------------------------------------------------------------------------------------
-- A plan renews every week until cancelled: the local provider renews it itself
-- (public.end_lapsed_plans, as if paid); Stripe renews its subscription and its webhooks are
-- mirrored here (public.sync_plan_subscription, public.record_plan_invoice), each event once.
-- A member's first plan starts with a free trial (the terms, app/content/legal.ts); a failed
-- renewal leaves the plan working for a grace period, then it ends; when a plan ends, the
-- seller's live and pending listings over what is left of the allowance are paused.

-- The free trial a member's first paid plan starts with, and the grace after a failed renewal
-- (app/content/plans.ts's PLAN_TRIAL_DAYS and PLAN_GRACE_DAYS; tied by supabase/tests/subscriptions.test.ts).
create or replace function public.plan_trial_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 14
$$;

create or replace function public.plan_grace_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 3
$$;

revoke all on function public.plan_trial_days(), public.plan_grace_days() from public;

grant execute on function public.plan_trial_days(), public.plan_grace_days() to anon, authenticated, service_role;

-- Whether the member has had a free trial already: one per member, ever.
create or replace function private.had_plan_trial(p_member uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.member_plans m where m.user_id = p_member and m.trial_ends_at is not null)
$$;

revoke all on function private.had_plan_trial(uuid) from public, anon, authenticated;

-- Pauses a trade seller's live and pending listings beyond what their current package allows
-- (none without one), the rule of private.require_ad_allowance: live ones are kept before
-- pending ones, and the oldest first; the newest are paused. Paused is never deleted: a live
-- listing becomes 'inactive' (the seller reactivates it when there is room), a pending one goes
-- back to 'draft' (published again when there is room). Answers how many were paused.
create or replace function private.pause_listings_over_allowance(p_seller uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowance integer;
  paused integer;
begin
  if (select p.user_type from public.profiles p where p.id = p_seller) is distinct from 'trade_seller' then
    return 0;
  end if;
  allowance := coalesce(public.plan_ad_allowance(private.current_plan(p_seller)), 0);
  update public.generator_listings l
    set status = case l.status when 'active' then 'inactive' else 'draft' end
    where l.id in (
      select ranked.id from (
        select x.id, row_number() over (order by (x.status = 'active') desc, x.created_at, x.id) as n
        from public.generator_listings x
        where x.dealer_id = p_seller and x.status in ('active', 'pending')
      ) ranked
      where ranked.n > allowance
    );
  get diagnostics paused = row_count;
  return paused;
end;
$$;

revoke all on function private.pause_listings_over_allowance(uuid) from public, anon, authenticated;

-- Puts a member on a plan, ending their current one, and pauses listings the new plan's
-- allowance no longer covers. Every plan start goes through here.
create or replace function private.begin_plan(
  p_member uuid, p_plan text, p_payment_id uuid, p_provider text, p_status text,
  p_trial_ends_at timestamptz, p_renews_at timestamptz, p_subscription_id text, p_customer_id text
)
returns public.member_plans
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  started public.member_plans;
begin
  update public.member_plans set ended_at = now(), status = case when status in ('trialing', 'active', 'past_due') then 'canceled' else status end
    where user_id = p_member and ended_at is null;
  insert into public.member_plans (
    user_id, plan_id, started_at, renews_at, payment_id, provider, subscription_id, customer_id, status, trial_ends_at
  )
    values (p_member, p_plan, now(), p_renews_at, p_payment_id, p_provider, p_subscription_id, p_customer_id, p_status, p_trial_ends_at)
    returning * into started;
  perform private.pause_listings_over_allowance(p_member);
  return started;
end;
$$;

revoke all on function private.begin_plan(uuid, text, uuid, text, text, timestamptz, timestamptz, text, text)
  from public, anon, authenticated;

-- Ends a current plan (its allowance with it), recording why in its status, and pauses the
-- listings over what is left.
create or replace function private.end_plan(p_plan_row uuid, p_status text)
returns public.member_plans
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ended public.member_plans;
begin
  update public.member_plans set ended_at = now(), status = p_status
    where id = p_plan_row and ended_at is null
    returning * into ended;
  if found then
    perform private.pause_listings_over_allowance(ended.user_id);
  end if;
  return ended;
end;
$$;

revoke all on function private.end_plan(uuid, text) from public, anon, authenticated;

-- The local provider's plan start for a member's first plan: the free trial at once, with no
-- card (the simulated provider; refused unless simulated payments are on). The checkout's
-- payment is closed (nothing is charged for a trial); the first week is charged when the
-- trial ends (public.end_lapsed_plans).
create or replace function public.start_simulated_trial(p_payment_id uuid)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  payment public.payments;
begin
  if not coalesce((select s.simulated_payments from private.platform_settings s), false) then
    raise exception 'Simulated payments are not enabled on this project' using errcode = '42501';
  end if;
  perform 1 from public.profiles p where p.id = caller for update;
  select * into payment from public.payments p
    where p.id = p_payment_id and p.user_id = caller and p.purpose = 'plan'
    for update;
  if not found then
    raise exception 'Payment not found' using errcode = 'GM404';
  end if;
  if payment.status <> 'pending' or coalesce(payment.trial_days, 0) = 0 or private.had_plan_trial(caller) then
    raise exception 'Your free trial has been used: this plan is paid from its first week' using errcode = 'GM409';
  end if;
  perform private.begin_plan(caller, payment.plan_id, payment.id, 'simulated', 'trialing',
    now() + make_interval(days => payment.trial_days), now() + make_interval(days => payment.trial_days), null, null);
  update public.payments set status = 'cancelled' where id = payment.id returning * into payment;
  return payment;
end;
$$;

revoke all on function public.start_simulated_trial(uuid) from public, anon;

grant execute on function public.start_simulated_trial(uuid) to authenticated;

-- Cancel at period end, with the local provider: the plan stays until the end of what was
-- paid (or of the trial), then ends (public.end_lapsed_plans). A Stripe subscription is
-- cancelled at Stripe and mirrored (public.sync_plan_subscription); a plan set by staff has
-- nothing to cancel.
create or replace function public.cancel_plan_at_period_end()
returns public.member_plans
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan public.member_plans;
begin
  select * into plan from public.member_plans m where m.user_id = (select auth.uid()) and m.ended_at is null for update;
  if not found then
    raise exception 'You have no plan to cancel' using errcode = 'GM404';
  end if;
  if plan.provider is distinct from 'simulated' then
    raise exception 'This plan was set up by GenMarket: contact us to change it' using errcode = 'GM409';
  end if;
  update public.member_plans set cancel_at_period_end = true where id = plan.id returning * into plan;
  return plan;
end;
$$;

revoke all on function public.cancel_plan_at_period_end() from public, anon;

grant execute on function public.cancel_plan_at_period_end() to authenticated;

-- Records a webhook event's id; false when it was recorded before (applied already).
create or replace function private.first_payment_event(p_event_id text, p_event_type text, p_payment_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recorded integer;
begin
  if p_event_id is null then
    return true;
  end if;
  insert into private.payment_events (id, type, payment_id)
    values (p_event_id, coalesce(p_event_type, 'unknown'), p_payment_id)
    on conflict (id) do nothing;
  get diagnostics recorded = row_count;
  return recorded = 1;
end;
$$;

revoke all on function private.first_payment_event(text, text, uuid) from public, anon, authenticated;

-- Mirrors a Stripe subscription as Stripe says it is now (the app retrieves it for every
-- event, so events in any order leave the latest state): the first word about it starts the
-- plan (checkout.session.completed, or any subscription event that comes first), with the
-- member, plan and checkout payment our checkout put in its metadata (checked against each
-- other, and its weekly amount against plan_charge_pence); later words mirror its status,
-- trial end, period end (never moved back), cancel at period end; ended at Stripe
-- (canceled, unpaid, incomplete_expired), the plan ends. A plan it replaces ends, and its own
-- subscription is answered (replaced_subscription_id) for the app to cancel at Stripe.
-- p_event_id, when given, is applied once. Only the service role (app/utils/admin.server.ts).
create or replace function public.sync_plan_subscription(
  p_subscription_id text,
  p_status text,
  p_period_ends_at timestamptz,
  p_cancel_at_period_end boolean,
  p_customer_id text default null,
  p_member uuid default null,
  p_plan text default null,
  p_payment_id uuid default null,
  p_amount_pence integer default null,
  p_currency text default null,
  p_trial_ends_at timestamptz default null,
  p_event_id text default null,
  p_event_type text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan public.member_plans;
  replaced public.member_plans;
  payment public.payments;
begin
  select * into plan from public.member_plans m where m.subscription_id = p_subscription_id for update;
  if not found and p_member is not null then
    -- One plan decision at a time per member (start_plan_payment locks the same row).
    perform 1 from public.profiles p where p.id = p_member for update;
    select * into plan from public.member_plans m where m.subscription_id = p_subscription_id for update;
  end if;
  if not private.first_payment_event(p_event_id, p_event_type, coalesce(plan.payment_id, p_payment_id)) then
    return jsonb_build_object('plan', to_jsonb(plan), 'applied', false);
  end if;

  if plan.id is null then
    if p_status not in ('trialing', 'active', 'past_due') then
      return jsonb_build_object('plan', null, 'applied', false);
    end if;
    select * into payment from public.payments p
      where p.id = p_payment_id and p.user_id = p_member and p.purpose = 'plan' and p.plan_id = p_plan;
    if not found then
      raise exception 'No plan payment of ours started this subscription' using errcode = 'GM404';
    end if;
    if p_amount_pence is distinct from public.plan_charge_pence(p_plan) or upper(p_currency) is distinct from 'GBP' then
      raise exception 'The subscription''s price does not match the plan' using errcode = 'GM409';
    end if;
    select * into replaced from public.member_plans m where m.user_id = p_member and m.ended_at is null;
    plan := private.begin_plan(p_member, p_plan, p_payment_id, 'stripe', p_status, p_trial_ends_at,
      greatest(p_period_ends_at, now() + interval '1 second'), p_subscription_id, p_customer_id);
    update public.member_plans set cancel_at_period_end = coalesce(p_cancel_at_period_end, false)
      where id = plan.id returning * into plan;
    -- The checkout's payment is closed: what Stripe charges is receipted per invoice.
    update public.payments set status = 'cancelled' where id = p_payment_id and status = 'pending';
    return jsonb_build_object('plan', to_jsonb(plan), 'applied', true,
      'replaced_subscription_id', case when replaced.subscription_id is distinct from p_subscription_id then replaced.subscription_id end);
  end if;

  update public.member_plans m set
    -- An ended plan keeps the reason it ended (a late payment may bring back one that lapsed).
    status = case when m.ended_at is null then p_status else m.status end,
    customer_id = coalesce(p_customer_id, m.customer_id),
    trial_ends_at = coalesce(p_trial_ends_at, m.trial_ends_at),
    renews_at = greatest(m.renews_at, p_period_ends_at),
    cancel_at_period_end = coalesce(p_cancel_at_period_end, m.cancel_at_period_end),
    grace_until = case when p_status in ('trialing', 'active') then null else m.grace_until end
    where m.id = plan.id
    returning * into plan;
  if plan.ended_at is null and p_status in ('canceled', 'unpaid', 'incomplete_expired') then
    plan := private.end_plan(plan.id, p_status);
  end if;
  return jsonb_build_object('plan', to_jsonb(plan), 'applied', true);
end;
$$;

revoke all on function public.sync_plan_subscription(text, text, timestamptz, boolean, text, uuid, text, uuid, integer, text, timestamptz, text, text)
  from public, anon, authenticated;

grant execute on function public.sync_plan_subscription(text, text, timestamptz, boolean, text, uuid, text, uuid, integer, text, timestamptz, text, text)
  to service_role;

-- The plan_renewed email (docs/email.md): the week's charge and the next renewal.
create or replace function private.email_plan_renewed(p_plan public.member_plans, p_charge public.payments)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.queue_email(p_plan.user_id, 'plan_renewed', format('plan_renewed/%s/%s', p_charge.id, p_plan.user_id),
    jsonb_build_object('planId', p_plan.plan_id, 'paymentId', p_charge.id, 'amountPence', p_charge.amount_pence,
      'renewsAt', p_plan.renews_at));
$$;

revoke all on function private.email_plan_renewed(public.member_plans, public.payments) from public, anon, authenticated;

-- A subscription invoice, from Stripe's word (invoice.paid, invoice.payment_failed), once per
-- event. Paid: a charge (more than £0: a trial's £0 invoice is no receipt) becomes a paid
-- payment of the plan, its receipt, once per invoice; the plan runs to the period the invoice
-- paid for and any grace ends (a plan that lapsed in its grace, paid late, comes back unless
-- the member is on another plan meanwhile). Failed: the plan keeps working for
-- plan_grace_days() from the first failure, then ends (public.end_lapsed_plans).
-- GM404 for a subscription that is no plan of ours. Only the service role.
create or replace function public.record_plan_invoice(
  p_invoice_id text,
  p_subscription_id text,
  p_paid boolean,
  p_amount_pence integer,
  p_currency text,
  p_event_id text,
  p_event_type text,
  p_period_ends_at timestamptz default null,
  p_provider_payment_id text default null
)
returns public.member_plans
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan public.member_plans;
  charge public.payments;
  renewal boolean;
  grace_starts boolean;
begin
  select * into plan from public.member_plans m where m.subscription_id = p_subscription_id for update;
  if not found then
    raise exception 'No plan has this subscription' using errcode = 'GM404';
  end if;
  if not private.first_payment_event(p_event_id, p_event_type, null) then
    return plan;
  end if;
  if not p_paid then
    update public.member_plans m set
      grace_until = coalesce(m.grace_until, now() + make_interval(days => public.plan_grace_days())),
      status = 'past_due'
      where m.id = plan.id and m.ended_at is null;
    grace_starts := plan.ended_at is null and plan.grace_until is null;
    select * into plan from public.member_plans m where m.id = plan.id;
    -- The member is told once per grace, when it starts (docs/email.md).
    if grace_starts then
      perform private.queue_email(plan.user_id, 'renewal_failed',
        format('renewal_failed/%s/%s/%s', plan.id, plan.user_id, extract(epoch from plan.grace_until)),
        jsonb_build_object('planId', plan.plan_id, 'amountPence', p_amount_pence, 'graceUntil', plan.grace_until));
    end if;
    return plan;
  end if;
  -- A renewal (docs/email.md) is a charge for a plan already running: after its trial, or
  -- after an earlier charge of this plan; the first week paid at checkout is not one.
  renewal := plan.trial_ends_at is not null or exists (
    select 1 from public.payments p
    where p.user_id = plan.user_id and p.purpose = 'plan' and p.plan_id = plan.plan_id and p.status in ('paid', 'refunded')
      and p.provider_invoice_id is not null and p.provider_invoice_id <> p_invoice_id and p.paid_at >= plan.started_at);
  if p_amount_pence > 0 then
    if upper(p_currency) is distinct from 'GBP' then
      raise exception 'The invoice is not in pounds' using errcode = 'GM409';
    end if;
    insert into public.payments (
      user_id, purpose, plan_id, amount_pence, reference, status, paid_at, provider, provider_payment_id, provider_invoice_id
    )
      values (plan.user_id, 'plan', plan.plan_id, p_amount_pence,
        'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)),
        'paid', now(), 'stripe', p_provider_payment_id, p_invoice_id)
      on conflict (provider_invoice_id) do nothing
      returning * into charge;
  end if;
  if plan.ended_at is not null and plan.status = 'unpaid'
     and not exists (select 1 from public.member_plans m where m.user_id = plan.user_id and m.ended_at is null) then
    update public.member_plans set ended_at = null where id = plan.id;
  end if;
  update public.member_plans m set
    renews_at = greatest(m.renews_at, p_period_ends_at),
    grace_until = null,
    status = case when m.status in ('past_due', 'unpaid') then 'active' else m.status end
    where m.id = plan.id
    returning * into plan;
  if charge.id is not null and renewal then
    perform private.email_plan_renewed(plan, charge);
  end if;
  return plan;
end;
$$;

revoke all on function public.record_plan_invoice(text, text, boolean, integer, text, text, text, timestamptz, text)
  from public, anon, authenticated;

grant execute on function public.record_plan_invoice(text, text, boolean, integer, text, text, text, timestamptz, text)
  to service_role;

-- The plans' clock, every minute (server.ts's Cron Trigger; locally the local backend's timer,
-- supabase/local/auction-settling.ts): ends plans whose grace has passed, plans cancelled at
-- period end whose period has ended, and Stripe plans not renewed a grace period after their
-- period ended (their webhooks lost); renews the local provider's plans due, as if paid (a
-- paid simulated payment, its receipt, and the next week). Answers how many it changed.
-- Only the service role.
create or replace function public.end_lapsed_plans()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan public.member_plans;
  charge public.payments;
  simulated boolean := coalesce((select s.simulated_payments from private.platform_settings s), false);
  changed integer := 0;
begin
  for plan in
    select * from public.member_plans m
    where m.ended_at is null and m.provider is not null
      and (m.grace_until <= now()
        or m.renews_at <= now() and (m.cancel_at_period_end or m.provider = 'simulated')
        or m.provider = 'stripe' and m.renews_at + make_interval(days => public.plan_grace_days()) <= now())
    order by m.renews_at
    for update skip locked
  loop
    changed := changed + 1;
    if plan.grace_until <= now() then
      perform private.end_plan(plan.id, 'unpaid');
    elsif plan.cancel_at_period_end then
      perform private.end_plan(plan.id, 'canceled');
    elsif plan.provider = 'simulated' and simulated then
      insert into public.payments (user_id, purpose, plan_id, amount_pence, reference, status, paid_at, provider)
        values (plan.user_id, 'plan', plan.plan_id, public.plan_charge_pence(plan.plan_id),
          'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)), 'paid', now(), 'simulated')
        returning * into charge;
      update public.member_plans set renews_at = renews_at + interval '7 days', status = 'active' where id = plan.id
        returning * into plan;
      perform private.email_plan_renewed(plan, charge);
    else
      perform private.end_plan(plan.id, 'unpaid');
    end if;
  end loop;
  return changed;
end;
$$;

revoke all on function public.end_lapsed_plans() from public, anon, authenticated;

grant execute on function public.end_lapsed_plans() to service_role;

-- The trial_ending emails (docs/email.md): a plan's free trial that ends within 3 days, when
-- its first week will be charged (not one cancelled at period end: nothing will be), once per
-- plan however often the clock calls (public.queue_reminder_emails, supabase/schemas/15-email.sql).
create or replace function private.queue_trial_ending_emails()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan public.member_plans;
  queued integer := 0;
begin
  for plan in
    select * from public.member_plans m
    where m.ended_at is null and m.status = 'trialing' and m.provider is not null and not m.cancel_at_period_end
      and m.trial_ends_at > now() and m.trial_ends_at <= now() + interval '3 days'
  loop
    if private.queue_email(plan.user_id, 'trial_ending', format('trial_ending/%s/%s', plan.id, plan.user_id),
      jsonb_build_object('planId', plan.plan_id, 'trialEndsAt', plan.trial_ends_at, 'amountPence', public.plan_charge_pence(plan.plan_id)))
    then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

revoke all on function private.queue_trial_ending_emails() from public, anon, authenticated;

---------------------------------------------------------------------------------------
-- Commission on sold auctions (docs/payments.md "Commission",
-- docs/decisions/014-commission-invoices.md)
---------------------------------------------------------------------------------------
-- A sold auction's commission (public.auction_commission, supabase/schemas/40-auctions.sql)
-- plus its VAT is one pending payment of the seller's, purpose 'commission', charged by
-- settle_due_auctions in the transaction that settles the sale and due 14 days later. It is
-- paid like any payment (the local provider's complete_simulated_payment; with Stripe, the
-- invoice the Worker sends, paid through complete_commission_invoice) and then is a receipt.
-- Unpaid after its due date, it stops the seller creating or paying for a new auction.

-- How long a seller has to pay the commission on a sale (docs/spec/02-auctions-and-seller-tools.md §9).
create or replace function private.commission_due_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 14
$$;

revoke all on function private.commission_due_days() from public, anon, authenticated;

-- Charges the seller of an auction just settled as sold (settle_due_auctions) its commission and VAT (pounds, as
-- auction_outcomes holds them), once: a second call for the same auction adds nothing.
create or replace function private.charge_commission(p_seller uuid, p_auction_id uuid, p_commission numeric, p_vat numeric)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.payments (user_id, purpose, auction_id, amount_pence, reference, due_at)
    select p_seller, 'commission', p_auction_id, round((p_commission + p_vat) * 100)::integer,
      'GM-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)),
      now() + make_interval(days => private.commission_due_days())
    where p_commission + p_vat > 0
  on conflict (auction_id, purpose) where auction_id is not null do nothing
$$;

revoke all on function private.charge_commission(uuid, uuid, numeric, numeric) from public, anon, authenticated;

-- Refuses a seller with a commission charge unpaid past its due date (GM402), naming the
-- sale, the amount and where to pay. create_auction and start_auction_fee_payment ask it.
create or replace function private.require_commission_paid(p_seller uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  overdue record;
begin
  select p.amount_pence, p.due_at, a.title into overdue
    from public.payments p
    left join public.auction_listings a on a.id = p.auction_id
    where p.user_id = p_seller and p.purpose = 'commission' and p.status = 'pending' and p.due_at <= now()
    order by p.due_at
    limit 1;
  if found then
    raise exception '%', format(
        'Your commission of %s (VAT included) on "%s" was due on %s and is unpaid: pay it in My Auctions (/dashboard?view=listings#my-auctions) before creating another auction',
        private.format_gbp(overdue.amount_pence / 100.0), coalesce(overdue.title, 'an auction'),
        to_char(overdue.due_at at time zone 'Europe/London', 'FMDD FMMonth YYYY'))
      using errcode = 'GM402';
  end if;
end;
$$;

revoke all on function private.require_commission_paid(uuid) from public, anon, authenticated;

-- The caller's commission charges, newest first, for My Auctions and /create-auction: the
-- commission and its VAT in pence (auction_outcomes, the tiers), the total, the due date,
-- and its state by the database clock (due, overdue, paid, refunded), with the invoice's
-- payment page once the card provider has one.
create or replace function public.my_commission_charges()
returns table (
  payment_id uuid,
  auction_id uuid,
  auction_title text,
  sale_price integer,
  commission_pence integer,
  vat_pence integer,
  amount_pence integer,
  due_at timestamptz,
  state text,
  paid_at timestamptz,
  invoice_url text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.auction_id, a.title, o.sale_price,
    round(o.commission * 100)::integer, round(o.commission_vat * 100)::integer, p.amount_pence, p.due_at,
    case
      when p.status = 'pending' and p.due_at <= now() then 'overdue'
      when p.status = 'pending' then 'due'
      else p.status
    end,
    p.paid_at, p.invoice_url
  from public.payments p
  left join public.auction_listings a on a.id = p.auction_id
  left join public.auction_outcomes o on o.auction_id = p.auction_id
  where p.user_id = (select auth.uid()) and p.purpose = 'commission' and p.status <> 'cancelled'
  order by p.created_at desc, p.id
$$;

revoke all on function public.my_commission_charges() from public, anon;

grant execute on function public.my_commission_charges() to authenticated;

-- Each member's customer at the card provider (Stripe's cus_…), made once and reused.
create table private.stripe_customers (
  member_id uuid primary key references public.profiles (id) on delete cascade,
  customer_id text not null unique check (char_length(customer_id) <= 255),
  created_at timestamptz not null default now()
);

comment on table private.stripe_customers is
  'Each member''s Stripe customer id, made once and reused. Not reachable through the API.';

alter table private.stripe_customers enable row level security;

-- The commission charges the card provider has no finished invoice for yet (the Worker's
-- scheduled job sends them, oldest first): who owes it (their email, name and customer if
-- made), what for, the amounts in pence, the due date, and the invoice already begun.
-- Only the service role (app/utils/admin.server.ts) may call it.
create or replace function public.commission_invoices_to_send(p_limit integer default 20)
returns table (
  payment_id uuid,
  member_id uuid,
  email text,
  full_name text,
  customer_id text,
  auction_title text,
  sale_price integer,
  commission_pence integer,
  vat_pence integer,
  amount_pence integer,
  due_at timestamptz,
  reference text,
  provider_invoice_id text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.user_id, u.email::text, pr.full_name, c.customer_id, a.title, o.sale_price,
    round(o.commission * 100)::integer, round(o.commission_vat * 100)::integer, p.amount_pence, p.due_at,
    p.reference, p.provider_invoice_id
  from public.payments p
  join auth.users u on u.id = p.user_id
  join public.profiles pr on pr.id = p.user_id
  join public.auction_outcomes o on o.auction_id = p.auction_id
  left join public.auction_listings a on a.id = p.auction_id
  left join private.stripe_customers c on c.member_id = p.user_id
  where p.purpose = 'commission' and p.status = 'pending' and p.invoice_url is null
  order by p.created_at, p.id
  limit greatest(p_limit, 0)
$$;

revoke all on function public.commission_invoices_to_send(integer) from public, anon, authenticated;

grant execute on function public.commission_invoices_to_send(integer) to service_role;

-- Remembers a member's customer at the card provider; the first one recorded is kept and
-- answered (two jobs at once both get it).
create or replace function public.record_stripe_customer(p_member_id uuid, p_customer_id text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  kept text;
begin
  insert into private.stripe_customers (member_id, customer_id) values (p_member_id, p_customer_id)
    on conflict (member_id) do nothing;
  select c.customer_id into kept from private.stripe_customers c where c.member_id = p_member_id;
  return kept;
end;
$$;

revoke all on function public.record_stripe_customer(uuid, text) from public, anon, authenticated;

grant execute on function public.record_stripe_customer(uuid, text) to service_role;

-- Records the invoice sent for a commission charge: its id as soon as it exists (so the
-- webhook knows it), its payment page once finalized. A charge keeps its first invoice:
-- another id is refused (GM409).
create or replace function public.record_commission_invoice(p_payment_id uuid, p_invoice_id text, p_invoice_url text default null)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments;
begin
  select * into payment from public.payments p where p.id = p_payment_id and p.purpose = 'commission' for update;
  if not found then
    raise exception 'No commission charge has this id' using errcode = 'GM404';
  end if;
  if payment.provider_invoice_id is not null and payment.provider_invoice_id <> p_invoice_id then
    raise exception 'This commission charge already has another invoice' using errcode = 'GM409';
  end if;
  update public.payments
    set provider_invoice_id = p_invoice_id, invoice_url = coalesce(p_invoice_url, invoice_url)
    where id = p_payment_id
    returning * into payment;
  return payment;
end;
$$;

revoke all on function public.record_commission_invoice(uuid, text, text) from public, anon, authenticated;

grant execute on function public.record_commission_invoice(uuid, text, text) to service_role;

-- Marks a commission charge paid on the card provider's word (a verified invoice.paid event,
-- p_event_id applied once): the invoice must be the one recorded for it (or the first the
-- charge hears of), for the charge's amount in GBP. Paid already, or the event seen before:
-- nothing more. Only the service role (app/utils/admin.server.ts) may call it.
create or replace function public.complete_commission_invoice(
  p_payment_id uuid,
  p_invoice_id text,
  p_amount_pence integer,
  p_currency text,
  p_event_id text,
  p_event_type text default 'invoice.paid'
)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.payments;
  recorded integer;
begin
  select * into payment from public.payments p where p.id = p_payment_id and p.purpose = 'commission' for update;
  if not found or (payment.provider_invoice_id is not null and payment.provider_invoice_id <> p_invoice_id) then
    raise exception 'No commission charge has this invoice' using errcode = 'GM404';
  end if;
  insert into private.payment_events (id, type, payment_id)
    values (p_event_id, coalesce(p_event_type, 'unknown'), p_payment_id)
    on conflict (id) do nothing;
  get diagnostics recorded = row_count;
  if recorded = 0 or payment.status <> 'pending' then
    return payment;
  end if;
  if p_amount_pence is distinct from payment.amount_pence or upper(p_currency) is distinct from 'GBP' then
    raise exception 'The amount paid does not match the commission' using errcode = 'GM409';
  end if;
  update public.payments
    set status = 'paid', paid_at = now(), provider = 'stripe', provider_invoice_id = p_invoice_id
    where id = p_payment_id
    returning * into payment;
  return payment;
end;
$$;

revoke all on function public.complete_commission_invoice(uuid, text, integer, text, text, text) from public, anon, authenticated;

grant execute on function public.complete_commission_invoice(uuid, text, integer, text, text, text) to service_role;

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
