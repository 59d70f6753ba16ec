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
