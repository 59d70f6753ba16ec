---------------------------------------------------------------------------------------
-- The dealer API's keys (docs/api.md, docs/decisions/022-dealer-api-keys.md)
---------------------------------------------------------------------------------------
-- A Premium dealer's keys for the stock-feed API. The key itself is shown once, when it is
-- made; only its SHA-256 is kept. A key acts as its dealer and never more: the Worker asks
-- api_key_holder who a key belongs to, then reads and writes as that dealer, under the
-- same row-level rules as the dealer's own pages.

-- Which plans sell API access (app/content/plans.ts: Premium's "API access for stock feeds";
-- supabase/tests/dealer-api-keys.test.ts ties the two).
create or replace function public.plan_has_api_access(p_plan text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_plan = 'trade-premium', false)
$$;

revoke all on function public.plan_has_api_access(text) from public;

grant execute on function public.plan_has_api_access(text) to anon, authenticated, service_role;

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references public.profiles (id) on delete cascade,
  -- The dealer's own name for it: which system uses it ("Stock system", "Website feed").
  name text not null check (char_length(btrim(name)) between 1 and 60),
  -- read: GET only; read-write: also create, update and withdraw listings, upload photos, reply.
  scope text not null check (scope in ('read', 'read-write')),
  -- The key's first characters, shown in the list so a dealer can tell keys apart.
  key_prefix text not null check (char_length(key_prefix) = 12),
  -- Hex SHA-256 of the whole key; the key itself is never stored.
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

comment on table public.api_keys is
  'A dealer''s API keys (hashed). Made and revoked through create_api_key and revoke_api_key; read by its dealer.';

create index api_keys_dealer_idx on public.api_keys (dealer_id, created_at desc);

alter table public.api_keys enable row level security;

revoke all on table public.api_keys from anon, authenticated;

-- Not the hash: a dealer sees what the list shows.
grant select (id, dealer_id, name, scope, key_prefix, created_at, last_used_at, revoked_at)
  on table public.api_keys to authenticated;

create policy api_keys_select_own on public.api_keys
  for select to authenticated
  using (dealer_id = (select auth.uid()));

-- How many keys a dealer may hold unrevoked at once.
create or replace function public.max_api_keys()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10
$$;

revoke all on function public.max_api_keys() from public;

grant execute on function public.max_api_keys() to anon, authenticated, service_role;

