-- Email: every email a member is sent starts as a row here (a transactional outbox), written in
-- the same transaction as the event that causes it, by the SQL of that event's domain (a
-- trigger or the function itself calls private.queue_email). The Worker hands new rows to its
-- Cloudflare Queue; the queue's consumer renders and sends each one, at most once per
-- idempotency key (docs/email.md).
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

---------------------------------------------------------------------------------------
-- outgoing_emails
---------------------------------------------------------------------------------------
create table private.outgoing_emails (
  id uuid primary key default gen_random_uuid(),
  -- One email per event and recipient, however often the event's SQL runs: '<kind>/<entity>/<recipient>'.
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  -- app/content/email-kinds.ts lists the same kinds (supabase/tests/email-events.test.ts).
  kind text not null check (kind in (
    'message_received', 'outbid', 'auction_ending', 'auction_won', 'auction_sold', 'auction_unsold',
    'listing_approved', 'listing_rejected', 'listing_expiring', 'listing_expired',
    'review_received', 'review_reply',
    'payment_receipt', 'trial_ending', 'plan_renewed', 'renewal_failed',
    'search_alert', 'early_access_alert'
  )),
  -- The address is read when the email is sent, so a changed address, a closed account (the
  -- row goes with it) or a switched-off kind are honoured however long the email waited.
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  -- What the email shows, as the event saw it (the app's schema per kind: app/emails/).
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  created_at timestamptz not null default clock_timestamp()
);

create index outgoing_emails_recipient_idx on private.outgoing_emails (recipient_id);

comment on table private.outgoing_emails is
  'Emails to members, one row per idempotency key, written by the SQL of the event that causes each (private.queue_email) and delivered by the Worker''s queue consumer (docs/email.md).';

alter table private.outgoing_emails enable row level security;

revoke all on table private.outgoing_emails from public, anon, authenticated;

-- Queues one email in the caller's transaction; a second call with the same key changes
-- nothing (an event's SQL may run again, a trigger may fire twice). Answers whether it queued.
create or replace function private.queue_email(p_recipient uuid, p_kind text, p_key text, p_data jsonb default '{}'::jsonb)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued_id uuid;
begin
  insert into private.outgoing_emails (recipient_id, kind, idempotency_key, data)
  values (p_recipient, p_kind, p_key, coalesce(p_data, '{}'::jsonb))
  on conflict (idempotency_key) do nothing
  returning id into queued_id;
  return queued_id is not null;
end;
$$;

revoke all on function private.queue_email(uuid, text, text, jsonb) from public, anon, authenticated;

---------------------------------------------------------------------------------------
-- The emails that time sends (docs/email.md)
---------------------------------------------------------------------------------------
-- Every minute from the Worker's Cron Trigger (server.ts) and the local backend's timer
-- (supabase/local/auction-settling.ts): queues what has come due in each domain, each once by
-- its key however often it runs: auctions ending within the hour (supabase/schemas/40-auctions.sql),
-- listings expiring in 3 days or expired, which it marks expired (supabase/schemas/20-listings.sql),
-- and free trials ending in 3 days (supabase/schemas/30-payments.sql). Answers how many it
-- queued. Only the service role: it changes listings.
create or replace function public.queue_reminder_emails()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.queue_auction_ending_emails()
    + private.expire_listings_and_remind()
    + private.queue_trial_ending_emails();
end;
$$;

revoke all on function public.queue_reminder_emails() from public, anon, authenticated;

grant execute on function public.queue_reminder_emails() to service_role;

---------------------------------------------------------------------------------------
-- email_opt_outs: the kinds a member switched off
---------------------------------------------------------------------------------------
-- A row per kind switched off, in Account or by an email's one-click unsubscribe. Essential
-- kinds (payments, money owed: app/content/email-kinds.ts) are not in the check, so they
-- cannot be switched off (supabase/tests/email-preferences.test.ts ties the two lists).
create table public.email_opt_outs (
  member_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in (
    'message_received', 'outbid', 'auction_ending', 'auction_unsold',
    'listing_approved', 'listing_rejected', 'listing_expiring', 'listing_expired',
    'review_received', 'review_reply', 'search_alert', 'early_access_alert'
  )),
  created_at timestamptz not null default now(),
  primary key (member_id, kind)
);

comment on table public.email_opt_outs is
  'Email kinds a member switched off (Account, or an email''s one-click unsubscribe); written by set_email_opt_outs and unsubscribe_email_kind only.';

alter table public.email_opt_outs enable row level security;

revoke all on table public.email_opt_outs from anon, authenticated;

grant select on table public.email_opt_outs to authenticated;

create policy email_opt_outs_select_own on public.email_opt_outs
  for select to authenticated
  using (member_id = (select auth.uid()));

-- No insert, update or delete policy (and no grant): the functions below write them.

-- Account's Email notifications form: the kinds the member wants off, all at once (what is
-- not listed is on). An unknown or essential kind is refused and nothing changes. Answers
-- the kinds now off.
create or replace function public.set_email_opt_outs(p_off text[])
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  off_kinds text[] := coalesce((select array_agg(distinct kind order by kind) from unnest(coalesce(p_off, '{}')) kind), '{}');
begin
  if member is null then
    raise exception 'Sign in to change your email settings' using errcode = '42501';
  end if;
  delete from public.email_opt_outs o where o.member_id = member and o.kind <> all (off_kinds);
  begin
    insert into public.email_opt_outs (member_id, kind)
    select member, kind from unnest(off_kinds) kind
    on conflict do nothing;
  exception when check_violation or not_null_violation then
    raise exception 'These emails cannot be switched off' using errcode = 'GM400';
  end;
  return off_kinds;
