-- What the public forms store: messages from /contact and hire quote requests from /rental.
--
-- Anyone, signed in or not, may send either form, so anon and authenticated may insert;
-- nobody may read, change or delete a row through the API (no select, update or delete
-- privilege or policy): the team reads them with the service role, which bypasses RLS.
-- Inserts therefore use return=minimal (supabase-js's default without .select()).
-- Column grants leave id and created_at to the database. The check constraints mirror the
-- forms' zod schemas (app/routes/contact/schema.ts, app/routes/rental/schema.ts), so a
-- request that skips the app meets the same rules.
--
-- Runs on PostgreSQL 15 and PGlite, like the other migrations.

---------------------------------------------------------------------------------------
-- contact_messages
---------------------------------------------------------------------------------------

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (btrim(first_name) <> '' and char_length(first_name) <= 100),
  last_name text not null check (btrim(last_name) <> '' and char_length(last_name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (btrim(subject) <> '' and char_length(subject) <= 150),
  message text not null check (btrim(message) <> '' and char_length(message) <= 5000),
  created_at timestamptz not null default now()
);

comment on table public.contact_messages is
  'Messages sent through the /contact form. Write-only for visitors; the team reads them with the service role.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
grant insert (first_name, last_name, email, subject, message) on public.contact_messages to anon, authenticated;

create policy contact_messages_insert_anyone on public.contact_messages
  for insert to anon, authenticated
  with check (true);

---------------------------------------------------------------------------------------
-- hire_requests
---------------------------------------------------------------------------------------

create table public.hire_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (btrim(full_name) <> '' and char_length(full_name) <= 120),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text not null check (phone ~ '^\+?[0-9 ()-]{10,20}$'),
  company_name text check (char_length(company_name) <= 150),
  location text not null check (btrim(location) <> '' and char_length(location) <= 150),
  postcode text not null check (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?( [0-9][A-Z]{2})?$'),
  power_requirement text check (char_length(power_requirement) <= 100),
  duration text check (char_length(duration) <= 100),
  start_date date,
  description text check (char_length(description) <= 2000),
  fuel_tank_required boolean,
  fuel_tank_capacity_litres integer check (fuel_tank_capacity_litres between 1 and 100000),
  hours_per_week integer check (hours_per_week between 1 and 168),
  special_requests text check (char_length(special_requests) <= 2000),
  -- A request exists only with the visitor's consent to be contacted by hire companies.
  consent boolean not null check (consent),
  -- The captcha challenge this request solved: unique, so one solved code sends one request.
  captcha_id uuid not null,
  created_at timestamptz not null default now(),
  constraint hire_requests_captcha_id_key unique (captcha_id)
);

comment on table public.hire_requests is
  'Hire quote requests from /rental, passed to up to 3 hire companies. Write-only for visitors; the team reads them with the service role.';
comment on column public.hire_requests.postcode is 'Upper-case UK postcode, full or outward code only.';
comment on column public.hire_requests.captcha_id is
  'Id of the solved captcha challenge (app/utils/captcha.server.ts); the unique key refuses a replayed one.';

create index hire_requests_created_at_idx on public.hire_requests (created_at desc);

alter table public.hire_requests enable row level security;

revoke all on table public.hire_requests from anon, authenticated;
grant insert (
  full_name, email, phone, company_name, location, postcode, power_requirement, duration,
  start_date, description, fuel_tank_required, fuel_tank_capacity_litres, hours_per_week,
  special_requests, consent, captcha_id
) on public.hire_requests to anon, authenticated;

create policy hire_requests_insert_anyone on public.hire_requests
  for insert to anon, authenticated
  with check (true);
