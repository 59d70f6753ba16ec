-- Moderation: staff review every listing a seller publishes before the public sees it
-- (spec 01 §4: "reviewed by our team within 24 hours"). Publishing makes a listing
-- `pending` (public.publish_listing, the sell wizard's migration); a staff member approves
-- it (→ `active` for its paid period) or rejects it with a reason the seller reads
-- (→ `rejected`, which the seller can edit and publish again).
--
-- Staff are the accounts whose app_metadata.role is 'staff'. Only the platform sets
-- app_metadata (the Auth admin API or SQL as service_role); a user's own update reaches
-- user_metadata only, so nobody can make themselves staff.
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- The listing option the seller paid for (the sell wizard's migration declares it too)
---------------------------------------------------------------------------------------

-- Approval needs it to set the listing period; `if not exists` keeps this migration
-- correct whether or not …_sell_wizard.sql, which runs first, has added it already.
alter table public.generator_listings add column if not exists listing_option text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'generator_listings_listing_option_check') then
    alter table public.generator_listings
      add constraint generator_listings_listing_option_check check (listing_option in ('basic', 'enhanced'));
  end if;
end
$$;

---------------------------------------------------------------------------------------
-- Staff
---------------------------------------------------------------------------------------

-- From the caller's verified JWT: app_metadata is only ever written by the platform.
-- (A role granted or withdrawn takes effect at the user's next token refresh.)
create or replace function public.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role' = 'staff', false)
$$;

comment on function public.is_staff() is
  'True when the caller''s JWT carries app_metadata.role = staff (set only by the platform).';

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

---------------------------------------------------------------------------------------
-- generator_listings: the rejected status and the review's record
---------------------------------------------------------------------------------------

alter table public.generator_listings drop constraint generator_listings_status_check;
alter table public.generator_listings add constraint generator_listings_status_check
  check (status in ('active', 'pending', 'expired', 'sold', 'draft', 'rejected'));

-- Not in the owner's insert/update column grants: a trigger or moderate_listing() writes them.
alter table public.generator_listings
  add column submitted_at timestamptz,
  add column rejection_reason text
    constraint generator_listings_rejection_reason_length check (char_length(rejection_reason) between 10 and 500),
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null;

comment on column public.generator_listings.submitted_at is
  'When the listing last went to review (became pending); stamped by a trigger. The queue''s order.';
comment on column public.generator_listings.rejection_reason is
  'Why staff rejected the listing, shown to the seller; cleared when it is approved.';
comment on column public.generator_listings.reviewed_at is 'When staff last approved or rejected the listing.';
comment on column public.generator_listings.reviewed_by is 'The staff account that last approved or rejected the listing.';

-- A listing inserted as pending was submitted when it was created; one that becomes
-- pending later, at that moment.
create or replace function public.stamp_listing_submitted_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'pending' and (tg_op = 'INSERT' or old.status is distinct from 'pending') then
    new.submitted_at := case when tg_op = 'INSERT' then coalesce(new.submitted_at, new.created_at, now()) else now() end;
  end if;
  return new;
end;
$$;

create trigger generator_listings_stamp_submitted_at
  before insert or update of status on public.generator_listings
  for each row execute function public.stamp_listing_submitted_at();

-- Listings already waiting when this runs: their last change is the best record there is.
update public.generator_listings set submitted_at = updated_at where status = 'pending' and submitted_at is null;

-- The review queue: pending listings, oldest submission first.
create index generator_listings_pending_idx on public.generator_listings (submitted_at, id)
  where status = 'pending';

---------------------------------------------------------------------------------------
-- Row-level security: staff read every listing and its photos
---------------------------------------------------------------------------------------

-- A second select policy, for a second audience: the public and owners keep
-- generator_listings_select_active_or_own (active, or your own); staff also read the
-- pending (and every other) listing they review. Policies for one command are OR'ed.
create policy generator_listings_select_staff on public.generator_listings
  for select to authenticated
  using ((select public.is_staff()));

create policy listing_photos_select_staff on public.listing_photos
  for select to authenticated
  using ((select public.is_staff()));

---------------------------------------------------------------------------------------
-- moderate_listing: approve or reject a pending listing
---------------------------------------------------------------------------------------

-- p_decision 'approve': the listing goes live (published_at is stamped by its trigger) for
-- its paid period, 30 days for a Basic listing (or one without an option) and 60 for an
-- Enhanced one, which is also featured for those 60 days (spec 01 §9).
-- p_decision 'reject': the listing becomes `rejected` with p_reason (10 to 500 characters,
-- trimmed) for the seller to act on.
-- security definer: staff write the platform's columns (status, expiry, featured) that no
-- user may; the caller is checked first. The row lock makes two reviewers' simultaneous
-- decisions take effect once: the second finds the listing no longer pending.
-- Returns the listing's new status.
create or replace function public.moderate_listing(p_listing_id uuid, p_decision text, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing_status text;
  option text;
  reason text := btrim(p_reason);
  decided_at timestamptz := now();
  period interval;
begin
  if not public.is_staff() then
    raise exception 'Only staff can moderate listings' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('approve', 'reject') then
    raise exception 'The decision must be approve or reject' using errcode = '22023';
  end if;

  select l.status, l.listing_option into listing_status, option
  from public.generator_listings l
  where l.id = p_listing_id
  for update;
  if listing_status is distinct from 'pending' then
    raise exception 'This listing is not awaiting review' using errcode = '55000';
  end if;

  if p_decision = 'approve' then
    period := case when option = 'enhanced' then interval '60 days' else interval '30 days' end;
    update public.generator_listings l set
      status = 'active',
      expires_at = decided_at + period,
      featured = case when option = 'enhanced' then true else l.featured end,
      featured_until = case when option = 'enhanced' then decided_at + period else l.featured_until end,
      rejection_reason = null,
      reviewed_at = decided_at,
      reviewed_by = (select auth.uid())
    where l.id = p_listing_id;
    return 'active';
  end if;

  if reason is null or char_length(reason) < 10 or char_length(reason) > 500 then
    raise exception 'Please give a reason the seller can act on (10 to 500 characters)' using errcode = '22023';
  end if;
  update public.generator_listings l set
    status = 'rejected',
    rejection_reason = reason,
    reviewed_at = decided_at,
    reviewed_by = (select auth.uid())
  where l.id = p_listing_id;
  return 'rejected';
end;
$$;

comment on function public.moderate_listing(uuid, text, text) is
  'Staff only: approve (→ active for 30 or 60 days) or reject with a reason a pending listing.';

revoke all on function public.moderate_listing(uuid, text, text) from public, anon;
grant execute on function public.moderate_listing(uuid, text, text) to authenticated;