end;
$$;

revoke all on function public.set_email_opt_outs(text[]) from public, anon;

grant execute on function public.set_email_opt_outs(text[]) to authenticated;

-- An email's one-click unsubscribe (RFC 8058), without a session: the Worker has checked the
-- token it signed for this member and kind (app/utils/unsubscribe-token.server.ts). Answers
-- false when the member no longer exists.
create or replace function public.unsubscribe_email_kind(p_member uuid, p_kind text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles p where p.id = p_member) then
    return false;
  end if;
  begin
    insert into public.email_opt_outs (member_id, kind) values (p_member, p_kind) on conflict do nothing;
  exception when check_violation or not_null_violation then
    raise exception 'These emails cannot be switched off' using errcode = 'GM400';
  end;
  return true;
end;
$$;

revoke all on function public.unsubscribe_email_kind(uuid, text) from public, anon, authenticated;

grant execute on function public.unsubscribe_email_kind(uuid, text) to service_role;

---------------------------------------------------------------------------------------
-- undeliverable_addresses: hard bounces and complaints
---------------------------------------------------------------------------------------
-- The mail provider's signed webhook (POST /webhooks/email) reports an address that bounced
-- for good or whose owner marked an email as spam; nothing more is sent to it until the
-- member says it is fixed (resume_my_emails) or their address changes.
create table private.undeliverable_addresses (
  email text primary key check (email = lower(email) and char_length(email) <= 320),
  reason text not null check (reason in ('bounced', 'complained')),
  detail text check (char_length(detail) <= 500),
  created_at timestamptz not null default now()
);

comment on table private.undeliverable_addresses is
  'Addresses the mail provider reported as bouncing for good or complaining; no email is sent to them (record_undeliverable_address, resume_my_emails).';

alter table private.undeliverable_addresses enable row level security;

revoke all on table private.undeliverable_addresses from public, anon, authenticated;

-- The webhook's report, once per address (a later report updates the reason and detail).
create or replace function public.record_undeliverable_address(p_email text, p_reason text, p_detail text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.undeliverable_addresses (email, reason, detail)
  values (lower(btrim(p_email)), p_reason, left(p_detail, 500))
  on conflict (email) do update set reason = excluded.reason, detail = excluded.detail, created_at = now();
end;
$$;

revoke all on function public.record_undeliverable_address(text, text, text) from public, anon, authenticated;

grant execute on function public.record_undeliverable_address(text, text, text) to service_role;

-- What Account shows of the member's email: their address, whether mail to it stopped (and
-- why, since when), and the kinds they switched off.
create or replace function public.my_email_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'email', u.email,
    'undeliverable', (
      select jsonb_build_object('reason', a.reason, 'since', a.created_at)
      from private.undeliverable_addresses a where a.email = lower(u.email)
    ),
    'off', coalesce((select jsonb_agg(o.kind order by o.kind) from public.email_opt_outs o where o.member_id = u.id), '[]'::jsonb)
  )
  from auth.users u
  where u.id = (select auth.uid());
$$;

revoke all on function public.my_email_settings() from public, anon;

grant execute on function public.my_email_settings() to authenticated;

-- "My mailbox is fixed": the member clears the stop on their own address. Answers whether
-- there was one.
create or replace function public.resume_my_emails()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleared integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to change your email settings' using errcode = '42501';
  end if;
  delete from private.undeliverable_addresses a
  using auth.users u
  where u.id = (select auth.uid()) and a.email = lower(u.email);
  get diagnostics cleared = row_count;
  return cleared > 0;
end;
$$;

revoke all on function public.resume_my_emails() from public, anon;

grant execute on function public.resume_my_emails() to authenticated;

-- Why an email of this kind must not go to this member now, or null when it may: the
-- delivery's claim asks it for every email, however long the email waited.
create or replace function private.email_refusal(p_recipient uuid, p_kind text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when u.id is null then 'recipient gone'
    when exists (select 1 from private.undeliverable_addresses a where a.email = lower(u.email)) then 'address undeliverable'
    when exists (select 1 from public.email_opt_outs o where o.member_id = u.id and o.kind = p_kind) then 'switched off'
  end
  from (select p_recipient as id) wanted
  left join auth.users u on u.id = wanted.id;
$$;

revoke all on function private.email_refusal(uuid, text) from public, anon, authenticated;