-- Makes a key for the caller, a dealer whose plan sells API access: answers its id and the
-- key itself (shown once). Refusals meant for people carry GM4xx.
create or replace function public.create_api_key(p_name text, p_scope text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dealer uuid := (select auth.uid());
  made_key text;
  made_id uuid;
begin
  if dealer is null then
    raise exception 'Sign in to manage API keys' using errcode = '42501';
  end if;
  -- One dealer's keys at a time: the count below cannot be raced past.
  perform 1 from public.profiles p where p.id = dealer and p.user_type = 'trade_seller' for update;
  if not found then
    raise exception 'API keys are for trade sellers' using errcode = 'GM403';
  end if;
  if not coalesce(public.plan_has_api_access(private.current_plan(dealer)), false) then
    raise exception 'API access comes with the Premium package' using errcode = 'GM403';
  end if;
  if p_name is null or char_length(btrim(p_name)) not between 1 and 60 then
    raise exception 'Name the key in 1 to 60 characters' using errcode = 'GM400';
  end if;
  if p_scope is null or p_scope not in ('read', 'read-write') then
    raise exception 'Choose read or read-write' using errcode = 'GM400';
  end if;
  if (select count(*) from public.api_keys k where k.dealer_id = dealer and k.revoked_at is null) >= public.max_api_keys() then
    raise exception 'You have % keys already: revoke one you no longer use first', public.max_api_keys() using errcode = 'GM409';
  end if;
  made_key := 'gmk_' || encode(extensions.gen_random_bytes(24), 'hex');
  insert into public.api_keys (dealer_id, name, scope, key_prefix, key_hash)
  values (dealer, btrim(p_name), p_scope, left(made_key, 12), encode(extensions.digest(made_key, 'sha256'), 'hex'))
  returning id into made_id;
  return jsonb_build_object('id', made_id, 'key', made_key);
end;
$$;

revoke all on function public.create_api_key(text, text) from public, anon;

grant execute on function public.create_api_key(text, text) to authenticated;

-- Revokes one of the caller's keys: answers whether it did (false: not theirs, or revoked already).
create or replace function public.revoke_api_key(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.api_keys set revoked_at = now()
  where id = p_id and dealer_id = (select auth.uid()) and revoked_at is null;
  return found;
end;
$$;

revoke all on function public.revoke_api_key(uuid) from public, anon;

grant execute on function public.revoke_api_key(uuid) to authenticated;

-- Who a key acts as: its id, dealer and scope, or null for a key unknown, revoked, or whose
-- dealer's plan no longer sells API access. Notes its use (to the minute). Only the service
-- role (the Worker's app/utils/admin.server.ts), once per API request.
create or replace function public.api_key_holder(p_key_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  held public.api_keys%rowtype;
begin
  select * into held from public.api_keys k where k.key_hash = p_key_hash and k.revoked_at is null;
  if not found or not coalesce(public.plan_has_api_access(private.current_plan(held.dealer_id)), false) then
    return null;
  end if;
  if held.last_used_at is null or held.last_used_at < now() - interval '1 minute' then
    update public.api_keys set last_used_at = now() where id = held.id;
  end if;
  return jsonb_build_object('key_id', held.id, 'dealer_id', held.dealer_id, 'scope', held.scope);
end;
$$;

revoke all on function public.api_key_holder(text) from public, anon, authenticated;

grant execute on function public.api_key_holder(text) to service_role;

---------------------------------------------------------------------------------------
-- Listings by the dealer's stock number (docs/api.md "Listings")
---------------------------------------------------------------------------------------
-- The Worker acts as the dealer with a token carrying the key's id and scope
-- (api_key_id, api_scope: docs/decisions/022-dealer-api-keys.md). These functions are the
-- API's writes; the rows are judged first by the bulk upload's rules
-- (app/models/listing-rows.server.ts) and written by the same private.write_listing_row.

-- Refuses a write made through a read-only key. A member's own session carries no scope.
create or replace function private.require_api_write()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt()) ->> 'api_scope', 'read-write') <> 'read-write' then
    raise exception 'This API key can only read: make a read and write key in the sellers portal to change listings'
      using errcode = 'GM403';
  end if;
end;
$$;

revoke all on function private.require_api_write() from public, anon, authenticated;

-- Why a listing in a status its owner may not change cannot take an update
-- (app/models/listing-rows.server.ts says the same to the bulk upload).
create or replace function private.listing_status_words(p_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'pending' then 'is waiting for the team''s review'
    when 'sold' then 'is sold'
    when 'expired' then 'has expired'
    when 'inactive' then 'is deactivated (reactivate it first)'
    else 'is ' || p_status
  end
$$;

revoke all on function private.listing_status_words(text) from public, anon, authenticated;

-- Creates the caller's listing with this stock number, sent to review as a bulk upload's
-- row is, within the plan's allowance; answers its id. A stock number the dealer uses
-- already is refused (update it instead).
create or replace function public.api_create_listing(p_stock_ref text, p_values jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  seller uuid := (select auth.uid());
  seller_type text;
begin
  if seller is null then
    raise exception 'Sign in to add listings' using errcode = '42501';
  end if;
  perform private.require_api_write();
  -- The profile's lock serialises this dealer's writes, as confirm_listing_import's does: the
  -- allowance and the stock number below cannot be raced past.
  select p.user_type into seller_type from public.profiles p where p.id = seller for update;
  if seller_type is distinct from 'trade_seller' then
    raise exception 'The API is for trade sellers' using errcode = 'GM403';
  end if;
  if p_stock_ref is null or btrim(p_stock_ref) = '' then
    raise exception 'Give the listing your stock_ref' using errcode = 'GM400';
  end if;
  if exists (select 1 from public.generator_listings l where l.dealer_id = seller and l.stock_ref = p_stock_ref) then
    raise exception 'You have a listing with stock_ref % already: change it with PATCH instead', p_stock_ref
      using errcode = 'GM409';
  end if;
  perform private.require_ad_allowance(seller, 1);
  return private.write_listing_row(seller, seller_type, p_stock_ref, null, p_values);
end;
$$;

revoke all on function public.api_create_listing(text, jsonb) from public, anon;

grant execute on function public.api_create_listing(text, jsonb) to authenticated;

-- Replaces the columns of the caller's listing with this stock number (its status unchanged,
-- as a bulk upload's update); answers its id. GM404 when the dealer has none with it.
create or replace function public.api_update_listing(p_stock_ref text, p_values jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  seller uuid := (select auth.uid());
  seller_type text;
  listing public.generator_listings;
begin
  if seller is null then
    raise exception 'Sign in to change listings' using errcode = '42501';
  end if;
  perform private.require_api_write();
  select p.user_type into seller_type from public.profiles p where p.id = seller for update;
  select * into listing from public.generator_listings l
    where l.dealer_id = seller and l.stock_ref = p_stock_ref
    for update;
  if not found then
    raise exception 'You have no listing with stock_ref %', p_stock_ref using errcode = 'GM404';
  end if;
  if not public.owner_may_edit_listing_status(listing.status) then
    raise exception 'Your listing with stock_ref % %, so it cannot be changed now', p_stock_ref, private.listing_status_words(listing.status)
      using errcode = 'GM409';
  end if;
  return private.write_listing_row(seller, seller_type, p_stock_ref, listing.id, p_values);
end;
$$;

revoke all on function public.api_update_listing(text, jsonb) from public, anon;

grant execute on function public.api_update_listing(text, jsonb) to authenticated;

-- Takes the caller's live listing with this stock number off the site (as the portal's
-- Deactivate: it can be reactivated while its period lasts); one withdrawn already stays so.
-- Answers its id; GM404 when the dealer has none with it, GM409 when it is not live.
create or replace function public.api_withdraw_listing(p_stock_ref text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  seller uuid := (select auth.uid());
  listing public.generator_listings;
begin
  if seller is null then
    raise exception 'Sign in to change listings' using errcode = '42501';
  end if;
  perform private.require_api_write();
  select * into listing from public.generator_listings l
    where l.dealer_id = seller and l.stock_ref = p_stock_ref
    for update;
  if not found then
    raise exception 'You have no listing with stock_ref %', p_stock_ref using errcode = 'GM404';
  end if;
  if listing.status = 'active' then
    perform public.deactivate_listings(array[listing.id]);
  elsif listing.status <> 'inactive' then
    raise exception 'Only live listings can be withdrawn: your listing with stock_ref % %', p_stock_ref, private.listing_status_words(listing.status)
      using errcode = 'GM409';
  end if;
  return listing.id;
end;
$$;

revoke all on function public.api_withdraw_listing(text) from public, anon;

grant execute on function public.api_withdraw_listing(text) to authenticated;

---------------------------------------------------------------------------------------
-- Idempotency-Key: a retried POST answers what the first one did (docs/api.md)
---------------------------------------------------------------------------------------
create table public.api_idempotency_keys (
  api_key_id uuid not null references public.api_keys (id) on delete cascade,
  -- The client's Idempotency-Key header.
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
  -- Hex SHA-256 of the method, path and body: the same key with another request is refused.
  request_fingerprint text not null check (request_fingerprint ~ '^[0-9a-f]{64}$'),
  -- The first answer, once there is one (null while the first request runs).
  response_status integer check (response_status between 200 and 499),
  response_body jsonb,
  created_at timestamptz not null default now(),
  primary key (api_key_id, idempotency_key)
);

comment on table public.api_idempotency_keys is
  'The dealer API''s Idempotency-Key answers, kept a day; read and written only through begin_idempotent_request and finish_idempotent_request.';

alter table public.api_idempotency_keys enable row level security;

revoke all on table public.api_idempotency_keys from anon, authenticated;

-- The key the caller acts through (the token's api_key_id), when it is theirs and not revoked.
create or replace function private.calling_api_key()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select k.id from public.api_keys k
  where k.id = nullif((select auth.jwt()) ->> 'api_key_id', '')::uuid
    and k.dealer_id = (select auth.uid())
    and k.revoked_at is null
$$;

revoke all on function private.calling_api_key() from public, anon, authenticated;

-- Starts a request with an Idempotency-Key: {state: 'new'} to go on (then
-- finish_idempotent_request), {state: 'done', status, body} with the first answer,
-- 'in_progress' while the first is still running, or 'mismatch' for the same key with
-- another request. A first request that never finished frees its key after a minute.
create or replace function public.begin_idempotent_request(p_idempotency_key text, p_fingerprint text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  key_id uuid := private.calling_api_key();
  held public.api_idempotency_keys;
begin
  if key_id is null then
    raise exception 'Idempotency keys are for requests made with an API key' using errcode = 'GM403';
  end if;
  delete from public.api_idempotency_keys i where i.api_key_id = key_id and i.created_at < now() - interval '1 day';
  insert into public.api_idempotency_keys (api_key_id, idempotency_key, request_fingerprint)
    values (key_id, p_idempotency_key, p_fingerprint)
    on conflict do nothing;
  if found then
    return jsonb_build_object('state', 'new');
  end if;
  select * into held from public.api_idempotency_keys i
    where i.api_key_id = key_id and i.idempotency_key = p_idempotency_key
    for update;
  if held.request_fingerprint <> p_fingerprint then
    return jsonb_build_object('state', 'mismatch');
  end if;
  if held.response_status is not null then
    return jsonb_build_object('state', 'done', 'status', held.response_status, 'body', held.response_body);
  end if;
  if held.created_at < now() - interval '1 minute' then
    update public.api_idempotency_keys i set created_at = now()
      where i.api_key_id = key_id and i.idempotency_key = p_idempotency_key;
    return jsonb_build_object('state', 'new');
  end if;
  return jsonb_build_object('state', 'in_progress');
end;
$$;

revoke all on function public.begin_idempotent_request(text, text) from public, anon;

grant execute on function public.begin_idempotent_request(text, text) to authenticated;

-- Keeps the first answer for the key; a server error frees the key so a retry runs again.
create or replace function public.finish_idempotent_request(p_idempotency_key text, p_status integer, p_body jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  key_id uuid := private.calling_api_key();
begin
  if p_status >= 500 then
    delete from public.api_idempotency_keys i
      where i.api_key_id = key_id and i.idempotency_key = p_idempotency_key and i.response_status is null;
  else
    update public.api_idempotency_keys i set response_status = p_status, response_body = p_body
      where i.api_key_id = key_id and i.idempotency_key = p_idempotency_key and i.response_status is null;
  end if;
end;
$$;

revoke all on function public.finish_idempotent_request(text, integer, jsonb) from public, anon;

grant execute on function public.finish_idempotent_request(text, integer, jsonb) to authenticated;
