-- Brute-force protection for password sign-in: after 5 failed attempts for one email within
-- 15 minutes, further attempts are refused for 15 minutes. The state lives here, server-side;
-- the app asks before each attempt and reports each failure. The table sits in a schema the
-- API does not expose, and only these security definer functions touch it.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.sign_in_failures (
  id bigint generated always as identity primary key,
  email text not null check (email = lower(email) and char_length(email) <= 320),
  failed_at timestamptz not null default now()
);

create index sign_in_failures_email_failed_at_idx on private.sign_in_failures (email, failed_at desc);

alter table private.sign_in_failures enable row level security;

comment on table private.sign_in_failures is
  'Failed password sign-ins per email, for the 5-in-15-minutes lock-out. Only the functions below use it.';

create table private.sign_in_lockouts (
  email text primary key check (email = lower(email) and char_length(email) <= 320),
  locked_until timestamptz not null
);

alter table private.sign_in_lockouts enable row level security;

comment on table private.sign_in_lockouts is
  'Emails whose password sign-in is locked, and until when.';

-- When sign-in for this email is locked, the time it opens again; otherwise null.
create or replace function public.sign_in_locked_until(p_email text)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select locked_until
  from private.sign_in_lockouts
  where email = lower(btrim(p_email)) and locked_until > now()
$$;

-- Records one failed attempt. The fifth within 15 minutes locks the email for 15 minutes
-- (and starts the count again); returns the lock-out end then, otherwise null.
create or replace function public.record_failed_sign_in(p_email text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(p_email));
  recent integer;
  until timestamptz;
begin
  delete from private.sign_in_failures where email = normalized and failed_at <= now() - interval '15 minutes';
  insert into private.sign_in_failures (email) values (normalized);
  select count(*) into recent from private.sign_in_failures where email = normalized;
  if recent < 5 then
    return null;
  end if;
  until := now() + interval '15 minutes';
  insert into private.sign_in_lockouts (email, locked_until) values (normalized, until)
    on conflict (email) do update set locked_until = excluded.locked_until;
  delete from private.sign_in_failures where email = normalized;
  return until;
end;
$$;

-- After a successful sign-in the member clears their own failures (never anyone else's).
create or replace function public.clear_failed_sign_ins()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.sign_in_failures where email = lower((select auth.email()));
  delete from private.sign_in_lockouts where email = lower((select auth.email()));
$$;

revoke all on function public.sign_in_locked_until(text), public.record_failed_sign_in(text), public.clear_failed_sign_ins()
  from public;
grant execute on function public.sign_in_locked_until(text), public.record_failed_sign_in(text) to anon, authenticated;
grant execute on function public.clear_failed_sign_ins() to authenticated;

comment on function public.sign_in_locked_until(text) is 'Lock-out end for this email after 5 failed sign-ins in 15 minutes, or null.';
comment on function public.record_failed_sign_in(text) is 'Records a failed sign-in; returns the lock-out end if now locked.';
comment on function public.clear_failed_sign_ins() is 'Clears the caller''s own failed sign-ins after a successful one.';
