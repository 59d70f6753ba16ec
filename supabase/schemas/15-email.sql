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
    'search_alert', 'early_access_alert',
    'password_changed',
    'account_closed'
  )),
  -- The address is read when the email is sent, so a changed address, a closed account (the
  -- row goes with it) or a switched-off kind are honoured however long the email waited.
  -- Null only for an email to a member who is gone by the time it is sent (to_address).
  recipient_id uuid references public.profiles (id) on delete cascade,
  -- What the email shows, as the event saw it (the app's schema per kind: app/emails/).
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  created_at timestamptz not null default clock_timestamp(),
  -- Delivery (docs/email.md "Delivery"): pending until handed to the Cloudflare Queue
  -- (queued), sending while a consumer holds it, then sent, skipped (nobody to send it to)
  -- or dead (the queue gave up on it, or it can never be sent: /moderation shows those).
  status text not null default 'pending' check (status in ('pending', 'queued', 'sending', 'sent', 'skipped', 'dead')),
  -- When it was last handed to the queue.
  queued_at timestamptz,
  -- The provider call it goes out in (Idempotency-Key batch/<uuid>). Kept until it is sent,
  -- so a retry sends exactly the same group again and the provider answers the first result.
  send_batch uuid,
  attempts integer not null default 0,
  -- When a consumer last claimed it ('sending' since then).
  attempted_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  last_error_at timestamptz,
  sent_at timestamptz,
  -- The provider's id of the email once sent.
  provider_id text,
  -- The confirmation that an account was closed (close_my_account, 12-my-data.sql) goes to
  -- an address nobody holds any more: the address is kept here, as the record that it went.
  to_address text check (char_length(to_address) <= 320),
  constraint outgoing_emails_one_recipient check (
    (recipient_id is null) = (to_address is not null) and (to_address is null or kind = 'account_closed')
  )
);

create index outgoing_emails_recipient_idx on private.outgoing_emails (recipient_id);

-- What waits to be handed out or sent: hand_out_emails after every change a request makes,
-- so it must be cheap when nothing waits.
create index outgoing_emails_waiting_idx on private.outgoing_emails (created_at) where status in ('pending', 'queued', 'sending');

create index outgoing_emails_send_batch_idx on private.outgoing_emails (send_batch) where send_batch is not null;

-- Delivery errors, newest first, and the dead among them (email_delivery_health).
create index outgoing_emails_errors_idx on private.outgoing_emails (last_error_at desc) where last_error_at is not null;

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

---------------------------------------------------------------------------------------
-- Delivery: the Worker's dispatch and queue consumer (app/utils/email-delivery.server.ts),
-- through the service role only (app/utils/admin.server.ts). docs/email.md "Delivery".
---------------------------------------------------------------------------------------

-- A row handed to the queue (or claimed) this long ago and still not sent was lost on the
-- way (a queue message dropped, a consumer that died after its retries): it is handed out
-- again. Longer than the queue's whole retry schedule (wrangler.toml, server.ts).
create or replace function private.email_lost_after()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '1 hour' $$;

-- A row claimed ('sending') this long ago by a consumer that never recorded the outcome (it
-- died mid-send) may be claimed again, with the same batch and so the same provider key.
create or replace function private.email_sending_timeout()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '2 minutes' $$;

-- The keys of the emails to hand to the Cloudflare Queue now, oldest first, marked queued:
-- new ones, and ones lost on the way (email_lost_after). Due instant saved-search alerts
-- join the outbox first (70-saved-searches.sql), so they go out at the next dispatch.
create or replace function public.hand_out_emails(p_limit integer default 1000)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  keys text[];
begin
  perform public.queue_search_alert_emails('instant');
  with due as (
    select e.id
    from private.outgoing_emails e
    where e.status in ('pending', 'queued', 'sending')
      and (e.status = 'pending' or greatest(e.queued_at, e.attempted_at, e.created_at) < now() - private.email_lost_after())
    order by e.created_at
    limit greatest(coalesce(p_limit, 1000), 1)
    for update skip locked
  ),
  handed as (
    update private.outgoing_emails e set status = 'queued', queued_at = now()
    from due where e.id = due.id
    returning e.idempotency_key, e.created_at
  )
  select coalesce(array_agg(h.idempotency_key order by h.created_at), '{}') into keys from handed h;
  return keys;
