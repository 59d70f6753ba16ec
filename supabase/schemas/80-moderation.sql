-- Moderation: staff review of pending listings and members' reports of listings.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

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

---------------------------------------------------------------------------------------
-- Publishing (was P0002, 22023 and 23514): publish_listing's GM404/GM409 refusals are
-- …_listing_missing_fields.sql's, which redefines it once for them and for its rule.
---------------------------------------------------------------------------------------

---------------------------------------------------------------------------------------
-- Moderation (was 55000 and 22023)
---------------------------------------------------------------------------------------

-- 'Not awaiting review' (another reviewer decided first, or the seller withdrew it) is
-- GM409: /moderation shows it as "Already decided" with this sentence.
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
  seller uuid;
  title text;
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

  select l.status, l.listing_option, l.dealer_id, l.title into listing_status, option, seller, title
  from public.generator_listings l
  where l.id = p_listing_id
  for update;
  if listing_status is distinct from 'pending' then
    raise exception 'This listing is not awaiting review' using errcode = 'GM409';
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
    -- The seller's email (docs/email.md), one per decision: a listing may be reviewed again
    -- after the seller fixes and resubmits it, so the key carries the decision's time.
    perform private.queue_email(seller, 'listing_approved',
      format('listing_approved/%s/%s/%s', p_listing_id, seller, extract(epoch from decided_at)),
      jsonb_build_object('listingId', p_listing_id, 'listingTitle', title, 'expiresAt', decided_at + period));
    return 'active';
  end if;

  if reason is null or char_length(reason) < 10 or char_length(reason) > 500 then
    raise exception 'Please give a reason the seller can act on (10 to 500 characters)' using errcode = 'GM400';
  end if;
  update public.generator_listings l set
    status = 'rejected',
    rejection_reason = reason,
    reviewed_at = decided_at,
    reviewed_by = (select auth.uid())
  where l.id = p_listing_id;
  perform private.queue_email(seller, 'listing_rejected',
    format('listing_rejected/%s/%s/%s', p_listing_id, seller, extract(epoch from decided_at)),
    jsonb_build_object('listingId', p_listing_id, 'listingTitle', title, 'reason', reason));
  return 'rejected';
end;
$$;

comment on function public.moderate_listing(uuid, text, text) is
  'Staff only: approve (→ active for 30 or 60 days) or reject with a reason a pending listing.';

revoke all on function public.moderate_listing(uuid, text, text) from public, anon;

grant execute on function public.moderate_listing(uuid, text, text) to authenticated;

-- Report this listing: a signed-in member tells the moderation team what is
-- wrong with a listing (a reason from a short list, optional details); staff see the open
-- reports on /moderation and close each as dismissed or resolved.
--
--   listing_reports                     one report per member per listing
--   report_listing(listing, reason, details)   the member's report: a listing they can see and
--                                       do not sell, once (GM409 the second time)
--   close_listing_report(report, outcome)      staff close an open report (dismissed or resolved)
create table public.listing_reports (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.generator_listings (id) on delete cascade,
  reporter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The reasons the form offers (app/content/listing-reports.ts, tied by a test).
  reason text not null check (reason in ('scam', 'misleading', 'unavailable', 'prohibited', 'duplicate', 'other')),
  details text check (char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'dismissed', 'resolved')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by uuid references public.profiles (id) on delete set null,
  constraint listing_reports_listing_reporter_key unique (listing_id, reporter_id),
  constraint listing_reports_closed_when_not_open check ((status = 'open') = (closed_at is null))
);

create index listing_reports_open_idx on public.listing_reports (created_at) where status = 'open';

create index listing_reports_reporter_idx on public.listing_reports (reporter_id);

comment on table public.listing_reports is
  'A member''s report of a listing to the moderation team (Report this listing), open until staff close it.';

alter table public.listing_reports enable row level security;

revoke all on table public.listing_reports from anon, authenticated;

grant select on table public.listing_reports to authenticated;

grant insert (listing_id, reason, details) on public.listing_reports to authenticated;

grant update (status, closed_at, closed_by) on public.listing_reports to authenticated;

-- A member reads their own reports; staff read them all.
create policy listing_reports_select_own_or_staff on public.listing_reports
  for select to authenticated
  using (reporter_id = (select auth.uid()) or (select public.is_staff()));

-- A member reports, as themselves, an open report about a listing they can see and do not sell.
create policy listing_reports_insert_own on public.listing_reports
  for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and status = 'open'
    and exists (
      select 1 from public.generator_listings l
      where l.id = listing_id and l.dealer_id <> (select auth.uid())
    )
  );

-- Only staff close reports.
create policy listing_reports_update_staff on public.listing_reports
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- security invoker: the policies above decide; this gives the refusals their words.
create function public.report_listing(p_listing uuid, p_reason text, p_details text)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  details_text text := nullif(btrim(coalesce(p_details, '')), '');
  seller uuid;
  report uuid;
begin
  if member is null then
    raise exception 'Sign in to report a listing' using errcode = '42501';
  end if;
  select l.dealer_id into seller from public.generator_listings l where l.id = p_listing;
  if not found then
    raise exception 'This listing is no longer on GenMarket' using errcode = 'GM404';
  end if;
  if seller = member then
    raise exception 'You cannot report your own listing' using errcode = 'GM403';
  end if;
  if p_reason is null or p_reason not in ('scam', 'misleading', 'unavailable', 'prohibited', 'duplicate', 'other') then
    raise exception 'Choose a reason for your report' using errcode = 'GM400';
  end if;
  if char_length(details_text) > 1000 then
    raise exception 'Your details must be 1,000 characters or fewer' using errcode = 'GM400';
  end if;
  insert into public.listing_reports (listing_id, reason, details)
  values (p_listing, p_reason, details_text)
  returning id into report;
  return report;
exception
  when unique_violation then
    raise exception 'You have already reported this listing. The GenMarket team is looking into it.' using errcode = 'GM409';
end;
$$;

comment on function public.report_listing(uuid, text, text) is
  'The caller reports a listing they can see and do not sell (reason from the list, optional details), once.';

revoke all on function public.report_listing(uuid, text, text) from public, anon;

grant execute on function public.report_listing(uuid, text, text) to authenticated;

-- security invoker: staff only, by the update policy; the check first gives the refusal words.
create function public.close_listing_report(p_report uuid, p_outcome text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can close reports' using errcode = 'GM403';
  end if;
  if p_outcome is null or p_outcome not in ('dismissed', 'resolved') then
    raise exception 'Choose Dismiss or Resolved' using errcode = 'GM400';
  end if;
  update public.listing_reports r
  set status = p_outcome, closed_at = now(), closed_by = (select auth.uid())
  where r.id = p_report and r.status = 'open';
  if not found then
    raise exception 'This report has already been closed' using errcode = 'GM409';
  end if;
end;
$$;

comment on function public.close_listing_report(uuid, text) is
  'Staff close an open listing report as dismissed or resolved (GM409 when it is closed already).';

revoke all on function public.close_listing_report(uuid, text) from public, anon;

grant execute on function public.close_listing_report(uuid, text) to authenticated;
