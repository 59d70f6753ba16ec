-- Local-only bookkeeping, not part of Supabase: the emails the local Auth "sends"
-- (read them at http://127.0.0.1:54321/_local/outbox), and applied migrations (the
-- table name the Supabase CLI uses, so the two agree on what has run).
create schema if not exists _local;
revoke all on schema _local from public;

create table if not exists _local.outbox (
  id bigserial primary key,
  to_email text not null,
  subject text not null,
  kind text not null,
  link text,
  body text not null,
  created_at timestamptz not null default now()
);

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

-- An email's headers (List-Unsubscribe on the app's saved-search alerts); added later, so
-- an existing data folder gains the column too.
alter table _local.outbox add column if not exists headers jsonb not null default '{}'::jsonb;

-- An email's HTML part (the app's emails have one; the local Auth's do not), and the
-- idempotency keys of the app's batches: the same key and body again are answered as the
-- first time and stored once; the same key with another body is refused (as Resend does).
alter table _local.outbox add column if not exists html text;

create table if not exists _local.outbox_requests (
  idempotency_key text primary key,
  body_hash text not null,
  answer jsonb not null,
  created_at timestamptz not null default now()
);