end;
$$;

comment on function public.hand_out_emails is
  'The keys of the emails to put on the email queue now (new ones, and ones lost on the way), marked queued (docs/email.md).';

revoke all on function public.hand_out_emails from public, anon, authenticated;

grant execute on function public.hand_out_emails to service_role;

-- A queue consumer's claim on the emails its messages name (their idempotency keys), each
-- row locked while it is decided, so two consumers holding the same key never both send it:
--   done:    sent, skipped or dead already, or gone with its recipient: nothing to do;
--   busy:    another consumer is sending its batch right now: try again later;
--   skipped: not to be sent: switched off, an undeliverable address, no address (marked
--            skipped with the reason, answered in done);
--   batches: the rest, marked sending, in groups of at most 100 (one provider call each)
--            with the address and name read now. A row keeps its batch until it is sent,
--            and a claim takes the whole batch of any row it names, so a retry sends exactly
--            the same group under the same provider key (batch/<uuid>).
create or replace function public.claim_emails(p_keys text[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  row_ids uuid[];
  busy_batches uuid[];
  claimed_keys text[];
  busy_keys text[];
  batches jsonb;
begin
  -- The rows named and the other rows of their batches, locked in one order (no deadlock).
  select coalesce(array_agg(locked.id), '{}') into row_ids from (
    select e.id from private.outgoing_emails e
    where e.idempotency_key = any (p_keys)
      or e.send_batch in (
        select named.send_batch from private.outgoing_emails named
        where named.idempotency_key = any (p_keys) and named.send_batch is not null
      )
    order by e.id
    for update
  ) locked;

  select coalesce(array_agg(distinct e.send_batch), '{}') into busy_batches
  from private.outgoing_emails e
  where e.id = any (row_ids) and e.status = 'sending' and e.attempted_at > now() - private.email_sending_timeout();

  -- Not to be sent, however long it waited: the member switched the kind off, their address
  -- is undeliverable (private.email_refusal), or they have no address.
  with refused as (
    select e.id, case
      when e.to_address is not null then
        case when exists (select 1 from private.undeliverable_addresses a where a.email = lower(e.to_address)) then 'address undeliverable' end
      else coalesce(
        private.email_refusal(e.recipient_id, e.kind),
        case when not exists (select 1 from auth.users u where u.id = e.recipient_id and coalesce(u.email, '') <> '') then 'no address' end
      )
    end as reason
    from private.outgoing_emails e
    where e.id = any (row_ids) and e.status in ('pending', 'queued', 'sending')
      and (e.send_batch is null or not e.send_batch = any (busy_batches))
  )
  update private.outgoing_emails e set status = 'skipped', last_error = refused.reason
  from refused where e.id = refused.id and refused.reason is not null;

  with claimable as (
    select e.id, e.send_batch, e.created_at from private.outgoing_emails e
    where e.id = any (row_ids) and e.status in ('pending', 'queued', 'sending')
      and (e.send_batch is null or not e.send_batch = any (busy_batches))
  ),
  unbatched as (
    select c.id, (row_number() over (order by c.created_at, c.id) - 1) / 100 as chunk
    from claimable c where c.send_batch is null
  ),
  chunks as (
    select d.chunk, gen_random_uuid() as batch from (select distinct u.chunk from unbatched u) d
  ),
  claimed as (
    update private.outgoing_emails e
    set status = 'sending', attempted_at = now(), attempts = e.attempts + 1,
      send_batch = coalesce(e.send_batch, (select ch.batch from unbatched u join chunks ch on ch.chunk = u.chunk where u.id = e.id))
    from claimable c where e.id = c.id
    returning e.idempotency_key
  )
  select coalesce(array_agg(claimed.idempotency_key), '{}') into claimed_keys from claimed;

  select coalesce(jsonb_agg(jsonb_build_object('batch', b.send_batch, 'emails', b.emails) order by b.first_created), '[]'::jsonb)
  into batches
  from (
    select e.send_batch, min(e.created_at) as first_created,
      jsonb_agg(
        jsonb_build_object('key', e.idempotency_key, 'kind', e.kind, 'data', e.data, 'recipient', e.recipient_id, 'to', coalesce(e.to_address, u.email), 'name', p.full_name)
        order by e.created_at, e.id
      ) as emails
    from private.outgoing_emails e
    left join auth.users u on u.id = e.recipient_id
    left join public.profiles p on p.id = e.recipient_id
    where e.idempotency_key = any (claimed_keys)
    group by e.send_batch
  ) b;

  select coalesce(array_agg(e.idempotency_key), '{}') into busy_keys
  from private.outgoing_emails e
  where e.id = any (row_ids) and e.idempotency_key = any (p_keys) and e.send_batch = any (busy_batches);

  return jsonb_build_object(
    'batches', batches,
    'busy', to_jsonb(busy_keys),
    'done', coalesce((
      select jsonb_agg(k) from unnest(p_keys) k
      where not k = any (claimed_keys) and not k = any (busy_keys)
    ), '[]'::jsonb)
  );
end;
$$;

comment on function public.claim_emails is
  'Claims the named emails for sending, row-locked, in batches kept until sent; answers the batches to send (address and name), the keys another consumer is sending (busy) and those with nothing to do (done).';

revoke all on function public.claim_emails from public, anon, authenticated;

grant execute on function public.claim_emails to service_role;

-- A batch the provider accepted: each email's provider id ({key: id}); none when the provider
-- had sent it before, under its key with another body (app/utils/email-delivery.server.ts).
create or replace function public.record_emails_sent(p_batch uuid, p_provider_ids jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.outgoing_emails e
  set status = 'sent', sent_at = now(), provider_id = p_provider_ids ->> e.idempotency_key
  where e.send_batch = p_batch and e.status <> 'sent';
$$;

comment on function public.record_emails_sent is 'Marks a batch sent, with the provider''s id of each email.';

revoke all on function public.record_emails_sent from public, anon, authenticated;

grant execute on function public.record_emails_sent to service_role;

-- A failed attempt at a batch: it waits in the queue for the next (the message is retried),
-- in the same batch: if the provider did send it, the retry's key finds that out. (A batch
-- the provider sent under its key with another body is sent: record_emails_sent.)
create or replace function public.record_email_attempt_failed(p_batch uuid, p_error text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.outgoing_emails e
  set status = 'queued', last_error = left(p_error, 2000), last_error_at = now()
  where e.send_batch = p_batch and e.status = 'sending';
$$;

comment on function public.record_email_attempt_failed is 'Records a batch''s failed attempt (the queue retries it, in the same batch).';

revoke all on function public.record_email_attempt_failed from public, anon, authenticated;

grant execute on function public.record_email_attempt_failed to service_role;

-- Emails that will never be sent: the queue gave up on them (its dead-letter queue's
-- consumer), or they cannot be sent (data the template refuses, an address the provider
-- refuses). Staff see them in /moderation (email_delivery_health).
create or replace function public.record_emails_dead(p_keys text[], p_error text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.outgoing_emails e
  set status = 'dead', last_error_at = now(),
    last_error = left(coalesce(p_error, e.last_error, 'Not delivered after every retry.'), 2000)
  where e.idempotency_key = any (p_keys) and e.status not in ('sent', 'skipped', 'dead');
$$;

comment on function public.record_emails_dead is 'Marks emails dead (never to be sent), with the error.';

revoke all on function public.record_emails_dead from public, anon, authenticated;

grant execute on function public.record_emails_dead to service_role;

-- Staff's view of delivery (/moderation): how many emails are dead, the last error and when,
-- and how many wait to go out.
create or replace function public.email_delivery_health()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  last_failure record;
begin
  if not public.is_staff() then
    raise exception 'Only staff see email delivery' using errcode = '42501';
  end if;
  select e.last_error, e.last_error_at into last_failure
  from private.outgoing_emails e where e.last_error_at is not null
  order by e.last_error_at desc limit 1;
  return jsonb_build_object(
    'dead', (select count(*) from private.outgoing_emails e where e.last_error_at is not null and e.status = 'dead'),
    'waiting', (select count(*) from private.outgoing_emails e where e.status in ('pending', 'queued', 'sending')),
    'last_error', last_failure.last_error,
    'last_error_at', last_failure.last_error_at
  );
end;
$$;

comment on function public.email_delivery_health is
  'Staff only: dead emails, the last delivery error and when, and how many emails wait (docs/email.md).';

revoke all on function public.email_delivery_health from public, anon;

grant execute on function public.email_delivery_health to authenticated;
