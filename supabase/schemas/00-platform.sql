-- Platform: the private schema, PostgREST's settings, shared helpers (set_updated_at, is_staff,
-- format_gbp, resubmission_window) and private.platform_settings.
-- Applied in file-name order with the other files in supabase/schemas/; see docs/database.md.

-- As pg_dump does: function bodies are checked when they run (and by the backend tests), not
-- when created, so a function may be defined before the tables and functions it uses, in the
-- file of its domain. Reset at the end of supabase/schemas/90-storage.sql.
set check_function_bodies = off;

---------------------------------------------------------------------------------------
-- Shared helpers
---------------------------------------------------------------------------------------
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is
  'Trigger function: keeps updated_at at the time of the last update.';

-- Brute-force protection for password sign-in: after 5 failed attempts for one email within
-- 15 minutes, further attempts are refused for 15 minutes. The state lives here, server-side;
-- the app asks before each attempt and reports each failure. The table sits in a schema the
-- API does not expose, and only these security definer functions touch it.
create schema if not exists private;

revoke all on schema private from public, anon, authenticated;

---------------------------------------------------------------------------------------
-- Platform settings
---------------------------------------------------------------------------------------

-- One row. simulated_payments lets the local payment provider mark a payment paid without
-- a card: supabase/seed.sql turns it on for local and test databases; a hosted project
-- keeps it off unless someone deliberately turns it on.
create table private.platform_settings (
  id boolean primary key default true check (id),
  simulated_payments boolean not null default false
);

comment on table private.platform_settings is 'Platform switches (one row). Not reachable through the API.';

alter table private.platform_settings enable row level security;

insert into private.platform_settings (id) values (true) on conflict (id) do nothing;

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
  -- A staff session is one that gave its two-step code (aal2: docs/decisions/021-two-step-sign-in.md),
  -- so a staff password alone, used against the API directly, opens no staff power.
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role' = 'staff'
    and (select auth.jwt()) ->> 'aal' = 'aal2', false)
$$;

comment on function public.is_staff() is
  'True when the caller''s JWT carries app_metadata.role = staff (set only by the platform) and the session gave its two-step code (aal2).';

revoke all on function public.is_staff() from public;

grant execute on function public.is_staff() to anon, authenticated, service_role;

-- One submit, one effect: a double click, a form sent again from the browser's history or
-- a retried request must not store a contact message or a conversation message twice.
-- The forms cannot carry a one-time token here (the contact page is the same cached page
-- for everyone), so the key is the submission itself: the same sender sending the same
-- text to the same place within the resubmission window is one submission. Decided in
-- the database under a lock on that key, so two identical posts arriving at once store one.
create or replace function private.resubmission_window()
returns interval
language sql
immutable
as $$ select interval '10 minutes' $$;

comment on function private.resubmission_window() is
  'How long an identical contact message or conversation message counts as the same submission.';

---------------------------------------------------------------------------------------
-- Words
---------------------------------------------------------------------------------------

-- An amount as the site shows it (formatGBP in app/utils/format.ts, tied by
-- supabase/auction-notices.test.ts): whole pounds without pence (£25,000), pence when there
-- are any (£1,199.88).
create function private.format_gbp(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select '£' || case when p_amount = trunc(p_amount) then to_char(p_amount, 'FM999,999,999,990')
                     else to_char(p_amount, 'FM999,999,999,990.00') end
$$;

revoke all on function private.format_gbp(numeric) from public;

-- Aggregate functions in the API's select: `count()`, `sum()`, `avg()`, `min()`,
-- `max()` and `relation(count)`, so a page can count related rows (members by kind on the
-- home page's figures) in one request. PostgREST 12 turns them off unless its login role
-- says otherwise (db-aggregates-enabled; Supabase documents this statement), and then
-- answers PGRST123. The local backend reads the same setting.
--
-- Safe to allow: every aggregate runs as the request's role under RLS, over the rows that
-- role may read, like any other select.
alter role authenticator set pgrst.db_aggregates_enabled = 'true';

notify pgrst, 'reload config';
